import Catalog
import Foundation
import Lifecycle
import Support
import TestHarness
import Testing

@testable import Scenario

/// `appdeck matrix`: every combination of the refresh settings, the network, Low Power Mode
/// and the app's state, and what each background launch the app declares did in it.
@Suite struct MatrixTests {
    static func runner(_ profile: Profile) throws -> MatrixRunner {
        try MatrixRunner(catalog: AppCatalog.builtIn(), profile: profile)
    }

    @Test func eachAxisIsThereOnlyWhereTheProfileAndTheAppHaveIt() throws {
        let axes = { (app: String, profile: Profile) in try Self.runner(profile).run(app).axes.map(\.axis.rawValue) }
        #expect(try axes("Mail", .ios13) == ["refresh", "switch", "network", "lowpower", "state"])
        #expect(try axes("Mail", .ios7) == ["refresh", "switch", "network", "state"])
        #expect(try axes("Mail", .ios6) == ["network", "state"])
        #expect(try axes("Podcasts", .ios13) == ["refresh", "network", "lowpower", "state"], "no modes: no switch of its own")
        #expect(try Self.runner(.ios13).run("Mail").axes.first?.values == ["off", "wifi", "on"])
        #expect(try Self.runner(.ios7).run("Mail").axes.first?.values == ["off", "on"])
    }

    @Test func iOS6SaysUnsupportedWhereItHasNoSuchLaunch() throws {
        for app in ["Mail", "Podcasts"] {
            let matrix = try Self.runner(.ios6).run(app)
            #expect(matrix.rows.count == 9)
            #expect(matrix.rows.allSatisfy { $0.outcomes.allSatisfy { $0 == .denied(.unsupported) } }, "\(app)")
        }
    }

