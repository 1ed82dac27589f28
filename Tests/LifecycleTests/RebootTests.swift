import Lifecycle
import Testing

/// The rule book's §11.6: a restart, and what survives it.
@Suite struct RebootTests {
    @Test func aRebootEndsEveryProcessWithoutACallbackAndTakesNoVirtualTime() throws {
        let e = LockedFixtures.engine()
        try e.run(.launch("Complete"), .home, .wait(.seconds(1)), .launch("Held"), .home, .launch("Default"))
        let before = e.now
        var trace = Trace(e)
        try e.run(.reboot)
        // The locked device then sleeps: nothing keeps it awake.
        #expect(trace.take() == ["DeviceRebooted", "DeviceSlept"])
        #expect(e.now == before)
        #expect(e.appStatuses.allSatisfy { $0.state == .notRunning })
        #expect(e.device.memoryUsedMB == 0)
    }

    @Test func theDeviceIsLockedSinceBootUntilTheFirstUnlock() throws {
        let e = LockedFixtures.engine()
        try e.run(.reboot)
        #expect(e.device.locked && e.device.lockedSinceBoot)
        try e.run(.unlock)
        #expect(!e.device.locked && !e.device.lockedSinceBoot)
        try e.run(.lock)
        #expect(e.device.locked && !e.device.lockedSinceBoot)
    }

    @Test func backgroundLaunchesGoOnWhileLockedSinceBoot() throws {
        let e = LockedFixtures.engine()
        try e.run(.reboot, .push("Open", silent: true), .wait(.seconds(3)))
        #expect(e.had("Open", .finishedLaunching))
        #expect(e.lastEvent("Open", .fetchCompleted)?.detail == "newData")
    }

    @Test func pendingBGTaskRequestsSurviveARestart() throws {
        let e = LockedFixtures.engine()
        try e.run(.launch("Vault"), .home, .wait(.seconds(1)), .reboot)
        #expect(e.status(of: "Vault")?.bgTaskRequests.count == 1)
        try e.run(.wait(.minutes(6)))
        #expect(e.had("Vault", .bgTaskLaunched))
        #expect(e.had("Vault", .dataReadFailed, "before-first-unlock"))
    }

    @Test func aRebootKeepsTheSettingsForceQuitMarksAndSceneSessions() throws {
        let e = LockedFixtures.engine()
        try e.run(.launch("Scened"), .home, .lowPower(true), .appRefresh("Default", false))
        try e.run(.launch("Complete"), .switcher, .swipeUp("Complete"), .home)
        try e.run(.reboot, .unlock)
        #expect(e.device.lowPower)
        #expect(e.status(of: "Default")?.refreshSwitch == false)
        #expect(e.status(of: "Complete")?.forceQuit == true)
        var trace = Trace(e)
        try e.run(.launch("Scened"))
        #expect(!trace.take("Scened").contains("Scened ConfigurationForConnecting"))
    }

    @Test func aRebootDuringACallIsRefusedWithTheReasonAndChangesNothing() throws {
        let e = LockedFixtures.engine()
        try e.run(.launch("Default"), .call)
        var trace = Trace(e)
        #expect(throws: CommandError.cannotCarryOut("a call is ringing: answer or decline it first")) { try e.apply(.reboot) }
        try e.run(.answer)
        #expect(throws: CommandError.cannotCarryOut("a call is in progress: hang up first")) { try e.apply(.reboot) }
        #expect(!trace.take().contains("DeviceRebooted"))
        #expect(e.refusal(of: .reboot) != nil)
    }

    @Test func rebootExistsOnEveryProfileButTheClassesActOnIos13AndIos26Only() throws {
        for profile in Profile.allCases {
            let e = LockedFixtures.engine(profile)
            try e.run(.launch("Held"), .reboot, .unlock, .launch("Held"), .lock)
            #expect(e.device.locked)
            #expect(e.had("Held", .protectedDataWillBecomeUnavailable) == profile.hasProtectedData, "\(profile)")
        }
        let e = LockedFixtures.engine(.ios7)
        try e.run(.reboot, .fetch("Complete"), .wait(.seconds(3)))
        #expect(!e.had("Complete", .dataReadFailed))
        #expect(e.lastEvent("Complete", .fetchCompleted)?.detail == "newData")
    }
}

