import Testing

@testable import Lifecycle

/// A driver that must keep answering its user (the dashboard, a frame's work at a time) gets
/// the engine back within a moment that has more to do than a frame's work: the engine looks
/// at `enough` every `passesBetweenLooks` passes of a settle, not only between steps, and the
/// moment goes on where it stopped at the next call. (A settle that never ended at one moment
/// once left the dashboard deaf to keys and SIGTERM.)
@Suite struct MomentYieldTests {
    static let lapsed = ScheduledAction.widget(app: 0, epoch: -1, .slotFrees)

    func engineWithABusyMoment(_ count: Int) -> Engine {
        let engine = Engine(apps: [Fixtures.journal], profile: .ios26, seed: 0)
        for _ in 0..<count { engine.scheduler.schedule(Self.lapsed, at: .seconds(1)) }
        return engine
    }

    /// An engine whose driver said `enough` at its second look: the first is the step's (false:
    /// the clock moves to the busy moment); the second comes within that moment's settle.
    func engineStoppedWithinItsBusyMoment() -> (engine: Engine, looks: Int) {
        let engine = engineWithABusyMoment(3 * Engine.passesBetweenLooks)
        var looks = 0
        engine.advance(
            to: .seconds(2),
            enough: {
                looks += 1
                return looks >= 2
            })
        return (engine, looks)
    }

    @Test func aMomentWithMoreThanAFramesWorkStopsWithinItAndGoesOnAtTheNextCall() {
        let (engine, looks) = engineStoppedWithinItsBusyMoment()
        #expect(looks == 2)
        #expect(engine.now == .seconds(1), "stopped within the moment")
        #expect(engine.scheduler.nextTime == .seconds(1), "what is left of the moment is still due")
        engine.advance(to: .seconds(2))
        #expect(engine.now == .seconds(2))
        #expect(engine.scheduler.nextTime == nil, "the moment went on where it stopped")
    }

    @Test func aCommandAfterAMomentLeftUnfinishedFinishesTheMoment() throws {
        let engine = engineStoppedWithinItsBusyMoment().engine
        #expect(engine.scheduler.nextTime == .seconds(1), "the moment is unfinished")
        try engine.apply(.launch("Journal"))
        #expect(engine.scheduler.nextTime != .seconds(1), "the command finished the moment")
        #expect(engine.now == .seconds(1))
        #expect(engine.state(of: "Journal") == .active)
    }

    @Test func withoutADriverAMomentSettlesWhole() {
        let engine = engineWithABusyMoment(3 * Engine.passesBetweenLooks)
        engine.advance(to: .seconds(1))
        #expect(engine.now == .seconds(1))
        #expect(engine.scheduler.nextTime == nil)
    }
}
