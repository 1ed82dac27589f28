import Lifecycle
import Testing

/// The random sessions of `PropertyTests`, with restarts, locks and prewarms among the
/// commands and apps whose data is protected (§11.6).
@Suite struct LockedDevicePropertyTests {
    /// Events that need the app's process: its code running, or the system acting on it.
    static let needProcess: Set<EventName> = PropertyTests.appCode.union([
        .suspended, .terminated, .dataReadFailed, .sessionCleared, .protectedDataWillBecomeUnavailable,
        .protectedDataDidBecomeAvailable, .bgTaskLaunched,
    ])
    /// The callbacks where background work starts and reads the app's data.
    static let reads: Set<EventName> = [.performFetch, .didReceiveRemoteNotification, .bgTaskLaunched]

    static let apps = RandomSession.apps + LockedFixtures.apps.filter { !RandomSession.apps.map(\.name).contains($0.name) }

    @Test(arguments: [Profile.ios7, .ios13, .ios26], [UInt64(1), 2, 3])
    func noEventForAProcessThatDoesNotExistAndNoReadThatTheRulesForbid(profile: Profile, seed: UInt64) throws {
        var session = RandomSession(seed: seed, profile: profile, steps: 3000)
        session.extraCommands = { session, app in
            switch session.next(10) {
            case 0: .reboot
            case 1, 2: .lock
            case 3, 4: .unlock
            case 5: .prewarm(app)
            default: nil
            }
        }
        session.apps = Self.apps
        var alive: Set<String> = []
        var lockedSinceBoot = false
        var locked = false
        var lockedAt = SimDuration.zero
        var failures: [String] = []
        var seen: [EventName: Int] = [:]
        func fail(_ message: String) { if failures.count < 10 { failures.append(message) } }
        let specs = Dictionary(uniqueKeysWithValues: Self.apps.map { ($0.name, $0) })

        /// Whether the rules forbid the app's read now (not counting complete-unless-open's open files).
        func unreadable(_ app: String, at time: SimDuration) -> Bool? {
            guard profile.hasProtectedData, let spec = specs[app], spec.dataProtection != .none else { return false }
            if lockedSinceBoot { return true }
            guard locked, time >= lockedAt + Limits.protectedDataGrace else { return false }
            switch spec.dataProtection {
            case .complete: return true
            case .completeUnlessOpen: return nil
            default: return false
            }
        }

        _ = try session.run { _, _, events in
            for (k, event) in events.enumerated() {
                seen[event.name, default: 0] += 1
                switch event.name {
                case .deviceRebooted:
                    alive = []; lockedSinceBoot = true; locked = true; lockedAt = event.time
                case .deviceReset: alive = []; lockedSinceBoot = false; locked = false
                case .deviceLocked: locked = true; lockedAt = event.time
                case .deviceUnlocked: locked = false; lockedSinceBoot = false
                default: break
                }
                guard let app = event.app else { continue }
                let at = "\(app) \(event.name.rawValue) at \(event.time)"
                if event.name == .finishedLaunching || event.name == .prewarmed { alive.insert(app) }
                if Self.needProcess.contains(event.name), !alive.contains(app) { fail("\(at) without a process") }
                if event.name == .terminated { alive.remove(app) }
                guard Self.reads.contains(event.name), event.state == .background else { continue }
                // A push's read is a silent push's (an alert or Newsstand push starts no work that reads).
                if event.name == .didReceiveRemoteNotification, event.detail != "silent" { continue }
                let failed = events[(k + 1)...].prefix { $0.time == event.time && $0.app == app }.contains { $0.name == .dataReadFailed }
                switch unreadable(app, at: event.time) {
                case true?: if !failed { fail("\(at) read its data while the rules say it cannot") }
                case false?: if failed { fail("\(at) failed a read the rules allow") }
                case nil: break
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(seen[.deviceRebooted, default: 0] > 0)
        if profile.hasProtectedData { #expect(seen[.dataReadFailed, default: 0] > 0) }
    }
}
