import Glibc
import Support

/// `:export trace FILE`: the whole text written to a temporary file beside FILE, then renamed
/// over it, so that a reader never finds half a trace and a failed export leaves whatever was
/// there. An existing file is replaced (what people who export expect), and the status line
/// says so. A leading `~/` is the home directory.
enum ExportFile {
    /// Writes `text` to `path`; whether a file was replaced; the reason, for the status line,
    /// when it could not be written.
    static func write(_ text: String, to path: String, home: String?) throws(WorldError) -> Bool {
        let target = path.hasPrefix("~/") ? (home ?? "~") + path.dropFirst() : path
        var existing = stat()
        let replacing = stat(target, &existing) == 0
        if replacing && (existing.st_mode & S_IFMT) == S_IFDIR {
            throw WorldError("cannot export to \(path): it is a directory")
        }
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = directory + "/.\(name).\(getpid()).tmp"
        let mode = replacing ? existing.st_mode & 0o777 : 0o644
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw WorldError("cannot export to \(path): \(Errno(errno).reason)") }
        let error = writeFully(fd, Array(text.utf8)[...]).error ?? (fsync(fd) == 0 ? nil : errno)
        close(fd)
        if error == nil && rename(temporary, target) == 0 { return replacing }
        let reason = Errno(error ?? errno).reason
        unlink(temporary)
        throw WorldError("cannot export to \(path): \(reason)")
    }
}
