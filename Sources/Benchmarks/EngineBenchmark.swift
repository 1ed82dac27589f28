import Catalog
import Dispatch
import Lifecycle
import Support
import SupportIO

/// Engine benchmarks: a scripted user acts every few virtual minutes; the engine runs as
/// fast as it can.

struct ScriptedUser: SimulatedUser {
    let apps: [String]
    var step = 0

    /// The next thing the user does: a fixed cycle of everyday actions over all apps.
    mutating func next() -> Command {
        defer { step += 1 }
        let app = apps[(step / 7) % apps.count]
        switch step % 7 {
        case 0: return .launch(app)
        case 1: return .home
        case 2: return .push(apps[(step * 5) % apps.count], silent: true)
        case 3: return step % 3 == 0 ? .lock : .unlock
        case 4: return .tap(apps[(step * 3) % apps.count])
        case 5: return .fetch(apps[(step * 11) % apps.count])
        default: return step % 4 == 0 ? .swipeUp(app) : .home
        }
    }

    /// A locked device is unlocked again, but for one lock in three.
    mutating func pause(after command: Command, _ engine: Engine, every: SimDuration) -> SimDuration {
        if engine.device.locked, step % 7 != 3 { try? engine.apply(.unlock) }
        return every
    }
}

/// The week without an area's load with the load added: the everyday user of `ScriptedUser`
/// acting every third tick, as in the week without, and the load's commands at every tick
/// (before the everyday action of that tick). The two weeks differ by the load alone: no
/// extra presses of Home, no extra unlocks (the everyday user's own pause decides those).
struct EverydayWithLoad: SimulatedUser {
    var everyday: ScriptedUser
    /// Commands given once, before the first tick's (`push-budget 60`).
    var setup: [Command]
    /// The load's commands at tick k: never empty.
    let load: (Int) -> [Command]
    var tick = 0
    /// This tick's commands, and the next one's place.
    var queue: [Command] = []
    var place = 0
    /// Whether the command just given is the everyday user's.
    var everydayGave = false

    init(apps: [AppSpec], setup: [Command] = [], load: @escaping (Int) -> [Command]) {
        everyday = ScriptedUser(apps: apps.map(\.name))
        self.setup = setup
        self.load = load
    }

    mutating func next() -> Command {
        if !setup.isEmpty { return setup.removeFirst() }
        if place == queue.count {
            queue = load(tick)
            precondition(!queue.isEmpty, "a load gives commands at every tick")
            if tick % 3 == 0 { queue.append(everyday.next()) }
            place = 0
            tick += 1
        }
        everydayGave = (tick - 1) % 3 == 0 && place == queue.count - 1
        defer { place += 1 }
        return queue[place]
    }

    mutating func pause(after command: Command, _ engine: Engine, every: SimDuration) -> SimDuration {
        if everydayGave { _ = everyday.pause(after: command, engine, every: every) }
        return place == queue.count ? every : .zero
    }
}

/// A user of today's iOS: opens each app in turn and submits its BG task (a continued one from
/// the front), leaves it, locks the phone for hours on the charger overnight, unlocks and
/// unplugs it, and now and then swipes an app away.
struct NightlyUser: SimulatedUser {
    let apps: [AppSpec]
    var step = 0

    mutating func next() -> Command {
        defer { step += 1 }
        let app = apps[(step / 8) % apps.count]
        switch step % 8 {
        case 0: return .launch(app.name)
        case 1: return app.bgTasks.first.map { .submit(app.name, $0.id) } ?? .home
        case 2: return .home
        case 3: return .lock
        case 4: return .charger(true)
        case 5: return .unlock
        case 6: return .charger(false)
        default: return step % 5 == 0 ? .swipeUp(app.name) : .network(step % 3 == 0 ? .cellular : .wifi)
        }
    }

    /// An hour locked on the charger before unlocking.
    func pause(after command: Command, _ engine: Engine, every: SimDuration) -> SimDuration {
        command == .charger(true) ? every * 20 : every
    }
}

/// A user the benchmark drives: the next command, and what follows it.
protocol SimulatedUser {
    mutating func next() -> Command
    /// What the user does right after `command`, and how long until the next one.
    mutating func pause(after command: Command, _ engine: Engine, every: SimDuration) -> SimDuration
}

extension SimulatedUser {
    /// Drives `engine` until virtual time `span`: a command, then its pause, and so on.
    /// Returns how many commands were given.
    mutating func drive(_ engine: Engine, until span: SimDuration, every: SimDuration) -> Int {
        var commands = 0
        while engine.now < span {
            let command = next()
            try? engine.apply(command)
            commands += 1
            engine.advance(by: pause(after: command, engine, every: every))
        }
        return commands
    }
}

struct Figures {
    var label: String
    /// Wall-clock time, and the CPU time of the thread that ran it (on a shared, loaded
    /// machine the wall clock also counts other processes' turns).
    var seconds: Double
    var cpuSeconds: Double
    var events: Int
    var commands: Int
}

/// Runs `user` on a fresh engine of `apps` until `span`, and times it.
func simulate(
    _ label: String, apps: [AppSpec], span: SimDuration, every: SimDuration, memoryMB: Int = 1024, profile: Profile = .ios7,
    user: some SimulatedUser
) -> Figures {
    guard benchmarkFilter.map({ label.contains($0) }) ?? true else {
        return Figures(label: label, seconds: 0, cpuSeconds: 0, events: 0, commands: 0)
    }
    var user = user
    let engine = Engine(apps: apps, profile: profile, seed: 1, logCapacity: EventLog.defaultCapacity, memoryMB: memoryMB)
    let start = DispatchTime.now().uptimeNanoseconds, cpu = Platform.threadCPUSeconds()
    let commands = user.drive(engine, until: span, every: every)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return Figures(
        label: label, seconds: seconds, cpuSeconds: Platform.threadCPUSeconds() - cpu, events: engine.log.totalCount,
        commands: commands)
}

