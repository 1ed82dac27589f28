import Lifecycle
import Testing

/// The rule book's §11.2: the system runs one task of an identifier at a time. A request
/// submitted while a task of its identifier runs (a handler that resubmits, with no earliest
/// begin date) waits for that task to end. Before, a processing task that resubmitted from
/// its handler launched again in the same moment, and again, without end: SwissCovid's
/// imported manifest hung `wait 3h` and the dashboard with it.
@Suite struct BGTaskOneRunPerIdentifierTests {
    private func engine(duration: SimDuration) -> Engine {
        let task = BG.task(BG.processing) {
            $0.resubmit = true
            $0.requiresPower = false
            $0.requiresNetwork = false
            $0.duration = duration
        }
        return BG.engine(apps: [BG.app("Backup", modes: [.processing], tasks: [task])])
    }

    @Test func aRequestSubmittedWhileATaskOfItsIdentifierRunsWaitsForThatTaskToEnd() throws {
        let e = engine(duration: .minutes(2))
        try e.run(.launch("Backup"), .home, .lock, .wait(.minutes(20)))
        let launches = e.events("Backup", .bgTaskLaunched).map(\.time)
        let ends = e.events("Backup", .bgTaskCompleted).map(\.time)
        #expect(launches.first == .minutes(5), "5 minutes into the lock")
        #expect(launches.count == 8, "back to back, 2 minutes each: at 5, 7, … 19 minutes")
        for (k, launch) in launches.enumerated().dropFirst() {
            #expect(launch == ends[k - 1], "launch \(k + 1) waits for the task before it to end")
        }
        #expect(e.events("Backup", .bgTaskSubmitted).count == launches.count + 1)
    }

    @Test func whileItsTaskRunsTheResubmittedRequestIsQueuedBehindIt() throws {
        let e = engine(duration: .minutes(2))
        try e.run(.launch("Backup"), .home, .lock, .wait(.minutes(6)))
        let requests = try #require(e.status(of: "Backup")).bgTaskRequests
        #expect(requests.count == 2)
        #expect(requests.contains { if case .running = $0.status { true } else { false } })
        let waiting = try #require(requests.first { $0.status == .queued })
        #expect(waiting.explanation.contains("waits for its running task to end"), "\(waiting.explanation)")
    }
}
