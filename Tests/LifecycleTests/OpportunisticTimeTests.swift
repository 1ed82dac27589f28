import Lifecycle
import Testing

/// The rule book's §5: from iOS 7 background tasks run only while the device is awake; on iOS 6
/// an open task keeps the device awake.
@Suite struct OpportunisticTimeTests {
    @Test func onIOS7BackgroundTasksMakeNoProgressAndKeepTheirBudgetWhileTheDeviceSleeps() throws {
        let e = Fixtures.engine(.ios7)
        try e.run(.launch("Leaky"), .home, .lock)
        #expect(!e.device.awake)
        e.advance(by: .hours(2))
        #expect(e.state(of: "Leaky") == .background)
        #expect(e.status(of: "Leaky")?.backgroundTimeRemaining == .seconds(180))
    }

    @Test func onIOS7BackgroundTasksAdvanceInChunksWhenTheDeviceWakes() throws {
        let e = Fixtures.engine(.ios7)
        try e.run(.launch("Photos"), .home, .lock, .wait(.minutes(10)))
        try e.run(.push("Chat", silent: false)) // a notification wakes the device for a chunk
        e.advance(by: .minutes(1))
        #expect(e.status(of: "Photos")?.backgroundTimeRemaining == .seconds(180) - Limits.wakeChunk)
        #expect(e.status(of: "Photos")?.tasks.first?.remaining == .seconds(400) - Limits.wakeChunk)
        try e.run(.call, .decline) // a call wakes it again
        e.advance(by: .minutes(1))
        #expect(e.status(of: "Photos")?.backgroundTimeRemaining == .seconds(180) - Limits.wakeChunk * 2)
    }

    @Test func onIOS7UnlockingLetsTheRestOfTheBudgetRun() throws {
        let e = Fixtures.engine(.ios7)
        try e.run(.launch("Leaky"), .home, .lock, .wait(.hours(1)), .unlock, .home)
        e.advance(by: .minutes(5))
        // Unlocking brings Leaky back to the front; Home sends it back with a fresh budget.
        #expect(e.lastEvent("Leaky", .terminated)?.time == .hours(1) + .seconds(180))
    }

    @Test func onIOS6AnOpenBackgroundTaskKeepsTheDeviceAwake() throws {
        let e = Fixtures.engine(.ios6)
        try e.run(.launch("Leaky"), .home, .lock)
        #expect(e.device.awake)
        e.advance(by: .hours(1))
        let end = try #require(e.lastEvent("Leaky", .terminated))
        #expect(end.time == .seconds(600))
        #expect(end.reason == "background-task-timeout")
        #expect(!e.device.awake)
    }

    @Test func theLogSaysWhenTheLockedDeviceFallsAsleepAndWhenItWakes() throws {
        let e = Fixtures.engine(.ios7)
        try e.run(.launch("Notes"), .lock)
        // DidEnterBackground's half second of work keeps it awake; then it sleeps.
        e.advance(by: .minutes(1))
        #expect(e.lastEvent(nil, .deviceSlept)?.time == .ms(500))
        try e.run(.push("Chat", silent: false))
        #expect(e.lastEvent(nil, .deviceWoke)?.time == .minutes(1))
        e.advance(by: .minutes(1))
        #expect(e.lastEvent(nil, .deviceSlept)?.time == .minutes(1) + Limits.wakeChunk)
        try e.run(.unlock)
        #expect(e.lastEvent(nil, .deviceWoke)?.time == .minutes(2))
    }

    @Test func onIOS6TheLogShowsTheDeviceAwakeUntilTheOpenTaskEnds() throws {
        let e = Fixtures.engine(.ios6)
        try e.run(.launch("Leaky"), .home, .lock)
        e.advance(by: .hours(1))
        #expect(e.lastEvent(nil, .deviceSlept)?.time == .seconds(600))
    }

    /// Updates its UI 40 s after entering the background, and holds a 120 s task meanwhile.
    static let ticker = AppSpec(
        name: "Ticker",
        didEnterBackground: .init(tasks: [
            TaskSpec(name: "refresh", duration: .seconds(120), expiration: .endTaskNow)
        ]), backgroundUIUpdate: .seconds(40))

    @Test(arguments: [Profile.ios7, .ios13])
    func nothingOfAnAppRunsWhileTheDeviceSleeps(profile: Profile) throws {
        let e = Fixtures.engine(profile, apps: [Self.ticker])
        try e.run(.launch("Ticker"), .wait(.seconds(1)), .home, .lock, .wait(.minutes(2)))
        #expect(e.lastEvent("Ticker", .backgroundUIUpdate) == nil)
        try e.run(.unlock)
        // The UI update that fell due while the device slept runs at the next wake-up.
        #expect(e.lastEvent("Ticker", .backgroundUIUpdate)?.time == .minutes(2) + .seconds(1))
    }

    @Test func aBackgroundSafeTaskThatFallsDueWhileTheDeviceSleepsBeginsAtTheNextWakeUp() throws {
        let sync = AppSpec(
            name: "Sync",
            didEnterBackground: .init(tasks: [
                TaskSpec(name: "hold", duration: .minutes(2), expiration: .endTaskNow)
            ]),
            tasks: [TimedTaskSpec(at: .seconds(30), task: TaskSpec(name: "sync", duration: .seconds(5)))])
        let e = Fixtures.engine(.ios7, apps: [sync, Fixtures.chat])
        try e.run(.launch("Sync"), .home, .lock, .wait(.minutes(5)))
        #expect(e.lastEvent("Sync", .beginBackgroundTask)?.label == "hold")
        try e.run(.push("Chat", silent: false))
        #expect(e.lastEvent("Sync", .beginBackgroundTask)?.label == "sync")
        #expect(e.lastEvent("Sync", .beginBackgroundTask)?.time == .minutes(5))
    }

    @Test func audioThatIsPlayingGoesOnWhileTheDeviceSleeps() throws {
        let e = Fixtures.engine(.ios7)
        try e.run(.launch("Music"), .home, .lock, .wait(.minutes(30)))
        #expect(!e.device.awake)
        #expect(e.state(of: "Music") == .background)
        #expect(e.status(of: "Music")?.activities == ["audio"])
    }
}
