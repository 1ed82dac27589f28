import Foundation
import Scenario
import TestHarness
import Testing

/// `appdeck run --format trace`, end to end: Chrome Trace Event JSON that Perfetto UI and
/// chrome://tracing open.
@Suite(.serialized)
struct TraceOutputTests {
    init() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary),
            "build appdeck first (swift build): \(AppdeckProcess.binary)")
    }

    /// Mail's 20 s task begins in the background and ends after Mail is back in front: it
    /// outlives the state it began in. Leaky's never ends; the device locks and sleeps.
    static let script = """
        launch Mail
        home
        wait 12s500ms
        launch Mail
        wait 30s
        launch Leaky
        home
        lock
        wait 15m
        unlock

        """

    @Test func theTraceIsValidTraceEventJSONWhoseSlicesNestOnEveryTrack() throws {
        let result = try AppdeckProcess.runScript(Self.script, ["--format", "trace"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(TraceValidator.problems(result.stdout) == [])
        #expect(!TraceValidator.events(result.stdout).isEmpty)
    }

    /// A deck of the README's examples, or the ios6-vs-ios7 demo (two resets).
    static func deck(_ name: String) throws -> String {
        guard name == "ios6-vs-ios7.deck" else { return try GoldenTests.file(name) }
        return try #require(Demo.named("ios6-vs-ios7")).text
    }

    @Test(arguments: ["walkthrough.deck", "leaky.deck", "weather.deck", "ios6-vs-ios7.deck"])
    func everyEventOfTheRunIsAnInstantAndTheTraceIsValid(deck: String) throws {
        let text = try Self.deck(deck)
        let trace = try AppdeckProcess.runScript(text, ["--format", "trace"])
        let jsonl = try AppdeckProcess.runScript(text, ["--format", "jsonl"])
        #expect(trace.status == jsonl.status)
        #expect(TraceValidator.problems(trace.stdout) == [])
        // The push marks (category push: sent, held, delivered, …) are instants too, beside the events'.
        let instants = TraceValidator.events(trace.stdout).filter { $0["ph"] as? String == "i" && $0["cat"] as? String != "push" }
        // One instant per event; the why report's records (a request, a push) come after them.
        #expect(instants.count == jsonl.stdout.split(separator: "\n").filter { !$0.hasPrefix(#"{"record":"#) }.count)
    }

    @Test func aTrackPerAppWithItsStatesTasksOnTracksOfTheirOwnAndADeviceTrack() throws {
        let events = TraceValidator.events(try AppdeckProcess.runScript(Self.script, ["--format", "trace"]).stdout)
        func names(_ metadata: String, pid: Int? = nil) -> [String] {
            events.filter { $0["name"] as? String == metadata && (pid == nil || $0["pid"] as? Int == pid) }
                .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        }
        #expect(names("process_name") == ["Device", "Mail", "Leaky"])
        #expect(names("thread_name", pid: 2) == ["state", "budget", "tasks"])
        let slices = { (pid: Int, tid: Int) in
            events.filter { $0["ph"] as? String == "X" && $0["pid"] as? Int == pid && $0["tid"] as? Int == tid }
                .map { "\($0["name"]!) \($0["ts"]!)+\($0["dur"]!)" }
        }
        #expect(
            slices(2, 1) == [
                "background, task open 0+12500000", "active 12500000+30000000",
                "background, task open 42500000+900000000",
            ])
        #expect(
            slices(2, 3) == ["send outbox 0+20000000", "send outbox 42500000+900000000"],
            "the first task outlives the background state it began in; the second stands still while asleep")
        #expect(slices(3, 3) == ["leak 42500000+900000000"], "still open at the end: it lasts to the end")
        #expect(slices(1, 1).first == "unlocked 0+42500000")
        let instants = events.filter { $0["ph"] as? String == "i" }
        let jsonl = try AppdeckProcess.runScript(Self.script, ["--format", "jsonl"]).stdout
        #expect(instants.count == jsonl.split(separator: "\n").count, "every event is an instant")
        let relaunch = try #require(instants.first { $0["name"] as? String == "WillEnterForeground" })
        #expect(relaunch["ts"] as? Int == 12_500_000, "virtual milliseconds become microseconds")
        #expect((relaunch["args"] as? [String: Any])?["uikit"] as? String == "applicationWillEnterForeground(_:)")
        let begin = try #require(instants.first { $0["name"] as? String == "BeginBackgroundTask" })
        #expect((begin["args"] as? [String: Any])?["name"] as? String == "send outbox")
    }

    @Test func aSceneAppsSceneCallbacksAreInstantsWithTheirUIKitNames() throws {
        let script = "launch Journal\nhome\nwait 1s\ndisconnect Journal\nlaunch Journal\n"
        let events = TraceValidator.events(try AppdeckProcess.runScript(script, ["--format", "trace", "--profile", "ios26"]).stdout)
        let names = events.filter { $0["ph"] as? String == "i" }.compactMap { $0["name"] as? String }
        for name in ["SceneWillConnect", "SceneDidEnterBackground", "SceneDidDisconnect", "SceneDidBecomeActive"] {
            #expect(names.contains(name), "\(name)")
        }
        let connect = try #require(events.first { $0["name"] as? String == "SceneWillConnect" })
        #expect((connect["args"] as? [String: Any])?["uikit"] as? String == "scene(_:willConnectTo:options:)")
        #expect(connect["cat"] as? String == "lifecycle")
    }

    @Test func anAppThatNeverRanStillHasItsEventsAsInstantsOnItsOwnTrack() throws {
        let events = TraceValidator.events(try AppdeckProcess.runScript("push Chat\nwait 1s\n", ["--format", "trace"]).stdout)
        let chat = try #require(events.first { ($0["args"] as? [String: Any])?["name"] as? String == "Chat" })
        let instants = events.filter { $0["ph"] as? String == "i" && $0["pid"] as? Int == chat["pid"] as? Int }
        #expect(instants.filter { $0["cat"] as? String != "push" }.map { $0["name"] as? String } == ["NotificationShown"])
        #expect(instants.filter { $0["cat"] as? String == "push" }.map { $0["name"] as? String } == ["push sent", "push delivered"])
    }

    @Test func theProcessesAreInTheOrderTheAppsFirstRanThenTheAppsThatNeverDid() throws {
        // Weather's first event is a denial while it is not running; Mail runs first; Chat
        // and Paper never run (a notification shown, a denial).
        let script = "bar off\npush Chat\nfetch Weather\nfetch Paper\nlaunch Mail\nwait 1s\nlaunch Weather\nwait 1s\n"
        let events = TraceValidator.events(try AppdeckProcess.runScript(script, ["--format", "trace"]).stdout)
        let processes = events.filter { $0["name"] as? String == "process_name" }
        #expect(
            processes.map { ($0["args"] as? [String: Any])?["name"] as? String }
                == ["Device", "Mail", "Weather", "Chat", "Paper"])
        #expect(processes.map { $0["pid"] as? Int } == [1, 2, 3, 4, 5])
    }

    @Test func theReadmesExcerptIsLinesOfARealTrace() throws {
        let section = try #require(try Manual.section("Trace export"))
        let blocks = section.components(separatedBy: "```\n")
        let excerpt = try #require(blocks.first { $0.hasPrefix("{\"ph\"") })
        let trace = try AppdeckProcess.runScript(try GoldenTests.file("leaky.deck"), ["--profile", "ios7", "--format", "trace"]).stdout
        let lines = Set(trace.split(separator: "\n").map { $0.hasSuffix(",") ? String($0.dropLast()) : String($0) })
        for line in excerpt.split(separator: "\n") {
            #expect(lines.contains(line.hasSuffix(",") ? String(line.dropLast()) : String(line)), "\(line)")
        }
    }

    @Test func aRunThatStopsStillWritesTheTraceUpToTheFailingLine() throws {
        let result = try AppdeckProcess.runScript(
            "launch Mail\nhome\nwait 5s\nexpect Mail active\n", name: "stop.deck",
            ["--format", "trace"])
        #expect(result.status == 1)
        #expect(result.stderr == "stop.deck:4: expected Mail to be active, but it is background\n")
        #expect(TraceValidator.problems(result.stdout) == [])
        #expect(result.stdout.contains(#""name":"DidEnterBackground""#))
    }
}
