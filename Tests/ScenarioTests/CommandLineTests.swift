import Foundation
import TestHarness
import Testing

/// `appdeck`'s own command line: version, help, apps show, completion scripts.
struct CommandLineTests {
    @Test func theVersionIsPrintedAndTheHelpListsIt() throws {
        let version = try AppdeckProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.split(separator: ".").count == 3)
        #expect(try AppdeckProcess.run(["--help"]).stdout.contains("--version"))
    }

    @Test func theRootHelpDescribesTheDashboardsOwnOptions() throws {
        let help = try AppdeckProcess.run(["--help"])
        #expect(help.status == 0)
        for option in [
            "--profile", "--apps", "--only-apps", "--theme", "--seed", "--speed", "--no-mouse", "--no-color", "--log", "--factory",
        ] {
            #expect(help.stdout.contains(option), "\(option)")
        }
        #expect(help.stdout.contains("appdeck alone opens the dashboard"))
    }

    @Test func aSpeedOutOfRangeIsAUsageError() throws {
        let result = try AppdeckProcess.run(["--speed", "0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--speed must be from 0.25 to 3600"))
    }

    /// Issue 44, item 14: a negative speed is out of range, not a missing value.
    @Test(arguments: [["--speed", "-1"], ["demo", "pushes", "--speed", "-1"], ["play", "-", "--speed", "-2"]])
    func aNegativeSpeedSaysTheRangeNotMissingValue(arguments: [String]) throws {
        let result = try AppdeckProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--speed must be from 0.25 to 3600"), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
    }

    @Test func theDashboardTakesASpeedBelowOneTimesAsPlayDoes() throws {
        // Validation runs before the terminal is needed: a speed the dashboard refuses is
        // exit 2 without a terminal; one it takes gets as far as asking for a terminal.
        let slow = try AppdeckProcess.run(["--speed", "0.5"])
        #expect(!slow.stderr.contains("--speed"), "\(slow.stderr)")
        let play = try AppdeckProcess.run(["play", "-", "--speed", "0.1"])
        #expect(play.status == 2)
        #expect(play.stderr.contains("--speed must be from 0.25 to 3600"))
    }

    @Test func appsShowPrintsAManifestThatAppsCheckAccepts() throws {
        let dir = try AppdeckProcess.temporaryDirectory()
        for name in ["mail", "WEATHER", "Podcasts"] {
            let shown = try AppdeckProcess.run(["apps", "show", name])
            #expect(shown.status == 0)
            #expect(shown.stdout.contains("\nname: \(name.prefix(1).uppercased() + name.dropFirst().lowercased())\n"))
            try shown.stdout.write(toFile: dir + "/\(name).yaml", atomically: true, encoding: .utf8)
        }
        let check = try AppdeckProcess.run(["apps", "check"] + ["mail", "WEATHER", "Podcasts"].map { dir + "/\($0).yaml" })
        #expect(check.status == 0, "\(check.stdout)")
        let only = try AppdeckProcess.run(["apps", "--only-apps", dir])
        #expect(only.stdout.split(separator: "\n").count == 4, "a header and the three apps")
        let again = try AppdeckProcess.run(["apps", "show", "mail", "--only-apps", dir])
        #expect(again.stdout == (try String(contentsOfFile: dir + "/mail.yaml", encoding: .utf8)))
    }

    @Test func appsShowOfAnUnknownAppNamesTheAppsThereAre() throws {
        let result = try AppdeckProcess.run(["apps", "show", "Mial"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no app named 'Mial' (apps: Notes, Mail,"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func theArgumentParserWritesACompletionScript(shell: String) throws {
        let result = try AppdeckProcess.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stdout.contains("appdeck"))
        #expect(result.stdout.contains("only-apps"))
    }
}
