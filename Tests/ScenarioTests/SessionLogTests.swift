import Lifecycle
import Scenario
import Support
import Testing

/// `appdeck run --from-log`: a `--log` file read back, one session of it.
struct SessionLogTests {
    let log = """
        {"t":0.0,"app":null,"event":"SessionStarted","state":null,"version":"0.1.0","profile":"ios7","seed":3,"settings":[]}
        {"t":1.5,"app":null,"event":"Command","state":null,"command":"launch Notes"}
        {"t":1.5,"app":"Notes","event":"FinishedLaunching","state":"inactive"}
        {"t":0.0,"app":null,"event":"SessionStarted","state":null,"version":"0.1.0","profile":"ios13","seed":18446744073709551615,"settings":["bar Mail off"]}
        {"t":0.0,"app":null,"event":"ProfileChanged","state":null,"detail":"ios13"}
        {"t":2.25,"app":null,"event":"Command","state":null,"command":"tap Notes","refused":"Notes is not in the app switcher"}
        {"t":3.0,"app":null,"event":"Command","state":null,"command":"launch \\"Mail\\""}
        {"t":9.5,"app":"Mail","event":"Suspended","state":"suspended"}

        """

    @Test func theLastSessionIsRunUnlessOneIsNamed() throws {
        let last = try SessionLog.session(nil, in: log, file: "deck.log")
        #expect(last.line == 4)
        #expect(last.start.profile == .ios13 && last.start.seed == UInt64.max)
        #expect(last.start.commands == [.profile(.ios13), .seed(.max), .appRefresh("Mail", false)])
        #expect(last.commands.map(\.command) == [.launch("Mail")], "a refused command did nothing and is not run")
        #expect(last.commands.first?.at == .ms(3000) && last.commands.first?.line == 7)
        #expect(last.end == .ms(9500))
        let first = try SessionLog.session(1, in: log, file: "deck.log")
        #expect(first.start.commands == [.seed(3)] && first.commands.map(\.command) == [.launch("Notes")] && first.end == .ms(1500))
    }

    @Test func aSessionTheLogDoesNotHaveIsAClearError() {
        #expect(throws: Problem(file: "deck.log", line: 0, message: "no session 3: the log has 2 sessions (--session 1 to 2)")) {
            try SessionLog.session(3, in: log, file: "deck.log")
        }
        #expect(throws: Problem.self) { try SessionLog.session(nil, in: "{\"t\":0.0,\"event\":\"DeviceLocked\"}\n", file: "old.log") }
    }

    @Test func aBadLineNamesItsLineAndWhatWasExpected() {
        let bad = log.replacingOccurrences(of: #""command":"launch Notes""#, with: #""command":"lanuch Notes""#)
        #expect(throws: Problem.self) { try SessionLog.session(nil, in: bad, file: "deck.log") }
        do {
            _ = try SessionLog.session(nil, in: bad, file: "deck.log")
        } catch {
            #expect(error.line == 2)
            #expect(error.message.contains("lanuch"))
        }
        do {
            _ = try SessionLog.session(nil, in: "{\"t\":0.0,\n", file: "deck.log")
        } catch {
            #expect(error.description.hasPrefix("deck.log:1:"))
        }
    }

    /// Issue 25 item 3: `"t":1e16` crashed converting to Int64. Every time is checked against
    /// the language's 100-year limit before it becomes milliseconds.
    @Test func aTimePastOneHundredYearsIsAnErrorAtItsLine() {
        let start = #"{"t":0.0,"app":null,"event":"SessionStarted","state":null,"version":"1","profile":"ios7","seed":0,"settings":[]}"#
        for huge in ["1e16", "1e308", "9.3e15", "3153600000.001"] {
            for text in [
                start.replacingOccurrences(of: #""t":0.0"#, with: "\"t\":\(huge)") + "\n",
                start + "\n" + #"{"t":"# + huge + #","app":null,"event":"Command","state":null,"command":"home"}"# + "\n",
                start + "\n" + #"{"t":"# + huge + #","app":"Mail","event":"Suspended","state":"suspended"}"# + "\n",
            ] {
                let line = text.split(separator: "\n").count
                let message = "\"t\": \(huge) seconds is past the limit, 876000h (100 years)"
                #expect(throws: Problem(file: "deck.log", line: line, message: message)) {
                    try SessionLog.session(nil, in: text, file: "deck.log")
                }
            }
        }
        let hundredYears = start + "\n" + #"{"t":3153600000,"app":null,"event":"Command","state":null,"command":"home"}"# + "\n"
        #expect((try? SessionLog.session(nil, in: hundredYears, file: "deck.log"))?.end == SimDuration.maximum)
    }

    @Test func jsonStringsComeBackAsTheFormatterWroteThem() throws {
        let text = "tab\t \"quoted\" \\ \u{1B}[31m \u{2028} é 👩‍👩‍👧"
        let line = JSONLFormatter().line(for: .command(.launch(text), at: .ms(1250), to: .ms(1250), refused: nil)) ?? ""
        let value = try JSONValue(parsing: line)
        #expect(value["command"]?.string == CommandLanguage.format(.launch(text)))
        #expect(value["t"]?.number == 1.25)
    }
}
