import Glibc
import Scenario
import Support

/// `--record FILE`: the session as a script (`SessionRecording`). The whole script is kept in
/// memory and the file is replaced with all of it at each entry (written beside it, then
/// renamed over it), so a write that fails (a full disk) leaves the file as it was, loses
/// nothing, and the next entry writes everything again.
public final class RecordFile {
    public let path: String
    private var recording = SessionRecording()

    /// Where each version is written before it replaces the file.
    var temporaryPath: String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return directory + "." + name + ".recording"
    }

    /// Creates FILE, empty. A file that exists and is not empty is never overwritten: it is
    /// refused, as is a path that cannot be created.
    public init(path: String) throws(RecordFileError) {
        self.path = path
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else { throw RecordFileError("cannot record to \(path): it is not a regular file") }
            guard info.st_size == 0 else {
                throw RecordFileError("cannot record to \(path): it exists (--record writes a new file: remove it or choose another name)")
            }
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw RecordFileError("cannot record to \(path): \(Errno(errno))") }
        close(fd)
    }

    /// The script so far.
    public var text: String { recording.text }

    /// Adds an entry and writes the whole script.
    public func add(_ entry: SessionEntry) throws(RecordFileError) {
        recording.add(entry)
        let temporary = temporaryPath
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(errno) }
        let (_, error) = writeFully(fd, Array(recording.text.utf8)[...])
        let closed = close(fd) == 0 ? 0 : errno
        if let error = error ?? (closed != 0 ? closed : nil) {
            unlink(temporary)
            throw failure(error)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
    }

    private func failure(_ code: Int32) -> RecordFileError {
        RecordFileError("cannot write the recording \(path): \(Errno(code)); it keeps what it had, and the next command tries again")
    }
}

/// Why the recording cannot be made or written, naming the file and the cause.
public struct RecordFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
