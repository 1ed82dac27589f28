import Lifecycle
import Testing

@testable import Scenario

/// One resolver of app names for scripts and the palette: ignoring case, one message for a
/// name the catalog does not have.
struct AppNamesTests {
    let names = AppNames(["Notes", "Mail", "Maps", "Music", "Weather"])

    func message(_ written: String) -> String? {
        do {
            _ = try names.resolve(written)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aNameMatchesTheCatalogIgnoringCaseAndTakesItsSpelling() throws {
        #expect(try names.resolve("mAIL") == "Mail")
        #expect(try names.resolve(.push("weather", silent: true)) == .push("Weather", silent: true))
        #expect(try names.resolve(.home) == .home)
    }

    @Test func anUnknownNameSuggestsTheNearestApp() {
        #expect(message("Mial") == "unknown app 'Mial' (did you mean 'Mail'?)")
        #expect(message("Zzz") == "unknown app 'Zzz'")
    }

    @Test func anAmbiguousNameNamesEveryAppItCouldBe() {
        #expect(message("ma") == "unknown app 'ma' (did you mean 'Mail' or 'Maps'?)")
        #expect(message("M") == "unknown app 'M' (did you mean 'Mail', 'Maps' or 'Music'?)")
    }

    @Test func aHostileNameIsShownCutAndSpelledOut() {
        #expect(
            message("\u{1B}[2J" + String(repeating: "x", count: 100_000))
                == "unknown app '\\e[2J" + String(repeating: "x", count: 36) + "…'")
    }

    @Test func theAppACommandNamesComesFromTheCommandTable() {
        #expect(CommandLanguage.appName(in: .appRefresh("Mail", false)) == "Mail")
        #expect(CommandLanguage.appName(in: .expect("Notes", .active)) == "Notes")
        #expect(CommandLanguage.appName(in: .lock) == nil)
    }
}
