import Lifecycle
import Testing

/// The rule book's §11.5: the notification service extension, a process of its own.
@Suite struct ServiceExtensionTests {
    static func engine(work: SimDuration = .seconds(2), memory: Int64 = 8_000_000) -> Engine {
        Fixtures.engine(.ios13, apps: Fixtures.catalog + [PushFixtures.cipher(work: work, memory: memory)])
    }

    @Test func aMutableAlertPushRunsTheServiceExtensionAndShowsTheModifiedContent() throws {
        let e = Self.engine()
        var trace = Trace(e)
        try e.run(.push("Cipher", mutable: true), .wait(.seconds(5)))
        #expect(trace.take() == ["Cipher ServiceExtensionDidReceive", "Cipher NotificationShown"])
        #expect(e.lastEvent("Cipher", .notificationShown)?.reason == "modified")
    }

    @Test func anExtensionThatTakesLongerThanThirtySecondsShowsTheOriginal() throws {
        let e = Self.engine(work: .seconds(45))
        try e.run(.push("Cipher", mutable: true), .wait(.seconds(29)))
        #expect(e.lastEvent("Cipher", .notificationShown) == nil)
        var trace = Trace(e)
        try e.run(.wait(.seconds(20)))
        #expect(trace.take() == ["Cipher ServiceExtensionTimeWillExpire", "Cipher NotificationShown"])
        #expect(e.lastEvent("Cipher", .notificationShown)?.reason == "original")
        #expect(e.lastEvent("Cipher", .terminated) == nil)
    }

    @Test func anExtensionOverTwentyFourMegabytesIsKilledAndTheOriginalShown() throws {
        let e = Self.engine(memory: 40_000_000)
        var trace = Trace(e)
        try e.run(.push("Cipher", mutable: true), .wait(.seconds(5)))
        #expect(trace.take() == ["Cipher ServiceExtensionDidReceive", "Cipher ServiceExtensionTerminated", "Cipher NotificationShown"])
        #expect(e.lastEvent("Cipher", .serviceExtensionTerminated)?.reason == "memory-limit")
        #expect(e.lastEvent("Cipher", .notificationShown)?.reason == "original")
    }

    @Test func theExtensionRunsForAForceQuitAppAndLeavesItsStateAsItWas() throws {
        let e = Self.engine()
        try e.run(.launch("Cipher"), .switcher, .swipeUp("Cipher"), .home)
        try e.run(.push("Cipher", mutable: true), .wait(.seconds(5)))
        #expect(e.lastEvent("Cipher", .notificationShown)?.reason == "modified")
        #expect(e.state(of: "Cipher") == .notRunning)
        #expect(e.log.events.filter { $0.app == "Cipher" && $0.name.kind == .background }.allSatisfy { $0.state == .notRunning })
    }

    @Test func anAlertPushWithoutMutableShowsTheOriginal() throws {
        let e = Self.engine()
        var trace = Trace(e)
        try e.run(.push("Cipher"), .wait(.seconds(5)))
        #expect(trace.take() == ["Cipher NotificationShown"])
        #expect(e.lastEvent("Cipher", .notificationShown)?.reason == "original")
    }
}
