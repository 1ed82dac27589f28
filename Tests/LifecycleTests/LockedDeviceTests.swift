import Lifecycle
import Testing

/// The rule book's §11.6: protection classes, the ProtectedData callbacks, what an app's code
/// does when a read fails, and a nightly task over `complete` data.
@Suite struct LockedDeviceTests {
    private func count(_ e: Engine, _ app: String, _ name: EventName) -> Int {
        e.log.events.filter { $0.app == app && $0.name == name }.count
    }

    @Test func completeDataIsUnreadableFrom10sAfterTheLock() throws {
        let e = LockedFixtures.engine()
        try e.run(.lock, .wait(.seconds(5)), .fetch("Complete"), .wait(.seconds(5)))
        #expect(!e.had("Complete", .dataReadFailed))
        #expect(e.lastEvent("Complete", .fetchCompleted)?.detail == "newData")
        try e.run(.wait(.seconds(5)), .fetch("Complete"), .wait(.seconds(1)))
        #expect(e.lastEvent("Complete", .dataReadFailed)?.reason == "locked")
    }

    @Test func untilFirstUnlockDataIsUnreadableOnlyBeforeTheFirstUnlock() throws {
        let e = LockedFixtures.engine()
        try e.run(.reboot, .fetch("Default"), .wait(.seconds(5)))
        #expect(e.lastEvent("Default", .dataReadFailed)?.reason == "before-first-unlock")
        try e.run(.unlock, .lock, .wait(.minutes(1)), .fetch("Default"), .wait(.seconds(5)))
        #expect(count(e, "Default", .dataReadFailed) == 1)
    }

    @Test func beforeTheFirstUnlockEveryClassButNoneIsUnreadable() throws {
        let e = LockedFixtures.engine()
        try e.run(.reboot, .fetch("Complete"), .fetch("Unless"), .fetch("Open"))
        #expect(e.lastEvent("Complete", .dataReadFailed)?.reason == "before-first-unlock")
        #expect(e.lastEvent("Unless", .dataReadFailed)?.reason == "before-first-unlock")
        #expect(!e.had("Open", .dataReadFailed))
    }

    @Test func completeUnlessOpenDataStaysReadableToAnAppRunningAtTheLockNotToOneLaunchedWhileLocked() throws {
        let e = LockedFixtures.engine()
        try e.run(.launch("Held"), .home, .lock, .wait(.seconds(20)), .fetch("Held"), .fetch("Unless"))
        #expect(!e.had("Held", .dataReadFailed))
        #expect(e.lastEvent("Unless", .dataReadFailed)?.reason == "locked")
    }

    @Test func runningAppsHearProtectedDataWillBecomeUnavailableAtTheLockAndDidBecomeAvailableAtTheUnlock() throws {
        let e = LockedFixtures.engine()
        try e.run(.launch("Default"), .home, .wait(.seconds(1)), .launch("Held"), .home, .launch("Complete"), .lock)
        #expect(e.had("Held", .protectedDataWillBecomeUnavailable))
        #expect(e.had("Complete", .protectedDataWillBecomeUnavailable))
        #expect(!e.had("Default", .protectedDataWillBecomeUnavailable), "a suspended app hears nothing")
        try e.run(.wait(.seconds(30)), .unlock)
        #expect(e.had("Held", .protectedDataDidBecomeAvailable))
        #expect(!e.had("Default", .protectedDataDidBecomeAvailable))
    }

    @Test func waitDefersTheWorkUntilTheDataIsReadable() throws {
        let e = LockedFixtures.engine()
        try e.run(.lock, .wait(.seconds(15)), .fetch("Waiter"), .wait(.seconds(10)))
        #expect(e.lastEvent("Waiter", .dataReadFailed)?.reason == "locked")
        #expect(!e.had("Waiter", .fetchCompleted))
        #expect(e.state(of: "Waiter") == .background)
        try e.run(.unlock, .wait(.seconds(3)))
        #expect(e.had("Waiter", .protectedDataDidBecomeAvailable))
        #expect(e.lastEvent("Waiter", .fetchCompleted)?.detail == "newData")
    }

    @Test func aWaitThatOutlastsTheBackgroundTimeLeavesTheWorkUndoneAndSaysSo() throws {
        let e = LockedFixtures.engine()
        try e.run(.lock, .wait(.seconds(15)), .fetch("Waiter"), .wait(.seconds(40)))
        let end = e.lastEvent("Waiter", .terminated)
        #expect(end?.reason == "fetch-timeout")
        #expect(end?.detail?.contains("waited for its protected data and was not done") == true)
        #expect(!e.had("Waiter", .fetchCompleted))
    }

    @Test func failCompletesTheFetchFailed() throws {
        let e = LockedFixtures.engine()
        try e.run(.reboot, .fetch("Complete"), .wait(.seconds(1)))
        #expect(e.lastEvent("Complete", .fetchCompleted)?.detail == "failed")
    }

    @Test func afterALogOutTheSnapshotShowsTheSignedOutAppNotTheSignedInOne() throws {
        let signedIn = LockedFixtures.app("Signer", .complete, .logOut) { $0.snapshot = ["Signer", "Signed in as dana"] }
        let e = Engine(apps: [signedIn], profile: .ios13, seed: 1)
        try e.run(.launch("Signer"), .home)
        #expect(e.status(of: "Signer")?.snapshot == ["Signer", "Signed in as dana"])
        try e.run(.lock, .wait(.seconds(15)), .push("Signer", silent: true), .wait(.seconds(5)))
        #expect(e.had("Signer", .sessionCleared))
        #expect(e.status(of: "Signer")?.snapshot == ["Signer", "Signed out"])
        #expect(e.status(of: "Signer")?.snapshot(countingFrom: .seconds(1)) == ["Signer", "Signed out"])
    }

    @Test func logOutClearsTheSessionAndTheUserFindsTheAppLoggedOut() throws {
        let e = LockedFixtures.engine()
        try e.run(.lock, .wait(.seconds(15)), .push("Leaver", silent: true), .wait(.seconds(5)))
        #expect(e.had("Leaver", .dataReadFailed, "locked"))
        #expect(e.had("Leaver", .sessionCleared))
        try e.run(.unlock, .launch("Leaver"))
        #expect(e.status(of: "Leaver")?.loggedOut == true)
        #expect(e.status(of: "Complete")?.loggedOut == false)
    }

    @Test func aNightlyProcessingTaskCannotReadCompleteData() throws {
        let e = LockedFixtures.engine()
        try e.run(.launch("Vault"), .home, .lock, .wait(.minutes(6)))
        let names = e.log.events.filter { $0.app == "Vault" }.map(\.name).drop { $0 != .bgTaskLaunched }
        #expect(Array(names.prefix(3)) == [.bgTaskLaunched, .dataReadFailed, .bgTaskCompleted])
        #expect(e.lastEvent("Vault", .bgTaskCompleted)?.reason == "failure")
    }

    @Test func theCardSaysWhenTheDataIsUnreadable() throws {
        let e = LockedFixtures.engine()
        #expect(e.status(of: "Complete")?.dataUnreadable == nil)
        try e.run(.reboot)
        #expect(e.status(of: "Complete")?.dataUnreadable == .beforeFirstUnlock)
        #expect(e.status(of: "Open")?.dataUnreadable == nil)
        try e.run(.unlock, .lock, .wait(.seconds(11)))
        #expect(e.status(of: "Complete")?.dataUnreadable == .locked)
        #expect(e.status(of: "Default")?.dataUnreadable == nil)
    }
}
