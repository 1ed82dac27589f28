import Catalog
import Lifecycle
import Support
import Testing

@testable import Scenario

/// A bench a tester can trust (issue 35): nothing silent at a script's end, reasons checked
/// against their events, and with `--keep-going` every failed expect.
struct BenchRunnerTests {
    func run(_ text: String, keepGoing: Bool = false, _ profile: Profile = .ios7) throws -> RunFailure? {
        let runner = try ScriptRunner(script: Script(parsing: text, file: "t.deck"), engine: TestApps.engine(profile))
        do {
            try runner.run(keepGoing: keepGoing) { _ in }
            return nil
        } catch {
            return error
        }
    }

    func parseError(_ line: String) -> Problems? {
        do {
            _ = try Script(parsing: line + "\n", file: "t.deck")
            return nil
        } catch {
            return error
        }
    }

    @Test func aCommandStillWaitingWhenTheScriptEndsIsReportedWithItsLine() throws {
        let failure = try #require(try run("launch Notes\nhome\nkill Notes\n"))
        #expect(failure.kind == .notApplied)
        #expect(
            failure.description
                == "t.deck:3: 'kill Notes' had not applied when the script ended (Notes' main thread was busy until 0:00:00.500)")
    }

    @Test func aCommandThatAppliedBeforeTheEndIsNotReported() throws {
        #expect(try run("launch Notes\nhome\nkill Notes\nwait 1s\nexpect Notes notRunning\n") == nil)
    }

    @Test func everyBuiltInDemoEndsWithNothingWaiting() throws {
        for demo in Demo.all {
            let engine = Engine(apps: AppCatalog.builtIn())
            let runner = try ScriptRunner(script: demo.script(), engine: engine)
            #expect(throws: Never.self, "\(demo.name)") { try runner.run { _ in } }
        }
    }

    @Test func aReasonThatCanNeverComeWithTheEventIsAParseErrorListingItsReasons() throws {
        let problems = try #require(parseError("expect Notes had no Terminated watchdgo"))
        let problem = try #require(problems.list.first)
        #expect(problem.line == 1 && problem.column == 32)
        #expect(problem.message.hasPrefix("Terminated never comes with 'watchdgo': it carries user, watchdog, "))
        #expect(problem.message.hasSuffix("(did you mean 'watchdog'?)"))
        let wait = try #require(parseError("wait until Mail BackgroundLaunchDenied task-registration").map(\.list))
        #expect(wait.first?.column == 40)
        #expect(wait.first?.message.contains("refresh-off") == true)
    }

    @Test func anEventWithoutReasonsTakesNone() throws {
        let problem = try #require(parseError("expect Notes had DidEnterBackground watchdog")?.list.first)
        #expect(problem.message == "DidEnterBackground carries no reason, not 'watchdog'")
    }

    @Test func theReasonsAnEventCanCarryAreTheEnginesOwnLists() {
        #expect(EventName.terminated.reasons == TerminationReason.allCases.map(\.rawValue))
        #expect(EventName.backgroundLaunchDenied.reasons == HoldReason.launchReasons.map(\.rawValue))
        #expect(EventName.bgTaskSubmitFailed.reasons == BGTaskCodes.submitErrors)
        #expect(EventName.reasonTable.allSatisfy { $0.event.kind != .device })
        #expect(Set(EventPattern.reasons) == Set(EventName.reasonTable.flatMap(\.reasons)))
    }

    @Test func onlyBGTaskEventsTakeAnIdentifierCheckedAgainstTheAppsTasks() throws {
        #expect(parseError("expect Feed had BGTaskLaunched com.example.anything") == nil)
        let script = try Script(parsing: "expect Feed had BGTaskLaunched com.appdeck.feed.refrsh\n", file: "t.deck")
        let problems = #expect(throws: Problems.self) { try ScriptRunner.resolve(script, apps: AppCatalog.builtIn()) }
        #expect(
            problems?.list.first?.description
                == "t.deck:1:32: BGTaskLaunched never comes with 'com.appdeck.feed.refrsh': it carries an identifier of Feed's BG tasks: com.appdeck.feed.refresh (did you mean 'com.appdeck.feed.refresh'?)"
        )
        let known = try Script(parsing: "expect Feed had BGTaskLaunched com.appdeck.feed.refresh\n", file: "t.deck")
        #expect(throws: Never.self) { try ScriptRunner.resolve(known, apps: AppCatalog.builtIn()) }
    }

    @Test func keepGoingReportsEveryFailedExpect() throws {
        let failure = try #require(
            try run("launch Mail\nexpect Mail background\nwait 1s\nexpect Mail suspended\nexpect Mail active\n", keepGoing: true))
        #expect(failure.all.map(\.problem.line) == [2, 4])
        #expect(try run("launch Mail\nexpect Mail background\nexpect Mail suspended\n")?.all.count == 1)
    }

    @Test func keepGoingStillStopsAtACommandThatCannotBeCarriedOut() throws {
        let failure = try #require(try run("expect Mail active\ntap Mail\nexpect Mail background\n", keepGoing: true))
        #expect(failure.all.map(\.kind) == [.expectationFailed, .cannotCarryOut])
    }

    @Test func aFailedExpectNamesTheReasonsTokenBeforeItsSentence() throws {
        let launch = try #require(try run("bar Mail off\nexpect Mail can fetch\n"))
        #expect(
            launch.problem.message
                == "expected Mail can fetch, but it cannot: app-refresh-off (Mail's Background App Refresh switch is off)")
        let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios13)
        let runner = try ScriptRunner(
            script: Script(parsing: "launch Feed\nhome\nbar Feed off\nexpect Feed can run com.appdeck.feed.refresh\n", file: "t.deck"),
            engine: engine)
        let failure = #expect(throws: RunFailure.self) { try runner.run { _ in } }
        #expect(
            failure?.problem.message.hasPrefix("expected Feed can run com.appdeck.feed.refresh, but it cannot: app-refresh-off (") == true)
    }
}

/// `speed N` in a script takes what `--speed` takes: 0.25 to 3600.
struct ScriptSpeedTests {
    @Test func speedInAScriptTakesWhatSpeedTakes() throws {
        #expect(try CommandLanguage.parse("speed 1200") == .speed(Speed(rawValue: "1200")!))
        #expect(try CommandLanguage.parse("speed 0.25") == .speed(.quarter))
        #expect(try CommandLanguage.parse("speed 3600") == .speed(Speed(rawValue: "3600")!))
        for wrong in ["speed 4000", "speed 0.1", "speed fast", "speed 1e3"] {
            #expect(throws: LineError(column: 7, message: "expected a speed from 0.25 to 3600, not '\(wrong.dropFirst(6))'")) {
                try CommandLanguage.parse(wrong)
            }
        }
    }
}