    @Test func everyCombinationIsRunWithEveryLaunchTheAppDeclares() throws {
        let matrix = try Self.runner(.ios13).run("Mail")
        #expect(matrix.launches == [.background(.fetch), .background(.silentPush)])
        #expect(matrix.rows.count == 3 * 2 * 3 * 2 * 3)
        #expect(Set(matrix.rows.map(\.values)).count == matrix.rows.count)
        let row = try #require(matrix.rows.first { $0.values == ["wifi", "on", "cellular", "off", "suspended"] })
        #expect(row.outcomes == [.denied(.wifiOnly), .denied(.wifiOnly)])
        let ran = try #require(matrix.rows.first { $0.values == ["on", "on", "off", "off", "purged"] })
        #expect(
            ran.outcomes == [
                .ran(callback: .performFetch, result: "failed"),
                .nothing("waiting for network"),
            ])
        #expect(try Self.runner(.ios13).run("Notes").launches.isEmpty)
    }

    @Test func aPushWhileOfflineIsWaitingForNetworkWhateverTheSettings() throws {
        for profile in Profile.allCases {
            for (app, column) in [("Chat", 0), ("Mail", 1), ("Paper", 0)] {
                let matrix = try Self.runner(profile).run(app)
                let network = try #require(matrix.axes.firstIndex { $0.axis == .network })
                for row in matrix.rows where row.values[network] == "off" {
                    let outcome = row.outcomes[column]
                    if case .denied(let reason) = outcome, reason == .unsupported || reason == .noMode { continue }
                    #expect(outcome == .nothing("waiting for network"), "\(profile) \(app) \(row.values)")
                }
            }
        }
    }

    /// An app that declares all six launches; its location changes come every 5 minutes, so
    /// one relaunches it before a keep-alive would be due. Its fetch overruns 30 s.
    static let six = AppSpec(
        name: "Six", modes: [.location, .voip, .newsstandContent, .fetch, .remoteNotification],
        transfers: [TransferSpec(name: "blob", bytes: 10_000_000)],
        fetch: FetchSpec(minimumInterval: .minutes(20), duration: .seconds(40)),
        silentPush: PushSpec(duration: .seconds(1), result: .noData),
        location: LocationSpec(navigation: .minutes(1), significantChanges: .minutes(5)),
        voip: VoipSpec(keepAlive: .minutes(10)), newsstand: NewsstandSpec(issueBytes: 10_000_000))
    /// Navigates for two hours: its short transfer is done while it settles in the background.
    static let relay = AppSpec(
        name: "Relay", modes: [.location], transfers: [TransferSpec(name: "log", bytes: 1_000_000)],
        location: LocationSpec(navigation: .hours(2)))

    @Test func aKeepAliveOfAPurgedAppIsNotRunningEvenWhenAnotherOfItsLaunchesRelaunchesIt() throws {
        // The profiles with the keep-alive: on ios13 and ios26 the voip launch is a VoIP push,
        // which launches a purged app (§11.5; PushMatrixTests).
        for profile in Profile.allCases where !profile.hasBGTaskScheduler {
            let runner = try MatrixRunner(catalog: AppCatalog.builtIn() + [Self.six], profile: profile)
            for app in ["Six", "Talk"] {
                let matrix = try runner.run(app)
                let state = try #require(matrix.axes.firstIndex { $0.axis == .state })
                let voip = try #require(matrix.launches.firstIndex(of: .background(.voipKeepAlive)))
                for row in matrix.rows where row.values[state] == "purged" {
                    if case .denied = row.outcomes[voip] { continue }
                    #expect(row.outcomes[voip] == .nothing("not running"), "\(profile) \(app) \(row.values)")
                }
            }
        }
    }

    @Test func everyOutcomeTheMatrixCanPrintIsOneTheReadmeLists() throws {
        let section = try #require(try Manual.text(from: "**The matrix.**"))
        let outcomes = try #require(section.range(of: "| cell | what happened |").map { String(section[$0.lowerBound...]) })
        var printed: Set<String> = []
        for profile in Profile.allCases {
            let catalog = AppCatalog.builtIn() + [Self.six, Self.relay] + BGTaskMatrixTests.mistakes
            let runner = try MatrixRunner(catalog: catalog, profile: profile)
            for app in catalog where !MatrixLaunch.declared(by: app).isEmpty {
                for row in try runner.run(app.name).rows {
                    for outcome in row.outcomes {
                        switch outcome {
                        case .ran(let callback, let result):
                            printed.insert("`✓ ran \(callback.rawValue)")
                            if let result {
                                // A result is a word of its own (`newData`) or ends its cell.
                                let ends = result.contains(" ") || result == "FinishedDownloading" || callback == .bgTaskLaunched
                                printed.insert(ends ? " \(result)`" : "`\(result)`")
                            }
                        case .denied(let reason):
                            #expect(try Manual.contains("| `\(reason.rawValue)` |"), "the reasons table lists \(reason)")
                        case .refused(let token):
                            let listed = try Manual.contains("| `\(token)` |") || Manual.contains("| `✗ \(token)` |")
                            #expect(listed, "the manual's tables list \(token)")
                        case .nothing:
                            printed.insert("`· \(outcome.text)`")
                        }
                    }
                }
            }
        }
        for text in printed { #expect(outcomes.contains(text), "the README's table of cells has \(text)") }
        #expect(printed.contains("`· nothing: no callback`") && printed.contains("`· nothing: not running`"))
        #expect(printed.contains(" terminated (fetch-timeout)`") && printed.contains("`· nothing: waiting for network`"))
        #expect(printed.contains(" expired (time)`") && printed.contains("`· nothing: terminated (task-registration)`"))
        #expect(printed.contains("`· nothing: submit failed (not-permitted)`") && printed.contains(" terminated (task-not-completed)`"))
    }

    @Test func foldingMergesRowsWithTheSameOutcomesAndLosesNone() throws {
        for profile in Profile.allCases {
            for app in ["Mail", "Podcasts", "Talk", "Paper"] {
                let matrix = try Self.runner(profile).run(app)
                let groups = MatrixFold(matrix).groups
                #expect(groups.count < matrix.rows.count)
                var expanded: [[String]: [MatrixOutcome]] = [:]
                for group in groups {
                    let sets = zip(matrix.axes, group.values).map { axis, chosen in chosen.map { axis.values[$0] } }
                    for values in MatrixRunner.combinations(sets) {
                        #expect(expanded.updateValue(group.outcomes, forKey: values) == nil, "\(values) is in one group")
                    }
                }
                #expect(
                    expanded == Dictionary(uniqueKeysWithValues: matrix.rows.map { ($0.values, $0.outcomes) }),
                    "\(app) \(profile)")
            }
        }
    }

    @Test func theSetupScriptRunsFirstOnEachFreshDevice() throws {
        let script = try Script(parsing: "profile ios13\nlaunch Notes\n", file: "setup.deck")
        let matrix = try MatrixRunner(catalog: AppCatalog.builtIn(), profile: .ios7, setup: script).run("Weather")
        #expect(matrix.profile == .ios13)
        #expect(matrix.rows.count == 108)
        let locked = try Script(parsing: "lock\n", file: "setup.deck")
        #expect(throws: MatrixFailure.self) {
            try MatrixRunner(catalog: AppCatalog.builtIn(), profile: .ios7, setup: locked).run("Weather")
        }
        #expect(throws: Problems.self) {
            try MatrixRunner(catalog: AppCatalog.builtIn(), profile: .ios7, setup: try Script(parsing: "launch Nobody\n", file: "s"))
        }
    }
}

