import Foundation
import TestHarness
import Testing

@testable import Scenario

/// `appdeck run` end to end: the real binary, its exit status, stdout and stderr.
@Suite(.serialized)
struct RunCommandTests {
    init() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary),
            "build appdeck first (swift build): \(AppdeckProcess.binary)")
    }

    @Test func parseErrorsExitTwoNamingFileLineAndColumnAndPrintNoEvents() throws {
        let result = try AppdeckProcess.runScript("lock\n\nlanuch Mail\nwait 5x\n", name: "walk.deck")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                walk.deck:3:1: unknown command 'lanuch' (did you mean 'launch'?)
                walk.deck:4:6: expected a duration like 5s, 250ms or 1h30m, not '5x' (usage: wait DURATION or wait until APP EVENT [REASON] [within DURATION])

                """)
    }

    /// Issue 25 item 3: a log line with a time past 100 years ended in a crash (Double to Int64).
    @Test func aLogWithATimePastOneHundredYearsExitsTwoNamingItsLine() throws {
        let log = """
            {"t":0.0,"app":null,"event":"SessionStarted","state":null,"version":"1","profile":"ios7","seed":0,"settings":[]}
            {"t":1e308,"app":null,"event":"Command","state":null,"command":"home"}

            """
        let run = try AppdeckProcess.run(["run", "--from-log", "-"], stdin: log)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "<stdin>:2: \"t\": 1e308 seconds is past the limit, 876000h (100 years)\n")
    }

    @Test func anUnknownAppExitsTwoBeforeAnythingRuns() throws {
        let result = try AppdeckProcess.runScript("lock\nlaunch Zzz\n", name: "apps.deck")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "apps.deck:2:8: unknown app 'Zzz'; the catalog has the built-in apps only: no --apps folder was loaded\n")
    }

    @Test func aCommandThatCannotBeCarriedOutExitsOneNamingItsLineAfterTheEventsBeforeIt() throws {
        let result = try AppdeckProcess.runScript(
            "lock\n# nobody calls\nanswer\nunlock\n", name: "call.deck",
            ["--format", "jsonl"])
        #expect(result.status == 1)
        #expect(
            result.stdout == #"{"t":0.0,"app":null,"event":"DeviceLocked","state":null}"# + "\n"
                + #"{"t":0.0,"app":null,"event":"DeviceSlept","state":null}"# + "\n")
        #expect(result.stderr == "call.deck:3: no call is ringing\n")
    }

    @Test(arguments: [
        ["run"],
        ["run", "a.deck", "--format", "yaml"],
        ["run", "a.deck", "--profile", "ios8"],
        ["run", "a.deck", "--seed", "minus one"],
        ["run", "a.deck", "--bogus"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let result = try AppdeckProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Usage: appdeck run"))
    }

    @Test func aScriptThatCannotBeReadExitsTwoSayingWhy() throws {
        let result = try AppdeckProcess.run(["run", "/nonexistent/walk.deck"])
        #expect(result.status == 2)
        #expect(result.stderr == "/nonexistent/walk.deck: cannot read: no such file or directory\n")
    }

    @Test func aDashReadsTheScriptFromStandardInput() throws {
        let ok = try AppdeckProcess.run(["run", "-", "--format", "jsonl"], stdin: "lock\nunlock\n")
        #expect(ok.status == 0)
        #expect(
            ok.stdout == """
                {"t":0.0,"app":null,"event":"DeviceLocked","state":null}
                {"t":0.0,"app":null,"event":"DeviceSlept","state":null}
                {"t":0.0,"app":null,"event":"DeviceUnlocked","state":null}
                {"t":0.0,"app":null,"event":"DeviceWoke","state":null}

                """)
        let bad = try AppdeckProcess.run(["run", "-"], stdin: "lock\nhome now\n")
        #expect(bad.status == 2)
        #expect(bad.stderr == "<stdin>:2:6: 'home' takes no arguments\n")
    }

    @Test func textOutputHasNoColourWhenStdoutIsNotATerminal() throws {
        let result = try AppdeckProcess.runScript("lock\nnetwork cellular\nwait 90s\nunlock\n")
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(
            result.stdout.split(separator: "\n").map { String($0.prefix(11)) }
                == ["0:00:00.000", "0:00:00.000", "0:00:00.000", "0:01:30.000", "0:01:30.000"])
    }

    @Test(.enabled(if: AppdeckProcess.scriptTool != nil, "util-linux script is not installed: no pseudo-terminal"))
    func textOutputOnATerminalColoursEventNamesWithTheThemeUnlessNoColorIsSet() throws {
        let ansi = ["TERM": "xterm-256color"]
        let coloured = try AppdeckProcess.runScriptOnTerminal("lock\n", ["--theme", "ansi"], environment: ansi)
        #expect(coloured.status == 0)
        #expect(coloured.stdout.contains("\u{1B}[3;90mDeviceLocked\u{1B}[0m"), "the ansi theme's device events: italic bright black")
        let fromEnvironment = try AppdeckProcess.runScriptOnTerminal("lock\n", environment: ansi.merging(["APPDECK_THEME": "ansi"]) { $1 })
        #expect(fromEnvironment.stdout == coloured.stdout)
        let plain = try AppdeckProcess.runScriptOnTerminal("lock\n", environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("DeviceLocked"))
        #expect(!plain.stdout.contains("\u{1B}"))
    }

    @Test(.enabled(if: AppdeckProcess.scriptTool != nil, "util-linux script is not installed: no pseudo-terminal"))
    func theThemeOfTheDashboardsSettingsFileIsNeverRead() throws {
        let config = try AppdeckProcess.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: config + "/appdeck", withIntermediateDirectories: true)
        try "theme: monochrome\n".write(toFile: config + "/appdeck/settings.yaml", atomically: true, encoding: .utf8)
        let result = try AppdeckProcess.runScriptOnTerminal("lock\n", environment: ["TERM": "xterm-256color", "XDG_CONFIG_HOME": config])
        #expect(result.stdout.contains("\u{1B}[3;38;5;"), "dark's colour, not monochrome's attributes")
    }

    @Test func anUnknownThemeIsAUsageError() throws {
        let result = try AppdeckProcess.runScript("lock\n", ["--theme", "neon"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--theme: no theme named 'neon'"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aDashboardOnlyCommandIsAUsageErrorInAScript() throws {
        let result = try AppdeckProcess.runScript("lock\nquit\n")
        #expect(result.status == 2)
        #expect(result.stderr == "script.deck:2:1: 'quit' works only in the dashboard's : palette\n")
    }

    @Test func onlyAppsRunsWithJustTheManifestsOfTheDirectory() throws {
        let dir = try AppdeckProcess.temporaryDirectory()
        try "name: Courier\n".write(toFile: dir + "/courier.yaml", atomically: true, encoding: .utf8)
        let ok = try AppdeckProcess.runScript("launch Courier\n", ["--only-apps", dir, "--format", "jsonl"])
        #expect(ok.status == 0)
        let notThere = try AppdeckProcess.runScript("launch Mail\n", ["--only-apps", dir])
        #expect(notThere.status == 2)
        #expect(notThere.stderr.contains("unknown app 'Mail'"))
        let both = try AppdeckProcess.runScript("lock\n", ["--only-apps", dir, "--apps", dir])
        #expect(both.status == 2)
    }

    @Test func helpDocumentsTheLanguageFromTheCommandTable() throws {
        let result = try AppdeckProcess.run(["run", "--help"])
        #expect(result.status == 0)
        for line in CommandLanguage.reference.split(separator: "\n") {
            #expect(result.stdout.contains(line), "\(line)")
        }
    }

    @Test func runNeitherReadsNorWritesTheDashboardSettings() throws {
        let config = try AppdeckProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: config) }
        let settings = config + "/appdeck/settings.yaml"
        try FileManager.default.createDirectory(atPath: config + "/appdeck", withIntermediateDirectories: true)
        let corrupt = "profile: ios6\nrefresh: [not, closed\n"
        try Data(corrupt.utf8).write(to: URL(fileURLWithPath: settings))

        let result = try AppdeckProcess.run(
            ["run", "-", "--format", "jsonl"], stdin: "bar off\n",
            environment: ["XDG_CONFIG_HOME": config])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains(#""event":"RefreshChanged""#))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: config).sorted() == ["appdeck", "appdeck/settings.yaml"])
        #expect(try String(contentsOfFile: settings, encoding: .utf8) == corrupt)
    }

    @Test func aFailedExpectExitsOneWithTheEngineMessageAtItsLine() throws {
        let result = try AppdeckProcess.runScript(
            "launch notes\nexpect Notes background\nhome\n", name: "e.deck",
            ["--format", "jsonl"])
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(result.stderr == "e.deck:2: expected Notes to be background, but it is active\n")
    }

    @Test func aDisconnectThatCannotBeCarriedOutExitsOneNamingTheLineAndWhy() throws {
        let notes = try AppdeckProcess.runScript("launch Notes\nhome\ndisconnect Notes\n", name: "d.deck", ["--profile", "ios13"])
        #expect(notes.status == 1)
        #expect(notes.stderr == "d.deck:3: Notes does not use scenes\n")
        let front = try AppdeckProcess.runScript("launch Journal\ndisconnect Journal\n", name: "d.deck", ["--profile", "ios26"])
        #expect(front.status == 1)
        #expect(front.stderr == "d.deck:2: Journal is in front: the system disconnects only a scene in the background\n")
        // The disconnect waits behind SceneDidEnterBackground's half second of work: a wait lets it apply.
        let done = try AppdeckProcess.runScript(
            "launch Journal\nhome\ndisconnect Journal\nwait 1s\nexpect Journal had SceneDidDisconnect\n", name: "d.deck",
            ["--profile", "ios13"])
        #expect(done.status == 0, "\(done.stderr)")
    }

    @Test func tappingAnAppThatIsNotInTheSwitcherExitsOneNamingTheLine() throws {
        let result = try AppdeckProcess.runScript("switcher\ntap Notes\n", name: "tap.deck")
        #expect(result.status == 1)
        #expect(result.stderr == "tap.deck:2: Notes is not in the app switcher\n")
    }

    @Test func aMistypedAppNameIsNamedWithTheClosestCatalogApp() throws {
        let result = try AppdeckProcess.runScript("launch mial\n", name: "typo.deck")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "typo.deck:1:8: unknown app 'mial' (did you mean 'Mail'?); the catalog has the built-in apps only: no --apps folder was loaded\n"
        )
    }

    @Test func anUnknownAppSaysWhichAppsFolderWasLoaded() throws {
        let dir = try AppdeckProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try AppdeckProcess.runScript("launch Mine\n", name: "mine.deck", ["--apps", dir])
        #expect(result.status == 2)
        #expect(result.stderr == "mine.deck:1:8: unknown app 'Mine'; the catalog has the built-in apps and those of --apps \(dir)\n")
    }

    @Test func aSemicolonInAOneLineScriptGetsTheHintOneCommandPerLine() throws {
        let result = try AppdeckProcess.run(["run", "-"], stdin: "launch Mail; home\n")
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("(one command per line)\n"), "\(result.stderr)")
    }

    @Test func aBackgroundLaunchTheRulesForbidIsLoggedNotAnError() throws {
        let result = try AppdeckProcess.runScript("bar Weather off\nfetch Weather\n", ["--format", "jsonl"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                #"{"t":0.0,"app":"Weather","event":"BackgroundLaunchDenied","state":"notRunning","reason":"app-refresh-off""#))
    }

    @Test func appsFromManifestsCanBeScripted() throws {
        let apps = try AppdeckProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: apps) }
        try Data("name: Courier\ndid-enter-background:\n  tasks:\n    - name: sync\n      duration: 10s\n".utf8)
            .write(to: URL(fileURLWithPath: apps + "/courier.yaml"))
        let result = try AppdeckProcess.runScript(
            "launch courier\nhome\nwait 20s\nexpect Courier suspended\n",
            ["--apps", apps, "--format", "jsonl"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                #""app":"Courier","event":"EndBackgroundTask","uikit":"endBackgroundTask(_:)","state":"background","task":1,"name":"sync""#)
        )
    }

    @Test func aManifestProblemExitsTwoNamingFileAndLine() throws {
        let apps = try AppdeckProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: apps) }
        try Data("name: Bad\nmodes: [teleport]\n".utf8).write(to: URL(fileURLWithPath: apps + "/bad.yaml"))
        let result = try AppdeckProcess.runScript("launch Notes\n", ["--apps", apps])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(apps + "/bad.yaml:2: "))
        #expect(result.stderr.contains("teleport"))
    }

    @Test func onIOS7BarWifiExitsOneNamingTheProfileThatHasIt() throws {
        let result = try AppdeckProcess.runScript("bar wifi\n", name: "wifi.deck")
        #expect(result.status == 1)
        #expect(result.stderr == "wifi.deck:1: Wi-Fi only needs the ios13 or ios26 profile (ios7 offers off and on)\n")
        #expect(try AppdeckProcess.runScript("bar wifi\n", ["--profile", "ios13"]).status == 0)
    }

    @Test func namesUIKitPrintsTheUIKitNamesOfCallbacksInTheTextFormat() throws {
        let uikit = try AppdeckProcess.runScript("launch Notes\nhome\nwait 1s\n", ["--names", "uikit"])
        #expect(uikit.status == 0)
        #expect(uikit.stdout.contains("  Notes     applicationDidEnterBackground(_:)  "))
        #expect(uikit.stdout.contains("  Notes     Suspended  "))
        let xamarin = try AppdeckProcess.runScript("launch Notes\nhome\nwait 1s\n", ["--names", "xamarin"])
        #expect(xamarin.stdout == (try AppdeckProcess.runScript("launch Notes\nhome\nwait 1s\n")).stdout)
        #expect(xamarin.stdout.contains("  Notes     DidEnterBackground  "))
        #expect(try AppdeckProcess.runScript("lock\n", ["--names", "swift"]).status == 2)
    }

    @Test func aWaitLongerThanAHundredYearsIsAParseErrorNotACrash() throws {
        let result = try AppdeckProcess.runScript("launch Podcasts\nwait 2562047789h\n", name: "long.deck")
        #expect(result.status == 2)
        #expect(
            result.stderr == "long.deck:2:6: duration '2562047789h' is longer than the maximum, 876000h (100 years)"
                + ParseErrorTests.waitUsage + "\n")
        let longest = try AppdeckProcess.runScript("launch Podcasts\nhome\nwait 876000h\nwait 876000h\n")
        #expect(longest.status == 0)
        #expect(longest.stdout.contains("TransferCompleted"))
    }
}
