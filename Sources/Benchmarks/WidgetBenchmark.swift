import Lifecycle

/// The widget benchmark (§11.7): every app of the catalog with a widget (a timeline of 4
/// entries 15 minutes apart, reloaded at its end, and a reload asked at each return to the
/// front and after each silent push), all placed on the Home Screen at the start, for 7 days
/// on ios26 with the everyday user of `ScriptedUser`; beside the same week without widgets, in
/// the same run. Goal: within 1.5× the CPU of the week without.
struct WidgetUser: SimulatedUser {
    var setup: [Command]
    var everyday: ScriptedUser

    init(apps: [AppSpec]) {
        setup = apps.filter { $0.widget != nil }.map { .widget($0.name, .add) }
        everyday = ScriptedUser(apps: apps.map(\.name))
    }

    mutating func next() -> Command { setup.isEmpty ? everyday.next() : setup.removeFirst() }

    mutating func pause(after command: Command, _ engine: Engine, every: SimDuration) -> SimDuration {
        if case .widget = command { return .zero }
        return everyday.pause(after: command, engine, every: every)
    }
}

/// `7 days of the catalog on ios26, a widget on every app`, beside the same 7 days without widgets.
func widgetBenchmarks(_ catalog: [AppSpec]) {
    print("")
    print("Widgets (ios26): a widget on every app of the catalog for 7 days (goal: within 1.5x the CPU of the week without)")
    let week = SimDuration.hours(24 * 7)
    let bare = catalog.map { app -> AppSpec in
        var app = app
        app.widget = nil
        return app
    }
    let widgets = catalog.map { app -> AppSpec in
        var app = app
        app.widget = WidgetSpec(entries: 4, reloadFrom: [.foreground, .push])
        return app
    }
    let without = simulate(
        "catalog (\(catalog.count) apps), 7 days, ios26, no widgets", apps: bare, span: week, every: .minutes(3), profile: .ios26,
        user: WidgetUser(apps: bare))
    let with = simulate(
        "catalog, 7 days, ios26, a widget on every app", apps: widgets, span: week, every: .minutes(3), profile: .ios26,
        user: WidgetUser(apps: widgets))
    for figures in [without, with] { report(figures) }
    reportAgainstWithout("a widget on every app against none", with, without, format: "%.2fx", commands: false)
}
