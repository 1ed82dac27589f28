import Catalog
import Lifecycle
import Testing

@testable import Scenario

/// `appdeck matrix` and today's pushes (the rule book's §11.5, issue #33): on ios13 and ios26
/// the `voip` launch is a VoIP push and `newsstand` is unsupported; the launch `extension`
/// (an alert push with `mutable`) runs the app's notification service extension; the pushes'
/// reasons are in the cells where they apply.
@Suite struct PushMatrixTests {
    static let today: [Profile] = [.ios13, .ios26]

    /// An app whose extension takes `work` and needs `memory`.
    static func sealed(_ name: String, work: SimDuration = .seconds(2), memory: Int64 = 8_000_000) -> AppSpec {
        var spec = AppSpec(name: name)
        spec.notificationService = ServiceExtensionSpec(work: work, memoryBytes: memory)
        return spec
    }

    static let extra = [sealed("Quick"), sealed("Slow", work: .seconds(40))]

    static func matrix(_ app: String, _ profile: Profile, setup: String? = nil) throws -> AppMatrix {
        let script = try setup.map { try Script(parsing: $0, file: "setup.deck") }
        return try MatrixRunner(catalog: AppCatalog.builtIn() + extra, profile: profile, setup: script).run(app)
    }

    /// The outcomes of `launch` in the rows where `axis` (if given) has `value`.
    static func cells(_ matrix: AppMatrix, _ launch: String, where axis: MatrixAxis? = nil, is value: String = "") throws -> [MatrixOutcome]
    {
        let column = try #require(matrix.launches.firstIndex { $0.name == launch }, "\(matrix.app) has no \(launch)")
        let index = axis.flatMap { a in matrix.axes.firstIndex { $0.axis == a } }
        return matrix.rows.filter { row in index.map { row.values[$0] == value } ?? true }.map { $0.outcomes[column] }
    }

    static let reported = MatrixOutcome.ran(callback: .didReceiveIncomingPush, result: "ReportNewIncomingCall")
    static let waiting = MatrixOutcome.nothing("waiting for network")

    // MARK: - voip

    @Test func theVoipLaunchOnIOS13IsAVoIPPush() throws {
        for profile in Self.today {
            let talk = try Self.matrix("Talk", profile)
            #expect(try Self.cells(talk, "voip", where: .network, is: "wifi").allSatisfy { $0 == Self.reported }, "\(profile)")
        }
    }

