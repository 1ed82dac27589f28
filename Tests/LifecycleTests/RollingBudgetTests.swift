import Testing

@testable import Lifecycle

/// The one rolling-window budget of the push budget (§11.5), the widget budget (§11.7) and a
/// Live Activity's budgets (§11.8): a time counts while it is inside the window, and a slot
/// frees one window after the budget-th newest time.
struct RollingBudgetTests {
    /// Times at 0, 10, 20 and 30 minutes in a one-hour window.
    func fourInAnHour() -> RollingBudget {
        var budget = RollingBudget(capacity: 4, window: .hours(1))
        for minute in [0, 10, 20, 30] { budget.record(.minutes(Int64(minute))) }
        return budget
    }

    @Test func aTimeCountsWhileItIsInsideTheRollingWindow() {
        let budget = fourInAnHour()
        #expect(budget.used(before: .minutes(40), upTo: 10) == 4)
        // At 1h the time of 0m has left the window (a time counts while it is later than now - window).
        #expect(budget.used(before: .hours(1), upTo: 10) == 3)
        #expect(budget.used(before: .minutes(95), upTo: 10) == 0)
        // Counting stops at the limit: at most `limit` looks.
        #expect(budget.used(before: .minutes(40), upTo: 2) == 2)
    }

    @Test func aSlotFreesOneWindowAfterTheBudgetthNewestTime() {
        let budget = fourInAnHour()
        #expect(budget.slotFrees(budget: 4, after: .minutes(40)) == .minutes(60))
        #expect(budget.slotFrees(budget: 2, after: .minutes(40)) == .minutes(80))
        #expect(budget.slotFrees(budget: 5, after: .minutes(40)) == .minutes(40), "a budget not spent has a slot now")
        #expect(budget.slotFrees(budget: 0, after: .minutes(40)) == nil, "a budget of 0 never frees one")
    }

    @Test func theRingKeepsTheNewestTimesOnly() {
        var budget = RollingBudget(capacity: 2, window: .hours(1))
        for minute in [0, 10, 20] { budget.record(.minutes(Int64(minute))) }
        #expect(budget.used(before: .minutes(30), upTo: 10) == 2)
        #expect(budget.slotFrees(budget: 2, after: .minutes(30)) == .minutes(70))
    }

    @Test func aFullRingCountsAsALookAtEveryTimeWould() {
        // 600 times, some at the same moment, in a ring of 600: the count found by halving is
        // the direct count of the times in the window, at every moment and every limit.
        var budget = RollingBudget(capacity: 600, window: .hours(1))
        var times: [SimDuration] = []
        for k in 0..<900 {
            let time = SimDuration.seconds(Int64(k / 2 * 9))
            budget.record(time)
            times.append(time)
        }
        let kept = times.suffix(600)
        for now in stride(from: Int64(3000), through: 8000, by: 97).map(SimDuration.seconds) {
            let direct = kept.filter { $0 > now - .hours(1) }.count
            for limit in [0, 1, 7, 60, 600, 1000] {
                #expect(budget.used(before: now, upTo: limit) == min(direct, limit), "at \(now), up to \(limit)")
            }
        }
    }
}
