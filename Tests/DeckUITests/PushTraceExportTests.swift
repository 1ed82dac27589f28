import Catalog
import Lifecycle
import TestHarness
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// `:export trace FILE` marks the pushes sent from the palette, as `run --format trace` does.
struct PushTraceExportTests {
    @Test func aPushSentFromThePaletteIsMarkedSentThenDeliveredInTheExportedTrace() throws {
        let world = TestWorld()
        let deck = makeProgram(engine: Engine(apps: AppCatalog.builtIn(), profile: .ios7, seed: 1, logCapacity: 100), world: world)
        deck.press(":")
        deck.press("push Chat")
        deck.press(.enter)
        ExportTraceTests.export(deck, "pushes.json")
        let trace = try #require(world.exports["pushes.json"])
        #expect(TraceValidator.problems(trace).isEmpty)
        let marks = TraceValidator.events(trace).filter { $0["cat"] as? String == "push" }
        #expect(marks.map { $0["name"] as? String } == ["push sent", "push delivered"])
        #expect((marks.first?["args"] as? [String: Any])?["kind"] as? String == "alert")
    }
}