    @Test func aVoIPPushLaunchesAForceQuitAppAndIgnoresBackgroundAppRefresh() throws {
        for profile in Self.today {
            let talk = try Self.matrix("Talk", profile)
            let online = try Self.cells(talk, "voip", where: .network, is: "cellular")
            #expect(online.count == talk.rows.count / 3 && online.allSatisfy { $0 == Self.reported }, "\(profile)")
            let forceQuit = try Self.cells(talk, "voip", where: .state, is: "force-quit")
            #expect(
                forceQuit.filter { $0 == Self.reported }.count == 24 && forceQuit.allSatisfy { $0 == Self.reported || $0 == Self.waiting })
            #expect(try Self.cells(talk, "voip", where: .refresh, is: "off").contains(Self.reported))
        }
    }

    @Test func aVoIPPushWithoutACallGetsTheAppTerminatedInItsCell() throws {
        for profile in Self.today {
            let dialer = try Self.matrix("Dialer", profile)
            let killed = MatrixOutcome.ran(callback: .didReceiveIncomingPush, result: "terminated (voip-no-call)")
            #expect(try Self.cells(dialer, "voip", where: .network, is: "wifi").allSatisfy { $0 == killed }, "\(profile)")
        }
    }

    @Test func aVoIPPushWhileOfflineIsWaitingForNetwork() throws {
        for profile in Self.today {
            #expect(try Self.cells(Self.matrix("Talk", profile), "voip", where: .network, is: "off").allSatisfy { $0 == Self.waiting })
        }
    }

    @Test func theVoipCellOfAnAppBlockedForItsCallsIsVoipBlocked() throws {
        let setup = "launch Dialer\nhome\n" + String(repeating: "push Dialer voip\nwait 10s\n", count: 3)
        let dialer = try Self.matrix("Dialer", .ios13, setup: setup)
        #expect(try Self.cells(dialer, "voip", where: .network, is: "wifi").allSatisfy { $0 == .denied(.voipBlocked) })
    }

    @Test func theVoipLaunchOnIOS6AndIOS7StaysTheKeepAlive() throws {
        for profile in [Profile.ios6, .ios7] {
            let talk = try Self.matrix("Talk", profile)
            #expect(try Self.cells(talk, "voip", where: .state, is: "suspended").contains(.ran(callback: .voipKeepAlive, result: nil)))
            #expect(!talk.rows.flatMap(\.outcomes).contains { if case .ran(.didReceiveIncomingPush, _) = $0 { true } else { false } })
        }
    }

    @Test func expectCanVoipAgreesWithTheMatrixOnIOS13AndIOS26() throws {
        let blocked = "launch Dialer\nhome\n" + String(repeating: "push Dialer voip\nwait 10s\n", count: 3)
        for profile in Self.today {
            for (app, setup) in [("Talk", nil), ("Dialer", nil), ("Dialer", blocked)] {
                let script = try setup.map { try Script(parsing: $0, file: "setup.deck") }
                let runner = try MatrixRunner(catalog: AppCatalog.builtIn(), profile: profile, setup: script)
                let matrix = try runner.run(app)
                let spec = try #require(AppCatalog.builtIn().first { $0.name == app })
                let column = try #require(matrix.launches.firstIndex(of: .background(.voipKeepAlive)))
                for row in matrix.rows {
                    let cell = try runner.prepared(spec, Array(zip(matrix.axes.map(\.axis), row.values)))
                    let denial = try #require(cell.engine.backgroundLaunch(.voipKeepAlive, for: app)).denial
                    let expected: HoldReason? =
                        switch row.outcomes[column] {
                        case .ran: nil
                        case .denied(let reason): reason
                        case .refused(let token): HoldReason(rawValue: token)
                        case .nothing: .noNetwork
                        }
                    #expect(denial == expected, "\(profile) \(app) \(row.values): \(row.outcomes[column].text)")
                }
            }
        }
    }

    // MARK: - newsstand, throttled

    @Test func theNewsstandLaunchIsUnsupportedOnIOS13InEveryCell() throws {
        for profile in Self.today {
            #expect(try Self.cells(Self.matrix("Paper", profile), "newsstand").allSatisfy { $0 == .denied(.unsupported) })
        }
    }

    @Test func aBackgroundPushOverTheBudgetIsThrottledInItsCell() throws {
        let courier = try Self.matrix("Courier", .ios13, setup: "push-budget 0\n")
        let ran = try Self.matrix("Courier", .ios13)
        let allowed = try Self.cells(ran, "push").enumerated().filter { if case .ran = $0.element { true } else { false } }
        let throttled = try Self.cells(courier, "push")
        #expect(!allowed.isEmpty && allowed.allSatisfy { throttled[$0.offset] == .denied(.throttled) })
    }

    // MARK: - extension

    @Test func theExtensionLaunchIsDeclaredByAnAppWithANotificationService() throws {
        #expect(try Self.matrix("Cipher", .ios13).launches.map(\.name) == ["extension"])
        #expect(MatrixLaunch.declared(by: AppSpec(name: "Plain")).isEmpty)
    }

    @Test func theExtensionLaunchRunsTheServiceExtensionAndShowsTheModifiedContent() throws {
        for profile in Self.today {
            let cells = try Self.cells(Self.matrix("Quick", profile), "extension", where: .network, is: "wifi")
            #expect(cells.allSatisfy { $0 == .ran(callback: .serviceExtensionDidReceive, result: "shown modified") })
        }
    }

    @Test func theExtensionLaunchRunsTheServiceExtensionForAForceQuitApp() throws {
        let cells = try Self.cells(Self.matrix("Quick", .ios13), "extension", where: .state, is: "force-quit")
        #expect(cells.contains(.ran(callback: .serviceExtensionDidReceive, result: "shown modified")))
        #expect(cells.allSatisfy { $0 == .ran(callback: .serviceExtensionDidReceive, result: "shown modified") || $0 == Self.waiting })
    }

    @Test func theExtensionLaunchShowsTheOriginalAfterTheThirtySecondLimit() throws {
        let cells = try Self.cells(Self.matrix("Slow", .ios26), "extension", where: .network, is: "cellular")
        #expect(cells.allSatisfy { $0 == .ran(callback: .serviceExtensionDidReceive, result: "time expired, shown original") })
    }

    @Test func theExtensionLaunchShowsTheOriginalWhenTheExtensionIsKilledForMemory() throws {
        let cells = try Self.cells(Self.matrix("Cipher", .ios13), "extension", where: .network, is: "wifi")
        #expect(
            cells.allSatisfy { $0 == .ran(callback: .serviceExtensionDidReceive, result: "terminated (memory-limit), shown original") })
    }

    @Test func theExtensionLaunchWhileOfflineIsWaitingForNetwork() throws {
        #expect(try Self.cells(Self.matrix("Quick", .ios13), "extension", where: .network, is: "off").allSatisfy { $0 == Self.waiting })
    }

    @Test func theExtensionLaunchIsUnsupportedBeforeIOS13() throws {
        for profile in [Profile.ios6, .ios7] {
            #expect(try Self.cells(Self.matrix("Cipher", profile), "extension").allSatisfy { $0 == .denied(.unsupported) })
        }
    }
}
