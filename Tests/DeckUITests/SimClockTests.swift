import DeckCore
import DeckUI
import Lifecycle
import Testing

struct SimClockTests {
    @Test func virtualTimeIsRealTimeTimesTheSpeed() {
        var clock = SimClock(real: 10)
        #expect(clock.virtualTime(atReal: 12.5) == .ms(2500))
        clock.faster(atReal: 12.5)
        #expect(clock.speed == 2)
        #expect(clock.virtualTime(atReal: 13.5) == .ms(4500))
    }

    @Test func theSpeedStepsThroughTheLadderAndStopsAtItsEnds() {
        var clock = SimClock(real: 0)
        var seen: [Double] = [clock.speed]
        for _ in 0..<8 { clock.faster(atReal: 0); seen.append(clock.speed) }
        #expect(seen == [1, 2, 5, 10, 30, 60, 300, 300, 300])
        seen = []
        for _ in 0..<9 { clock.slower(atReal: 0); seen.append(clock.speed) }
        #expect(seen == [60, 30, 10, 5, 2, 1, 0.5, 0.25, 0.25])
    }

    @Test func belowOneTimesVirtualTimeRunsSlowerThanRealTime() {
        var clock = SimClock(real: 0)
        clock.setSpeed(0.25, atReal: 4)
        #expect(clock.virtualTime(atReal: 12) == .seconds(6))
        #expect(clock.speedText == "0.25×")
        #expect(clock.realDelayToNextSecond(atReal: 12) == 4)
        clock.setSpeed(300, atReal: 12)
        #expect(clock.speedText == "300×")
    }

    @Test func pausedTimeStandsStillAndResumesWhereItStopped() {
        var clock = SimClock(real: 0)
        clock.togglePause(atReal: 3)
        #expect(clock.virtualTime(atReal: 100) == .seconds(3))
        #expect(clock.realDelayToNextSecond(atReal: 100) == nil)
        clock.togglePause(atReal: 100)
        #expect(clock.virtualTime(atReal: 101) == .seconds(4))
    }

    @Test func theClockCatchesUpWhenTheEngineJumpsAhead() {
        var clock = SimClock(real: 0)
        clock.catchUp(to: .minutes(5), atReal: 1)
        #expect(clock.virtualTime(atReal: 2) == .seconds(301))
        clock.catchUp(to: .seconds(10), atReal: 2)
        #expect(clock.virtualTime(atReal: 2) == .seconds(301))
    }

    @Test func theNextRedrawIsWhenTheShownSecondChanges() {
        var clock = SimClock(real: 0)
        #expect(clock.realDelayToNextSecond(atReal: 0.25) == 0.75)
        for _ in 0..<6 { clock.faster(atReal: 0.25) }
        #expect(clock.speed == 300)
        let delay = clock.realDelayToNextSecond(atReal: 0.25)!
        #expect(delay > 0 && delay <= 1.0 / 300)
    }

    @Test func anySpeedUpToTheMaximumIsKeptAndTheLadderContinuesFromIt() {
        var clock = SimClock(speed: 7, real: 0)
        #expect(clock.speed == 7)
        clock.faster(atReal: 0)
        #expect(clock.speed == 10)
        clock = SimClock(speed: 7, real: 0)
        clock.slower(atReal: 0)
        #expect(clock.speed == 5)
        #expect(SimClock(speed: 0, real: 0).speed == 0.25)
        #expect(SimClock(speed: 100_000, real: 0).speed == Double(SimClock.maximumSpeed))
    }

    @Test func heldTimeStandsStillUntilReleasedAndPauseStillHoldsItAfterwards() {
        var clock = SimClock(real: 0)
        clock.hold(true, atReal: 2)
        #expect(clock.virtualTime(atReal: 50) == .seconds(2))
        #expect(clock.realDelayToNextSecond(atReal: 50) == nil)
        clock.hold(true, atReal: 60)
        clock.hold(false, atReal: 60)
        #expect(clock.virtualTime(atReal: 61) == .seconds(3))
        clock.togglePause(atReal: 61)
        clock.hold(true, atReal: 62)
        clock.hold(false, atReal: 70)
        #expect(clock.virtualTime(atReal: 80) == .seconds(3))
    }
}
