import Foundation
import Support
import TestHarness
import Testing

@testable import Scenario

/// `appdeck test --junit FILE`: XML that CI systems read, whatever the scripts' messages hold.
struct JUnitReportTests {
    let results = [
        ScriptTestResult(name: "passes", folder: "why-not", file: "why-not/passes.deck", milliseconds: 12, failures: []),
        ScriptTestResult(
            name: "fails", folder: "why-not", file: "why-not/fails.deck", milliseconds: 1234,
            failures: [
                Problem(file: "why-not/fails.deck", line: 3, message: "expected Mail to be background, but it is active"),
                Problem(file: "why-not/fails.deck", line: 7, message: "a <tag> & \"quotes\" 'and' \u{1}\u{1B}[31m control\u{7F}"),
            ]),
        ScriptTestResult(
            name: "broken", folder: ".", file: "broken.deck", milliseconds: 0,
            failures: [Problem(file: "broken.deck", line: 1, column: 1, message: "unknown command 'lanch'")], isError: true),
    ]

    @Test func theJUnitFileValidatesAgainstTheSchemaCISystemsUse() throws {
        let xml = JUnitReport.xml(results)
        let suite = try JUnitSchema.validate(Data(xml.utf8)).get()
        #expect(suite.attributes["tests"] == "3" && suite.attributes["failures"] == "1" && suite.attributes["errors"] == "1")
        #expect(suite.cases.map { $0.attributes["name"] } == ["passes", "fails", "broken"])
        #expect(suite.cases.map { $0.attributes["classname"] } == ["why-not", "why-not", "."])
        #expect(suite.cases.map { $0.attributes["time"] } == ["0.012", "1.234", "0.000"])
    }

    @Test func aFailedScriptHasOneFailureListingEveryFailedExpectWithItsLine() throws {
        let suite = try JUnitSchema.validate(Data(JUnitReport.xml(results).utf8)).get()
        let message = try #require(suite.cases[1].failure)
        #expect(
            message.split(separator: "\n").map(String.init).first
                == "why-not/fails.deck:3: expected Mail to be background, but it is active")
        #expect(message.contains("why-not/fails.deck:7: a <tag> & \"quotes\" 'and' "))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(suite.cases[2].error == "broken.deck:1:1: unknown command 'lanch'")
    }

    @Test func controlCharactersAreLeftOutAndSpecialCharactersEscaped() {
        #expect(JUnitReport.escape("a<b>&\"c\"\u{0}\u{1B}\u{FFFE}\n") == "a&lt;b&gt;&amp;&quot;c&quot;&#10;")
        #expect(JUnitReport.escape("x\ny\t", inAttribute: false) == "x\ny\t")
    }
}
