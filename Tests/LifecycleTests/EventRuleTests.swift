import Testing

@testable import Lifecycle

/// Every event names the rule it follows, in one sentence with its section of the rule book.
struct EventRuleTests {
    static func isOneSentence(_ text: String) -> Bool {
        let body = text.dropLast()
        return text.hasSuffix(".") && !body.contains(". ") && (text.first?.isUppercase == true || text.hasPrefix("iOS"))
    }

    @Test(arguments: EventName.allCases)
    func everyEventNamesItsRuleInOneSentenceWithItsSection(name: EventName) {
        #expect(Self.isOneSentence(name.rule), "\(name.rawValue): \(name.rule)")
        // The simulator's own events (a reset, a caption) say so instead.
        let source = [.deviceReset, .caption].contains(name) ? "(not iOS: " : "(§"
        #expect(name.rule.contains(source), "\(name.rawValue) names its section")
    }

    @Test func everyTerminationAndDenialReasonNamesItsRule() {
        for rule in TerminationReason.allCases.map(\.rule) + HoldReason.allCases.map(\.rule) {
            #expect(Self.isOneSentence(rule) && rule.contains("(§"), "\(rule)")
        }
    }

    @Test func theRulesSayWhatLifecycleSays() {
        #expect(EventName.willTerminate.rule.contains("a suspended app"))
        #expect(EventName.expirationHandler.rule.contains("5 s"))
        #expect(TerminationReason.watchdog.rule.contains("no WillTerminate"))
    }
}
