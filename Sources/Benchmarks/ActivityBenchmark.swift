import Lifecycle

/// The Live Activity benchmark's load (§11.8): an activity on each catalog app that declares
/// one, started in front (again each 8 hours, once one has ended), and a priority-10
/// ActivityKit push to it each minute for 7 days on ios26, added to the everyday week
/// (`EverydayWithLoad`). The budget's bookkeeping is constant per push and an activity's
/// deadlines are one scheduled check each, so this stays within 2× the 7 days without.
func activityPushingUser(apps: [AppSpec]) -> EverydayWithLoad {
    let names = apps.filter { $0.liveActivity != nil }.map(\.name)
    let pushes = names.map { Command.activityPush($0, ActivityPush()) }
    let starts = names.flatMap { [Command.launch($0), .activity($0, .start), .home] }
    return EverydayWithLoad(apps: apps) { minute in minute % (8 * 60) == 0 ? starts + pushes : pushes }
}

/// `7 days of the catalog, a priority-10 push to each Live Activity each minute`, beside the
/// same 7 days without.
func activityBenchmarks(_ catalog: [AppSpec]) {
    let (without, pushing) = weekWithAndWithout(
        "Live Activities (ios26): a priority-10 push to each activity of the catalog each minute (goal: within 2x the 7 days without)",
        catalog, profile: .ios26, with: "catalog, 7 days, ios26, activity pushes each minute",
        user: activityPushingUser(apps: catalog))
    for figures in [without, pushing] { report(figures) }
    reportAgainstWithout("activity pushes each minute against without", pushing, without)
}
