import Lifecycle
import Testing

@Suite struct EventLogTests {
    @Test func theLogKeepsOnlyTheNewestEventsUpToItsCapacity() {
        var log = EventLog(capacity: 3)
        for k in 0..<5 {
            log.append(Event(time: .seconds(Int64(k)), app: nil, name: .deviceLocked, state: nil))
        }
        #expect(log.count == 3)
        #expect(log.totalCount == 5)
        #expect(log.events.map(\.time) == [.seconds(2), .seconds(3), .seconds(4)])
        #expect(log.events(since: 4).map(\.time) == [.seconds(4)])
        #expect(log[sequence: 1] == nil)
    }

    @Test func theDefaultCapacityIsAHundredThousand() {
        #expect(Fixtures.engine().log.capacity == 100_000)
    }

    @Test func everyEventCarriesTheAppsStateAfterItAndDeviceEventsCarryNoApp() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"), .lock)
        let events = e.log.events
        #expect(events.map(\.state) == [.inactive, .active, nil, .inactive, .background])
        #expect(events[2].app == nil)
        #expect(events[2].name == .deviceLocked)
    }

    @Test func durationsPrintInTheCommandLanguagesSpelling() {
        #expect(SimDuration.ms(250).description == "250ms")
        #expect(SimDuration.seconds(5).description == "5s")
        #expect(SimDuration.minutes(90).description == "1h30m")
        #expect(SimDuration.seconds(12).secondsText == "12.0")
        #expect(SimDuration.ms(12_500).secondsText == "12.5")
        #expect(SimDuration.ms(190_125).secondsText == "190.125")
        #expect(SimDuration.hours(26).clock == "1d 02:00:00")
    }
}

/// Scenario.docc/Output.md: events that are UIKit callbacks or APIs carry their UIKit name.
@Suite struct UIKitNameTests {
    @Test(arguments: [
        (EventName.finishedLaunching, "application(_:didFinishLaunchingWithOptions:)"),
        (.onActivated, "applicationDidBecomeActive(_:)"),
        (.onResignActivation, "applicationWillResignActive(_:)"),
        (.didEnterBackground, "applicationDidEnterBackground(_:)"),
        (.willEnterForeground, "applicationWillEnterForeground(_:)"),
        (.willTerminate, "applicationWillTerminate(_:)"),
        (.performFetch, "application(_:performFetchWithCompletionHandler:)"),
        (.didReceiveRemoteNotification, "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"),
        (.handleEventsForBackgroundUrl, "application(_:handleEventsForBackgroundURLSession:completionHandler:)"),
        (.receiveMemoryWarning, "applicationDidReceiveMemoryWarning(_:)"),
        (.finishedDownloading, "connectionDidFinishDownloading(_:destinationURL:)"),
        (.beginBackgroundTask, "beginBackgroundTask(expirationHandler:)"),
        (.endBackgroundTask, "endBackgroundTask(_:)"),
    ])
    func everyEventThatIsAUIKitCallbackOrAPICarriesItsUIKitName(event: EventName, uikit: String) {
        #expect(event.uikitName == uikit)
    }

    @Test func systemAndDeviceEventsHaveNoUIKitName() {
        for event in [EventName.suspended, .terminated, .transferCompleted, .deviceLocked, .backgroundLaunchDenied] {
            #expect(event.uikitName == nil)
        }
    }
}

@Suite struct DeterminismTests {
    @Test func theSameCommandsProfileAndSeedGiveTheSameEvents() throws {
        for profile in Profile.allCases {
            var first = RandomSession(seed: 42, profile: profile, steps: 1500)
            var second = RandomSession(seed: 42, profile: profile, steps: 1500)
            let a = try first.run(), b = try second.run()
            #expect(a.log.events == b.log.events)
            #expect(a.log.totalCount > 500)
        }
    }

    @Test func timeMovesOnlyWhenTheDriverAdvancesIt() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Mail"), .home, .launch("Leaky"), .home)
        #expect(e.now == .zero)
        e.advance(by: .seconds(3))
        #expect(e.now == .seconds(3))
        e.advance(to: .seconds(1))
        #expect(e.now == .seconds(3))
    }
}

extension EventLogTests {
    /// The ring is kept in chunks: a log longer than a chunk, full and wrapped round, keeps the
    /// newest events in order.
    @Test func aLogOfManyChunksKeepsTheNewestEventsInOrder() {
        var log = EventLog(capacity: 10_000)
        let total = 25_007
        for k in 0..<total {
            log.append(Event(time: .ms(Int64(k)), app: nil, name: .deviceLocked, state: nil))
        }
        #expect(log.count == log.capacity)
        #expect(log.totalCount == total)
        #expect(log.events.map(\.time.milliseconds) == Array(Int64(total - log.capacity)..<Int64(total)))
        #expect(log[sequence: total - log.capacity]?.time == .ms(Int64(total - log.capacity)))
        #expect(log[sequence: total - log.capacity - 1] == nil)
    }
}
