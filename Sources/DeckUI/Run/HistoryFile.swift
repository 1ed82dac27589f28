import Foundation

/// The `:` palette's history across sessions: one command a line, oldest first, at most
/// `PaletteState.historyLimit` lines. Each command run is added by reading the file again
/// (another window may have added its own meanwhile), appending, keeping the newest lines and
/// replacing the file atomically.
struct HistoryFile {
    let path: String
    /// Only the end of a larger file is read.
    static let readLimit = 256 * 1024

    /// The commands in the file; none when there is no file. Lines with control characters
    /// (not written by AppDeck) are left out.
    func load() throws(WorldError) -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw WorldError("cannot read the history \(path)") }
        defer { try? handle.close() }
        let data: Data
        do {
            let size = try handle.seekToEnd()
            try handle.seek(toOffset: size > UInt64(Self.readLimit) ? size - UInt64(Self.readLimit) : 0)
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw WorldError("cannot read the history \(path): \(error.localizedDescription)")
        }
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        if data.count >= Self.readLimit, !lines.isEmpty { lines.removeFirst() }
        let clean = lines.filter { line in !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } && !line.isEmpty }
        return Array(clean.suffix(PaletteState.historyLimit))
    }

    /// Adds `line` to the file (creating its directory if needed).
    func append(_ line: String) throws(WorldError) {
        var lines = (try? load()) ?? []
        if lines.last != line { lines.append(line) }
        let text = lines.suffix(PaletteState.historyLimit).joined(separator: "\n") + "\n"
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = directory + "/.history.\(getpid()).tmp"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        } catch {
            throw WorldError("cannot save the history \(path): \(error.localizedDescription)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WorldError("cannot save the history \(path): \(reason)")
        }
    }
}
