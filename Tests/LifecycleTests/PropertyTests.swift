import Lifecycle
import Testing

/// A seeded random user: thousands of commands over every catalog app, with waits between.
struct RandomSession {
    var random: UInt64
    let profile: Profile
    let steps: Int
    var capacity = EventLog.defaultCapacity
    /// The apps of the session (`apps` unless a test gives others).
    var apps = RandomSession.apps
    /// A test's own commands, drawn before the others (nil: none this time).
    var extraCommands: ((inout RandomSession, String) -> Command?)?

    init(seed: UInt64, profile: Profile, steps: Int, capacity: Int = EventLog.defaultCapacity) {
        self.random = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        self.profile = profile
        self.steps = steps
        self.capacity = capacity
    }

    mutating func next(_ n: Int) -> Int {
        random ^= random << 13; random ^= random >> 7; random ^= random << 17
        return Int(random % UInt64(n))
    }

    /// The catalog, and an app with every kind of work that waits: a slow WillTerminate, a
    /// background-safe task and a UI update that may fall due while the device sleeps.
    static let apps =
        Fixtures.catalog + [
            AppSpec(
                name: "Ticker", modes: [.fetch], didEnterBackground: .init(tasks: [TaskSpec(name: "refresh", duration: .seconds(90))]),
                tasks: [TimedTaskSpec(at: .seconds(45), task: TaskSpec(name: "sync", duration: .seconds(20)))],
                fetch: FetchSpec(minimumInterval: .minutes(20), duration: .seconds(12)),
                backgroundUIUpdate: .seconds(40), willTerminateWork: .seconds(3))
        ]

    mutating func command() -> Command {
        let apps = self.apps.map(\.name)
        let app = apps[next(apps.count)]
        if let extraCommands, let command = extraCommands(&self, app) { return command }
        switch next(24) {
        case 0, 1, 2: return .launch(app)
        case 3: return .switcher
        case 4: return .tap(app)
        case 5, 6: return .home
        case 7: return .swipeUp(app)
        case 8, 9, 10: return .wait(.seconds(Int64(next(60))))
        case 11: return .wait(.minutes(Int64(next(30))))
        case 12: return [.lock, .unlock][next(2)]
        case 13: return [.call, .answer, .decline, .hangup][next(4)]
        case 14: return [.sms, .dismiss][next(2)]
        case 15: return .network(Network.allCases[next(3)])
        case 16: return .lowPower(next(2) == 0)
        case 17: return .refresh(RefreshSetting.allCases[next(3)])
        case 18: return .appRefresh(app, next(2) == 0)
        case 19: return .fetch(app)
        case 20: return .push(app, silent: next(2) == 0)
        case 21: return [.memoryWarning, .memoryPressure(free: nil), .memoryPressure(free: Int64(next(800)) * 1_000_000)][next(3)]
        case 22: return .wait(.ms(Int64(next(2000))))
        default: return .expect(app, AppState.allCases[next(5)])
        }
    }

    /// Runs the session.
    /// `check` sees the engine and the events of each step; `onEvent` each event as it is
    /// logged, with the engine as it is at that moment.
    mutating func run(
        check: (Engine, Command, [Event]) -> Void = { _, _, _ in },
        onEvent: ((Engine, Event) -> Void)? = nil
    ) throws -> Engine {
        let engine = Engine(apps: apps, profile: profile, seed: random, logCapacity: capacity, memoryMB: 700)
        if let onEvent { engine.onEvent = { [unowned engine] in onEvent(engine, $0) } }
        for _ in 0..<steps {
            let command = command()
            let mark = engine.log.totalCount
            try? engine.apply(command)
            check(engine, command, engine.log.events(since: mark))
        }
        return engine
    }
}

/// Invariants that hold after every step of random sessions on every profile.
@Suite struct PropertyTests {
    static let backgroundCallbacks: Set<EventName> = [
        .performFetch, .didReceiveRemoteNotification,
        .handleEventsForBackgroundUrl, .locationsUpdated, .voipKeepAlive,
    ]
    /// Callbacks: delivered on the app's main thread.
    static let callbacks: Set<EventName> = backgroundCallbacks.union([
        .finishedLaunching, .onActivated, .onResignActivation, .didEnterBackground, .willEnterForeground,
        .willTerminate, .receiveMemoryWarning, .finishedDownloading,
    ])
    /// Events that are the app's own code running.
    static let appCode: Set<EventName> = callbacks.union([
        .beginBackgroundTask, .endBackgroundTask, .expirationHandler, .fetchCompleted, .backgroundUIUpdate, .accessoryData,
    ])

