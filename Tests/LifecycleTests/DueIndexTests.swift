import Testing

@testable import Lifecycle

/// The clock's index of what falls due (`DueIndex`) answers as a scan of every request and
/// every app would, after every command of random sessions with BG tasks, the lock, the
/// charger, the battery and the network among them: a deadline kept from earlier is the one
/// worked out afresh.
@Suite struct DueIndexTests {
    static let apps = RandomSession.apps + [BG.feed, BG.backup, BG.export]

    @Test(arguments: [Profile.ios7, .ios13, .ios26], [UInt64(1), 2])
    func theClockFindsWhatIsDueAsAScanOfEveryRequestWould(profile: Profile, seed: UInt64) throws {
        var session = RandomSession(seed: seed, profile: profile, steps: 2500)
        session.apps = Self.apps
        session.extraCommands = { session, _ in
            let bgApps = ["Feed", "Backup", "Export"]
            switch session.next(18) {
            case 0, 1: return .launch(bgApps[session.next(3)])
            case 2: return .submit(bgApps[session.next(3)], [BG.refreshID, BG.processingID, BG.continuedID][session.next(3)])
            case 3: return .home
            case 4: return .charger(session.next(3) != 0)
            case 5: return .battery([10, 50, 100][session.next(3)])
            case 6: return .lock
            case 9, 10: return .unlock
            case 7, 8: return .wait(.minutes(Int64(10 + session.next(120))))
            default: return nil
            }
        }
        var failures: [String] = []
        var pending = 0
        var launched: [String: Int] = [:]
        _ = try session.run { engine, command, events in
            for event in events where event.name == .bgTaskLaunched { launched[event.app ?? "", default: 0] += 1 }
            let kept = engine.profile.hasBGTaskScheduler ? engine.bgTaskDue() : nil
            let keptAwake = engine.clockAppKeepsDeviceAwake
            let keptRefresh = engine.apps.indices.map(engine.refreshDenial)
            engine.marks.staleAll()
            let fresh = engine.profile.hasBGTaskScheduler ? engine.bgTaskDue() : nil
            let freshAwake = engine.clockAppKeepsDeviceAwake
            let freshRefresh = engine.apps.indices.map(engine.refreshDenial)
            if kept?.earliest != fresh?.earliest || kept?.interrupted != fresh?.interrupted || keptAwake != freshAwake
                || keptRefresh != freshRefresh, failures.count < 10
            {
                failures.append(
                    "after \(command) at \(engine.now): kept \(String(describing: kept?.earliest)), \(String(describing: kept?.interrupted)), "
                        + "awake \(keptAwake), \(keptRefresh); afresh \(String(describing: fresh?.earliest)), "
                        + "\(String(describing: fresh?.interrupted)), awake \(freshAwake), \(freshRefresh)")
            }
            for app in engine.apps { pending += app.requests.filter { $0.run == nil }.count }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // The sessions exercise what the index keeps: pending requests, and tasks of each kind that ran.
        if profile.hasBGTaskScheduler {
            #expect(pending > 0)
            #expect(launched["Feed", default: 0] > 0 && launched["Backup", default: 0] > 0, "BG tasks launched: \(launched)")
        }
    }
}
