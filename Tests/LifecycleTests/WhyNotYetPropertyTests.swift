import Lifecycle
import Testing

/// The rule book's §11.2 and the engine's one eligibility function: for random device histories,
/// every pending request runs exactly when the answer's "runs in T" reaches zero with no user
/// action, and never while the answer is "held".
@Suite struct WhyNotYetPropertyTests {
    static let apps: [AppSpec] = [
        BG.feed,
        BG.backup,
        BG.app(
            "Cleanup", modes: [.processing],
            tasks: [
                BG.task(BG.processing) {
                    $0.id = "com.cleanup"; $0.earliest = .minutes(30); $0.requiresPower = false; $0.requiresNetwork = false
                }
            ]),
        BG.app(
            "News", modes: [.fetch],
            tasks: [
                BG.task(BG.refresh) {
                    $0.id = "com.news"; $0.earliest = nil; $0.resubmit = false
                }
            ]),
        BG.app(
            "Weekly", modes: [.fetch],
            tasks: [
                BG.task(BG.refresh) {
                    $0.id = "com.weekly"; $0.earliest = .hours(24 * 5)
                }
            ]),
    ]

    static let waits: [SimDuration] = [.seconds(1), .seconds(30), .minutes(4), .minutes(5), .minutes(17), .hours(1), .hours(3), .hours(30)]

    static func userAction(_ random: inout SeededRandom) -> Command {
        let app = apps[Int(random.next() % UInt64(apps.count))].name
        let actions: [Command] = [
            .lock, .unlock, .charger(true), .charger(false), .battery(10), .battery(50), .battery(90),
            .network(.wifi), .network(.cellular), .network(.off), .lowPower(true), .lowPower(false),
            .refresh(.on), .refresh(.off), .refresh(.wifi), .appRefresh(app, false), .appRefresh(app, true),
            .launch(app), .home, .swipeUp(app), .launch(app), .home,
        ]
        return actions[Int(random.next() % UInt64(actions.count))]
    }

    @Test func everyRequestRunsExactlyWhenItsAnswerReachesZeroAndNeverWhileHeld() throws {
        var random = SeededRandom(seed: 2026)
        var checked = (runs: 0, held: 0)
        for history in 0..<2000 {
            let e = Engine(apps: Self.apps, profile: .ios13, seed: UInt64(history))
            for app in Self.apps { try e.run(.launch(app.name)) }
            try e.run(.home)
            for _ in 0..<8 {
                let before = e.now
                var answers: [(app: String, answer: BGTaskAnswer)] = []
                for app in Self.apps {
                    for answer in e.bgTaskRequests(of: app.name) { answers.append((app.name, answer)) }
                }
                let wait = Self.waits[Int(random.next() % UInt64(Self.waits.count))]
                let mark = e.log.totalCount
                try e.run(.wait(wait))
                let launches = e.log.events(since: mark).filter { $0.name == .bgTaskLaunched }
                for (app, answer) in answers {
                    let first = launches.first { $0.app == app && $0.label == answer.id }
                    switch answer.status {
                    case .runsIn(let t) where t <= wait:
                        #expect(first?.time == before + t, "history \(history): \(app) \(answer.id) should run at \(before + t)")
                        checked.runs += 1
                    case .runsIn:
                        #expect(first == nil, "history \(history): \(app) \(answer.id) ran before its time")
                    case .held(let reason):
                        #expect(first == nil, "history \(history): \(app) \(answer.id) ran while held (\(reason.rawValue))")
                        checked.held += 1
                    case .running, .queued:
                        break
                    }
                }
                try? e.apply(Self.userAction(&random))
            }
        }
        #expect(checked.runs > 1000)
        #expect(checked.held > 1000)
    }
}
