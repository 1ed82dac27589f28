#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The platform's file calls for the files AppDeck keeps (settings, history, themes, manifests,
/// exports, recordings, casts), in one place.
///
/// - Reading a kept file never waits: it is opened without blocking (a FIFO with no writer
///   would otherwise hang the open for ever) and refused unless it is a regular file.
/// - Replacing a file goes through symbolic links to the file they name (a settings.yaml linked
///   into a dotfiles folder stays a link), writes a temporary file in the target's folder with
///   the target's permissions and renames it over the target: a reader never finds half a file.
///   A target with other hard links is written in place instead (after the whole text is safely
///   in the temporary file), so every name of it sees the new text. A FIFO, a device, a socket
///   or a directory is never replaced.
public enum FileSystem {
    /// Why a file is not opened or written: a system error, or a file that is not a regular file.
    public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        case system(Errno)
        /// What it is instead: `a FIFO`, `a directory`, `a device`, `a socket`.
        case notRegular(String)
        /// A FIFO opened for writing that no process reads.
        case noReader

        /// The reason as a clause: `permission denied`, `it is a FIFO, not a regular file`.
        public var description: String {
            switch self {
            case .system(let error): error.reason
            case .notRegular(let what): "it is \(what), not a regular file"
            case .noReader: "it is a FIFO that no process is reading"
            }
        }

