import Catalog
import Lifecycle
import Scenario
import Testing

/// The built-in demos are scripts that hold: each runs headless on the built-in catalog and
/// every `expect` in it holds, so a demo cannot rot.
struct DemoTests {
    @Test func theBuiltInDemosIncludeTheOnesTheStageNeeds() {
        let names = Set(Demo.all.map(\.name))
        for name in [
            "walkthrough", "expiration", "watchdog", "ios6-vs-ios7", "transfers", "refresh", "memory", "scenes", "bgtasks", "why-not",
            "pushes",
        ] {
            #expect(names.contains(name), "no demo \(name)")
        }
        #expect(Demo.named("Walkthrough")?.name == "walkthrough")
        #expect(Demo.named("nothing") == nil)
    }

    @Test(arguments: Demo.all.map(\.name))
    func everyDemoRunsHeadlessAndEveryExpectHolds(name: String) throws {
        let demo = try #require(Demo.named(name))
        let script = try demo.script()
        let runner = try ScriptRunner(script: script, engine: Engine(apps: AppCatalog.builtIn()))
        var events = 0
        try runner.run { _ in events += 1 }
        #expect(events > 0)
    }

    @Test(arguments: Demo.all.map(\.name))
    func noDemoEndsWithTheSwitcherOpenAndEmpty(name: String) throws {
        let demo = try #require(Demo.named(name))
        let engine = Engine(apps: AppCatalog.builtIn())
        try ScriptRunner(script: try demo.script(), engine: engine).run { _ in }
        #expect(!(engine.device.switcherOpen && engine.switcherCards.isEmpty), "\(name) ends on an empty switcher")
    }

    @Test(arguments: Demo.all.map(\.name))
    func everyDemoExplainsItselfWithASummaryCaptionsAndExpects(name: String) throws {
        let demo = try #require(Demo.named(name))
        #expect(!demo.summary.isEmpty && !demo.summary.hasPrefix(name))
        let commands = try demo.script().lines.map(\.command)
        #expect(commands.first.map { if case .say = $0 { true } else { false } } == true, "\(name) starts with a caption")
        #expect(commands.filter { if case .say = $0 { true } else { false } }.count >= 3)
        #expect(
            commands.contains { command in
                switch command {
                case .expect, .expectEvent, .expectLaunch, .expectRun: true
                default: false
                }
            })
    }
}
