import Lifecycle

/// The push benchmark (§11.5): every minute a push to every push app of the catalog (a
/// background push to each app with `remote-notification`, a VoIP push to each with `voip`,
/// a mutable alert push to each with a notification service extension), on ios13, with the
/// everyday user of `ScriptedUser` between them every 3 minutes. The budget's bookkeeping is
/// constant per push, so this stays within 2× the 7 days without pushes.
struct PushingUser: SimulatedUser {
    let pushes: [Command]
    var everyday: ScriptedUser
    var step = 0
    /// Commands before the first push (`push-budget N`).
    var setup: [Command]

    init(apps: [AppSpec], budget: Int? = nil) {
        setup = budget.map { [.pushBudget($0)] } ?? []
        var pushes: [Command] = []
        for app in apps {
            if app.modes.contains(.remoteNotification) { pushes.append(.push(app.name, silent: true)) }
            if app.modes.contains(.voip) { pushes.append(.push(app.name, voip: true)) }
            if app.notificationService != nil { pushes.append(.push(app.name, mutable: true)) }
        }
        self.pushes = pushes
        everyday = ScriptedUser(apps: apps.map(\.name))
    }

    /// Each minute: the pushes, one after another at the same moment, then, every third
    /// minute, the everyday user's next action.
    mutating func next() -> Command {
        if !setup.isEmpty { return setup.removeFirst() }
        defer { step += 1 }
        let round = pushes.count + 1
        let k = step % round
        if k < pushes.count { return pushes[k] }
        return (step / round) % 3 == 0 ? everyday.next() : .home
    }

    mutating func pause(after command: Command, _ engine: Engine, every: SimDuration) -> SimDuration {
        if engine.device.locked { try? engine.apply(.unlock) }
        return step % (pushes.count + 1) == 0 ? every : .zero
    }
}

/// `7 days of the catalog, a push to every push app each minute`, beside the same 7 days
/// without the pushes.
func pushBenchmarks(_ catalog: [AppSpec]) {
    let (without, pushing) = weekWithAndWithout(
        "Pushes (ios13): a push to every push app of the catalog each minute (goal: within 2x the 7 days without)", catalog,
        profile: .ios13, with: "catalog, 7 days, ios13, pushes each minute", user: PushingUser(apps: catalog))
    let week = SimDuration.hours(24 * 7)
    // The budget's bookkeeping is constant per push: the largest budget (a full ring of 60
    // wakes to look through) and three times the pushes cost the same per command.
    let fullRing = simulate(
        "catalog, 7 days, ios13, pushes each minute, push-budget 60", apps: catalog, span: week, every: .minutes(1),
        profile: .ios13, user: PushingUser(apps: catalog, budget: 60))
    let thrice = simulate(
        "catalog, 7 days, ios13, pushes every 20 s", apps: catalog, span: week, every: .seconds(20), profile: .ios13,
        user: PushingUser(apps: catalog))
    for figures in [without, pushing, fullRing, thrice] { report(figures) }
    guard [without, pushing, fullRing, thrice].allSatisfy({ $0.commands > 0 }) else { return }
    func perCommand(_ f: Figures) -> String { String(format: "%.2f us", f.cpuSeconds * 1e6 / Double(max(f.commands, 1))) }
    reportAgainstWithout("pushes each minute against without", pushing, without)
    print(
        "CPU per command: pushes each minute \(perCommand(pushing)), push-budget 60 \(perCommand(fullRing)), "
            + "every 20 s \(perCommand(thrice))")
}
