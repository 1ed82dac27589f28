import Testing

@testable import Lifecycle

/// An activity's deadlines are one scheduled check (§11.8), never later than the next of
/// them: a push that moves the stale date on leaves the check where it was, and the check
/// that finds nothing due yet looks again at the deadline.
@Suite struct ActivityCheckTests {
    @Test func anActivityKeepsOneCheckInTheSchedulerHoweverManyPushesReachIt() throws {
        let e = try LiveActivityFixtures.started(), quiet = try LiveActivityFixtures.started()
        var shown = 0
        for _ in 0..<300 {
            try e.run(LiveActivityFixtures.push())
            if e.log.events.last?.name == .activityUpdated { shown += 1 }
            e.advance(by: .minutes(1))
            quiet.advance(by: .minutes(1))
        }
        #expect(
            e.scheduler.count <= quiet.scheduler.count + 1,
            "the scheduler holds \(e.scheduler.count) after the pushes, \(quiet.scheduler.count) without them")
        #expect(shown == 300, "a push a minute stays within the 60 of More Frequent Updates")
    }

    @Test func theActivitysCheckIsNeverLaterThanItsNextDeadline() throws {
        let e = try LiveActivityFixtures.started()
        let scores = try e.app("Scores")
        for k in 0..<120 {
            // Stale dates that come earlier and go away by turns.
            try e.run(LiveActivityFixtures.push(stale: k % 3 == 2 ? nil : .minutes(Int64(1 + (k * 7) % 13))))
            let check = try #require(e.apps[scores].activities.checkAt)
            let deadline = try #require(e.nextActivityDeadline(scores))
            #expect(check <= deadline, "at \(e.now)")
            e.advance(by: .seconds(Int64(20 + (k * 11) % 90)))
        }
    }

    @Test func theActivityGoesStaleOnTimeAfterPushesThatLeftItsCheckInPlace() throws {
        let e = try LiveActivityFixtures.started()
        for _ in 0..<25 {
            try e.run(LiveActivityFixtures.push(stale: .minutes(10)))
            e.advance(by: .minutes(1))
        }
        e.advance(by: .hours(1))
        // The last push, at 24m, set the stale date 10 minutes on.
        #expect(e.lastEvent("Scores", .activityStale)?.time == .minutes(34))
        e.advance(by: .hours(8))
        #expect(e.lastEvent("Scores", .activityEnded).map { [$0.reason, "\($0.time)"] } == ["max-duration", "\(SimDuration.hours(8))"])
    }
}
