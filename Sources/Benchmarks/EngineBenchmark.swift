import Catalog
import Dispatch
import Lifecycle

/// Engine benchmarks: a scripted user acts every few virtual minutes; the engine runs as
/// fast as it can.

struct ScriptedUser {
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

    /// Drives `engine` until virtual time `span`: a command, then `every` of time, and so on
    /// (a locked device is unlocked again, but for one lock in three). Returns how many
    /// commands were given.
    mutating func drive(_ engine: Engine, until span: SimDuration, every: SimDuration) -> Int {
        var commands = 0
        while engine.now < span {
            try? engine.apply(next())
            if engine.device.locked, step % 7 != 3 { try? engine.apply(.unlock) }
            commands += 1
            engine.advance(by: every)
        }
        return commands
    }
}

struct Figures {
    var label: String
    var seconds: Double
    var events: Int
    var commands: Int
}

func simulate(
    _ label: String, apps: [AppSpec], span: SimDuration, every: SimDuration, memoryMB: Int = 1024, profile: Profile = .ios7
) -> Figures {
    let engine = Engine(apps: apps, profile: profile, seed: 1, logCapacity: EventLog.defaultCapacity, memoryMB: memoryMB)
    var user = ScriptedUser(apps: apps.map(\.name))
    let start = DispatchTime.now().uptimeNanoseconds
    let commands = user.drive(engine, until: span, every: every)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return Figures(label: label, seconds: seconds, events: engine.log.totalCount, commands: commands)
}

func report(_ f: Figures) {
    let rate = Int(Double(f.events) / max(f.seconds, 1e-9))
    let millis = (f.seconds * 10_000).rounded() / 10
    let label = f.label + String(repeating: " ", count: max(0, 46 - f.label.count))
    print("\(label) \(millis) ms   \(f.events) events   \(f.commands) commands   \(rate) events/s")
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
    report(simulate("catalog (\(catalog.count) apps), 7 days", apps: catalog, span: .hours(24 * 7), every: .minutes(3)))
    report(
        simulate(
            "catalog (\(catalog.count) apps), 7 days, ios26 (scenes)", apps: catalog, span: .hours(24 * 7), every: .minutes(3),
            profile: .ios26))
    report(simulate("500 apps, 24 h", apps: many, span: .hours(24), every: .minutes(3), memoryMB: 16_384))
    report(simulate("500 apps, 24 h, user every 10 s (all opened)", apps: many, span: .hours(24), every: .seconds(10), memoryMB: 16_384))
    report(simulate("catalog, 24 h, user every 10 s (event rate)", apps: catalog, span: .hours(24), every: .seconds(10)))
}
