import Foundation
import Lifecycle
import Scenario

/// `--log FILE`: every event the engine logs is appended to the file as JSONL (the format of
/// `appdeck run --format jsonl`), as it happens.
final class EventLogFile {
    let path: String
    private let handle: FileHandle
    private let formatter = JSONLFormatter()

    init(path: String) throws(DashboardError) {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw DashboardError("cannot create the log file \(path)")
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw DashboardError("cannot open the log file \(path) for writing")
        }
        handle.seekToEndOfFile()
        self.handle = handle
        self.path = path
    }

    deinit { try? handle.close() }

    /// Appends events, one line each; throws when the file cannot be written.
    func append(_ events: [Event]) throws(WorldError) {
        guard !events.isEmpty else { return }
        let text = events.map { formatter.line(for: $0) + "\n" }.joined()
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw WorldError("log \(path): \(error.localizedDescription); logging stopped")
        }
    }
}
