import Foundation
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// The palette's history file.
struct HistoryFileTests {
    @Test func commandsAreAppendedAndReadBackOldestFirst() throws {
        let file = HistoryFile(path: temporaryDirectory() + "/state/appdeck/history")
        #expect(try file.load().isEmpty)
        try file.append("launch Mail")
        try file.append("home")
        try file.append("home")
        #expect(try file.load() == ["launch Mail", "home"])
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "launch Mail\nhome\n")
    }

    @Test func theFileKeepsOnlyTheNewestCommands() throws {
        let file = HistoryFile(path: temporaryDirectory() + "/history")
        try (0..<(PaletteState.historyLimit + 20)).map { "wait \($0)s" }.joined(separator: "\n")
            .write(toFile: file.path, atomically: true, encoding: .utf8)
        try file.append("lock")
        let lines = try file.load()
        #expect(lines.count == PaletteState.historyLimit)
        #expect(lines.last == "lock" && lines.first == "wait 21s")
    }

    @Test func linesWithControlCharactersAreLeftOut() throws {
        let file = HistoryFile(path: temporaryDirectory() + "/history")
        try "lock\n\u{1B}[2Jclear\nunlock\n".write(toFile: file.path, atomically: true, encoding: .utf8)
        #expect(try file.load() == ["lock", "unlock"])
    }

    @Test func aHistoryThatCannotBeSavedSaysWhere() throws {
        let blocker = temporaryDirectory() + "/file"
        try "x".write(toFile: blocker, atomically: true, encoding: .utf8)
        let file = HistoryFile(path: blocker + "/appdeck/history")
        #expect(throws: WorldError.self) { try file.append("lock") }
        do { try file.append("lock") } catch { #expect(error.description.contains(blocker + "/appdeck/history")) }
    }
}
