import Lifecycle

/// The Live Activity benchmark (§11.8): an activity on each catalog app that declares one,
/// started in front (again each time one has ended), and a priority-10 ActivityKit push to it
/// each minute for 7 days on ios26, with the everyday user of `ScriptedUser` between them
/// every 3 minutes. The budget's bookkeeping is constant per push and an activity's deadlines
/// are one scheduled check each, so this stays within 2× the 7 days without.
struct ActivityPushingUser: SimulatedUser {
    let names: [String]
    var everyday: ScriptedUser
    var step = 0
    var queue: [Command] = []

    init(apps: [AppSpec]) {
        names = apps.filter { $0.liveActivity != nil }.map(\.name)
        everyday = ScriptedUser(apps: apps.map(\.name))
    }

    /// Each minute a push to every activity; each 8 hours (and at the start) every app opened
    /// and its activity started; every third minute the everyday user's next action.
    mutating func next() -> Command {
        if queue.isEmpty {
            defer { step += 1 }
            if step % (8 * 60) == 0 { queue = names.flatMap { [.launch($0), .activity($0, .start), .home] } }
            queue += names.map { .activityPush($0, ActivityPush()) }
            queue.append(step % 3 == 0 ? everyday.next() : .home)
        }
        return queue.removeFirst()
    }

    mutating func pause(after command: Command, _ engine: Engine, every: SimDuration) -> SimDuration {
        if engine.device.locked { try? engine.apply(.unlock) }
        return queue.isEmpty ? every : .zero
    }
}

/// `7 days of the catalog, a priority-10 push to each Live Activity each minute`, beside the
/// same 7 days without.
func activityBenchmarks(_ catalog: [AppSpec]) {
    let (without, pushing) = weekWithAndWithout(
        "Live Activities (ios26): a priority-10 push to each activity of the catalog each minute (goal: within 2x the 7 days without)",
        catalog, profile: .ios26, with: "catalog, 7 days, ios26, activity pushes each minute",
        user: ActivityPushingUser(apps: catalog))
    for figures in [without, pushing] { report(figures) }
    reportAgainstWithout("activity pushes each minute against without", pushing, without)
}
