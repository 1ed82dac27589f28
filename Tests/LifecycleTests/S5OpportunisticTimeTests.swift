import Lifecycle
import Testing

/// LIFECYCLE.md §5: from iOS 7 background tasks run only while the device is awake; on iOS 6
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
        try e.run(.push("Chat", silent: false))  // a notification wakes the device for a chunk
        e.advance(by: .minutes(1))
        #expect(e.status(of: "Photos")?.backgroundTimeRemaining == .seconds(180) - Limits.wakeChunk)
        #expect(e.status(of: "Photos")?.tasks.first?.remaining == .seconds(400) - Limits.wakeChunk)
        try e.run(.call, .decline)  // a call wakes it again
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
}
