import Lifecycle
import Scenario

/// Random commands of every kind, with awkward app names and durations.
enum RandomCommands {
    /// Which case of `Command` a command is. The switch is exhaustive, so a new case of
    /// Command does not compile here until the generator makes it too.
    static func caseIndex(_ command: Command) -> Int {
        switch command {
        case .profile: 0
        case .launch: 1
        case .switcher: 2
        case .tap: 3
        case .home: 4
        case .swipeUp: 5
        case .wait: 6
        case .lock: 7
        case .unlock: 8
        case .call: 9
        case .answer: 10
        case .decline: 11
        case .hangup: 12
        case .sms: 13
        case .dismiss: 14
        case .network: 15
        case .lowPower: 16
        case .refresh: 17
        case .appRefresh: 18
        case .fetch: 19
        case .push: 20
        case .memoryWarning: 21
        case .memoryPressure: 22
        case .expect: 23
        case .expectLaunch: 24
        case .expectEvent: 25
        case .waitUntil: 26
        case .say: 27
        case .pause: 28
        case .speed: 29
        case .seed: 30
        case .reset: 31
        case .disconnect: 32
        case .submit: 33
        case .charger: 34
        case .battery: 35
        case .debugger: 36
        case .simulateLaunch: 37
        case .simulateExpire: 38
        case .stop: 39
        case .expectRun: 40
        case .device: 41
        case .why: 42
        case .simulateLaunchIfAllowed: 43
        // MARK: - stage pacing (#36)
        case .skip: 44
        // The locked device (§11.6).
        case .reboot: 45
        case .prewarm: 46
        // Pushes (§11.5).
        case .pushBudget: 47
        // Widgets (§11.7).
        case .widget: 48
        case .widgetBudget: 49
        case .widgetDevMode: 50
        case .expectWidgetReload: 51
        // Live Activities (§11.8).
        case .activity: 52
        case .activityPush: 53
        case .liveActivities: 54
        case .activityBudget: 55
        case .expectActivity: 56
        }
    }

    static let caseCount = 57

    /// A push of any kind the language writes: `mutable` on alert pushes only.
    static func push(_ g: inout SeededRandom) -> Command {
        let kind = Int.random(in: 0..<3, using: &g)
        let priority = [nil, 5, 10].randomElement(using: &g)!
        return .push(
            appName(&g), silent: kind == 1, voip: kind == 2, priority: priority,
            mutable: kind == 0 && Bool.random(using: &g))
    }

    /// An ActivityKit push of any kind the language writes (sizes in whole KB, as they are written back).
    static func activityPush(_ g: inout SeededRandom) -> Command {
        let push = ActivityPush(
            kind: [ActivityPush.Kind.update, .start, .end].randomElement(using: &g)!, priority: [5, 10].randomElement(using: &g)!,
            stale: Bool.random(using: &g) ? nil : duration(&g), bytes: [1000, 2000, 4000, 5000].randomElement(using: &g)!)
        return .activityPush(appName(&g), push)
    }

    /// `expect APP can|cannot activity-start|activity-update [REASON]`, REASON one the question takes.
    static func expectActivity(_ g: inout SeededRandom) -> Command {
        let question = ActivityQuestion.allCases.randomElement(using: &g)!
        let expected: ActivityExpectation =
            Bool.random(using: &g) ? .allowed : .denied(Bool.random(using: &g) ? nil : question.reasons.randomElement(using: &g))
        return .expectActivity(appName(&g), question, expected)
    }

