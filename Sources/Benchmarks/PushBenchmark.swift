import Lifecycle

/// The push benchmark's load (§11.5): every minute a push to every push app of the catalog
/// (a background push to each app with `remote-notification`, a VoIP push to each with
/// `voip`, a mutable alert push to each with a notification service extension), on ios13,
/// added to the everyday week (`EverydayWithLoad`). The budget's bookkeeping is constant per
/// push: the cost grows with the pushes, one for one.
func pushingUser(apps: [AppSpec], budget: Int? = nil) -> EverydayWithLoad {
    var pushes: [Command] = []
    for app in apps {
        if app.modes.contains(.remoteNotification) { pushes.append(.push(app.name, silent: true)) }
        if app.modes.contains(.voip) { pushes.append(.push(app.name, voip: true)) }
        if app.notificationService != nil { pushes.append(.push(app.name, mutable: true)) }
    }
    return EverydayWithLoad(apps: apps, setup: budget.map { [.pushBudget($0)] } ?? []) { _ in pushes }
}

/// `7 days of the catalog, a push to every push app each minute`, beside the same 7 days
/// without the pushes.
func pushBenchmarks(_ catalog: [AppSpec]) {
    let (without, pushing) = weekWithAndWithout(
        "Pushes (ios13): a push to every push app of the catalog each minute (goal: within 2x the 7 days without)", catalog,
        profile: .ios13, with: "catalog, 7 days, ios13, pushes each minute", user: pushingUser(apps: catalog))
    let week = SimDuration.hours(24 * 7)
    // The budget's bookkeeping is constant per push: the largest budget (a full ring of 60
    // wakes to look through) and three times the pushes cost the same per command.
    let fullRing = simulate(
        "catalog, 7 days, ios13, pushes each minute, push-budget 60", apps: catalog, span: week, every: .minutes(1),
        profile: .ios13, user: pushingUser(apps: catalog, budget: 60))
    let thrice = simulate(
        "catalog, 7 days, ios13, pushes every 20 s", apps: catalog, span: week, every: .seconds(20), profile: .ios13,
        user: pushingUser(apps: catalog))
    for figures in [without, pushing, fullRing, thrice] { report(figures) }
    guard [without, pushing, fullRing, thrice].allSatisfy({ $0.commands > 0 }) else { return }
    func perCommand(_ f: Figures) -> String { String(format: "%.2f us", f.cpuSeconds * 1e6 / Double(max(f.commands, 1))) }
    reportAgainstWithout("pushes each minute against without", pushing, without)
    print(
        "CPU per command: pushes each minute \(perCommand(pushing)), push-budget 60 \(perCommand(fullRing)), "
            + "every 20 s \(perCommand(thrice))")
}
