import Lifecycle
import Testing

/// The rule book's §2.2, Memory: suspended apps go first, silently; only then do
/// running apps hear of it.
@Suite struct MemoryTests {
    @Test func memoryPressurePurgesSuspendedAppsSilentlyLeastRecentlyUsedFirst() throws {
        let e = Fixtures.engine(memoryMB: 600)
        try e.run(.launch("Notes"), .launch("Maps"), .launch("Photos"), .home, .wait(.minutes(5)))
        // Notes (used first) and Photos are suspended; Maps navigates in the background.
        #expect(e.state(of: "Notes") == .suspended)
        #expect(e.state(of: "Photos") == .suspended)
        var trace = Trace(e)
        try e.run(.memoryPressure(free: 300_000_000))
        let events = trace.events()
        #expect(events.map(\.name) == [.memoryPressure, .terminated, .terminated])
        #expect(events.dropFirst().map { $0.app } == ["Notes", "Photos"])
        #expect(events.dropFirst().allSatisfy { $0.reason == "memory" })
        #expect(!events.contains { $0.name == .willTerminate })
        #expect(e.state(of: "Maps") == .background)
    }

    @Test func runningAppsGetReceiveMemoryWarningOnlyWhenPurgingSuspendedAppsIsNotEnough() throws {
        let e = Fixtures.engine(memoryMB: 560)
        try e.run(.launch("Maps"), .home, .launch("Notes"), .home, .wait(.seconds(1)))
        var trace = Trace(e)
        try e.run(.memoryPressure(free: 280_000_000))
        // 290 MB in use, 280 MB wanted free: purging Notes (40 MB) leaves 310 MB free. Enough.
        #expect(trace.take() == ["MemoryPressure", "Notes Terminated"])
        try e.run(.launch("Photos"), .home, .launch("Music"), .home)
        // Photos runs its upload task, Music plays, Maps navigates: nothing is suspended.
        _ = trace.take()
        try e.run(.memoryPressure(free: 20_000_000))
        #expect(
            trace.take() == [
                "MemoryPressure", "Maps ReceiveMemoryWarning", "Photos ReceiveMemoryWarning",
                "Music ReceiveMemoryWarning", "Maps WillTerminate", "Maps Terminated",
            ])
    }

    @Test func launchingAnAppForcesPurgesWhenMemoryIsShort() throws {
        let e = Fixtures.engine(memoryMB: 300)
        try e.run(.launch("Notes"), .home, .launch("Chat"), .home, .wait(.seconds(1)))
        var trace = Trace(e)
        try e.run(.launch("Maps"))
        // 250 MB needed, 200 free: Notes (used least recently) goes first, then Chat.
        #expect(trace.take() == ["Notes Terminated", "Chat Terminated", "Maps FinishedLaunching", "Maps OnActivated"])
        #expect(e.device.memoryUsedMB == 250)
    }

    @Test func memoryWarningGoesToEveryAppThatRunsCode() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"), .home, .wait(.seconds(1)), .launch("Music"), .home, .launch("Mail"))
        var trace = Trace(e)
        try e.run(.memoryWarning)
        #expect(trace.take() == ["Mail ReceiveMemoryWarning", "Music ReceiveMemoryWarning"])
    }

    /// Four running background apps and a 500 MB app: the least recently used running app
    /// is ended for memory.
    static func fillMemoryWithRunningApps(_ profile: Profile) throws -> Engine {
        let big = AppSpec(name: "Big", memoryMB: 500)
        let e = Fixtures.engine(profile, apps: Fixtures.catalog + [big])
        for app in ["Maps", "Photos", "Music", "Leaky"] {
            try e.run(.launch(app), .wait(.seconds(1)), .home)
        }
        try e.run(.launch("Big"))
        return e
    }

    @Test(arguments: [Profile.ios6, .ios7])
    func aRunningAppEndedForMemoryGetsWillTerminateFirst(profile: Profile) throws {
        let e = try Self.fillMemoryWithRunningApps(profile)
        let maps = e.log.events.filter { $0.app == "Maps" }.suffix(3).map(\.name)
        #expect(maps == [.receiveMemoryWarning, .willTerminate, .terminated])
        #expect(e.lastEvent("Maps", .terminated)?.reason == "memory")
        #expect(e.lastEvent("Maps", .terminated)?.detail == "ended in the background to free memory")
        #expect(e.state(of: "Photos") == .background)
    }

    @Test func onIOS13AMemoryKillIsAJetsamKillWithoutWillTerminate() throws {
        let e = try Self.fillMemoryWithRunningApps(.ios13)
        let maps = e.log.events.filter { $0.app == "Maps" }.suffix(2).map(\.name)
        #expect(maps == [.receiveMemoryWarning, .terminated])
        #expect(!e.log.events.contains { $0.app == "Maps" && $0.name == .willTerminate })
        #expect(e.lastEvent("Maps", .terminated)?.reason == "memory")
    }

    @Test func memoryPressurePurgesEverySuspendedAppAndWarnsTheRunningOnes() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"), .launch("Chat"), .launch("Music"), .home, .wait(.seconds(1)))
        #expect(e.state(of: "Notes") == .suspended)
        #expect(e.state(of: "Chat") == .suspended)
        var trace = Trace(e)
        try e.run(.memoryPressure(free: nil))
        #expect(trace.take() == ["MemoryPressure", "Notes Terminated", "Chat Terminated", "Music ReceiveMemoryWarning"])
        let pressure = try #require(e.log.events.first { $0.name == .memoryPressure })
        #expect(pressure.detail == "every suspended app purged: freed 100 MB")
        #expect(e.state(of: "Music") == .background)
    }

    @Test func memoryPressureOfASizePurgesSuspendedAppsUntilThatMuchIsFree() throws {
        let e = Fixtures.engine(memoryMB: 600)
        try e.run(.launch("Notes"), .launch("Chat"), .launch("Mail"), .home, .wait(.minutes(1)))
        // 190 MB in use, 410 MB free: 450 MB needs Notes (40 MB) purged, not Chat.
        var trace = Trace(e)
        try e.run(.memoryPressure(free: 450_000_000))
        #expect(trace.take() == ["MemoryPressure", "Notes Terminated"])
        #expect(e.log.events.first { $0.name == .memoryPressure }?.detail == "wants 450 MB free: freed 40 MB, 450 MB free")
    }

    @Test func memoryPressureOfASizeEndsRunningBackgroundAppsWhenPurgingIsNotEnough() throws {
        let e = Fixtures.engine(memoryMB: 1024)
        try e.run(.launch("Notes"), .home, .wait(.seconds(1)))
        try e.run(.launch("Maps"), .home, .launch("Music"), .home, .launch("Mail"))
        // 460 MB in use: Notes (40 MB) is suspended; Maps and Music run; Mail is in front.
        var trace = Trace(e)
        try e.run(.memoryPressure(free: 850_000_000))
        #expect(
            trace.take() == [
                "MemoryPressure", "Notes Terminated",
                "Maps ReceiveMemoryWarning", "Music ReceiveMemoryWarning", "Mail ReceiveMemoryWarning",
                "Maps WillTerminate", "Maps Terminated",
            ])
        #expect(e.lastEvent("Maps", .terminated)?.reason == "memory")
        #expect(e.state(of: "Music") == .background)
        #expect(e.state(of: "Mail") == .active)
    }

    @Test func memoryPressureSaysWhenEvenEndingEveryBackgroundAppIsNotEnough() throws {
        let e = Fixtures.engine(memoryMB: 300)
        try e.run(.launch("Music"), .home, .launch("Notes"))
        try e.run(.memoryPressure(free: 1_000_000_000))
        #expect(
            e.log.events.first { $0.name == .memoryPressure }?.detail
                == "wants 1000 MB free: freed 80 MB, 260 MB free")
        #expect(e.state(of: "Notes") == .active)
    }
}
