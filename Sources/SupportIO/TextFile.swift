import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one reader of the files a user hands AppDeck: scripts, manifests, themes, settings.
/// A script may be anything readable — a file, standard input (`-`), a pipe (`appdeck run
/// <(generate)`), a FIFO, a device; the files AppDeck keeps or finds (manifests, themes,
/// settings: `regularOnly`) are opened without waiting and must be regular files. Reads up to
/// `limit` bytes, and decodes them as UTF-8 (a leading byte order mark is dropped). Every failure is a `Problem` naming the file: the system's reason
/// (`permission denied`), the limit, or the line of the first byte that is not UTF-8.
public struct TextFile: Sendable {
    /// 4 MB (4 000 000 bytes): far more than any script, manifest, theme or settings file needs.
    public static let limit = 4_000_000

    /// How messages name the file: the path as given, `<stdin>` for `-`.
    public let name: String
    public let text: String

    /// Reads `path` (`-`: standard input); `regularOnly`: only a regular file.
    public init(path: String, regularOnly: Bool = false) throws(Problem) {
        switch Self.load(path, regularOnly: regularOnly) {
        case .success(let file): self = file
        case .failure(let failure): throw failure.problem
        }
    }

    private init(name: String, text: String) { self.name = name; self.text = text }

    /// Why a file could not be read, told apart for callers that treat them differently
    /// (settings.yaml: a file it cannot read is left alone, a corrupt one is set aside).
    public enum ReadFailure: Error, Sendable {
        /// There is no such file.
        case missing(Problem)
        /// The file is there and cannot be read: permissions, an I/O error, a directory.
        case unreadable(Problem)
        /// It was read, and is not text AppDeck takes: larger than the limit, or not UTF-8.
        case unusable(Problem)

        public var problem: Problem {
            switch self {
            case .missing(let problem), .unreadable(let problem), .unusable(let problem): problem
            }
        }
    }

    /// Reads `path` (`-`: standard input), telling apart why it could not be.
    public static func load(_ path: String, regularOnly: Bool = false) -> Result<TextFile, ReadFailure> {
        let name = path == "-" ? "<stdin>" : path
        do throws(ReadFailure) {
            let bytes = try bytes(path: path, name: name, regularOnly: regularOnly)
            do {
                return .success(TextFile(name: name, text: try decode(bytes, name: name)))
            } catch {
                throw .unusable(error)
            }
        } catch {
            return .failure(error)
        }
    }

    /// The bytes of `path` (`-`: standard input), up to the same limit, for a file that is not
    /// text (a binary Info.plist); the failures of `init(path:)` but for UTF-8.
    public static func bytes(_ path: String) throws(Problem) -> [UInt8] {
        do throws(ReadFailure) {
            return try bytes(path: path, name: path == "-" ? "<stdin>" : path, regularOnly: false)
        } catch {
            throw error.problem
        }
    }

    /// The text of bytes read some other way; `name` names them in problems.
    public static func decode(_ bytes: [UInt8], name: String) throws(Problem) -> String {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw Problem(
                file: name, line: firstInvalidLine(body),
                message: "not UTF-8 text (a truncated or binary file?)")
        }
        return text
    }

    private static func bytes(path: String, name: String, regularOnly: Bool) throws(ReadFailure) -> [UInt8] {
        if path != "-" && FileSystem.isDirectory(path) {
            throw .unreadable(Problem(file: name, line: 0, message: "cannot read: it is a directory, not a file"))
        }
        let fd: Int32
        switch regularOnly && path != "-" ? FileSystem.openRegularFile(path) : FileSystem.openForReading(path) {
        case .success(let opened): fd = opened
        case .failure(let refusal):
            let problem = Problem(file: name, line: 0, message: "cannot read: \(refusal)")
            throw refusal.isMissing ? .missing(problem) : .unreadable(problem)
        }
        defer { if fd != 0 { close(fd) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, wanted) }
            if n == 0 { return bytes }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    var wait = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    _ = poll(&wait, 1, -1)
                    continue
                }
                throw .unreadable(cannotRead(name, code))
            }
            bytes += chunk[0..<n]
        }
        throw .unusable(
            Problem(
                file: name, line: 0,
                message:
                    "larger than 4 MB, the most AppDeck reads of a script, manifest, theme or settings file; stopped reading"))
    }

    /// `cannot read: permission denied`, from the system's reason.
    private static func cannotRead(_ name: String, _ code: Int32) -> Problem {
        Problem(file: name, line: 0, message: "cannot read: \(Errno(code).reason)")
    }

    /// The line holding the first byte that is not part of valid UTF-8.
    private static func firstInvalidLine(_ bytes: ArraySlice<UInt8>) -> Int {
        var line = 1
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput, .error: return line
            }
        }
    }
}
