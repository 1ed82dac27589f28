import Lifecycle
import Testing

/// The rule book, §11.2, the Simulator: BGTaskScheduler runs nothing there. Every submit fails
/// with `unavailable`, every BG task is held for `simulator` (first of all the reasons), the
/// debugger finds no pending request; everything else behaves as on a phone (AppDeck's choice).
@Suite struct SimulatorTests {
    private func simulator(_ profile: Profile = .ios13, apps: [AppSpec] = [BG.feed, BG.backup, BG.export]) -> Engine {
        Engine(apps: apps, profile: profile, device: .simulator, seed: 1)
    }

    @Test func onTheSimulatorEverySubmitFailsWithUnavailable() throws {
        let never = BG.app(
            "Never", modes: [.fetch],
            tasks: [
                BG.task(BG.refresh) {
                    $0.id = "com.never.refresh"; $0.register = .never
                }
            ])
        let e = simulator(.ios26, apps: [BG.feed, BG.backup, BG.export, never])
        try e.run(.launch("Feed"), .home, .launch("Backup"), .home, .launch("Export"), .submit("Export", BG.continuedID))
        try e.run(.home, .launch("Never"), .home)
        for (app, id) in [("Feed", BG.refreshID), ("Backup", BG.processingID), ("Export", BG.continuedID), ("Never", "com.never.refresh")] {
            let failed = try #require(e.lastEvent(app, .bgTaskSubmitFailed), "\(app)")
            #expect(failed.reason == "unavailable")
            #expect(failed.label == id)
            #expect(failed.detail?.contains("Simulator") == true)
            #expect(e.events(app, .bgTaskSubmitted).isEmpty)
            #expect(e.bgTaskRequests(of: app).isEmpty)
        }
        // Even an app that registers no handler does not get as far as the submit's assertion.
        #expect(e.events("Never", .terminated).isEmpty)
        e.advance(by: .hours(48))
        #expect(e.log.events.allSatisfy { $0.name != .bgTaskLaunched })
    }

    @Test func onTheSimulatorEveryBGTaskIsHeldForSimulatorFirstOfAll() throws {
        #expect(Engine.bgTaskHoldOrder.first == .simulator)
        let e = simulator()
        try e.run(.launch("Feed"), .home, .launch("Backup"), .home, .lowPower(true), .swipeUp("Feed"))
        for (app, id) in [("Feed", BG.refreshID), ("Backup", BG.processingID), ("Export", BG.continuedID)] {
            let answer = try #require(e.backgroundLaunch(task: id, for: app))
            #expect(answer.heldFor == .simulator, "\(app)")
            #expect(answer.explanation.contains("Simulator"))
            try e.run(.expectRun(app, id, .denied(.simulator)))
            #expect(throws: CommandError.self) { try e.apply(.expectRun(app, id, .allowed)) }
            #expect(throws: CommandError.self) { try e.apply(.expectRun(app, id, .denied(.notPending))) }
        }
        // On a phone the same request is held for what holds it there.
        let phone = BG.engine()
        try phone.run(.launch("Feed"), .home, .lowPower(true))
        #expect(phone.backgroundLaunch(task: BG.refreshID, for: "Feed")?.heldFor == .lowPower)
    }

    @Test func onTheSimulatorTheDebuggersSimulateLaunchFindsNoPendingRequest() throws {
        let e = simulator()
        try e.run(.launch("Feed"), .debugger("Feed", attach: true), .home)
        #expect {
            try e.apply(.simulateLaunch("Feed", BG.refreshID))
        } throws: { error in
            "\(error)".contains("No task request with identifier \(BG.refreshID) has been scheduled")
                && "\(error)".contains("Simulator")
        }
        #expect(e.events("Feed", .bgTaskLaunched).isEmpty)
    }

    @Test func onTheSimulatorEverythingElseBehavesAsOnAPhone() throws {
        let commands: [Command] = [
            .launch("Feed"), .home, .launch("Backup"), .lock, .wait(.minutes(20)), .unlock, .launch("Feed"),
            .memoryWarning, .swipeUp("Backup"), .home, .wait(.hours(3)),
        ]
        func lines(_ e: Engine) throws -> [String] {
            for command in commands { try e.apply(command) }
            return e.log.events.filter { !$0.name.rawValue.hasPrefix("BGTask") }
                .map { "\($0.time.timestamp) \($0.app ?? "-") \($0.name.rawValue) \($0.state?.rawValue ?? "")" }
        }
        let noTasks = [BG.app("Feed", modes: [.fetch], tasks: []), BG.app("Backup", modes: [.processing], tasks: [])]
        #expect(try lines(simulator(apps: noTasks)) == lines(BG.engine(apps: noTasks)))
        #expect(simulator().device.kind == .simulator)
        #expect(BG.engine().device.kind == .phone)
    }

    @Test func theDeviceCanChangeOnlyBeforeTheFirstAppStartsAndStaysAcrossAReset() throws {
        let e = BG.engine()
        try e.run(.device(.simulator))
        #expect(e.deviceKind == .simulator)
        #expect(e.log.events.last?.name == .deviceChanged)
        #expect(e.log.events.last?.detail == "simulator")
        try e.run(.launch("Feed"))
        #expect {
            try e.apply(.device(.phone))
        } throws: { "\($0)".contains("only before the first app starts") }
        try e.run(.reset(nil))
        #expect(e.deviceKind == .simulator)
        try e.run(.device(.phone), .launch("Feed"), .home)
        #expect(e.lastEvent("Feed", .bgTaskSubmitted) != nil)
    }
}
