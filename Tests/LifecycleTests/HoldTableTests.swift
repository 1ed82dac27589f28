import Foundation
import Testing

@testable import Lifecycle

/// The table of holds (HoldTable.swift): one row per reason, each with its token, sentence,
/// rule and sections; each kind's order is the rule book's.
@Suite struct HoldTableTests {
    @Test func everyHoldReasonIsOneRowOfTheTable() {
        let reasons = Hold.table.map(\.reason)
        #expect(reasons.count == Set(reasons).count, "a reason has two rows")
        #expect(Set(reasons) == Set(HoldReason.allCases), "a reason has no row")
    }

    @Test func everyTokenIsUniqueAndParsesBackToItsReason() {
        let tokens = HoldReason.allCases.map(\.rawValue)
        #expect(tokens.count == Set(tokens).count)
        for reason in HoldReason.allCases {
            #expect(HoldReason(rawValue: reason.rawValue) == reason)
            #expect(reason.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(reason.rawValue) is a lowercase token")
        }
        // The tokens the other reasons carry (terminations, BG task codes) are not holds'.
        #expect(Set(tokens).isDisjoint(with: TerminationReason.allCases.map(\.rawValue)))
    }

    @Test func everyRowHasARuleASentenceAndSectionsOfTheRuleBook() {
        for row in Hold.table {
            #expect(!row.rule.isEmpty && !row.rule.hasSuffix("."), "\(row.reason.rawValue)")
            #expect(!row.sections.isEmpty, "\(row.reason.rawValue) names its sections")
            for section in row.sections {
                #expect(RuleBookSection.title(of: section) != nil, "\(row.reason.rawValue): §\(section)")
            }
            #expect(row.reason.rule.hasPrefix(row.rule) && row.reason.rule.hasSuffix(").") && row.reason.rule.contains("(§"))
            #expect(!row.kinds.isEmpty, "\(row.reason.rawValue) holds something")
        }
    }

    @Test func everyRowSaysItsSentenceForEveryKindItHolds() {
        let e = BG.engine()
        let i = 0
        for row in Hold.table {
            for question in [HoldQuestion.refresh, .launch(.fetch), .launch(.silentPush)] {
                #expect(!row.sentence(e, i, question).isEmpty, "\(row.reason.rawValue)")
            }
        }
    }

    /// The rule book (11.2): a pending request is "held" for the first unmet condition in the
    /// order it lists; on the Simulator, `simulator` comes first of all.
    @Test func theBGTaskOrderIsTheRuleBooks() throws {
        #expect(
            HoldReason.order(for: .bgTask).map(\.rawValue) == [
                "simulator", "not-pending", "unsupported", "force-quit", "low-power", "refresh-off", "app-refresh-off",
                "wifi-only", "battery-low", "not-used", "needs-power", "needs-network", "device-in-use",
            ])
        #expect(Engine.bgTaskHoldOrder == HoldReason.order(for: .bgTask))
        let book = try String(contentsOf: RuleBookTests.ruleBook, encoding: .utf8)
        let start = try #require(book.range(of: "for the first unmet condition in this order:"))
        let end = try #require(book.range(of: "engine launches a request", range: start.upperBound..<book.endIndex))
        let listed = book[start.upperBound..<end.lowerBound]
            .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" || $0 == "." })
            .compactMap { HoldReason(rawValue: String($0)) }
        #expect([.simulator] + listed == HoldReason.order(for: .bgTask))
    }

    /// The rule book (§9): the mode, the profile, for a push the network, the force-quit rule,
    /// then Background App Refresh.
    @Test func theBackgroundLaunchOrderIsTheRuleBooks() {
        #expect(
            HoldReason.order(for: .backgroundLaunch).map(\.rawValue) == [
                "no-mode", "unsupported", "fetch-disabled", "no-network", "force-quit", "low-power", "refresh-off",
                "app-refresh-off", "wifi-only", "not-used", "throttled", "voip-blocked",
            ])
        #expect(HoldReason.order(for: .backgroundRefresh) == [.lowPower, .refreshOff, .appRefreshOff, .wifiOnly])
        #expect(Set(HoldReason.launchReasons) == Set(HoldReason.order(for: .backgroundLaunch)))
    }

    /// The rule book (§11.5): a background push's order on ios13+ (`fetch-disabled` holds no
    /// push), and a VoIP push's: only `no-mode`, `no-network`, `voip-blocked`.
    @Test func theBackgroundPushOrderIsTheRuleBooks() throws {
        let order = HoldReason.order(for: .backgroundLaunch).filter { $0 != .fetchDisabled && $0 != .voipBlocked }
        #expect(
            order.map(\.rawValue) == [
                "no-mode", "unsupported", "no-network", "force-quit", "low-power", "refresh-off", "app-refresh-off",
                "wifi-only", "not-used", "throttled",
            ])
        let book = try String(contentsOf: RuleBookTests.ruleBook, encoding: .utf8)
        let start = try #require(book.range(of: "The answer for a background push"))
        let end = try #require(book.range(of: "for a VoIP push", range: start.upperBound..<book.endIndex))
        let listed = book[start.upperBound..<end.lowerBound]
            .split(whereSeparator: { !$0.isLetter && $0 != "-" })
            .compactMap { HoldReason(rawValue: String($0)) }
        #expect(listed == order)
    }
}
