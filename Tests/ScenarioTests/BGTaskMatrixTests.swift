import Catalog
import Foundation
import Lifecycle
import Testing

@testable import Scenario

/// `appdeck matrix` for BGTaskScheduler requests (the rule book's §11.2): the launches
/// `refresh-task` and `processing-task`, the axes `charger` and `in-use`, and each cell the
/// engine's answer for the request (`Engine.backgroundLaunch(task:for:)`).
@Suite struct BGTaskMatrixTests {
    static func task(_ id: String, _ kind: BGTaskKind = .refresh, _ change: (inout BGTaskSpec) -> Void = { _ in }) -> BGTaskSpec {
        var task = BGTaskSpec(id: id, kind: kind, submit: .enterBackground, earliest: .minutes(30), duration: .seconds(4))
        change(&task)
        return task
    }

    static func app(_ name: String, modes: Set<BackgroundMode> = [.fetch], _ tasks: [BGTaskSpec], permitted: [String]? = nil) -> AppSpec {
        var spec = AppSpec(name: name, modes: modes)
        spec.bgTasks = tasks
        spec.permittedIdentifiers = permitted ?? tasks.map(\.id)
        return spec
    }

    /// The mistakes a matrix shows: work longer than a refresh task's 30 s (ended by the
    /// expiration handler, or not, and the app terminated), an identifier not permitted, and a
    /// task the app submits only when told (`submit: command`: the matrix submits it in front).
    static let mistakes = [
        app("Slow", [task("com.slow.refresh") { $0.duration = .seconds(40) }]),
        app(
            "Stuck",
            [
                task("com.stuck.refresh") {
                    $0.duration = .seconds(40); $0.expiration = .nothing
                }
            ]),
        app("Unlisted", [task("com.unlisted.refresh")], permitted: ["com.unlisted.other"]),
        app("Manual", [task("com.manual.refresh") { $0.submit = .command }]),
    ]

    static func matrix(_ app: String, _ profile: Profile = .ios13) throws -> AppMatrix {
        try MatrixRunner(catalog: AppCatalog.builtIn() + mistakes, profile: profile).run(app)
    }

    /// The outcome of the row with these values (axis name → value), the others at their first.
    static func cell(_ matrix: AppMatrix, _ values: [String: String], launch: Int = 0) throws -> MatrixOutcome {
        let wanted = matrix.axes.map { values[$0.axis.rawValue] ?? $0.values[0] }
        return try #require(matrix.rows.first { $0.values == wanted }).outcomes[launch]
    }