/// `appdeck matrix` through the real binary: options and errors (its goldens: `MatrixGoldenTests`).
@Suite(.serialized) struct MatrixCommandTests {
    init() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary),
            "build appdeck first (swift build): \(AppdeckProcess.binary)")
    }

    @Test func anUnknownAppIsAUsageErrorNamingTheClosest() throws {
        let result = try AppdeckProcess.run(["matrix", "Mial"])
        #expect(result.status == 2)
        #expect(result.stderr == "appdeck matrix: unknown app 'Mial' (did you mean 'Mail'?)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aSetupScriptThatLeavesTheAppUnreachableIsExitOne() throws {
        let dir = try AppdeckProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "lock\n".write(toFile: dir + "/setup.deck", atomically: true, encoding: .utf8)
        let result = try AppdeckProcess.run(["matrix", "Weather", "--script", "setup.deck"], directory: dir)
        #expect(result.status == 1)
        #expect(
            result.stderr == "appdeck matrix: Weather (refresh off, switch on, network wifi, state suspended): "
                + "cannot carry out 'launch Weather': the device is locked: unlock it first\n")
        try "lanuch Mail\n".write(toFile: dir + "/setup.deck", atomically: true, encoding: .utf8)
        let bad = try AppdeckProcess.run(["matrix", "--script", "setup.deck"], directory: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr == "setup.deck:1:1: unknown command 'lanuch' (did you mean 'launch'?)\n")
    }

    @Test(.enabled(if: AppdeckProcess.scriptTool != nil, "util-linux script is not installed"))
    func cellsAreColouredAsTheirEventKindsOnlyOnATerminal() throws {
        let command = [AppdeckProcess.binary, "matrix", "Chat"].map { "'" + $0 + "'" }.joined(separator: " ")
        let terminal = try AppdeckProcess.run(
            ["-qec", command, "/dev/null"], environment: ["TERM": "xterm-256color"],
            executable: AppdeckProcess.scriptTool ?? "script")
        #expect(terminal.stdout.contains("m✗ refresh-off\u{1B}[0m"), "denied: in the refresh events' colour")
        #expect(terminal.stdout.contains("m✓ ran DidReceiveRemoteNotification newData\u{1B}[0m"), "ran: in background work's")
        let piped = try AppdeckProcess.run(["matrix", "Chat"])
        #expect(!piped.stdout.contains("\u{1B}"))
        let noColor = try AppdeckProcess.run(
            ["-qec", command, "/dev/null"], environment: ["TERM": "xterm-256color", "NO_COLOR": "1"],
            executable: AppdeckProcess.scriptTool ?? "script")
        #expect(!noColor.stdout.contains("\u{1B}["))
    }

    @Test func theWholeCatalogRunsAndAppsWithoutBackgroundLaunchesSaySo() throws {
        let result = try AppdeckProcess.run(["matrix", "--profile", "ios13"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Notes on ios13: declares no background launch\n"))
        #expect(result.stdout.contains("Talk on ios13: 108 combinations"))
    }
}
