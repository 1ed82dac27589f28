import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// What the card and the settings overlay show of a background launch is what happens when
/// it is triggered: for random device settings, read off the screen, then trigger it.
struct EligibilityShownTests {
    /// One app and how to trigger its first background launch from the palette.
    struct Trigger {
        var app: String
        var launch: BackgroundLaunch
        var lines: [String]
    }

    static let triggers = [
        Trigger(app: "Mail", launch: .fetch, lines: ["fetch Mail", "wait 31s"]),
        Trigger(app: "Weather", launch: .fetch, lines: ["fetch Weather", "wait 31s"]),
        Trigger(app: "Chat", launch: .silentPush, lines: ["push Chat silent", "wait 31s"]),
        Trigger(app: "Talk", launch: .voipKeepAlive, lines: ["wait 11m"]),
        Trigger(app: "Paper", launch: .newsstandDownload, lines: ["push Paper", "wait 5m"]),
        Trigger(app: "Podcasts", launch: .transferWake, lines: ["wait 61m"]),
    ]

    /// What a screen says of `launch`: nil for allowed, else the reason; absent when the
    /// screen does not show it. Card lines read `fetch✗ push✗ wifi-only`; overlay lines
    /// `fetch ✗ wifi-only: …`.
    static func shownOnCard(_ text: String, _ launch: BackgroundLaunch) -> HoldReason?? {
        let words = text.split(separator: " ").map(String.init)
        guard let k = words.firstIndex(where: { $0 == launch.rawValue + "✓" || $0 == launch.rawValue + "✗" }) else { return nil }
        if words[k].hasSuffix("✓") { return .some(nil) }
        return words[(k + 1)...].lazy.compactMap { HoldReason(rawValue: $0) }.first.map { .some($0) } ?? nil
    }

    static func shownInOverlay(_ screen: [String], _ launch: BackgroundLaunch, below app: String) -> HoldReason?? {
        guard let row = screen.firstIndex(where: { $0.contains(" \(app) ") && ($0.contains("● on") || $0.contains("○ off")) })
        else { return nil }
        for line in screen[(row + 1)...].prefix(3) {
            if line.contains(launch.rawValue + " ✓ ") { return .some(nil) }
            guard let range = line.range(of: launch.rawValue + " ✗ ") else { continue }
            let reason = line[range.upperBound...].prefix { $0 != ":" }
            return HoldReason(rawValue: String(reason)).map { .some($0) } ?? nil
        }
        return nil
    }

    func run(_ deck: DeckProgram, _ line: String) {
        deck.press(":")
        deck.press(line)
        deck.press(.enter)
    }

    @Test func theEligibilityShownIsWhatHappensWhenTheLaunchIsTriggered() throws {
        var random = SeededRandom(seed: 15)
        var outcomes: Set<String> = []
        var checkedCards = 0, checkedOverlays = 0
        for _ in 0..<80 {
            let profile = Profile.allCases.randomElement(using: &random)!
            var trigger = Self.triggers.randomElement(using: &random)!
            if trigger.launch == .transferWake, !profile.hasBackgroundTransfers { continue }
            // §11.5: on ios13/ios26 the voip launch is a VoIP push, and Newsstand is gone (VoipPushTests).
            if trigger.launch == .newsstandDownload, profile.hasBGTaskScheduler { continue }
            let voipPush = trigger.launch == .voipKeepAlive && profile.hasBGTaskScheduler
            if voipPush { trigger.lines = ["push Talk voip", "wait 5s"] }
            let deck = makeDashboard(profile: profile)
            for line in ["launch \(trigger.app)", "wait 1s", "home", "wait 30s"] { run(deck, line) }
            var settings = ["network " + Network.allCases.randomElement(using: &random)!.rawValue]
            if let choice = profile.refreshChoices.randomElement(using: &random) { settings.append("bar " + choice.rawValue) }
            if profile.hasBackgroundAppRefresh, Bool.random(using: &random) { settings.append("bar \(trigger.app) off") }
            if profile.hasLowPowerMode { settings.append("lowpower " + (Bool.random(using: &random) ? "on" : "off")) }
            if trigger.launch != .voipKeepAlive, trigger.launch != .transferWake, Int.random(in: 0..<4, using: &random) == 0 {
                settings += ["switcher", "kill \(trigger.app)", "home"]
            }
            for line in settings { run(deck, line) }
            if trigger.launch == .transferWake, deck.engine.device.network == .off { continue }

            let size = Size(width: 200, height: 50)
            var shown: [HoldReason?] = []
            let screen = deck.render(size: size)
            let layout = DashboardView.switcherLayout(
                deck.state.layout(EngineSnapshot(deck.engine)), EngineSnapshot(deck.engine), deck.state)
            if let index = deck.engine.switcherCards.firstIndex(of: trigger.app), let card = layout.cards[safe: index - layout.first] {
                let bottom = (card.maxY - 3...card.maxY - 2).map { screen.lines[$0] }.map {
                    String($0.dropFirst(card.x + 2).prefix(card.width - 4))
                }
                if let answer = Self.shownOnCard(bottom.joined(separator: " "), trigger.launch) {
                    shown.append(answer)
                    checkedCards += 1
                }
            }
            deck.press("s")
            let row = SettingsRow.rows(for: EngineSnapshot(deck.engine)).firstIndex(of: .app(trigger.app)) ?? 0
            for _ in 0..<row { deck.press(.down) }
            if let answer = Self.shownInOverlay(deck.render(size: size).lines, trigger.launch, below: trigger.app) {
                shown.append(answer)
                checkedOverlays += 1
            }
            deck.press(.escape)
            let context = "\(profile) \(trigger.app) \(settings) shown \(shown)"
            try #require(!shown.isEmpty, "the card or the overlay shows it: \(context)\n\(screen.text)")
            #expect(Set(shown.map { $0?.rawValue ?? "allowed" }).count == 1, "card and overlay agree: \(context)")

            let mark = deck.engine.log.totalCount
            for line in trigger.lines { run(deck, line) }
            let events = deck.engine.log.events(since: mark).filter { $0.app == trigger.app }
            let denied = events.first { $0.name == .backgroundLaunchDenied || $0.name == .pushHeld }
            let delivered = events.contains { $0.name == (voipPush ? .didReceiveIncomingPush : trigger.launch.callback) }
            #expect(denied?.reason == shown[0]?.rawValue, "\(context)")
            #expect(delivered == (shown[0] == nil), "\(context)")
            outcomes.insert(shown[0]?.rawValue ?? "allowed")
        }
        #expect(outcomes.contains("allowed") && outcomes.count > 4, "the trials reach many answers: \(outcomes)")
        #expect(checkedCards > 20 && checkedOverlays > 20, "cards \(checkedCards), overlays \(checkedOverlays)")
    }
}
