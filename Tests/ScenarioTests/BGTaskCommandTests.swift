import Catalog
import Lifecycle
import Support
import Testing

@testable import Scenario

/// The commands of the rule book's §11.2–11.3 in the command language, and BG task events in
/// scripts and JSONL: the task's identifier is the event's name, its code the reason.
struct BGTaskCommandTests {
    static let lines = [
        "submit Feed com.appdeck.feed.refresh", "charger on", "charger off", "battery 15%",
        "debugger attach Feed", "debugger detach Feed", "simulate launch Feed com.appdeck.feed.refresh",
        "simulate expire Feed com.appdeck.feed.refresh", "stop Export com.appdeck.export.video",
        "expect Feed can run com.appdeck.feed.refresh", "expect Feed cannot run com.appdeck.feed.refresh",
        "expect Backup cannot run com.appdeck.backup.nightly needs-power",
        "wait until Feed BGTaskLaunched com.appdeck.feed.refresh", "expect Broken had Terminated task-registration",
        "expect Backup had no BGTaskExpired device-in-use",
    ]

    @Test func everyNewCommandParsesAndFormatsBackToItsLine() throws {
        for line in Self.lines {
            let command = try #require(try CommandLanguage.parse(line), "\(line)")
            #expect(CommandLanguage.format(command) == line)
        }
    }

    @Test func aBatteryLevelIsAPercentageFromZeroToAHundred() {
        #expect(throws: LineError.self) { try CommandLanguage.parse("battery 101%") }
        #expect(throws: LineError.self) { try CommandLanguage.parse("battery 15") }
    }

    @Test func thePaletteCompletesTheNewCommandsAndTaskIdentifiers() {
        let words = CommandLanguage.completions(for: "", appNames: []).map(\.word)
        for keyword in ["submit", "charger", "battery", "debugger", "simulate", "stop"] { #expect(words.contains(keyword)) }
        let ids = CommandLanguage.completions(
            for: "submit Feed com.appdeck.f", appNames: ["Feed"], taskIdentifiers: ["com.appdeck.feed.refresh"])
        #expect(ids.map(\.word) == ["com.appdeck.feed.refresh"])
    }

    func run(_ text: String) throws -> (events: [Event], failure: RunFailure?) {
        let runner = try ScriptRunner(
            script: Script(parsing: text, file: "bg.deck"), engine: Engine(apps: AppCatalog.builtIn(), seed: 1))
        var events: [Event] = []
        do {
            try runner.run { events.append($0) }
            return (events, nil)
        } catch {
            return (events, error)
        }
    }

    @Test func aCommandThatCannotBeCarriedOutStopsTheRunAtItsLineWithTheReason() throws {
        let cases = [
            (
                "reset ios7\nlaunch Feed\nsubmit Feed com.appdeck.feed.refresh\n",
                "ios7 has no BGTaskScheduler (BG tasks need ios13 or ios26)"
            ),
            ("reset ios13\nsubmit Feed com.appdeck.feed.refresh\n", "Feed is not running: only a running app submits"),
            ("reset ios13\nlaunch Feed\nsubmit Feed nope\n", "Feed has no BG task 'nope' (its tasks: com.appdeck.feed.refresh)"),
            (
                "reset ios13\nlaunch Feed\nsimulate launch Feed com.appdeck.feed.refresh\n",
                "simulate launch needs the debugger attached to Feed (debugger attach Feed)"
            ),
            (
                "reset ios13\nlaunch Feed\ndebugger attach Feed\nsimulate launch Feed com.appdeck.feed.refresh\n",
                "No task request with identifier com.appdeck.feed.refresh has been scheduled"
            ),
        ]
        for (script, reason) in cases {
            let failure = try #require(try run(script).failure, "\(script)")
            #expect(failure.kind == .cannotCarryOut)
            #expect(failure.problem.message == reason)
            #expect(failure.problem.line == script.split(separator: "\n").count)
        }
    }

    @Test func waitUntilAndExpectHadTakeABGTasksIdentifierOrItsCodeAsReason() throws {
        let (events, failure) = try run(
            """
            reset ios13
            launch Feed
            home
            wait until Feed BGTaskLaunched com.appdeck.feed.refresh
            wait 10s
            expect Feed had BGTaskCompleted com.appdeck.feed.refresh
            expect Feed had BGTaskCompleted success
            expect Feed had no BGTaskCompleted failure
            expect Feed had no BGTaskExpired com.appdeck.feed.refresh
            launch Broken
            wait 1s
            expect Broken had Terminated task-registration
            """)
        #expect(failure == nil)
        #expect(events.contains { $0.name == .bgTaskLaunched && $0.label == "com.appdeck.feed.refresh" })
    }

    @Test func bgTaskEventsCarryTheIdentifierAsNameAndTheCodeAsReasonInJSONL() throws {
        let (events, _) = try run("reset ios13\nlaunch Feed\nhome\nwait 2h\n")
        let done = try #require(events.first { $0.name == .bgTaskCompleted })
        let line = JSONLFormatter().line(for: done)
        #expect(line.contains("\"event\":\"BGTaskCompleted\""))
        #expect(line.contains("\"name\":\"com.appdeck.feed.refresh\""))
        #expect(line.contains("\"reason\":\"success\""))
        #expect(line.contains("\"uikit\":\"BGTask.setTaskCompleted(success:)\""))
    }
}