/// The rule book's §11.6: 0xdead10cc and prewarming.
@Suite struct FileLockAndPrewarmTests {
    @Test func anAppSuspendedWhileHoldingItsDatabaseLockIsTerminatedWith0xdead10cc() throws {
        let e = LockedFixtures.engine()
        try e.run(.launch("Ledger"), .home, .wait(.seconds(1)))
        let end = e.lastEvent("Ledger", .terminated)
        #expect(end?.reason == "file-lock")
        #expect(end?.detail?.contains("0xdead10cc") == true)
        #expect(!e.had("Ledger", .suspended))
    }

    @Test func anAppWhoseWritesEndInsideABackgroundTaskIsSuspendedCleanly() throws {
        let e = LockedFixtures.engine()
        try e.run(.launch("LedgerFixed"), .home, .wait(.seconds(3)))
        #expect(e.state(of: "LedgerFixed") == .suspended)
        #expect(!e.had("LedgerFixed", .terminated))
    }

    @Test func fileLocksActOnIos13AndIos26Only() throws {
        let e = LockedFixtures.engine(.ios7)
        try e.run(.launch("Ledger"), .home, .wait(.seconds(1)))
        #expect(e.state(of: "Ledger") == .suspended)
    }

    @Test func prewarmingStartsTheProcessWithoutCallbacksAndTheAppStaysNotRunning() throws {
        let e = LockedFixtures.engine(.ios26)
        var trace = Trace(e)
        try e.run(.prewarm("Default"))
        #expect(trace.take() == ["Default Prewarmed"])
        #expect(e.state(of: "Default") == .notRunning)
        #expect(e.status(of: "Default")?.prewarmed == true)
        try e.run(.launch("Default"))
        #expect(trace.take("Default").first == "Default FinishedLaunching")
        #expect(e.state(of: "Default") == .active)
        #expect(e.status(of: "Default")?.prewarmed == false)
    }

    @Test func aReadBeforeMainInAPrewarmAfterARestartFailsAndLockedDataFollows() throws {
        let e = LockedFixtures.engine(.ios26)
        var trace = Trace(e)
        try e.run(.reboot, .prewarm("Keyring"))
        #expect(
            trace.take() == ["DeviceRebooted", "DeviceSlept", "Keyring Prewarmed", "Keyring DataReadFailed", "Keyring SessionCleared"])
        #expect(e.lastEvent("Keyring", .dataReadFailed)?.reason == "before-first-unlock")
        try e.run(.unlock, .launch("Keyring"))
        #expect(e.status(of: "Keyring")?.loggedOut == true)
    }

    @Test func aRestartEndsAPrewarmedProcess() throws {
        let e = LockedFixtures.engine(.ios26)
        try e.run(.prewarm("Default"), .reboot)
        #expect(e.lastEvent(nil, .deviceRebooted)?.detail == "1 process ended; locked since boot")
        #expect(e.status(of: "Default")?.prewarmed == false)
    }

    @Test func prewarmingIsRefusedBeforeIOS15AndForARunningApp() throws {
        for profile in [Profile.ios6, .ios7, .ios13] {
            let e = LockedFixtures.engine(profile)
            #expect(throws: CommandError.self) { try e.apply(.prewarm("Default")) }
            #expect(e.refusal(of: .prewarm("Default"))?.contains("iOS 15") == true)
        }
        let e = LockedFixtures.engine(.ios26)
        try e.run(.launch("Default"))
        var trace = Trace(e)
        #expect(throws: CommandError.cannotCarryOut("Default is active: the system prewarms only an app that is not running")) {
            try e.apply(.prewarm("Default"))
        }
        #expect(trace.take().isEmpty)
    }
}
