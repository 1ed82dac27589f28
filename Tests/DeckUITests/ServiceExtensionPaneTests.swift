import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime

/// The notification service extension, a process of its own (§11.5), in the event pane: its
/// events show the app's name, as the app's own do, and `extension` in the state column.
struct ServiceExtensionPaneTests {
    static func deck() -> DeckProgram {
        let deck = makeDashboard(profile: .ios13)
        deck.press(":")
        deck.press("push Cipher mutable")
        deck.press(.enter)
        deck.tick(atReal: 2)
        return deck
    }

    @Test func theExtensionsEventsShowTheAppsNameAndExtensionInTheStateColumn() throws {
        let deck = Self.deck()
        let canvas = deck.render(size: Size(width: 120, height: 40))
        let lines = canvas.lines
        let received = lines.first { $0.contains("ServiceExtensionDidReceive") } ?? ""
        let killed = lines.first { $0.contains("ServiceExtensionTerminated") } ?? ""
        let shown = lines.first { $0.contains("NotificationShown") } ?? ""
        #expect(received.contains("Cipher   ServiceExtensionDidReceive extension "), "\(received)")
        #expect(killed.contains("Cipher   ServiceExtensionTerminated extension "), "\(killed)")
        #expect(shown.contains("Cipher   NotificationShown"), "\(shown)")
        #expect(shown.contains(" notRunning "), "the app's own event shows its state: \(shown)")
        let state = try #require(DashboardColourTests().cell(canvas, "extension ", after: "ServiceExtensionDidReceive"))
        #expect(state.style == Theme.dark.style(.muted, over: .base), "muted, not an app state's colour")
        GoldenTests.check(deck, "events-extension")
    }

    @Test func theTimelineOverlayShowsTheExtensionsRowUnderTheApps() {
        let deck = Self.deck()
        deck.press("T")
        let lines = deck.render(size: Size(width: 120, height: 40)).lines
        let row = lines.firstIndex { $0.contains("│  extension ") || $0.contains("   extension ") }
        #expect(row.map { lines[$0 - 1].contains("   Cipher") } == true, "\(lines.joined(separator: "\n"))")
        #expect(row.map { lines[$0].contains("▼") } == true, "the kill for memory on the extension's row")
    }
}
