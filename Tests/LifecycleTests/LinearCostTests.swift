import Testing

@testable import Lifecycle

/// Issue 25 item 7: `appdeck run` of commands without waits grew faster than its lines
/// (10 000 lines 0.25 s, 80 000 lines 7.5 s): each line's step looked at every task still
/// open, and launch and home with no time passing leave one more open each time. Counted in
/// work, not timed: the tasks the steps look at grow no faster than the lines.
@Suite struct LinearCostTests {
    /// The tasks looked at by `lines` lines of launch and home (a task opens at each home, and
    /// none ends: no time passes).
    func tasksLookedAt(lines: Int) throws -> Int {
        let e = Fixtures.engine()
        for k in 0..<lines / 2 {
            try e.apply(.launch(k % 2 == 0 ? "Mail" : "Photos"))
            try e.apply(.home)
        }
        #expect(e.status(of: "Mail")?.tasks.count == lines / 4, "the tasks stay open: no time passed")
        return e.tasksLookedAt
    }

    @Test func aScriptWithoutWaitsCostsTheSamePerLineHoweverManyTasksAreOpen() throws {
        let small = try tasksLookedAt(lines: 2000)
        let large = try tasksLookedAt(lines: 8000)
        #expect(large <= 4 * small + 100, "4× the lines: \(small) then \(large) tasks looked at")
    }

    @Test func theStepsStillEndATaskWhoseWorkIsDone() throws {
        let e = Fixtures.engine()
        try e.apply(.launch("Mail"))
        try e.apply(.home)
        try e.apply(.launch("Mail"))
        try e.apply(.home)
        e.advance(by: .seconds(20))
        #expect(e.status(of: "Mail")?.tasks.isEmpty == true)
        #expect(e.state(of: "Mail") == .suspended)
    }
}
