import Catalog
import Foundation
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI
@testable import Lifecycle

/// The settings overlay is 76 columns at most and its values start at the value column, 45
/// cells from the row's end: a row whose value is wider starts left of the column, after the
/// app's name, to show whole; one that cannot fit even so is cut after a whole word, with "…",
/// never inside a word. One rule for every row with a value that can be that wide (a request's
/// identifier, a held push, a widget, a Live Activity).
struct SettingsRowWidthTests {
    static let sizes = [Size(width: 120, height: 40), Size(width: 80, height: 24)]
    /// An identifier as an imported app may have: 52 cells.
    static let longID = "com.appdeck.backup.nightly.database-housekeeping.full"

    /// The overlay open with `row` selected.
    func open(on row: SettingsRow, _ deck: DeckProgram) throws {
        deck.press("s")
        let rows = SettingsRow.rows(for: EngineSnapshot(deck.engine))
        try #require(rows.contains(row), "\(row) not in \(rows)")
        while rows[deck.state.settingsRow] != row { deck.press(.down) }
    }

    /// Backup submitting `longID` (ios13), the overlay open on its request.
    func backupWithALongIdentifier() throws -> DeckProgram {
        var apps = AppCatalog.builtIn()
        if let i = apps.firstIndex(where: { $0.name == "Backup" }) {
            apps[i].permittedIdentifiers = apps[i].permittedIdentifiers.map { $0 == apps[i].bgTasks[0].id ? Self.longID : $0 }
            apps[i].bgTasks[0].id = Self.longID
        }
        let deck = makeProgram(engine: Engine(apps: apps, profile: .ios13, seed: 1))
        BGTaskSettingsTests().run(deck, "launch Backup", "home")
        try open(on: .request(app: "Backup", id: Self.longID), deck)
        return deck
    }

    /// The overlay's row that holds `marker`, inside its box, without the spaces around it.
    func overlayLine(_ deck: DeckProgram, _ size: Size, holding marker: String) throws -> String {
        let lines = deck.render(size: size).lines.map(Array.init)
        let top = try #require(lines.first { String($0).contains("╭ Background App Refresh") })
        let left = try #require(top.firstIndex(of: "╭")), right = try #require(top.lastIndex(of: "╮"))
        let rows = lines.filter { $0.count > right }.map { String($0[(left + 1)..<right]).trimmingCharacters(in: .whitespaces) }
        return try #require(rows.first { $0.contains(marker) }, "\(marker) not in:\n\(rows.joined(separator: "\n"))")
    }

    /// `shown` is `full`, or `full`'s words up to one (a separator before the cut left out), then "…".
    func isWholeOrCutAtAWord(_ shown: String, _ full: String) -> Bool {
        if shown == full { return true }
        guard shown.hasSuffix("…") else { return false }
        let kept = shown.dropLast()
        let words = full.split(separator: " ")
        return (1..<words.count).contains { count in
            words.prefix(count).joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: " ·,:")) == kept
        }
    }

    @Test(arguments: sizes)
    func aRequestWhoseIdentifierIsWiderThanTheValueColumnStartsAfterTheAppsNameAndShowsWhole(size: Size) throws {
        let deck = try backupWithALongIdentifier()
        let row = try overlayLine(deck, size, holding: "⤓ Backup")
        #expect(row.hasPrefix("⤓ Backup  ") && row.hasSuffix(Self.longID), "\(row)")
        #expect(!row.contains("…"))
    }

    @Test func aRowThatCannotFitEvenAfterTheNameIsCutAfterAWholeWord() throws {
        let deck = makeDashboard(profile: .ios26)
        BGTaskCardTests().run(
            deck, "launch Scores", "activity start Scores", "live-activities Scores frequent off", "activity-budget 1",
            "push Scores activity", "push Scores activity")
        let full = "◉ held: throttled, shown in 1h · priority 10: 1 of 1 this hour"
        try open(on: .activity(app: "Scores"), deck)
        for size in Self.sizes {
            #expect(try overlayLine(deck, size, holding: "◉ held") == full, "\(size)")
        }
        // 67 columns: a row of 59, too narrow for the 62 cells even from its second column (it
        // was cut in a word there: `1 of 1 th…`).
        let narrow = try overlayLine(deck, Size(width: 67, height: 40), holding: "◉ held")
        #expect(narrow == "◉ held: throttled, shown in 1h · priority 10: 1 of 1 this…")
        #expect(narrow.hasSuffix("…") && isWholeOrCutAtAWord(narrow, full), "\(narrow)")
        #expect(narrow.cellWidth >= 45, "as much as fits: \(narrow)")
    }

    /// An app's Live Activities switch row says whose switch it is: a name too long for the
    /// label's room is cut (with "…"), never "Live Activities" after it.
    @Test(arguments: sizes)
    func aLiveActivitiesSwitchOfAnAppWithALongNameKeepsLiveActivitiesWhole(size: Size) throws {
        let long = "Scoreboard Pro Max"
        var apps = AppCatalog.builtIn()
        let i = try #require(apps.firstIndex { $0.name == "Scores" })
        apps[i].name = long
        let deck = makeProgram(engine: Engine(apps: apps, profile: .ios26, seed: 1))
        try open(on: .liveActivities(app: long), deck)
        let row = try overlayLine(deck, size, holding: "… Live Activities")
        #expect(row.range(of: " Sco[a-z]*… Live Activities", options: .regularExpression) != nil, "\(row)")
    }

    @Test func theWordCutKeepsWholeWordsAndLeavesOutASeparatorBeforeTheCut() {
        let text = "◉ held: throttled, shown in 1h · priority 10: 1 of 1 this hour"
        #expect(text.truncatedAtWord(toWidth: 80) == text)
        #expect(text.truncatedAtWord(toWidth: 34) == "◉ held: throttled, shown in 1h…")
        #expect(text.truncatedAtWord(toWidth: 20) == "◉ held: throttled…")
        // One word wider than the width: nothing to cut at but inside it.
        #expect(Self.longID.truncatedAtWord(toWidth: 12) == "com.appdeck…")
    }
}
