import Lifecycle
import Testing

@testable import Scenario

/// Each command's line, as the formatter writes it and the parser reads it.
struct FormatTests {
    @Test(arguments: [
        (Command.profile(.ios6), "profile ios6"),
        (.profile(.ios13), "profile ios13"),
        (.launch("Mail"), "launch Mail"),
        (.launch("Voice Memos"), "launch \"Voice Memos\""),
        (.launch("say \"hi\"\\now"), "launch \"say \\\"hi\\\"\\\\now\""),
        (.launch("#1"), "launch \"#1\""),
        (.launch("Café"), "launch Café"),
        (.switcher, "switcher"),
        (.tap("Notes"), "tap Notes"),
        (.home, "home"),
        (.swipeUp("Leaky"), "kill Leaky"),
        (.wait(.ms(250)), "wait 250ms"),
        (.wait(.seconds(5)), "wait 5s"),
        (.wait(.minutes(90)), "wait 1h30m"),
        (.wait(.ms(62_500)), "wait 1m2s500ms"),
        (.wait(.zero), "wait 0s"),
        (.lock, "lock"),
        (.unlock, "unlock"),
        (.call, "call"),
        (.answer, "answer"),
        (.decline, "decline"),
        (.hangup, "hangup"),
        (.sms, "sms"),
        (.dismiss, "dismiss"),
        (.network(.wifi), "network wifi"),
        (.network(.cellular), "network cellular"),
        (.network(.off), "network off"),
        (.lowPower(true), "lowpower on"),
        (.lowPower(false), "lowpower off"),
        (.refresh(.off), "bar off"),
        (.refresh(.wifi), "bar wifi"),
        (.refresh(.on), "bar on"),
        (.appRefresh("Weather", true), "bar Weather on"),
        (.appRefresh("Weather", false), "bar Weather off"),
        (.appRefresh("on", false), "bar on off"),
        (.fetch("Weather"), "fetch Weather"),
        (.push("Chat", silent: false), "push Chat"),
        (.push("Chat", silent: true), "push Chat silent"),
        (.push("silent", silent: false), "push silent"),
        (.memoryWarning, "memory warning"),
        (.memoryPressure(free: nil), "memory pressure"),
        (.memoryPressure(free: 300_000_000), "memory pressure 300MB"),
        (.memoryPressure(free: 1_500_000_000), "memory pressure 1500MB"),
        (.memoryPressure(free: 12), "memory pressure 12B"),
        (.expect("Mail", .notRunning), "expect Mail notRunning"),
        (.expect("Mail", .suspended), "expect Mail suspended"),
    ])
    func eachCommandHasOneLineThatReadsBackAsItself(command: Command, line: String) throws {
        #expect(CommandLanguage.format(command) == line)
        #expect(try CommandLanguage.parse(line) == command)
    }

    @Test(arguments: [
        ("LAUNCH mail", Command.launch("mail")),
        ("  launch   Mail   # go", .launch("Mail")),
        ("\tExpect MAIL NOTRUNNING", .expect("MAIL", .notRunning)),
        ("push Chat SILENT", .push("Chat", silent: true)),
        ("wait 1H30M", .wait(.minutes(90))),
        ("wait 90s", .wait(.seconds(90))),
        ("wait 1500ms", .wait(.ms(1500))),
        ("bar ON", .refresh(.on)),
        ("launch \"Voice\\tMemos\"", .launch("Voice\tMemos")),
        ("# only a comment", nil),
        ("   ", nil),
        ("", nil),
    ])
    func wordsIgnoreCaseAndSpacingAppNamesKeepTheirSpelling(line: String, command: Command?) throws {
        #expect(try CommandLanguage.parse(line) == command)
    }

    @Test func theAppACommandNamesIsReplacedThroughTheTable() {
        #expect(
            CommandLanguage.replacingAppName(in: .push("chat", silent: true), with: "Chat")
                == .push("Chat", silent: true))
        #expect(
            CommandLanguage.replacingAppName(in: .appRefresh("weather", false), with: "Weather")
                == .appRefresh("Weather", false))
        #expect(CommandLanguage.replacingAppName(in: .lock, with: "Weather") == .lock)
    }

    @Test(
        arguments: [
            ("memory pressure 1.5GB", Int64(1_500_000_000)), ("memory pressure 50 KB", nil),
            ("MEMORY PRESSURE 2gb", 2_000_000_000), ("memory pressure 0B", 0),
        ] as [(String, Int64?)])
    func memoryPressureReadsSizesAsManifestsWriteThem(line: String, bytes: Int64?) throws {
        if let bytes {
            #expect(try CommandLanguage.parse(line) == .memoryPressure(free: bytes))
        } else {
            #expect(throws: LineError.self) { try CommandLanguage.parse(line) }
        }
    }
}
