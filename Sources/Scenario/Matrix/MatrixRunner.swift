import Lifecycle
import Support

/// Why `appdeck matrix` could not finish: the setup script stopped, or the app could not be
/// brought to a combination (`FILE:LINE: why`, or the app, the combination and why).
public struct MatrixFailure: Error, Sendable, CustomStringConvertible {
    public var description: String
}

/// Runs `appdeck matrix` for one app: every combination of its axes, and in each, every kind
/// of background launch it declares, each from a fresh device. On that device the setup
/// script runs first (if any), then the app is launched and sent to the background, left to
/// settle, the combination's settings are made, the app is brought to the combination's
/// state, and the launch is triggered; the matrix records what happened.
public struct MatrixRunner: Sendable {
    public let catalog: [AppSpec]
    public let profile: Profile
    /// A phone or the Simulator (`--device`): on the Simulator no BG task runs.
    public let deviceKind: DeviceKind
    public let seed: UInt64
    public let setup: Script?

    /// Throws every line of `setup` that names an app the catalog does not have.
    public init(
        catalog: [AppSpec], profile: Profile, device: DeviceKind = .default, seed: UInt64 = 0, setup: Script? = nil
    ) throws(Problems) {
        self.catalog = catalog; self.profile = profile; self.deviceKind = device; self.seed = seed; self.setup = setup
        if let setup { _ = try ScriptRunner(script: setup, engine: Engine(apps: catalog, profile: profile, device: device)) }
    }

    /// The matrix of `app` (the catalog's spelling).
    public func run(_ app: String) throws(MatrixFailure) -> AppMatrix {
        let engine = try device()
        guard let spec = engine.catalog.first(where: { $0.name == app }) else {
            throw MatrixFailure(description: "no app named \(app.quoted) in the catalog")
        }
        let axes = MatrixAxis.allCases.map { ($0, $0.values(for: spec, on: engine.profile)) }.filter { !$0.1.isEmpty }
        var rows: [MatrixRow] = []
        for values in Self.combinations(axes.map(\.1)) {
            let setting = Array(zip(axes.map(\.0), values))
            var outcomes: [MatrixOutcome] = []
            for launch in MatrixLaunch.declared(by: spec) { outcomes.append(try outcome(launch, spec, setting)) }
            rows.append(MatrixRow(values: values, outcomes: outcomes))
        }
        return AppMatrix(
            app: app, profile: engine.profile, axes: axes.map { (axis: $0.0, values: $0.1) },
            launches: MatrixLaunch.declared(by: spec), rows: rows)
    }

    /// Every choice of one value from each list, the last list varying fastest.
    static func combinations(_ lists: [[String]]) -> [[String]] {
        lists.reduce([[]]) { partial, list in partial.flatMap { prefix in list.map { prefix + [$0] } } }
    }

    /// A fresh device, after the setup script.
    private func device() throws(MatrixFailure) -> Engine {
        let engine = Engine(apps: catalog, profile: profile, device: deviceKind, seed: seed)
        guard let setup else { return engine }
        do {
            try ScriptRunner(script: setup, engine: engine).run { _ in }
        } catch {
            throw MatrixFailure(description: "\(error)")
        }
        return engine
    }

    /// One cell: `launch` triggered for the app left as `setting` says.
    private func outcome(
        _ launch: MatrixLaunch, _ spec: AppSpec,
        _ setting: [(MatrixAxis, String)]
    ) throws(MatrixFailure) -> MatrixOutcome {
        switch launch {
        case .background(.voipKeepAlive) where hasTodaysPushes: try voipPushOutcome(spec, setting)
        case .background(let launch): try outcome(launch, spec, setting)
        case .bgTask(_, let id, _): try bgTaskOutcome(id, spec, setting)
        case .serviceExtension: try serviceExtensionOutcome(spec, setting)
        case .widgetReload: try widgetReloadOutcome(spec, setting)
        case .activityStart: try activityStartOutcome(spec, setting)
        case .activityUpdate: try activityUpdateOutcome(spec, setting)
        }
    }

    /// A fresh device with the app launched (and, before it leaves the front, `inFront`'s
    /// commands), sent to the background and settled, the combination's settings made and the
    /// app brought to its state; the device restarted for `unlocked since boot no` (locked
    /// since boot, whatever `in-use` says), then locked for `in-use no`.
    func prepared(
        _ spec: AppSpec, _ setting: [(MatrixAxis, String)], inFront: [Command] = [],
        watching: ((Event) -> Void)? = nil
    ) throws(MatrixFailure) -> MatrixCell {
        let cell = MatrixCell(engine: try device(), app: spec.name, setting: setting)
        cell.engine.onEvent = watching
        try cell.carryOut([.launch(spec.name)] + inFront + [.home])
        settle(cell.engine, spec.name)
        let last: [MatrixAxis] = [.state, .unlockedSinceBoot, .inUse]
        for (axis, value) in setting where !last.contains(axis) { try cell.carryOut(axis.commands(value, app: spec.name)) }
        for axis in last {
            for (named, value) in setting where named == axis && !(axis == .inUse && cell.engine.device.locked) {
                try cell.carryOut(axis.commands(value, app: spec.name))
            }
        }
        return cell
    }

