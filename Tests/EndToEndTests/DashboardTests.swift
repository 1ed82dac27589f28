import Foundation
import TestHarness
import Testing

/// The real binary in a real terminal: keys in, screen out.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct DashboardTests {
    /// A fresh configuration directory, so a user's settings are never touched.
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    func start(_ arguments: [String] = [], columns: Int = 120, rows: Int = 40, until text: String = "App switcher") throws -> Tmux {
        let tmux = try Tmux.appdeck(
            arguments, columns: columns, rows: rows,
            environment: [
                "XDG_CONFIG_HOME": config, "LANG": "C.UTF-8", "TERM": "xterm-256color",
                "NO_COLOR": "",
            ])
        try tmux.waitFor(text: text)
        return tmux
    }

    @Test func anAppLaunchedFromTheHomeScreenGetsACardAndItsCallbacks() throws {
        let tmux = try start()
        try tmux.sendKeys("Tab", "Enter")
        let screen = try tmux.waitFor(text: "OnActivated")
        #expect(screen.contains("╭ ✎ Notes"))
        #expect(screen.contains("● active"))
        #expect(screen.contains("Notes    FinishedLaunching"))
        #expect(try tmux.quit() == 0)
    }

    @Test func homeSendsTheFrontAppToTheBackgroundAndItIsSuspended() throws {
        let tmux = try start()
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitFor(text: "OnActivated")
        try tmux.sendKeys("b")
        let screen = try tmux.waitFor(text: "● suspended")
        #expect(screen.contains("DidEnterBackground"))
        #expect(screen.contains("Notes    Suspended"))
        #expect(try tmux.quit() == 0)
    }

    @Test func upLiftsTheSelectedCardAndUpAgainSwipesItAway() throws {
        let tmux = try start()
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitFor(text: "OnActivated")
        try tmux.sendKeys("b", "Tab", "Tab")
        try tmux.waitFor(text: "▸ App switcher")
        try tmux.sendKeys("Up")
        try tmux.waitFor(text: "↑ again to swipe")
        try tmux.sendKeys("Up")
        try tmux.waitFor(text: "No apps in the switcher")
        try tmux.waitFor(text: "Terminated") // once Notes's DidEnterBackground has returned
        #expect(try tmux.quit() == 0)
    }

    @Test func rTogglesTheRefreshSwitchOfTheSelectedApp() throws {
        let tmux = try start()
        try tmux.sendKeys("Tab", "Right", "Enter")
        try tmux.waitFor(text: "╭ ✉ Mail")
        try tmux.sendKeys("r")
        try tmux.waitFor(text: "○ off denied")
        try tmux.sendKeys("r")
        try tmux.waitFor(text: "● on available")
        #expect(try tmux.quit() == 0)
    }

    @Test func theSettingsOverlayChangesTheGlobalSettingAndItIsSaved() throws {
        let tmux = try start()
        try tmux.sendKeys("s")
        var screen = try tmux.waitFor(text: "Apps with background modes")
        #expect(screen.contains("‹ On ›")) // ios7: Off / On
        try tmux.sendKeys("Right")
        screen = try tmux.waitFor(text: "‹ Off ›")
        try tmux.sendKeys("Escape")
        screen = try tmux.waitFor("the overlay to close") { !$0.contains("Apps with background modes") }
        #expect(screen.contains("Refresh: Off"))
        #expect(try tmux.quit() == 0)
        let saved = try String(contentsOfFile: config + "/appdeck/settings.yaml", encoding: .utf8)
        #expect(saved.contains("backgroundAppRefresh: off"))
    }

    @Test func theSavedSettingIsThereNextTime() throws {
        let first = try start()
        try first.sendKeys("s", "Right", "Escape")
        try first.waitFor(text: "Refresh: Off")
        #expect(try first.quit() == 0)
        let second = try start()
        try second.waitFor(text: "Refresh: Off")
        #expect(try second.quit() == 0)
    }

    @Test func questionMarkShowsTheHelpAndEscapeClosesIt() throws {
        let tmux = try start()
        try tmux.sendKeys("?")
        let screen = try tmux.waitFor(text: "╭ Help")
        #expect(screen.contains("swipe the card up at once (ends the app)"))
        #expect(screen.contains("Background App Refresh settings"))
        try tmux.sendKeys("Escape")
        try tmux.waitFor("the help to close") { !$0.contains("╭ Help") }
        #expect(try tmux.quit() == 0)
    }

    @Test func aResizeBelowTheMinimumSaysSoAndTheDashboardComesBack() throws {
        let tmux = try start()
        try tmux.resize(columns: 50, rows: 15)
        try tmux.waitFor(text: "terminal too small: have 50×15, need 60×20")
        try tmux.resize(columns: 80, rows: 24)
        let screen = try tmux.waitFor(text: "App switcher")
        #expect(!screen.contains("too small"))
        #expect(screen.split(separator: "\n").first?.contains("AppDeck") == true)
        try tmux.resize(columns: 130, rows: 45)
        try tmux.waitFor(text: "Mem ")
        #expect(try tmux.quit() == 0)
    }

    @Test func qQuitsFromTheTooSmallScreen() throws {
        let tmux = try start(columns: 40, rows: 10, until: "need 60×20")
        #expect(try tmux.quit() == 0)
        #expect(try !tmux.alternateScreen())
    }

    @Test func aCorruptSettingsFileIsReportedAndSetAside() throws {
        try FileManager.default.createDirectory(atPath: config + "/appdeck", withIntermediateDirectories: true)
        try "inspector: very much\n".write(toFile: config + "/appdeck/settings.yaml", atomically: true, encoding: .utf8)
        let tmux = try start()
        let screen = try tmux.waitFor(text: "set aside as settings.yaml.corrupt")
        #expect(screen.contains("settings.yaml:1: inspector"))
        #expect(FileManager.default.fileExists(atPath: config + "/appdeck/settings.yaml.corrupt"))
        #expect(try tmux.quit() == 0)
    }

    @Test func aColourTerminalGetsColoursAndNoColorGetsAttributesOnly() throws {
        let coloured = try start()
        #expect(try coloured.styledScreen().contains("38;5;"), "256-colour foregrounds")
        #expect(try coloured.quit() == 0)
        let plain = try start(["--no-mouse", "--no-color", "--profile", "ios13", "--seed", "7"])
        try plain.waitFor(text: "ios13")
        let styled = try plain.styledScreen()
        #expect(!styled.contains("38;5;") && !styled.contains("48;5;"), "no colour escapes")
        #expect(styled.contains("\u{1B}[7m"), "reverse video for the status bar")
        #expect(try plain.quit() == 0)
    }

    @Test func theCommandPaletteRunsACommand() throws {
        let tmux = try start()
        try tmux.sendKeys(":")
        try tmux.waitFor(text: "╭ Command")
        try tmux.type("launch ma")
        try tmux.sendKeys("Tab")
        try tmux.waitFor(text: "Maps")
        try tmux.type("i")
        try tmux.sendKeys("Tab", "Enter")
        let screen = try tmux.waitFor(text: "done: launch Mail")
        #expect(screen.contains("╭ ✉ Mail"))
        #expect(try tmux.quit() == 0)
    }

    @Test func logAppendsEveryEventAsJSONL() throws {
        let log = config + "-events.jsonl"
        try "{\"earlier\":true}\n".write(toFile: log, atomically: true, encoding: .utf8)
        let tmux = try start(["--log", log])
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitFor(text: "OnActivated")
        try tmux.sendKeys("b")
        try tmux.waitFor(text: "Notes    Suspended")
        #expect(try tmux.quit() == 0)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == "{\"earlier\":true}")
        #expect(lines.dropFirst().first?.hasPrefix("{\"t\":") == true)
        #expect(
            lines.contains {
                $0.contains(
                    "\"app\":\"Notes\",\"event\":\"FinishedLaunching\",\"uikit\":\"application(_:didFinishLaunchingWithOptions:)\",\"state\":\"inactive\""
                )
            })
        #expect(lines.contains { $0.contains("\"event\":\"Suspended\"") })
    }

    @Test func aLogFileThatCannotBeOpenedIsAnErrorBeforeTheScreenChanges() throws {
        let tmux = try Tmux.appdeck(
            ["--log", "/nonexistent-dir/events.jsonl"],
            environment: ["XDG_CONFIG_HOME": config, "LANG": "C.UTF-8"])
        let screen = try tmux.waitFor(text: "[exit=")
        #expect(screen.contains("appdeck: cannot open the log file /nonexistent-dir/events.jsonl: No such file or directory"))
        #expect(screen.contains("[exit=2]"))
    }

    /// A directory holding one manifest, porter.yaml (an app the built-in catalog does not have).
    func porter(_ suffix: String) throws -> String {
        let apps = config + suffix
        try FileManager.default.createDirectory(atPath: apps, withIntermediateDirectories: true)
        try "name: Porter\nsymbol: ⚑\nsummary: delivers parcels\n".write(toFile: apps + "/porter.yaml", atomically: true, encoding: .utf8)
        return apps
    }

    @Test func appsFromADirectoryJoinTheHomeScreen() throws {
        let tmux = try start(["--apps", try porter("-apps")], rows: 50)
        let screen = try tmux.waitFor(text: "31 apps")
        // The home screen shows its last app, the folder's, once it is selected (End).
        try tmux.sendKeys("Tab", "End")
        #expect(try tmux.waitFor(text: "⚑ Porter").contains("31 apps"), "\(screen)")
        #expect(try tmux.quit() == 0)
    }

    @Test func onlyAppsOpensTheDashboardWithJustThoseApps() throws {
        let tmux = try start(["--only-apps", try porter("-only")])
        let screen = try tmux.waitFor(text: "⚑ Porter")
        #expect(screen.contains(" 1 app "))
        #expect(!screen.contains("✉ Mail"))
        #expect(try tmux.quit() == 0)
    }

    @Test func aBadManifestStopsTheDashboardWithFileAndLine() throws {
        let apps = config + "-bad-apps"
        try FileManager.default.createDirectory(atPath: apps, withIntermediateDirectories: true)
        try "name: Courier\nmemory: lots\n".write(toFile: apps + "/courier.yaml", atomically: true, encoding: .utf8)
        let tmux = try Tmux.appdeck(["--apps", apps], environment: ["XDG_CONFIG_HOME": config, "LANG": "C.UTF-8"])
        let screen = try tmux.waitFor(text: "[exit=")
        #expect(screen.contains("courier.yaml:2:"))
        #expect(screen.contains("[exit=2]"))
    }
}
