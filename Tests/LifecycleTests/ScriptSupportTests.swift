import Testing

@testable import Lifecycle

/// What scripts ask of the engine beyond the device's rules: captions, reset, seed, and
/// waiting for and expecting events.
@Suite struct ScriptSupportTests {
    static let leakyDies = EventPattern(app: "Leaky", event: .terminated)

    @Test func sayLogsACaptionDeviceEventWithItsText() throws {
        let e = Fixtures.engine()
        try e.run(.say("Leaky never ends its task"))
        let caption = try #require(e.log.events.last)
        #expect(caption.name == .caption && caption.app == nil && caption.detail == "Leaky never ends its task")
    }

    @Test func pauseAndSpeedLeaveTheDeviceAndTheClockAlone() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"))
        let before = (e.now, e.log.totalCount)
        try e.run(.pause, .speed(.quarter), .speed(.x300))
        #expect(e.now == before.0 && e.log.totalCount == before.1)
    }

    @Test func seedNGivesTheSameEventsAsStartingWithThatSeed() throws {
        func fetchTimes(_ e: Engine) throws -> [SimDuration] {
            try e.run(.launch("Weather"), .home, .wait(.hours(6)))
            return e.log.events.filter { $0.name == .performFetch }.map(\.time)
        }
        let reseeded = Fixtures.engine(seed: 1)
        try reseeded.run(.seed(99))
        let started = Fixtures.engine(seed: 99)
        let other = Fixtures.engine(seed: 1)
        let times = try fetchTimes(reseeded)
        #expect(times.count > 3)
        #expect(times == (try fetchTimes(started)))
        #expect(times != (try fetchTimes(other)))
    }

    @Test func resetLeavesEveryAppNotRunningWithFactorySettingsAndKeepsTheClock() throws {
        let e = Fixtures.engine(.ios13)
        try e.run(
            .launch("Photos"), .home, .launch("Music"), .network(.cellular), .lowPower(true),
            .refresh(.wifi), .appRefresh("Weather", false), .lock, .wait(.minutes(5)))
        let now = e.now
        try e.run(.reset(nil))
        #expect(e.now == now)
        #expect(Fixtures.catalog.allSatisfy { e.state(of: $0.name) == .notRunning })
        let device = e.device
        #expect(!device.locked && device.network == .wifi && !device.lowPower && device.refresh == .on)
        #expect(e.switcherCards.isEmpty && device.frontApp == nil)
        #expect(e.status(of: "Weather")?.refreshSwitch == true)
        #expect(e.profile == .ios13)
        try e.run(.wait(.hours(2)))
        #expect(!e.log.events.contains { $0.time > now && $0.app != nil })
    }

    @Test func resetWithAProfileChangesTheProfileEvenAfterAppsStarted() throws {
        let e = Fixtures.engine(.ios7)
        try e.run(.launch("Leaky"), .reset(.ios6))
        #expect(e.profile == .ios6)
        try e.run(.launch("Leaky"), .home, .wait(.minutes(9)))
        #expect(e.state(of: "Leaky") == .background)
    }

    @Test func resetIsLoggedAsADeviceResetEventNamingTheProfile() throws {
        let e = Fixtures.engine(.ios7)
        try e.run(.launch("Notes"), .reset(.ios6))
        let event = try #require(e.log.events.last)
        #expect(event.name == .deviceReset && event.app == nil && event.detail == "ios6")
    }

    @Test func expectHadEventHoldsForEventsSinceTheStartOrTheLastReset() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Leaky"), .home, .wait(.minutes(4)))
        try e.run(
            .expectEvent(Self.leakyDies, happened: true),
            .expectEvent(EventPattern(app: "leaky", event: .terminated, reason: "background-task-timeout"), happened: true),
            .expectEvent(EventPattern(app: "Leaky", event: .terminated, reason: "watchdog"), happened: false))
        try e.run(.reset(nil))
        #expect(
            throws: CommandError.expectationFailed(
                "expected Leaky Terminated to have happened, but it did not since the last reset")
        ) {
            try e.apply(.expectEvent(Self.leakyDies, happened: true))
        }
        try e.run(.expectEvent(Self.leakyDies, happened: false))
    }

    @Test func expectHadNoEventFailsOnceTheEventHappened() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"), .home, .wait(.seconds(1)))
        #expect(throws: CommandError.expectationFailed("expected no Notes Suspended, but it happened since the start")) {
            try e.apply(.expectEvent(EventPattern(app: "notes", event: .suspended), happened: false))
        }
    }

    @Test func expectHadEventRemembersEventsTheBoundedLogNoLongerKeeps() throws {
        let e = Engine(apps: Fixtures.catalog, logCapacity: 5)
        try e.run(.launch("Notes"), .home, .launch("Mail"), .home, .launch("Notes"), .home, .launch("Mail"))
        #expect(!e.log.events.contains { $0.app == "Notes" && $0.name == .finishedLaunching })
        try e.run(.expectEvent(EventPattern(app: "Notes", event: .finishedLaunching), happened: true))
    }

    @Test func theMemoryOfEventsKeepsEveryEventNameOfEveryAppApart() {
        var history = EventHistory(appCount: 3)
        for (k, name) in EventName.allCases.enumerated() where k % 2 == 0 { history.insert(1, name, reason: nil) }
        for (k, name) in EventName.allCases.enumerated() {
            #expect(history.contains(1, name, reason: nil) == (k % 2 == 0), "\(name)")
            #expect(!history.contains(0, name, reason: nil) && !history.contains(2, name, reason: nil), "\(name)")
        }
    }

    @Test func waitUntilStopsAtTheEvent() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Leaky"), .home, .waitUntil(Self.leakyDies, within: nil))
        #expect(e.now == .seconds(180))
        #expect(e.lastEvent("Leaky", .terminated)?.time == e.now)
    }

    @Test func waitUntilCountsOnlyEventsAfterTheLine() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"), .home, .wait(.seconds(1)), .launch("Mail"), .home)
        let pattern = EventPattern(app: "Notes", event: .suspended)
        #expect(throws: CommandError.expectationFailed("waited 10m for Notes Suspended, which did not happen")) {
            try e.apply(.waitUntil(pattern, within: .minutes(10)))
        }
    }

    @Test func waitUntilFailsPastItsLimitSayingWhatWasAwaited() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Photos"), .home)
        #expect(
            throws: CommandError.expectationFailed(
                "waited 24h for Photos Terminated (reason: watchdog), which did not happen")
        ) {
            try e.apply(.waitUntil(EventPattern(app: "photos", event: .terminated, reason: "watchdog"), within: nil))
        }
        #expect(e.now == .hours(24))
    }
}
