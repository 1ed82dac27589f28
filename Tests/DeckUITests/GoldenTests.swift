import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// Snapshots of the whole screen, as plain text, at the two sizes that matter: 80×24 (the
/// smallest usual terminal) and 120×40 (roomy). Regenerate with APPDECK_UPDATE_GOLDENS=1
/// and read the diff.
struct GoldenTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]

    static func check(_ deck: DeckProgram, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for size in sizes {
            Golden.check(deck.render(size: size), "\(name)-\(size.width)x\(size.height)", sourceLocation: sourceLocation)
        }
    }

    @Test func aFreshDashboard() {
        Self.check(makeDashboard(), "main-fresh")
    }

    @Test func appsInTheBackgroundAndSuspendedInInspectorMode() {
        let deck = dashboard(withInBackground: "Notes", "Mail", "Music", after: 10, focus: .switcher)
        #expect(deck.engine.state(of: "Notes") == .suspended)
        #expect(deck.engine.state(of: "Mail") == .background)
        #expect(deck.engine.state(of: "Music") == .background)
        Self.check(deck, "main-inspector")
    }

    @Test func theSameAppsInFaithfulModeLookAlike() {
        let deck = dashboard(withInBackground: "Notes", "Mail", "Music", after: 10, focus: .home)
        deck.press("i")
        Self.check(deck, "main-faithful")
    }

    @Test func aTransferInProgress() {
        let deck = makeDashboard()
        deck.launchFromHome("Podcasts")
        deck.press("b")
        deck.tick(atReal: 300)
        #expect(deck.engine.status(of: "Podcasts")?.transfers.first.map { $0.fraction > 0 && $0.fraction < 1 } == true)
        Self.check(deck, "main-transfer")
    }

    @Test func aTaskNearExpiration() {
        let deck = makeDashboard()
        deck.launchFromHome("Leaky")
        deck.press("b")
        deck.tick(atReal: 177)
        let leaky = deck.engine.status(of: "Leaky")
        #expect(leaky?.state == .background)
        #expect(leaky?.tasks.first?.expired == true)
        Self.check(deck, "main-expiring")
    }

    @Test func theHelpOverlay() {
        let deck = makeDashboard()
        deck.press("?")
        Self.check(deck, "overlay-help")
    }

    @Test func theSettingsOverlay() {
        let deck = makeDashboard()
        deck.launchFromHome("Mail")
        deck.press("s")
        deck.press(.down, .down, .right, .down, .down, .down, .enter) // Mail's switch, below the charger and the battery
        Self.check(deck, "overlay-settings")
    }

    @Test func theSettingsOverlayOnIOS13WithWiFiOnlyOnCellular() {
        let deck = makeDashboard(profile: .ios13)
        deck.launchFromHome("Mail")
        deck.press("b")
        deck.press("s")
        deck.press(.left, .down, .down, .right, .down, .down, .down, .down, .enter) // Mail's switch, below the battery and the push budget
        Self.check(deck, "overlay-settings-ios13")
    }

    @Test func theCommandPaletteWithCompletions() {
        let deck = makeDashboard()
        deck.press(":")
        deck.press("launch M")
        Self.check(deck, "overlay-palette")
    }

    @Test func theIncomingCallSheetAndTheCallInProgress() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes")
        deck.press("c")
        Self.check(deck, "sheet-call-ringing")
        deck.press("a")
        Self.check(deck, "sheet-call-in-progress")
    }

    @Test func theEventFilterBeingTyped() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail")
        deck.press("/")
        deck.press("notes")
        Self.check(deck, "filter")
    }

    @Test func aSelectedEventWithItsDetailsWrappedAndTheEventInFull() {
        let deck = dashboard(withInBackground: "Leaky", after: 200, focus: .events)
        deck.press(.up, at: 200)
        Self.check(deck, "events-selected")
        deck.press(.enter, at: 200)
        Self.check(deck, "overlay-event")
    }

    @Test func aLiftedCard() {
        let deck = dashboard(withInBackground: "Notes", "Mail")
        deck.press(.up)
        Self.check(deck, "main-lifted")
    }

    @Test func wideCardsAndAWideHomeListAt200By50() {
        let deck = dashboard(withInBackground: "Mail", "Music", "Podcasts", after: 300, focus: .home)
        Golden.check(deck.render(size: Size(width: 200, height: 50)), "main-transfer-200x50")
    }

    @Test func aTerminalTooSmall() {
        Golden.check(makeDashboard().render(size: Size(width: 59, height: 20)), "too-small-59x20")
    }

    @Test func anErrorInTheStatusLine() {
        let deck = makeDashboard()
        deck.press(.enter)
        Golden.check(deck.render(size: Size(width: 80, height: 24)), "status-error-80x24")
    }
}