        /// No such file.
        public var isMissing: Bool { self == .system(Errno(ENOENT)) }
    }

    /// Opens `path` for reading without waiting on it, and only if it is a regular file; the
    /// descriptor is then blocking again. The caller closes it.
    public static func openRegularFile(_ path: String) -> Result<Int32, Refusal> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return .failure(.system(Errno(errno))) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            return .failure(.system(Errno(code)))
        }
        if let what = kind(info.st_mode) {
            close(fd)
            return .failure(.notRegular(what))
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return .success(fd)
    }

    /// The last `limit` bytes (at most) of a regular file, opened as `openRegularFile` does;
    /// `cut` when there was more before them.
    public static func readEnd(of path: String, limit: Int) -> Result<(bytes: [UInt8], cut: Bool), Refusal> {
        let fd: Int32
        switch openRegularFile(path) {
        case .success(let opened): fd = opened
        case .failure(let refusal): return .failure(refusal)
        }
        defer { close(fd) }
        let size = Int(lseek(fd, 0, SEEK_END))
        let start = max(0, size - limit)
        guard size >= 0, lseek(fd, off_t(start), SEEK_SET) >= 0 else { return .failure(.system(Errno(errno))) }
        var bytes = [UInt8](repeating: 0, count: size - start)
        var filled = 0
        while filled < bytes.count {
            let n = bytes[filled...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(.system(Errno(errno))) }
            if n == 0 { break }
            filled += n
        }
        return .success((Array(bytes[..<filled]), start > 0))
    }

    /// Opens anything readable (`-` is standard input): scripts and logs may come from pipes.
    public static func openForReading(_ path: String) -> Result<Int32, Refusal> {
        if path == "-" { return .success(0) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        return fd >= 0 ? .success(fd) : .failure(.system(Errno(errno)))
    }

    /// Opens `path` for writing, creating it (`append`: at its end, else emptied), without
    /// waiting for a FIFO's reader: a FIFO that no process reads is refused. Logs and casts
    /// may go to pipes and FIFOs (`--log >(jq .)`). The descriptor stays non-blocking only if
    /// asked (`nonBlocking`: the caller copes with EAGAIN).
    public static func openForWriting(_ path: String, append: Bool, nonBlocking: Bool) -> Result<Int32, Refusal> {
        let fd = open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | (append ? O_APPEND : O_TRUNC), 0o644)
        guard fd >= 0 else { return .failure(errno == ENXIO ? .noReader : .system(Errno(errno))) }
        if !nonBlocking { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }
        return .success(fd)
    }

    /// Whether there is something at `path` this process can see (following links).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The size of the regular file at `path` (following links); nil when nothing is there,
    /// `.failure` with what it is when it is not a regular file.
    public static func regularFileSize(_ path: String) -> Result<Int, Refusal>? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if let what = kind(info.st_mode) { return .failure(.notRegular(what)) }
        return .success(Int(info.st_size))
    }

    /// Creates an empty file at `path` if nothing is there (an existing file is left as it is).
    public static func create(_ path: String) throws(Refusal) {
        let fd = open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0o644)
        guard fd >= 0 else { throw .system(Errno(errno)) }
        close(fd)
    }

    /// Renames `from` to `to` (rename(2)); whether that was done.
    public static func move(_ from: String, to: String) -> Bool {
        rename(from, to) == 0
    }

    /// Runs `body` holding an exclusive lock (flock) on `directory`; without one when the
    /// directory cannot be opened.
    public static func withLock<T, E: Error>(on directory: String, _ body: () throws(E) -> T) throws(E) -> T {
        let lock = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if lock >= 0 { close(lock) } }
        if lock >= 0 { while flock(lock, LOCK_EX) != 0 && errno == EINTR {} }
        return try body()
    }

    /// Whether `path` names a directory (following links).
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// What `path` is when it is there and not a regular file (following links); nil for a
    /// regular file or nothing at all.
    public static func nonRegularKind(_ path: String) -> String? {
        var info = stat()
        return stat(path, &info) == 0 ? kind(info.st_mode) : nil
    }

    /// nil for a regular file, else what it is.
    private static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    /// The file a write to `path` reaches: `path` itself, or what its symbolic links lead to
    /// (a link to a file not there yet leads to where it would be).
    public static func target(of path: String) -> Result<String, Refusal> {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                return errno == ENOENT ? .success(current) : .failure(.system(Errno(errno)))
            }
            guard info.st_mode & S_IFMT == S_IFLNK else { return .success(current) }
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = readlink(current, &buffer, buffer.count)
            guard count >= 0 else { return .failure(.system(Errno(errno))) }
            let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : folder(of: current) + "/" + link
        }
        return .failure(.system(Errno(ELOOP)))
    }

    /// The folder part of a path (`.` when it has none).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last part of a path.
    public static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The temporary file a replacement of `target` is written to: `.NAME.PID.tmp` beside it.
    public static func temporaryPath(for target: String, pid: Int32 = getpid()) -> String {
        folder(of: target) + "/." + name(of: target) + ".\(pid).tmp"
    }

    /// What `replace` did.
    public struct Replaced: Hashable, Sendable {
        /// The file written (the link's target when `path` was a link).
        public var target: String
        /// Whether a file was there before.
        public var existed: Bool
    }

    /// Replaces the contents of `path` (through its links) with `bytes`, as the type's summary
    /// says. A new file gets `mode`; an existing one keeps its permissions. `temporaryName`
    /// names the temporary file from the target's name (default `.NAME.PID.tmp`).
    @discardableResult
    public static func replace(
        _ path: String, with bytes: [UInt8], mode: mode_t = 0o644, temporaryName: ((String) -> String)? = nil
    ) throws(Refusal) -> Replaced {
        let target: String
        switch Self.target(of: path) {
        case .success(let found): target = found
        case .failure(let refusal): throw refusal
        }
        var old = stat()
        let existed = stat(target, &old) == 0
        if existed, let what = kind(old.st_mode) { throw .notRegular(what) }
        let permissions = existed ? old.st_mode & 0o7777 : mode
        let temporary = temporaryName.map { folder(of: target) + "/" + $0(name(of: target)) } ?? temporaryPath(for: target)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW, permissions)
        guard fd >= 0 else { throw .system(Errno(errno)) }
        fchmod(fd, permissions)
        let error = writeFully(fd, bytes[...]).error ?? (fsync(fd) == 0 ? nil : errno)
        close(fd)
        if let error {
            unlink(temporary)
            throw .system(Errno(error))
        }
        if existed && old.st_nlink > 1 {
            try overwrite(target, with: bytes, temporary: temporary)
        } else if rename(temporary, target) != 0 {
            let code = errno
            unlink(temporary)
            throw .system(Errno(code))
        }
        return Replaced(target: target, existed: existed)
    }

    /// Writes `bytes` over the file itself (a file with other hard links); the copy in
    /// `temporary` is removed once that is done, and kept when it failed half way.
    private static func overwrite(_ target: String, with bytes: [UInt8], temporary: String) throws(Refusal) {
        let fd = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            unlink(temporary)
            throw .system(Errno(code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, kind(info.st_mode) == nil else {
            unlink(temporary)
            throw .notRegular(kind(info.st_mode) ?? "not a file")
        }
        _ = lseek(fd, 0, SEEK_SET)
        let error = writeFully(fd, bytes[...]).error ?? (ftruncate(fd, off_t(bytes.count)) == 0 && fsync(fd) == 0 ? nil : errno)
        if let error { throw .system(Errno(error)) }
        unlink(temporary)
    }

    /// Removes the temporary files of replacements of `path` (`.NAME.PID.tmp` beside its
    /// target) whose writer's process is gone: what a kill -9 or a full disk left behind.
    public static func removeStaleTemporaries(of path: String) {
        guard case .success(let target) = target(of: path), let directory = opendir(folder(of: target)) else { return }
        defer { closedir(directory) }
        let prefix = "." + name(of: target) + ".", suffix = ".tmp"
        var stale: [String] = []
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard entryName.hasPrefix(prefix), entryName.hasSuffix(suffix), entryName.count > prefix.count + suffix.count else { continue }
            let writer = entryName.dropFirst(prefix.count).dropLast(suffix.count)
            guard let pid = Int32(writer), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            stale.append(entryName)
        }
        for entryName in stale { unlink(folder(of: target) + "/" + entryName) }
    }
}