/// The everyday user of `ScriptedUser`.
func simulate(
    _ label: String, apps: [AppSpec], span: SimDuration, every: SimDuration, memoryMB: Int = 1024, profile: Profile = .ios7
) -> Figures {
    simulate(label, apps: apps, span: span, every: every, memoryMB: memoryMB, profile: profile, user: ScriptedUser(apps: apps.map(\.name)))
}

/// Today's iOS user of `NightlyUser`, on ios26.
func simulateNights(_ label: String, apps: [AppSpec], span: SimDuration, every: SimDuration, memoryMB: Int = 1024) -> Figures {
    simulate(label, apps: apps, span: span, every: every, memoryMB: memoryMB, profile: .ios26, user: NightlyUser(apps: apps))
}

func report(_ f: Figures) {
    guard f.commands > 0 else { return }
    let rate = Int(Double(f.events) / max(f.seconds, 1e-9))
    let millis = (f.seconds * 10_000).rounded() / 10, cpu = (f.cpuSeconds * 10_000).rounded() / 10
    let label = f.label + String(repeating: " ", count: max(0, 46 - f.label.count))
    print("\(label) \(millis) ms (cpu \(cpu) ms)   \(f.events) events   \(f.commands) commands   \(rate) events/s")
}

/// `WHAT: 1.3x the CPU, 2.0x the commands, 1.1x the events`: a week with an area's load
/// beside the same week without it (the push, widget and Live Activity rows), each ratio
/// printed with `format`; `commands: false` leaves the commands out.
func reportAgainstWithout(_ what: String, _ with: Figures, _ without: Figures, format: String = "%.1fx", commands: Bool = true) {
    func ratio(_ a: Double, _ b: Double) -> String { String(format: format, a / max(b, 1e-12)) }
    let parts =
        ["\(ratio(with.cpuSeconds, without.cpuSeconds)) the CPU"]
        + (commands ? ["\(ratio(Double(with.commands), Double(without.commands))) the commands"] : [])
        + ["\(ratio(Double(with.events), Double(without.events))) the events"]
    print("\(what): " + parts.joined(separator: ", "))
}

/// An area's benchmark, after its heading: 7 days of the catalog on `profile` with the
/// everyday user every 3 minutes, and the same week with `user`'s load added each minute
/// (`EverydayWithLoad`: the push and Live Activity rows).
func weekWithAndWithout(
    _ heading: String, _ catalog: [AppSpec], profile: Profile, with label: String, user: some SimulatedUser
) -> (without: Figures, with: Figures) {
    print("")
    print(heading)
    let week = SimDuration.hours(24 * 7)
    let without = simulate(
        "catalog (\(catalog.count) apps), 7 days, \(profile.rawValue)", apps: catalog, span: week, every: .minutes(3),
        profile: profile)
    let with = simulate(label, apps: catalog, span: week, every: .minutes(1), profile: profile, user: user)
    return (without, with)
}

/// The engine figures for the built-in catalog and for 500 apps.
func engineBenchmarks() {
    let catalog = AppCatalog.builtIn()
    guard !catalog.isEmpty else { fatalError("the built-in catalog is empty") }
    let many = (0..<500).map { k -> AppSpec in
        var spec = catalog[k % catalog.count]
        spec.name += "-\(k)"
        return spec
    }

    print("AppDeck engine benchmark (scripted user acting every 3 virtual minutes, profile ios7 unless named)")
    report(simulate("catalog (\(catalog.count) apps), 24 h", apps: catalog, span: .hours(24), every: .minutes(3)))
    let ios7 = simulate("catalog (\(catalog.count) apps), 7 days", apps: catalog, span: .hours(24 * 7), every: .minutes(3))
    let ios26 = simulate(
        "catalog (\(catalog.count) apps), 7 days, ios26 (scenes)", apps: catalog, span: .hours(24 * 7), every: .minutes(3),
        profile: .ios26)
    report(ios7)
    report(ios26)
    if ios7.events > 0, ios26.events > 0 {
        func perEvent(_ f: Figures) -> Double { f.cpuSeconds * 1e6 / Double(f.events) }
        print(
            String(
                format: "ios26 against ios7, CPU per event: %.2f us against %.2f us, %.2fx (goal: within 1.5x)", perEvent(ios26),
                perEvent(ios7), perEvent(ios26) / perEvent(ios7)))
    }
    report(simulate("500 apps, 24 h", apps: many, span: .hours(24), every: .minutes(3), memoryMB: 16_384))
    report(simulate("500 apps, 24 h, user every 10 s (all opened)", apps: many, span: .hours(24), every: .seconds(10), memoryMB: 16_384))
    report(simulate("catalog, 24 h, user every 10 s (event rate)", apps: catalog, span: .hours(24), every: .seconds(10)))
    print("")
    print(
        "ios26: BG tasks submitted, the phone locked for hours on the charger (user every 3 virtual minutes, 1 h locked; "
            + "goal: 30 days of the catalog under 100 ms)")
    report(simulateNights("ios26 catalog (\(catalog.count) apps), 30 days", apps: catalog, span: .hours(24 * 30), every: .minutes(3)))
    report(simulateNights("ios26 500 apps, 7 days", apps: many, span: .hours(24 * 7), every: .minutes(3), memoryMB: 16_384))
    pushBenchmarks(catalog)
}