    /// The rule book's invariants of the main thread, continuous modes, device sleep and
    /// WillTerminate, checked at the moment each event is logged.
    @Test(arguments: Profile.allCases)
    func invariantsHoldAtEveryEvent(profile: Profile) throws {
        var failures: [String] = []
        func fail(_ message: String) { if failures.count < 10 { failures.append(message) } }
        var seen: [EventName: Int] = [:]
        for seed in UInt64(1)...4 {
            var session = RandomSession(seed: seed, profile: profile, steps: 3000)
            var willTerminateSent: Set<String> = []
            var stateBefore: [String: AppState] = [:]
            _ = try session.run(onEvent: { engine, event in
                seen[event.name, default: 0] += 1
                guard let app = event.app, let status = engine.status(of: app) else { return }
                let at = "\(app) \(event.name.rawValue) at \(event.time)"
                if PropertyTests.callbacks.contains(event.name), let busy = status.mainThread {
                    fail("\(at) while its main thread is busy with \(busy.callback.rawValue)")
                }
                if event.name == .expirationHandler, let mode = status.budgetHeldBy {
                    fail("\(at) while \(mode.rawValue) holds its budget")
                }
                if profile != .ios6, PropertyTests.appCode.contains(event.name), !engine.device.awake, status.budgetHeldBy == nil {
                    fail("\(at) while the device sleeps")
                }
                if event.name == .willTerminate { willTerminateSent.insert(app) }
                if event.name == .terminated {
                    let wasRunning = stateBefore[app]?.isRunning ?? false
                    let reason = TerminationReason(rawValue: event.reason ?? "")
                    // Watchdog, task and fetch timeouts, UI updates on ios6 and, on ios13, jetsam
                    // kills end a running app without WillTerminate (ios13 and ios26); nothing else does.
                    var exempt: Set<TerminationReason> = [.watchdog, .backgroundTaskTimeout, .fetchTimeout, .uiInBackground]
                    if !profile.memoryKillsCallWillTerminate { exempt.insert(.memory) }
                    if wasRunning, let reason, !exempt.contains(reason), !willTerminateSent.contains(app) {
                        fail("\(at) (\(reason.rawValue)) without WillTerminate")
                    }
                    willTerminateSent.remove(app)
                }
                stateBefore[app] = event.state
            })
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        for name in [EventName.willTerminate, .expirationHandler, .didEnterBackground, .receiveMemoryWarning] {
            #expect(seen[name, default: 0] > 0, "the session exercises \(name.rawValue)")
        }
    }

    @Test(arguments: Profile.allCases, [UInt64(1), 2, 3])
    func invariantsHoldAfterEveryStep(profile: Profile, seed: UInt64) throws {
        var session = RandomSession(seed: seed, profile: profile, steps: 3000, capacity: 500)
        var lastTime = SimDuration.zero
        var stateBefore: [String: AppState] = [:]
        var openTasks: [String: Set<Int>] = [:]
        var failures: [String] = []
        func fail(_ message: String) { if failures.count < 10 { failures.append(message) } }

        let engine = try session.run { engine, command, events in
            if engine.now < lastTime { fail("time went backwards at \(command)") }
            lastTime = engine.now
            if engine.log.count > engine.log.capacity { fail("the log exceeded its bound") }
            for event in events {
                if event.time > engine.now { fail("an event from the future") }
                guard let app = event.app, let state = event.state else { continue }
                let before = stateBefore[app] ?? .notRunning
                if event.name == .willTerminate, before == .suspended {
                    fail("WillTerminate for suspended \(app) at \(event.time)")
                }
                if event.name == .onActivated, before != .inactive {
                    fail("OnActivated for \(app) coming from \(before) at \(event.time)")
                }
                if event.name == .finishedLaunching, state == .background {
                    // A background launch must be followed by its event's callback, never OnActivated.
                    if let next = events.first(where: {
                        $0.app == app && $0.time >= event.time && $0.name != .finishedLaunching && $0.name != .terminated
                            && !$0.name.rawValue.hasPrefix("Transfer") && $0.name != .receiveMemoryWarning
                    }),
                        next.name == .onActivated
                    {
                        fail("OnActivated right after a background launch of \(app)")
                    }
                }
                if PropertyTests.backgroundCallbacks.contains(event.name), !before.isForeground, state == .background {
                    let status = engine.status(of: app)!
                    let device = engine.device
                    let refreshOff =
                        device.profile.hasBackgroundAppRefresh
                        && (device.lowPower || device.refresh == .off || !status.refreshSwitch
                            || (device.refresh == .wifi && device.network != .wifi))
                    if refreshOff {
                        fail("\(event.name.rawValue) woke \(app) with Background App Refresh off at \(event.time)")
                    }
                    if status.forceQuit { fail("\(event.name.rawValue) woke force-quit \(app)") }
                }
                switch event.name {
                case .beginBackgroundTask: openTasks[app, default: []].insert(event.task!)
                case .endBackgroundTask:
                    if openTasks[app]?.remove(event.task!) == nil { fail("End without Begin for \(app)") }
                case .terminated: openTasks[app] = []
                default: break
                }
                stateBefore[app] = state
            }
            for status in engine.appStatuses {
                if status.state != (stateBefore[status.name] ?? .notRunning) {
                    fail("\(status.name) is \(status.state) but its last event says \(stateBefore[status.name] ?? .notRunning)")
                }
                if Set(status.tasks.map(\.id)) != openTasks[status.name, default: []] {
                    fail("\(status.name)'s open tasks differ from its Begin/End events")
                }
                if status.state == .suspended || status.state == .notRunning, !status.tasks.isEmpty {
                    fail("\(status.name) is \(status.state) with open tasks")
                }
            }
            let front = engine.appStatuses.filter { $0.state.isForeground }
            if front.count > 1 { fail("two apps in front: \(front.map(\.name))") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(engine.log.totalCount > engine.log.capacity, "the session is long enough to wrap the log")
    }
}
