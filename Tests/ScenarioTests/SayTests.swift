import Lifecycle
import Testing

@testable import Scenario

/// `say TEXT`: the rest of the line is the caption as written, but for `say ""` (the caption
/// down) and `#` (a comment, unless written `\#`); the formatter writes it back as it reads.
struct SayTests {
    @Test(arguments: [
        ("say Mail's \"send outbox\" runs", "Mail's \"send outbox\" runs"),
        ("say two  spaces,\tthen a tab", "two  spaces,\tthen a tab"),
        ("say \"quoted whole\"", "\"quoted whole\""),
        ("say it's \"half", "it's \"half"),
        ("say a \\n and a \\\" stay", "a \\n and a \\\" stay"),
        ("say 50% of C\\# # a comment", "50% of C#"),
        ("say \\#1 \\\\# two", "#1 \\# two"),
        ("say  ends with a backslash\\", "ends with a backslash\\"),
    ])
    func sayKeepsItsTextVerbatim(line: String, caption: String) throws {
        #expect(try CommandLanguage.parse(line) == .say(caption))
    }

    @Test func sayWithEmptyQuotesAloneTakesTheCaptionDown() throws {
        #expect(try CommandLanguage.parse("say \"\"") == .say(""))
        #expect(try CommandLanguage.parse("say   \"\"   # down") == .say(""))
        #expect(try CommandLanguage.parse("say \"\" \"\"") == .say("\"\" \"\""))
    }

    @Test func aHashStartsACommentInSayUnlessWrittenBackslashHash() throws {
        #expect(try CommandLanguage.parse("say Leaky#dies") == .say("Leaky"))
        #expect(try CommandLanguage.parse("say Leaky\\#dies") == .say("Leaky#dies"))
    }

    @Test func sayWithNothingButACommentIsAnErrorAsSayWithNothing() {
        #expect(throws: LineError.self) { try CommandLanguage.parse("say   # nothing") }
        #expect(throws: LineError.self) { try CommandLanguage.parse("say") }
    }

    @Test(arguments: [
        "Mail's \"send outbox\"", "a  b", "#1", "C\\#", "\\", "back\\\\slash#", "\"\" \"\"", "", "tab\there", "日本 🙂 e\u{301}",
        "\"", "ends\\", "#", "\\#\\\\#",
    ])
    func theFormatterWritesACaptionSoThatParsingGivesItAgain(caption: String) throws {
        let line = CommandLanguage.format(.say(caption))
        #expect(try CommandLanguage.parse(line) == .say(caption), "\(line)")
        #expect(try CommandLanguage.parse(line + "  # a comment") == .say(caption), "\(line)")
    }

    @Test func aRecordedCaptionReadsBackFromItsScript() throws {
        let captions = ["Mail's \"send outbox\" is  done", "100% #1", ""]
        let text = captions.map { CommandLanguage.format(.say($0)) }.joined(separator: "\n") + "\n"
        let script = try Script(parsing: text, file: "rec.deck")
        #expect(script.lines.map(\.command) == captions.map { .say($0) })
    }
}
