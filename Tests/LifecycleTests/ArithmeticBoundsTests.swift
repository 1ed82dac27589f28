import Lifecycle
import Testing

/// Issue 13: time and size arithmetic cannot overflow.
@Suite struct ArithmeticBoundsTests {
    @Test func arithmeticOnTimesSaturatesInsteadOfOverflowing() {
        let top = SimDuration(milliseconds: .max), bottom = SimDuration(milliseconds: .min)
        #expect(top + .seconds(1) == top)
        #expect(bottom - .seconds(1) == bottom)
        #expect(SimDuration.maximum * Int64.max == top)
        #expect(SimDuration.hours(.max) == top)
        #expect(SimDuration.seconds(.min) == bottom)
        #expect(bottom.description == "-2562047788015h12m55s808ms")
        #expect(top.timestamp.hasSuffix(".807"))
    }

    @Test func waitingTheLongestDurationAgainAndAgainNeverOverflowsTheClock() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Podcasts"), .home, .launch("Music"), .lock)
        for _ in 0..<5 { try e.run(.wait(.maximum)) }
        #expect(e.now == .maximum * 5)
        e.advance(by: SimDuration(milliseconds: .max))
        e.advance(by: SimDuration(milliseconds: .max))
        #expect(e.now == SimDuration(milliseconds: .max))
        #expect(e.lastEvent("Podcasts", .transferCompleted) != nil)
    }

    @Test func aTransferOfTheLargestSizeMovesWithoutOverflow() throws {
        let huge = AppSpec(name: "Huge", transfers: [TransferSpec(name: "everything", bytes: .max)])
        let e = Fixtures.engine(apps: [huge])
        try e.run(.launch("Huge"), .home, .wait(.maximum))
        let transfer = try #require(e.status(of: "Huge")?.transfers.first)
        #expect(transfer.bytesDone == SimDuration.maximum.milliseconds * 1000)
        e.advance(by: SimDuration(milliseconds: .max))
        #expect(e.lastEvent("Huge", .transferCompleted) != nil)
    }

    @Test func memoryPressureOfTheLargestSizeFreesWhatTheRulesAllow() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"), .home, .wait(.seconds(1)), .memoryPressure(free: .max))
        #expect(e.state(of: "Notes") == .notRunning)
        #expect(e.log.events.first { $0.name == .memoryPressure }?.detail == "wants 9223372036855 MB free: freed 40 MB, 1024 MB free")
    }
}
