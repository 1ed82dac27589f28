import Foundation
import Lifecycle
import Support
import Testing

@testable import Scenario

/// Every message the parser gives, with the column it points at.
struct ParseErrorTests {
    static let waitUsage = " (usage: wait DURATION or wait until APP EVENT [REASON] [within DURATION])"
    /// The error `line` gives.
    func error(_ line: String) -> LineError? {
        do {
            _ = try CommandLanguage.parse(line)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("lanuch Mail", 1, "unknown command 'lanuch' (did you mean 'launch'?)"),
        ("  swi", 3, "unknown command 'swi' (did you mean 'switcher'?)"),
        ("hangpu", 1, "unknown command 'hangpu' (did you mean 'hangup'?)"),
        ("xyzzy", 1, "unknown command 'xyzzy'"),
        ("exit", 1, "unknown command 'exit'"),
    ])
    func anUnknownCommandIsNamedWithTheClosestCommand(line: String, column: Int, message: String) {
        #expect(error(line) == LineError(column: column, message: message))
    }

    @Test(arguments: [("quit", 1), ("  q", 3), ("HELP", 1)])
    func aDashboardOnlyCommandIsAnErrorOutsideThePaletteAndWorksInIt(line: String, column: Int) throws {
        let word = line.trimmingCharacters(in: .whitespaces)
        #expect(error(line) == LineError(column: column, message: "'\(word)' works only in the dashboard's : palette"))
        #expect(try CommandLanguage.parseInstruction(line) == .dashboard(word.lowercased() == "help" ? .help : .quit))
        #expect(try CommandLanguage.parseInstruction("launch Mail") == .command(.launch("Mail")))
    }

    @Test func exportTraceTakesOneFileNameQuotedWhenItHasSpacesAndOnlyInThePalette() throws {
        #expect(try CommandLanguage.parseInstruction("export trace \"my trace.json\"") == .dashboard(.exportTrace(path: "my trace.json")))
        #expect(try CommandLanguage.parseInstruction("EXPORT Trace out.json") == .dashboard(.exportTrace(path: "out.json")))
        #expect(error("export trace") == LineError(column: 13, message: "expected a file name after 'trace'"))
        #expect(error("export trace a b")?.message == "unexpected 'b' (usage: export trace FILE)")
        #expect(error("export trace out.json")?.message == "'export' works only in the dashboard's : palette")
    }

    @Test(arguments: [
        ("launch", 7, "expected an app name after 'launch'"),
        (
            "wait", 5,
            "expected a duration like 5s, 250ms or 1h30m after 'wait'"
                + " (usage: wait DURATION or wait until APP EVENT [REASON] [within DURATION])"
        ),
        ("profile", 8, "expected ios6, ios7, ios13 or ios26 after 'profile'"),
        ("network   ", 8, "expected wifi, cellular or off after 'network'"),
        ("lowpower", 9, "expected on or off after 'lowpower'"),
        ("memory", 7, "expected warning or pressure after 'memory' (usage: memory warning or memory pressure [SIZE])"),
        (
            "expect Mail", 12,
            "expected notRunning, inactive, active, background, suspended, can, cannot or had after 'Mail'"
                + " (usage: expect APP STATE or expect APP can LAUNCH or expect APP cannot LAUNCH or expect APP cannot LAUNCH REASON or expect APP can run ID or expect APP cannot run ID or expect APP cannot run ID REASON or expect APP had [no] EVENT [REASON]"
                + " or expect APP can widget-reload or expect APP cannot widget-reload or expect APP cannot widget-reload REASON"
                + " or expect APP can|cannot activity-start|activity-update [REASON])"
        ),
        (
            "push", 5,
            "expected an app name after 'push' (usage: push APP [silent|voip] [priority 5|10] [mutable]"
                + " or push APP activity [start|end] [priority 5|10] [stale DURATION] [size SIZE])"
        ),
        ("launch #Mail", 7, "expected an app name after 'launch'"),
    ])
    func aMissingArgumentSaysWhatWasExpectedAtTheEndOfTheLine(line: String, column: Int, message: String) {
        #expect(error(line) == LineError(column: column, message: message))
    }

