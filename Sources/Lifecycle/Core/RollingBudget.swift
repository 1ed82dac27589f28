/// The times a budget counted in a rolling window: the push budget's hour (§11.5), the widget
/// budget's 24 hours (§11.7), a Live Activity's priority-10 pushes and push-to-starts in the
/// hour (§11.8). The newest `capacity` are kept in a ring allocated once (the largest budget
/// the area allows needs no more): recording is one store and counting at most `limit` looks,
/// so a check costs the same however many came before, and allocates nothing.
struct RollingBudget {
    /// How long a counted time stays in the window.
    let window: SimDuration
    private var times: [SimDuration]
    /// Where the next time goes, and how many the ring holds.
    private var next = 0
    private var count = 0

    /// What a budget's owner holds while it records a time (`takeOut`).
    static let taken = RollingBudget(capacity: 1, window: .zero)

    init(capacity: Int, window: SimDuration) {
        self.window = window
        times = Array(repeating: .zero, count: max(1, capacity))
    }

    /// Records `time`, the clock's now: no earlier than the time recorded before.
    mutating func record(_ time: SimDuration) {
        assert(newest(1).map { $0 <= time } ?? true, "a rolling budget records times in order")
        times[next] = time
        next = (next + 1) % times.count
        count = min(count + 1, times.count)
    }

    /// The `k`-th newest time (1: the newest), if there is one.
    private func newest(_ k: Int) -> SimDuration? {
        guard k >= 1, k <= count else { return nil }
        let slot = next - k
        return times[slot >= 0 ? slot : slot + times.count]
    }

    /// The times in the window before `now`, counted up to `limit`. Times are recorded as the
    /// clock goes (never earlier than the one before), so the newest k are in the window for
    /// every k up to the count: found by halving, a few looks however full the ring.
    func used(before now: SimDuration, upTo limit: Int) -> Int {
        let after = now - window
        var inside = 0, outside = min(limit, count) + 1
        while outside - inside > 1 {
            let k = (inside + outside) / 2
            if let time = newest(k), time > after { inside = k } else { outside = k }
        }
        return inside
    }

    /// When the window next has a slot free under `budget` (now if it has one; nil: never,
    /// while the budget is 0).
    func slotFrees(budget: Int, after now: SimDuration) -> SimDuration? {
        guard budget > 0 else { return nil }
        guard let time = newest(budget), time > now - window else { return now }
        return time + window
    }
}
