import Scenario
import Support
import SupportIO

/// `--record FILE`: the session as a script (`RecordingScript`). The whole script is kept in
/// memory and the file is replaced with all of it at each entry (written beside it, then
/// renamed over it, through a link to its target: `FileSystem.replace`), so a write that fails (a full disk) leaves the file as it was, loses
/// nothing, and the next entry writes everything again.
public final class RecordingFile {
    public let path: String
    private var recording = RecordingScript()

    /// Where each version is written before it replaces the file.
    var temporaryPath: String {
        let target = (try? FileSystem.target(of: path).get()) ?? path
        return FileSystem.folder(of: target) + "/" + Self.temporaryName(FileSystem.name(of: target))
    }

    private static func temporaryName(_ name: String) -> String { "." + name + ".recording" }

    /// Creates FILE, empty. A file that exists and is not empty is never overwritten: it is
    /// refused, as is a path that cannot be created.
    public init(path: String) throws(OutputFileError) {
        self.path = path
        switch FileSystem.regularFileSize(path) {
        case .failure(let refusal): throw OutputFileError("cannot record to \(path): \(refusal)")
        case .success(let size) where size > 0:
            throw OutputFileError("cannot record to \(path): it exists (--record writes a new file: remove it or choose another name)")
        case .success, nil: break
        }
        do throws(FileSystem.Refusal) {
            try FileSystem.create(path)
        } catch {
            throw OutputFileError("cannot record to \(path): \(error)")
        }
    }

    /// The script so far.
    public var text: String { recording.text }

    /// Adds an entry and writes the whole script.
    public func add(_ entry: SessionEntry) throws(OutputFileError) {
        recording.add(entry)
        do throws(FileSystem.Refusal) {
            try FileSystem.replace(path, with: Array(recording.text.utf8), temporaryName: Self.temporaryName)
        } catch {
            throw OutputFileError("cannot write the recording \(path): \(error); it keeps what it had, and the next command tries again")
        }
    }
}

/// Why the recording cannot be made or written, naming the file and the cause.
public struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
