import Foundation
import Lifecycle
import TestHarness
import Testing

@testable import Scenario

/// `appdeck run --help` documents the language from the same table the parser reads.
struct ReferenceTests {
    @Test func theReferenceListsEveryFormWithItsSummary() {
        let reference = CommandLanguage.reference
        for form in CommandLanguage.forms {
            #expect(reference.contains("  \(form.usage) ") || reference.contains("  \(form.usage)\n"), "\(form.usage)")
            let firstWords = form.summary.split(separator: " ").prefix(3).joined(separator: " ")
            #expect(reference.contains(firstWords), "\(form.summary)")
        }
    }

    @Test func theReferenceFitsInEightyColumns() {
        for line in CommandLanguage.reference.split(separator: "\n") {
            #expect(line.count <= 79, "\(line)")
        }
    }

    @Test func everyUsageLineOfTheReferenceParsesWithSampleArguments() throws {
        for form in CommandLanguage.forms where !form.isDashboardOnly {
            var words = [form.keyword]
            for parameter in form.parameters {
                switch parameter {
                case .app: words.append("Mail")
                case .duration: words.append("5s")
                // An EVENT that takes the sample REASON (a BG task identifier) below, one of the choices.
                case .choice(let choices, "EVENT"?):
                    words.append(try #require(choices.first { $0 == EventName.bgTaskLaunched.rawValue }, "\(choices)"))
                case .choice(let choices, _): words.append(choices[0])
                case .optional(let word): words.append(word)
                case .size: words.append("300MB")
                case .file: words.append("out.json")
                case .text: words.append("Hello")
                case .number: words.append("42")
                case .percent: words.append("15%")
                case .speed: words.append("1200")
                case .word: words.append("com.appdeck.feed.refresh")
                case .bounded: words.append("12")
                }
            }
            let command = try #require(try CommandLanguage.parse(words.joined(separator: " ")))
            #expect(CommandLanguage.format(command) == words.joined(separator: " "))
        }
    }

    @Test func theReadmeTableHasARowForEveryFormInTableOrder() throws {
        let rows = CommandLanguage.forms.map { form in
            "| `\(form.usage.replacingOccurrences(of: "|", with: "\\|"))` | \(form.summary) |\n"
        }
        #expect(try Manual.contains("| command | effect |\n|---|---|\n" + rows.joined()))
    }

    @Test func theReadmeUIKitTableNamesEveryEventThatHasAUIKitName() throws {
        let rows = EventName.allCases.compactMap { event in event.uikitName.map { "| \(event.rawValue) | `\($0)` |\n" } }
        #expect(try Manual.contains("| event | UIKit |\n|---|---|\n" + rows.joined()))
    }
}
