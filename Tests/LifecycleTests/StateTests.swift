import Lifecycle
import Testing

/// The rule book's §1: the five states.
@Suite struct StateTests {
    @Test func everyAppStartsNotRunning() {
        let e = Fixtures.engine()
        #expect(e.appStatuses.allSatisfy { $0.state == .notRunning })
    }

    @Test func anIdleAppInTheBackgroundIsKeptSuspendedInMemoryRatherThanTerminated() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"), .home, .wait(.hours(24)))
        #expect(e.state(of: "Notes") == .suspended)
        #expect(e.device.memoryUsedMB == 40)
    }

    @Test func aSuspendedAppReturnsWithAWarmStart() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"), .home, .wait(.minutes(1)))
        var trace = Trace(e)
        try e.run(.launch("Notes"))
        #expect(!trace.take().contains("Notes FinishedLaunching"))
    }

    @Test func theSystemMovesAnAppToSuspendedWithoutTellingItAndBackToBackgroundForWork() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Mail"), .home, .wait(.minutes(1)))
        #expect(e.state(of: "Mail") == .suspended)
        let suspended = try #require(e.lastEvent("Mail", .suspended))
        #expect(!EventName.allCases.filter { $0.kind == .lifecycle }.contains(suspended.name))
        try e.run(.fetch("Mail"))
        #expect(e.state(of: "Mail") == .background)
    }
}