    @Test(arguments: ["5x", "1.5s", "30m1h", "5s5s", "5", "s", "ms", "-5s", "5 s", "1h30", "5sec", "1w"])
    func aBadDurationSaysWhatADurationLooksLike(text: String) {
        let line = "wait \(text)"
        let expected =
            text.contains(" ")
            ? LineError(column: 6, message: "expected a duration like 5s, 250ms or 1h30m, not '5'" + Self.waitUsage)
            : LineError(column: 6, message: "expected a duration like 5s, 250ms or 1h30m, not '\(text)'" + Self.waitUsage)
        #expect(error(line) == expected)
    }

    @Test(arguments: ["99999999999999999999h", "3000000000000h", "2562047789h", "876000h1ms", "52560001m"])
    func aDurationLongerThanAHundredYearsIsAParseErrorNamingTheMaximum(text: String) {
        #expect(
            error("wait \(text)")
                == LineError(column: 6, message: "duration '\(text)' is longer than the maximum, 876000h (100 years)" + Self.waitUsage))
    }

    @Test func aDurationOfAHundredYearsIsTheLongestAccepted() throws {
        #expect(try CommandLanguage.parse("wait 876000h") == .wait(.hours(876_000)))
        #expect(SimDuration.maximum == .hours(876_000))
    }

    @Test(arguments: [
        ("profile ios8", 9, "expected ios6, ios7, ios13 or ios26, not 'ios8'"),
        ("profile iso7", 9, "expected ios6, ios7, ios13 or ios26, not 'iso7' (did you mean 'ios7'?)"),
        ("profile android", 9, "expected ios6, ios7, ios13 or ios26, not 'android'"),
        ("network lte", 9, "expected wifi, cellular or off, not 'lte'"),
        ("network cellullar", 9, "expected wifi, cellular or off, not 'cellullar' (did you mean 'cellular'?)"),
        ("lowpower yes", 10, "expected on or off, not 'yes'"),
        ("memory low", 8, "expected warning or pressure, not 'low' (usage: memory warning or memory pressure [SIZE])"),
        ("memory pressure lots", 17, "expected a size like 300MB or 1.5GB, not 'lots' (usage: memory warning or memory pressure [SIZE])"),
        ("memory warning 5MB", 16, "unexpected '5MB' (usage: memory warning or memory pressure [SIZE])"),
        (
            "memory warn", 8,
            "expected warning or pressure, not 'warn' (did you mean 'warning'?) (usage: memory warning or memory pressure [SIZE])"
        ),
        (
            "expect Mail suspnded", 13,
            "expected notRunning, inactive, active, background, suspended, can, cannot or had, not 'suspnded' (did you mean 'suspended'?)"
                + " (usage: expect APP STATE or expect APP can LAUNCH or expect APP cannot LAUNCH or expect APP cannot LAUNCH REASON or expect APP can run ID or expect APP cannot run ID or expect APP cannot run ID REASON or expect APP had [no] EVENT [REASON]"
                + " or expect APP can widget-reload or expect APP cannot widget-reload or expect APP cannot widget-reload REASON"
                + " or expect APP can|cannot activity-start|activity-update [REASON])"
        ),
        (
            "expect Mail can fecth", 17,
            "expected fetch, push, voip, location, transfer, newsstand, run, widget-reload, activity-start or activity-update, not 'fecth' (did you mean 'fetch'?)"
                + " (usage: expect APP STATE or expect APP can LAUNCH or expect APP cannot LAUNCH or expect APP cannot LAUNCH REASON or expect APP can run ID or expect APP cannot run ID or expect APP cannot run ID REASON or expect APP had [no] EVENT [REASON]"
                + " or expect APP can widget-reload or expect APP cannot widget-reload or expect APP cannot widget-reload REASON"
                + " or expect APP can|cannot activity-start|activity-update [REASON])"
        ),
        (
            "expect Mail cannot fetch wifi", 26,
            "expected refresh-off, app-refresh-off, wifi-only, low-power, no-mode, force-quit, unsupported, no-network, fetch-disabled, not-used, throttled or voip-blocked, not 'wifi' (did you mean 'wifi-only'?)"
                + " (usage: expect APP STATE or expect APP can LAUNCH or expect APP cannot LAUNCH or expect APP cannot LAUNCH REASON or expect APP can run ID or expect APP cannot run ID or expect APP cannot run ID REASON or expect APP had [no] EVENT [REASON]"
                + " or expect APP can widget-reload or expect APP cannot widget-reload or expect APP cannot widget-reload REASON"
                + " or expect APP can|cannot activity-start|activity-update [REASON])"
        ),
    ])
    func aWordOutsideItsChoiceListsTheChoices(line: String, column: Int, message: String) {
        #expect(error(line) == LineError(column: column, message: message))
    }

    @Test func anEmptyAppNameIsRejected() {
        #expect(error("launch \"\"") == LineError(column: 8, message: "expected an app name, not an empty word"))
    }

    @Test(arguments: [
        ("home now", 6, "'home' takes no arguments"),
        ("lock # fine, a comment", 0, ""),
        ("launch Mail now", 13, "unexpected 'now' (usage: launch APP)"),
        ("wait 5s 10s", 9, "unexpected '10s'" + ParseErrorTests.waitUsage),
        (
            "push Chat loud", 11,
            "expected priority, silent, voip or activity, not 'loud' (usage: push APP [silent|voip] [priority 5|10] [mutable]"
                + " or push APP activity [start|end] [priority 5|10] [stale DURATION] [size SIZE])"
        ),
        (
            "push Chat silent twice", 18,
            "expected priority, not 'twice' (usage: push APP [silent|voip] [priority 5|10] [mutable]"
                + " or push APP activity [start|end] [priority 5|10] [stale DURATION] [size SIZE])"
        ),
    ])
    func wordsPastTheLastParameterAreRejected(line: String, column: Int, message: String) {
        #expect(error(line) == (message.isEmpty ? nil : LineError(column: column, message: message)))
    }

    @Test(arguments: [
        ("bar", 4, "expected off, wifi or on after 'bar' (usage: bar off|wifi|on or bar APP on|off)"),
        ("bar Weather", 12, "expected on or off after 'Weather' (usage: bar off|wifi|on or bar APP on|off)"),
        ("bar Weather maybe", 13, "expected on or off, not 'maybe' (usage: bar off|wifi|on or bar APP on|off)"),
        ("bar Weather on now", 16, "unexpected 'now' (usage: bar off|wifi|on or bar APP on|off)"),
    ])
    func aCommandWithTwoFormsShowsBoth(line: String, column: Int, message: String) {
        #expect(error(line) == LineError(column: column, message: message))
    }

    @Test(arguments: [
        ("launch \"Voice Memos", 8, "unterminated quote (expected a closing \")"),
        ("launch \"Voice\"Memos", 15, "expected a space after the closing quote"),
        ("launch Voice\"Memos\"", 13, "a quote can only start a word"),
        ("launch \"Voice\\qMemos\"", 14, "unknown escape '\\q' (use \\\\, \\\", \\n, \\r or \\t)"),
    ])
    func aBadlyQuotedWordIsRejectedWhereItGoesWrong(line: String, column: Int, message: String) {
        #expect(error(line) == LineError(column: column, message: message))
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(error("launch \"Café\" now")?.column == 15)
    }

    @Test func aScriptNamesFileLineAndColumnForEveryBadLine() {
        let text = "launch Notes\r\n# a comment\n\nlanuch Mail\nwait 5x\nhome\n"
        #expect(throws: Problems.self) { try Script(parsing: text, file: "walk.deck") }
        do {
            _ = try Script(parsing: text, file: "walk.deck")
        } catch {
            #expect(
                error.description == """
                    walk.deck:4:1: unknown command 'lanuch' (did you mean 'launch'?)
                    walk.deck:5:6: expected a duration like 5s, 250ms or 1h30m, not '5x' (usage: wait DURATION or wait until APP EVENT [REASON] [within DURATION])
                    """)
        }
    }

    /// Issue 44, item 10: an event's reason after `can`/`cannot` points at the `had` form,
    /// briefly.
    @Test func anEventsReasonAfterCannotIsAShortErrorPointingAtExpectHad() throws {
        let problem = try #require(self.error("expect Chat cannot push bad-priority"))
        #expect(problem.column == 25)
        #expect(problem.message.contains("expect Chat had PushRejected bad-priority"), "\(problem.message)")
        #expect(problem.message.count <= 160, "\(problem.message.count): \(problem.message)")
    }
}
