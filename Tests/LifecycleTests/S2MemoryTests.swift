import Lifecycle
import Testing

/// LIFECYCLE.md §2, "system needs memory": suspended apps go first, silently; only then do
/// running apps hear of it.
@Suite struct MemoryTests {
    @Test func memoryPressurePurgesSuspendedAppsSilentlyLeastRecentlyUsedFirst() throws {
        let e = Fixtures.engine(memoryMB: 600)
        try e.run(.launch("Notes"), .launch("Maps"), .launch("Photos"), .home, .wait(.minutes(5)))
        // Notes (used first) and Photos are suspended; Maps navigates in the background.
        #expect(e.state(of: "Notes") == .suspended)
        #expect(e.state(of: "Photos") == .suspended)
        var trace = Trace(e)
        try e.run(.memoryPressure)
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
        try e.run(.memoryPressure)
        // 290 MB in use, 280 MB needed free: purging Notes (40 MB) leaves 310 MB free. Enough.
        #expect(trace.take() == ["MemoryPressure", "Notes Terminated"])
        try e.run(.launch("Photos"), .home, .launch("Music"), .home)
        // Photos runs its upload task, Music plays, Maps navigates: nothing is suspended.
        try e.run(.memoryPressure)
        #expect(trace.take().filter { $0.hasSuffix("Terminated") }.isEmpty)
        let warned = e.log.events.suffix(3)
        #expect(warned.allSatisfy { $0.name == .receiveMemoryWarning })
        #expect(warned.map(\.app) == ["Maps", "Photos", "Music"])
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
}
