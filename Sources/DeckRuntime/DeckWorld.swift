import DeckCore
import Lifecycle
import Scenario

/// What the dashboard's effects reach outside the program: the settings file, the `--log`
/// file, the theme library and the palette's history file. Only `DeckProgram`, performing an
/// effect, calls it.
public protocol DeckWorld: AnyObject {
    /// Writes the `changed` settings of `settings` over what settings.yaml holds now (another
    /// dashboard may have saved meanwhile); a note for the status line, if any (a corrupt file
    /// set aside); throws a message for the status line.
    func saveSettings(_ settings: Settings, changed: Set<Settings.Key>) throws(WorldError) -> String?
    /// Appends events to the `--log` file; throws a message for the status bar.
    func appendLog(_ events: [Event]) throws(WorldError)
    /// Appends a session's SessionStarted or Command line to the `--log` file.
    func appendLog(_ entry: SessionEntry) throws(WorldError)
    /// Adds an entry to the `--record` file (written whole each time, so a failure keeps what
    /// it held); throws a message for the status bar.
    func addToRecording(_ entry: SessionEntry) throws(WorldError)
    /// The theme after `name` in the library, loaded, with its warnings.
    func theme(after name: String) -> (name: String, theme: Theme, warnings: [String])
    /// The palette's history, oldest first.
    func loadHistory() throws(WorldError) -> [String]
    /// Adds a command line to the palette's history.
    func saveHistory(_ line: String) throws(WorldError)
    /// Writes `text` to the file at `path` (`:export`), replacing it; whether a file was there.
    func export(_ text: String, to path: String) throws(WorldError) -> Bool
    /// Marks a `say` caption in the `--cast` file (a failed write stops the cast, which says so at the end).
    func markCaption(_ caption: String)
}

/// Why the world could not do what an effect asked, in words for the screen.
public struct WorldError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
