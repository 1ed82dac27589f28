import Catalog
import Foundation
import Lifecycle
import Scenario
import TestHarness
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// `:export trace FILE`: the session so far, from the dashboard's own trace of it.
struct ExportTraceTests {
    /// A dashboard whose engine keeps only the newest `capacity` events.
    static func dashboard(logCapacity capacity: Int) -> (DeckProgram, TestWorld) {
        let world = TestWorld()
        let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios7, seed: 1, logCapacity: capacity)
        return (makeProgram(engine: engine, world: world), world)
    }

    static func export(_ deck: DeckProgram, _ path: String) {
        deck.press(":")
        deck.press("export trace " + path)
        deck.press(.enter)
    }

    @Test func theTraceHoldsTheWholeSessionNotOnlyWhatTheEnginesBoundedLogStillKeeps() throws {
        let (deck, world) = Self.dashboard(logCapacity: 8)
        deck.launchFromHome("Mail", "Notes", "Leaky")
        deck.press("b")
        deck.tick(atReal: 0)
        deck.send(.key(.character(":")), atReal: 0)
        deck.press("wait 10m")
        deck.press(.enter)
        #expect(deck.engine.log.totalCount > deck.engine.log.count, "the engine's log dropped its oldest events")
        Self.export(deck, "session.json")
        let trace = try #require(world.exports["session.json"])
        #expect(TraceValidator.problems(trace).isEmpty)
        let instants = TraceValidator.events(trace).filter { $0["ph"] as? String == "i" }
        #expect(instants.count == deck.engine.log.totalCount)
        #expect(instants.first?["name"] as? String == "FinishedLaunching")
        #expect(deck.state.message == StatusMessage("trace written to session.json: open it in ui.perfetto.dev or chrome://tracing"))
    }

    @Test func exportingAgainReplacesTheFileAndSaysSo() {
        let (deck, world) = Self.dashboard(logCapacity: 100)
        deck.launchFromHome("Mail")
        Self.export(deck, "t.json")
        Self.export(deck, "t.json")
        #expect(deck.state.message?.text.hasPrefix("trace written to t.json (replaced the file that was there)") == true)
        #expect(world.exports.count == 1)
    }

    @Test func aFailedExportIsAnErrorInTheStatusLine() {
        let (deck, world) = Self.dashboard(logCapacity: 100)
        world.exportFailure = "cannot export to /x/t.json: no such file or directory"
        Self.export(deck, "/x/t.json")
        #expect(deck.state.message == StatusMessage("cannot export to /x/t.json: no such file or directory", isError: true))
    }

    @Test func theExportFileReplacesAtomicallyAndRefusesADirectory() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/trace.json"
        #expect(try ExportFile.write("one", to: path, home: nil) == false)
        #expect(try ExportFile.write("two", to: path, home: nil) == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["trace.json"], "no temporary file is left")
        #expect(throws: WorldError("cannot export to \(dir): it is a directory, not a regular file")) {
            try ExportFile.write("x", to: dir, home: nil)
        }
        #expect(try ExportFile.write("home", to: "~/t.json", home: dir) == false)
        #expect(try String(contentsOfFile: dir + "/t.json", encoding: .utf8) == "home")
    }

    @Test func thePaletteCompletesAndExplainsExport() {
        let deck = makeDashboard()
        deck.press(":")
        deck.press("expo")
        deck.press(.tab)
        #expect(deck.state.palette.input == "export ")
        deck.press(.tab)
        #expect(deck.state.palette.input == "export trace ")
        #expect(CommandLanguage.forms(for: "export").map(\.usage) == ["export trace FILE"])
    }
}
