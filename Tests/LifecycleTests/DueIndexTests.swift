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
            switch session.next(14) {
            case 0, 1:
                .submit(["Feed", "Backup", "Export"][session.next(3)], [BG.refreshID, BG.processingID, BG.continuedID][session.next(3)])
            case 2: .charger(session.next(2) == 0)
            case 3: .battery([10, 50, 100][session.next(3)])
            case 4: .lock
            case 5: .wait(.minutes(Int64(10 + session.next(120))))
            default: nil
            }
        }
        var failures: [String] = []
        var running = 0, pending = 0
        _ = try session.run { engine, command, _ in
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
            for app in engine.apps {
                running += app.requests.filter { $0.run != nil }.count
                pending += app.requests.filter { $0.run == nil }.count
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        if profile.hasBGTaskScheduler { #expect(running > 0 && pending > 0) }
    }
}
