import Lifecycle
import Support
import Testing

@testable import Scenario

/// The commands of scripts on stage: say, pause, speed, seed, reset, expect … had, wait until.
struct StageCommandTests {
    static let leakyDies = EventPattern(app: "Leaky", event: .terminated)

    @Test(arguments: [
        (Command.say("Leaky never ends its task"), "say Leaky never ends its task"),
        (.say("two  spaces"), "say two  spaces"),
        (.say("#1 \"quoted\""), "say \\#1 \"quoted\""),
        (.say(""), "say \"\""),
        (.pause, "pause"),
        (.speed(.quarter), "speed 0.25"),
        (.speed(.x300), "speed 300"),
        (.seed(42), "seed 42"),
        (.seed(UInt64.max), "seed 18446744073709551615"),
        (.reset(nil), "reset"),
        (.reset(.ios6), "reset ios6"),
        (.expectEvent(leakyDies, happened: true), "expect Leaky had Terminated"),
        (.expectEvent(leakyDies, happened: false), "expect Leaky had no Terminated"),
        (
            .expectEvent(EventPattern(app: "Leaky", event: .terminated, reason: "watchdog"), happened: true),
            "expect Leaky had Terminated watchdog"
        ),
        (
            .expectEvent(EventPattern(app: "Leaky", event: .terminated, reason: "watchdog"), happened: false),
            "expect Leaky had no Terminated watchdog"
        ),
        (.waitUntil(leakyDies, within: nil), "wait until Leaky Terminated"),
        (.waitUntil(leakyDies, within: .minutes(5)), "wait until Leaky Terminated within 5m"),
        (
            .waitUntil(EventPattern(app: "Voice Memos", event: .terminated, reason: "memory"), within: .hours(1)),
            "wait until \"Voice Memos\" Terminated memory within 1h"
        ),
    ])
    func eachStageCommandHasOneLineThatReadsBackAsItself(command: Command, line: String) throws {
        #expect(CommandLanguage.format(command) == line)
        #expect(try CommandLanguage.parse(line) == command)
    }

    @Test func sayTakesTheRestOfTheLineUpToAComment() throws {
        #expect(try CommandLanguage.parse("say   Leaky   dies  # not shown") == .say("Leaky   dies"))
        #expect(try CommandLanguage.parse("SAY \"a \\# in it\"") == .say("\"a # in it\""))
    }

    @Test func eventNamesAndReasonsIgnoreCase() throws {
        #expect(
            try CommandLanguage.parse("wait until leaky terminated WATCHDOG")
                == .waitUntil(EventPattern(app: "leaky", event: .terminated, reason: "watchdog"), within: nil))
    }

    /// `speed N` takes what `--speed` takes (issue 35): any speed from 0.25 to 3600, not only
    /// the steps of + and -.
    @Test(arguments: ["0.2", "1x", "3601", "-1", "1e3", "fast"])
    func aSpeedOutsideWhatSpeedTakesIsRefusedNamingTheRange(text: String) {
        do {
            _ = try CommandLanguage.parse("speed \(text)")
            Issue.record("speed \(text) was accepted")
        } catch {
            #expect(error.column == 7)
            #expect(error.message == "expected a speed from 0.25 to 3600, not '\(text)'")
        }
    }

    @Test func aSeedMustBeAWholeNumber() {
        #expect(throws: LineError(column: 6, message: "expected a whole number like 42, not '-3'")) {
            try CommandLanguage.parse("seed -3")
        }
        #expect(throws: LineError(column: 6, message: "expected a whole number like 42, not '18446744073709551616'")) {
            try CommandLanguage.parse("seed 18446744073709551616")
        }
    }

    @Test func aDeviceEventCannotBeAwaitedForAnApp() {
        #expect(throws: LineError.self) { try CommandLanguage.parse("wait until Notes DeviceLocked") }
    }

    @Test func runPrintsACaptionLineInTextAndJSONL() throws {
        let engine = TestApps.engine()
        let runner = try ScriptRunner(script: Script(parsing: "say Watch Leaky\n", file: "t.deck"), engine: engine)
        var events: [Event] = []
        try runner.run { events.append($0) }
        var text = TextFormatter(appNames: ["Leaky"])
        #expect(events.count == 1)
        let line = text.line(for: events[0])
        #expect(line.contains("  Caption  ") && line.hasSuffix("  Watch Leaky"))
        #expect(
            JSONLFormatter().line(for: events[0])
                == "{\"t\":0.0,\"app\":null,\"event\":\"Caption\",\"state\":null,\"detail\":\"Watch Leaky\"}")
    }

    @Test func afterAResetTheTextStartsEveryAppFromNotRunning() throws {
        let engine = TestApps.engine()
        let script = try Script(parsing: "launch Notes\nhome\nreset ios6\nlaunch Notes\n", file: "t.deck")
        var events: [Event] = []
        try ScriptRunner(script: script, engine: engine).run { events.append($0) }
        var text = TextFormatter(appNames: ["Notes"])
        let lines = events.map { text.line(for: $0) }
        let relaunch = try #require(lines.last { $0.contains("FinishedLaunching") })
        #expect(lines.filter { $0.contains("FinishedLaunching") }.count == 2)
        #expect(relaunch.contains("notRunning → inactive"))
    }

    @Test func aWaitUntilPastItsLimitFailsTheRunAtItsLine() throws {
        let engine = TestApps.engine()
        let script = try Script(parsing: "launch Notes\nhome\nwait until Notes Terminated within 1h\nlock\n", file: "t.deck")
        let runner = try ScriptRunner(script: script, engine: engine)
        #expect(
            throws: RunFailure(
                kind: .expectationFailed,
                problem: Problem(
                    file: "t.deck", line: 3, message: "waited 1h for Notes Terminated, which did not happen"))
        ) {
            try runner.run { _ in }
        }
        #expect(engine.now == .hours(1))
    }
}
