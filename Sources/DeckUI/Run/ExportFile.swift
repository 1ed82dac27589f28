import DeckCore
import DeckRuntime
import Support
import SupportIO

/// `:export trace FILE`: the whole text written to a temporary file beside FILE, then renamed
/// over it, so that a reader never finds half a trace and a failed export leaves whatever was
/// there (`FileSystem.replace`: through a link to its target, keeping the target's
/// permissions; a file with other hard links is written in place so that all its names see
/// the trace). An existing file is replaced (what people who export expect), and the status
/// line says so; a FIFO, a device, a socket or a directory is refused. A leading `~/` is the
/// home directory.
enum ExportFile {
    /// Writes `text` to `path`; whether a file was replaced; the reason, for the status line,
    /// when it could not be written.
    static func write(_ text: String, to path: String, home: String?) throws(WorldError) -> Bool {
        let target = path.hasPrefix("~/") ? (home ?? "~") + path.dropFirst() : path
        do throws(FileSystem.Refusal) {
            return try FileSystem.replace(target, with: Array(text.utf8)).existed
        } catch {
            throw WorldError("cannot export to \(path): \(error)")
        }
    }
}