    private func outcome(
        _ launch: BackgroundLaunch, _ spec: AppSpec,
        _ setting: [(MatrixAxis, String)]
    ) throws(MatrixFailure) -> MatrixOutcome {
        let cell = try prepared(spec, setting)
        let engine = cell.engine
        let app = spec.name
        guard let answer = engine.backgroundLaunch(launch, for: app) else { return .nothing("not in the catalog") }
        // Where the profile has no such launch at all (Newsstand on ios13), nothing to trigger.
        if answer.denial == .unsupported { return .denied(.unsupported) }
        // Whether the app was running when the launch was triggered, as the state axis left it:
        // a keep-alive ends with its process even if another of the app's launches (a location
        // change, a finished transfer) relaunches it before the keep-alive would be due.
        let wasRunning = engine.state(of: app) != .notRunning
        var seen: [Event] = []
        engine.onEvent = { if $0.app == app { seen.append($0) } }
        defer { engine.onEvent = nil }
        try trigger(launch, spec, engine, cell.carryOut)
        if let held = Self.pushHeld(seen) { return held }
        if let ran = seen.firstIndex(where: { $0.name == launch.callback }) {
            return .ran(callback: launch.callback, result: Self.withDataRead(Self.result(launch, seen[ran...]), seen[ran...]))
        }
        if let denied = seen.first(where: { Self.isDenial(of: launch, $0) }),
            let reason = denied.reason.flatMap(HoldReason.init(rawValue:))
        {
            return .denied(reason)
        }
        if let denial = answer.denial { return .denied(denial) }
        if engine.device.network == .off, launch == .transferWake { return .nothing(Network.pausedTransfer) }
        return .nothing(wasRunning ? "no callback" : "not running")
    }

    /// Lets time pass (in growing steps, up to a day) until the app no longer runs code in
    /// the background: its tasks ended, its music or navigation over.
    func settle(_ engine: Engine, _ app: String) {
        var step = SimDuration.ms(100)
        var waited = SimDuration.zero
        while engine.state(of: app) == .background, waited < .hours(24) {
            engine.advance(by: step)
            waited += step
            step = step * 2
        }
    }

    /// Triggers the launch: a fetch or a push now, or the time until the app's own schedule
    /// (a keep-alive, a location change, a transfer's end) brings it, and the time its work
    /// takes.
    private func trigger(
        _ launch: BackgroundLaunch, _ spec: AppSpec, _ engine: Engine,
        _ carryOut: ([Command]) throws(MatrixFailure) -> Void
    ) throws(MatrixFailure) {
        let app = spec.name
        let settleTime = Limits.backgroundFetch + .seconds(1)
        switch launch {
        case .fetch:
            try carryOut([.fetch(app)])
            engine.advance(by: settleTime)
        case .silentPush:
            try carryOut([.push(app, silent: true)])
            engine.advance(by: settleTime)
        case .voipKeepAlive:
            engine.advance(by: (spec.voip?.keepAlive ?? .zero) + (spec.voip?.handlerDuration ?? .zero) + .seconds(1))
        case .locationWake:
            engine.advance(by: (spec.location?.navigation ?? .zero) + (spec.location?.significantChanges ?? .zero) + .seconds(1))
        case .transferWake:
            let longest =
                spec.transfers.map { transfer -> SimDuration in
                    let start: SimDuration = if case .afterLaunch(let d) = transfer.start { d } else { .zero }
                    return start + Self.time(toMove: transfer.bytes, engine)
                }.max() ?? .zero
            engine.advance(by: longest + Limits.handleEventsDuration + .seconds(1))
        case .newsstandDownload:
            try carryOut([.push(app, silent: false)])
            let issue = Self.time(toMove: spec.newsstand?.issueBytes ?? 0, engine)
            engine.advance(by: issue + Limits.handleEventsDuration * 2 + .seconds(1))
        }
    }

    /// How long the network takes to move `bytes`; zero when it is off (nothing moves).
    private static func time(toMove bytes: Int64, _ engine: Engine) -> SimDuration {
        let rate = engine.device.network.bytesPerMillisecond
        return rate > 0 ? .ms(bytes / rate + 1) : .zero
    }

    /// What came of a launch that ran: a fetch's or a silent push's result (or the watchdog
    /// ending it), whether a Newsstand issue arrived.
    private static func result(_ launch: BackgroundLaunch, _ events: ArraySlice<Event>) -> String? {
        switch launch {
        case .fetch, .silentPush:
            if let done = events.first(where: { $0.name == .fetchCompleted }) { return done.detail }
            if let end = events.first(where: { $0.name == .terminated }) { return "terminated (\(end.reason ?? ""))" }
            return nil
        case .newsstandDownload:
            // Offline the push itself waits for the network: a download that ran always ends.
            return events.contains { $0.name == .finishedDownloading } ? EventName.finishedDownloading.rawValue : nil
        case .voipKeepAlive, .locationWake, .transferWake:
            return nil
        }
    }

    /// Whether a BackgroundLaunchDenied event is about `launch`: its detail names the
    /// callback the system did not make (for a Newsstand issue, its download or its end).
    static func isDenial(of launch: BackgroundLaunch, _ event: Event) -> Bool {
        guard event.name == .backgroundLaunchDenied, let detail = event.detail else { return false }
        if launch == .newsstandDownload {
            return detail.hasPrefix("newsstand") || detail == EventName.finishedDownloading.rawValue
        }
        return detail == launch.callback.rawValue
    }
}
