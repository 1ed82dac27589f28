import DeckCore
import DeckRuntime
import Foundation
import Lifecycle
import Scenario

/// The real world: the settings store, the `--log`, `--record` and `--cast` files (if any),
/// the theme library and the history file.
final class SystemWorld: DeckWorld {
    let store: SettingsStore
    let logFile: EventLogFile?
    let recordFile: RecordingFile?
    let cast: CastTerminal?
    let library: ThemeLibrary
    let history: HistoryFile

    init(
        store: SettingsStore, logFile: EventLogFile?, recordFile: RecordingFile?, cast: CastTerminal? = nil, library: ThemeLibrary,
        history: HistoryFile
    ) {
        self.store = store; self.logFile = logFile; self.recordFile = recordFile; self.cast = cast; self.library = library
        self.history = history
    }

    func markCaption(_ caption: String) { cast?.mark(caption) }

    func appendLog(_ entry: SessionEntry) throws(WorldError) {
        guard let line = JSONLFormatter().line(for: entry) else { return }
        do {
            try logFile?.append(line: line)
        } catch {
            throw WorldError("\(error.message); logging stopped")
        }
    }

    func addToRecording(_ entry: SessionEntry) throws(WorldError) {
        do {
            try recordFile?.add(entry)
        } catch {
            throw WorldError(error.description)
        }
    }

    func loadHistory() throws(WorldError) -> [String] {
        history.removeLeftovers()
        return try history.load()
    }

    func saveHistory(_ line: String) throws(WorldError) { try history.append(line) }

    func export(_ text: String, to path: String) throws(WorldError) -> Bool {
        try ExportFile.write(text, to: path, home: ProcessInfo.processInfo.environment["HOME"])
    }

    func saveSettings(_ settings: Settings, changed: Set<Settings.Key>) throws(WorldError) -> String? {
        do {
            return try store.save(settings, changed: changed).message
        } catch {
            throw WorldError(error.description)
        }
    }

    func appendLog(_ events: [Event]) throws(WorldError) {
        do {
            try logFile?.append(events)
        } catch {
            throw WorldError("\(error.message); logging stopped")
        }
    }

    /// Writes what the log still holds for a slow reader; the problem, if it could not be
    /// written in full.
    func finishLog() -> String? {
        do {
            try logFile?.finish()
            return nil
        } catch {
            return error.message
        }
    }

    func theme(after name: String) -> (name: String, theme: Theme, warnings: [String]) {
        let all = library.entries.map(\.name)
        guard !all.isEmpty else { return (name, .dark, []) }
        let next = all[all.firstIndex(of: name).map { ($0 + 1) % all.count } ?? 0]
        do {
            let (theme, warnings) = try library.load(next)
            return (next, theme, warnings.map(\.description))
        } catch {
            return (next, .dark, ["\(error)"])
        }
    }
}
