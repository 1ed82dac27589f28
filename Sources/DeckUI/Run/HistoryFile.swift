import DeckCore
import DeckRuntime
import Foundation
import Support
import SupportIO

/// The `:` palette's history across sessions: one command a line, oldest first, at most
/// `PaletteState.historyLimit` lines. Each command run is added by reading the file again
/// (another window may have added its own meanwhile), appending, keeping the newest lines and
/// replacing the file atomically (through a link to its target: `FileSystem.replace`). The
/// file is opened without waiting and must be a regular file: a FIFO in its place is refused.
struct HistoryFile {
    let path: String
    /// Only the end of a larger file is read.
    static let readLimit = 256 * 1024

    /// The commands in the file; none when there is no file (or none this process can see).
    /// Lines with control characters, and lines longer than the palette holds
    /// (`TextField.limit`), are not AppDeck's: they are left out.
    func load() throws(WorldError) -> [String] {
        let bytes: [UInt8], cut: Bool
        switch FileSystem.readEnd(of: path, limit: Self.readLimit) {
        case .success(let end): (bytes, cut) = end
        case .failure(let refusal) where refusal.isMissing || !FileSystem.exists(path): return []
        case .failure(let refusal): throw WorldError("cannot read the history \(path): \(refusal)")
        }
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        if cut, !lines.isEmpty { lines.removeFirst() }
        let clean = lines.filter { line in
            !line.isEmpty && line.count <= TextField.limit && !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        }
        return Array(clean.suffix(PaletteState.historyLimit))
    }

    /// Removes the temporary files of saves whose writer is gone (a kill -9, a full disk).
    func removeLeftovers() { FileSystem.removeStaleTemporaries(of: path) }

    /// Adds `line` to the file (creating its directory if needed).
    func append(_ line: String) throws(WorldError) {
        var lines = (try? load()) ?? []
        if lines.last != line { lines.append(line) }
        let text = lines.suffix(PaletteState.historyLimit).joined(separator: "\n") + "\n"
        let directory = FileSystem.folder(of: path)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw WorldError("cannot save the history \(path): cannot create \(directory)")
        }
        do throws(FileSystem.Refusal) {
            try FileSystem.replace(path, with: Array(text.utf8))
        } catch {
            throw WorldError("cannot save the history \(path): \(error)")
        }
    }
}