    @Test func theChargerAndInUseAxesAreThereOnlyForAppsWithAProcessingTaskOnIOS13AndLater() throws {
        #expect(
            try Self.matrix("Backup").axes.map(\.axis.rawValue) == [
                "refresh", "switch", "network", "lowpower", "state", "charger", "in-use",
            ])
        #expect(try Self.matrix("Backup", .ios26).axes.suffix(2).map(\.values) == [["off", "on"], ["yes", "no"]])
        #expect(try Self.matrix("Feed").axes.map(\.axis.rawValue) == ["refresh", "switch", "network", "lowpower", "state"])
        #expect(try Self.matrix("Backup", .ios7).axes.map(\.axis.rawValue) == ["refresh", "switch", "network", "state"])
    }

    @Test func eachKindOfTaskIsALaunchOfTheMatrix() throws {
        #expect(try Self.matrix("Feed").launches.map(\.name) == ["refresh-task"])
        #expect(try Self.matrix("Backup").launches.map(\.name) == ["processing-task"])
        #expect(try Self.matrix("Export", .ios26).launches.isEmpty, "a continued task is the user's, not a background launch")
        let both = Self.app("Both", modes: [.fetch, .processing], [Self.task("a.b"), Self.task("a.c", .processing)])
        let matrix = try MatrixRunner(catalog: [both], profile: .ios13).run("Both")
        #expect(
            matrix.launches == [
                .bgTask(.refresh, id: "a.b", firstOfKind: true), .bgTask(.processing, id: "a.c", firstOfKind: true),
            ])
    }

    @Test func beforeIOS13ThereIsNoBGTaskSchedulerSoEveryCellIsUnsupported() throws {
        for profile in [Profile.ios6, .ios7] {
            for app in ["Feed", "Backup", "Broken"] {
                #expect(try Self.matrix(app, profile).rows.allSatisfy { $0.outcomes == [.denied(.unsupported)] }, "\(app) \(profile)")
            }
        }
    }

    @Test func aProcessingTaskRunsOnlyOnTheChargerOnlineWithTheDeviceLocked() throws {
        for profile in [Profile.ios13, .ios26] {
            let backup = try Self.matrix("Backup", profile)
            let ran = MatrixOutcome.ran(callback: .bgTaskLaunched, result: "success")
            #expect(try Self.cell(backup, ["refresh": "on", "charger": "on", "in-use": "no"]) == ran)
            #expect(try Self.cell(backup, ["refresh": "on", "charger": "off", "in-use": "no"]) == .denied(.needsPower))
            #expect(try Self.cell(backup, ["refresh": "on", "charger": "on", "in-use": "yes"]) == .denied(.deviceInUse))
            #expect(
                try Self.cell(backup, ["refresh": "on", "network": "off", "charger": "on", "in-use": "no"]) == .denied(.needsNetwork))
            for row in backup.rows where row.outcomes == [ran] {
                #expect(Array(row.values.suffix(2)) == ["on", "no"], "\(row.values)")
            }
        }
    }

    @Test func aRefreshTaskRunsWhereTheSettingsAllowItAndIsHeldForTheFirstThatDoesNot() throws {
        let feed = try Self.matrix("Feed", .ios26)
        #expect(try Self.cell(feed, ["refresh": "on"]) == .ran(callback: .bgTaskLaunched, result: "success"))
        #expect(try Self.cell(feed, ["refresh": "off"]) == .denied(.refreshOff))
        #expect(try Self.cell(feed, ["refresh": "wifi", "network": "cellular"]) == .denied(.wifiOnly))
        #expect(try Self.cell(feed, ["refresh": "on", "switch": "off"]) == .denied(.appRefreshOff))
        #expect(try Self.cell(feed, ["refresh": "on", "lowpower": "on"]) == .denied(.lowPower))
        #expect(try Self.cell(feed, ["refresh": "on", "state": "force-quit"]) == .denied(.forceQuit))
        #expect(try Self.cell(feed, ["refresh": "on", "state": "purged"]) == .ran(callback: .bgTaskLaunched, result: "success"))
    }

    @Test func aHandlerRegisteredLateCrashesTheAppBeforeItsRequestIsEverPending() throws {
        let broken = try Self.matrix("Broken")
        #expect(broken.rows.allSatisfy { $0.outcomes == [.nothing("terminated (task-registration)")] })
    }

    @Test func aTaskLongerThanThirtySecondsIsExpiredAndOneLeftOpenGetsTheAppTerminated() throws {
        #expect(try Self.cell(Self.matrix("Slow"), ["refresh": "on"]) == .ran(callback: .bgTaskLaunched, result: "expired (time)"))
        #expect(
            try Self.cell(Self.matrix("Stuck"), ["refresh": "on"])
                == .ran(callback: .bgTaskLaunched, result: "terminated (task-not-completed)"))
    }

    @Test func aSubmitThatFailsIsNotARequestAndTheCellSaysWhy() throws {
        #expect(try Self.matrix("Unlisted").rows.allSatisfy { $0.outcomes == [.nothing("submit failed (not-permitted)")] })
    }

    @Test func aTaskSubmittedOnlyWhenToldIsSubmittedWhileTheAppIsInFront() throws {
        #expect(try Self.cell(Self.matrix("Manual"), ["refresh": "on"]) == .ran(callback: .bgTaskLaunched, result: "success"))
    }

    @Test func everyHeldCellIsTheEnginesAnswerForTheRequest() throws {
        let backup = try Self.matrix("Backup")
        let reasons = Set(backup.rows.flatMap(\.outcomes).compactMap { if case .denied(let r) = $0 { r } else { nil } })
        #expect(reasons.isSubset(of: Set(Engine.bgTaskHoldOrder)))
        #expect(reasons == [.refreshOff, .forceQuit, .lowPower, .needsPower, .deviceInUse, .wifiOnly, .appRefreshOff, .needsNetwork])
    }
}