    static func command(_ g: inout SeededRandom) -> Command {
        switch Int.random(in: 0..<caseCount, using: &g) {
        case 0: .profile(Profile.allCases.randomElement(using: &g)!)
        case 1: .launch(appName(&g))
        case 2: .switcher
        case 3: .tap(appName(&g))
        case 4: .home
        case 5: .swipeUp(appName(&g))
        case 6: .wait(duration(&g))
        case 7: .lock
        case 8: .unlock
        case 9: .call
        case 10: .answer
        case 11: .decline
        case 12: .hangup
        case 13: .sms
        case 14: .dismiss
        case 15: .network(Network.allCases.randomElement(using: &g)!)
        case 16: .lowPower(Bool.random(using: &g))
        case 17: .refresh(RefreshSetting.allCases.randomElement(using: &g)!)
        case 18: .appRefresh(appName(&g), Bool.random(using: &g))
        case 19: .fetch(appName(&g))
        case 20: push(&g)
        case 21: .memoryWarning
        case 22: .memoryPressure(free: Bool.random(using: &g) ? nil : Int64.random(in: 0..<Int64.max, using: &g))
        case 23: .expect(appName(&g), AppState.allCases.randomElement(using: &g)!)
        case 25: .expectEvent(pattern(&g), happened: Bool.random(using: &g))
        case 26: .waitUntil(pattern(&g), within: Bool.random(using: &g) ? nil : duration(&g))
        case 27: .say(caption(&g))
        case 28: .pause
        case 29: .speed(Speed.allCases.randomElement(using: &g)!)
        case 30: .seed(UInt64.random(in: 0...UInt64.max, using: &g))
        case 31: .reset(Bool.random(using: &g) ? nil : Profile.allCases.randomElement(using: &g)!)
        case 32: .disconnect(appName(&g))
        case 33: .submit(appName(&g), appName(&g))
        case 34: .charger(Bool.random(using: &g))
        case 35: .battery(Int.random(in: 0...100, using: &g))
        case 36: .debugger(appName(&g), attach: Bool.random(using: &g))
        case 37: .simulateLaunch(appName(&g), appName(&g))
        case 38: .simulateExpire(appName(&g), appName(&g))
        case 39: .stop(appName(&g), appName(&g))
        case 40:
            .expectRun(
                appName(&g), appName(&g),
                [LaunchExpectation.allowed, .denied(nil), .denied(Engine.bgTaskHoldOrder.randomElement(using: &g)!)]
                    .randomElement(using: &g)!)
        case 41: .device(DeviceKind.allCases.randomElement(using: &g)!)
        case 42: .why(appName(&g), Bool.random(using: &g) ? nil : appName(&g))
        case 43: .simulateLaunchIfAllowed(appName(&g), appName(&g))
        case 44: .skip(duration(&g))
        case 45: .reboot
        case 46: .prewarm(appName(&g))
        case 47: .pushBudget(Bool.random(using: &g) ? nil : Int.random(in: 0...Limits.maxPushBudget, using: &g))
        case 48: .widget(appName(&g), WidgetAction.allCases.randomElement(using: &g)!)
        case 49: .widgetBudget(Bool.random(using: &g) ? nil : Int.random(in: 0...Limits.maxWidgetBudget, using: &g))
        case 50: .widgetDevMode(Bool.random(using: &g))
        case 51:
            .expectWidgetReload(
                appName(&g),
                [LaunchExpectation.allowed, .denied(nil), .denied(HoldReason.order(for: .widgetReload).randomElement(using: &g)!)]
                    .randomElement(using: &g)!)
        case 52:
            .activity(
                appName(&g),
                [ActivityAction.start, .update, .end(immediate: false), .end(immediate: true), .dismiss, .allow]
                    .randomElement(using: &g)!)
        case 53: activityPush(&g)
        case 54: .liveActivities(appName(&g), frequent: Bool.random(using: &g), on: Bool.random(using: &g))
        case 55: .activityBudget(Bool.random(using: &g) ? nil : Int.random(in: 0...Limits.maxActivityBudget, using: &g))
        case 56: expectActivity(&g)
        default:
            .expectLaunch(
                appName(&g), BackgroundLaunch.allCases.randomElement(using: &g)!,
                [LaunchExpectation.allowed, .denied(nil), .denied(HoldReason.launchReasons.randomElement(using: &g)!)]
                    .randomElement(using: &g)!)
        }
    }

    /// A pattern whose REASON can come with its event (any other is a parse error): one of
    /// the event's reasons, or for a BG task event an identifier.
    static func pattern(_ g: inout SeededRandom) -> EventPattern {
        let app = appName(&g)
        if Bool.random(using: &g) { return EventPattern(app: app, event: EventPattern.eventNames.randomElement(using: &g)!) }
        if Bool.random(using: &g) {
            let event = EventPattern.eventNames.filter(\.carriesTaskIdentifier).randomElement(using: &g)!
            return EventPattern(app: app, event: event, reason: appName(&g))
        }
        let row = EventName.reasonTable.randomElement(using: &g)!
        return EventPattern(app: app, event: row.event, reason: row.reasons.randomElement(using: &g)!)
    }

    /// Pieces of app names: letters, words of the language, and everything that needs quoting.
    static let pieces = [
        "a", "Z", "q", "7", "Mail", "on", "off", "silent", "wifi", "launch", "5s",
        " ", "  ", "\t", "\n", "\r", "\r\n", "#", "\"", "\\", "\\n", "'", "-", "_",
        "é", "e\u{301}", "\u{301}", "日本", "🙂", "\u{200B}", "\u{00A0}", "\u{2028}", "\u{7F}", "\u{1}",
    ]

    static func appName(_ g: inout SeededRandom) -> String {
        (0..<Int.random(in: 1...4, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
    }

    /// A caption as a `say` line gives it, of pieces of app names.
    static func caption(_ g: inout SeededRandom) -> String {
        guard case .say(let text)? = try? CommandLanguage.parse("say " + appName(&g)) else { return "" }
        return text
    }

    static func duration(_ g: inout SeededRandom) -> SimDuration {
        switch Int.random(in: 0..<4, using: &g) {
        case 0: .ms(Int64.random(in: 0..<1000, using: &g))
        case 1: .seconds(Int64.random(in: 0..<100_000, using: &g))
        case 2: .ms(Int64.random(in: 0..<10_000_000_000, using: &g))
        default: .ms(Int64.random(in: 0...(SimDuration.maximum.milliseconds), using: &g))
        }
    }
}
