import Lifecycle

extension CommandLanguage {
    private static let onOff = Parameter.choice(["on", "off"])
    private static func onOffWord(_ on: Bool) -> Argument { .word(on ? "on" : "off") }
    private static let launch = Parameter.choice(BackgroundLaunch.allCases.map(\.rawValue), placeholder: "LAUNCH")
    private static let reason = Parameter.choice(HoldReason.launchReasons.map(\.rawValue), placeholder: "REASON")
    private static let event = Parameter.choice(EventPattern.eventNames.map(\.rawValue), placeholder: "EVENT")
    private static let eventReason = Parameter.word(
        "REASON", expected: "a reason or a BG task identifier", suggestions: EventPattern.reasons)
    private static let taskID = Parameter.word("ID", expected: "a BG task identifier")
    private static let holdReason = Parameter.choice(Engine.bgTaskHoldOrder.map(\.rawValue), placeholder: "REASON")
    private static let had = Parameter.choice(["had"])

    /// `APP EVENT [REASON]` as arguments (from `start`), and back.
    private static func pattern(_ a: [Argument], _ start: Int, reason: Bool) -> EventPattern {
        EventPattern(app: a[start].app, event: EventName(rawValue: a[start + 1].word)!, reason: reason ? a[start + 2].word : nil)
    }
    private static func arguments(_ p: EventPattern) -> [Argument] {
        [.app(p.app), .word(p.event.rawValue)] + (p.reason.map { [.word($0)] } ?? [])
    }

    /// The forms of `expect APP had [no] EVENT [REASON]`.
    private static let expectEventForms: [CommandForm] = [false, true].flatMap { withReason in
        [true, false].map { happened in
            let parameters: [Parameter] = [.app, had] + (happened ? [] : [.choice(["no"])]) + [event] + (withReason ? [eventReason] : [])
            let summary =
                happened
                ? (withReason
                    ? "the same, for the event with that REASON (" + EventPattern.reasons.joined(separator: ", ")
                        + ", or a BG task's identifier)"
                    : "fail unless the app had EVENT since the start or the last reset")
                : (withReason
                    ? "fail if the app had EVENT for REASON since the start or the last reset"
                    : "fail if the app had EVENT since the start or the last reset")
            return CommandForm(
                "expect", parameters, summary,
                make: { a in
                    let p = EventPattern(
                        app: a[0].app, event: EventName(rawValue: a[happened ? 2 : 3].word)!,
                        reason: withReason ? a[happened ? 3 : 4].word : nil)
                    return .expectEvent(p, happened: happened)
                },
                arguments: {
                    guard case .expectEvent(let p, happened) = $0, (p.reason != nil) == withReason else { return nil }
                    let head: [Argument] = [.app(p.app), .word("had")] + (happened ? [] : [.word("no")])
                    return head + arguments(p).dropFirst()
                }
            ).inFamily("expect APP had [no] EVENT [REASON]")
        }
    }

    /// The forms of `wait until APP EVENT [REASON] [within DURATION]`.
    private static let waitUntilForms: [CommandForm] = [false, true].flatMap { withLimit in
        [false, true].map { withReason in
            let parameters: [Parameter] =
                [.choice(["until"]), .app, event] + (withReason ? [eventReason] : [])
                + (withLimit ? [.choice(["within"]), .duration] : [])
            let summary =
                withLimit
                ? "the same, failing after DURATION instead of \(Limits.waitUntil)"
                : withReason
                    ? "the same, for the event with that REASON only"
                    : "let virtual time pass until the app has EVENT (only events from now count; "
                        + "fails after \(Limits.waitUntil))"
            return CommandForm(
                "wait", parameters, summary,
                make: { a in
                    .waitUntil(pattern(a, 1, reason: withReason), within: withLimit ? a[a.count - 1].duration : nil)
                },
                arguments: {
                    guard case .waitUntil(let p, let limit) = $0, (p.reason != nil) == withReason,
                        (limit != nil) == withLimit
                    else { return nil }
                    return [.word("until")] + arguments(p) + (limit.map { [.word("within"), .duration($0)] } ?? [])
                }
            ).inFamily("wait until APP EVENT [REASON] [within DURATION]")
        }
    }

    /// Every form of every command, in the order the help lists them (the command language:
    /// Scenario.docc/TheCommandLanguage.md). The parser, the formatter, the help text and
    /// completion all read this table and nothing else.
    public static let forms: [CommandForm] =
        [
            CommandForm(
                "profile", [.choice(Profile.allCases.map(\.rawValue))],
                "set the profile (only before the first app starts)",
                make: { .profile(Profile(rawValue: $0[0].word)!) },
                arguments: { if case .profile(let p) = $0 { [.word(p.rawValue)] } else { nil } }),
            CommandForm(
                "device", [.choice(DeviceKind.allCases.map(\.rawValue))],
                "a phone or the Simulator, where every BG task submit fails (only before the first app starts)",
                make: { .device(DeviceKind(rawValue: $0[0].word)!) },
                arguments: { if case .device(let kind) = $0 { [.word(kind.rawValue)] } else { nil } }),
            CommandForm(
                "launch", [.app],
                "tap the app's icon on the home screen (cold launch if not running)",
                make: { .launch($0[0].app) },
                arguments: { if case .launch(let app) = $0 { [.app(app)] } else { nil } }),
            CommandForm("switcher", "open the app switcher (the front app resigns active)", .switcher),
            CommandForm(
                "tap", [.app], "pick the app's card in the switcher (opens it first if closed)",
                make: { .tap($0[0].app) },
                arguments: { if case .tap(let app) = $0 { [.app(app)] } else { nil } }),
            CommandForm("home", "press Home: the front app goes to the background; closes the switcher", .home),
            CommandForm(
                "kill", [.app], "swipe the app's card up in the switcher",
                make: { .swipeUp($0[0].app) },
                arguments: { if case .swipeUp(let app) = $0 { [.app(app)] } else { nil } }),
            CommandForm(
                "disconnect", [.app],
                "the system disconnects the scene of a scene app in the background or suspended (ios13, ios26)",
                make: { .disconnect($0[0].app) },
                arguments: { if case .disconnect(let app) = $0 { [.app(app)] } else { nil } }),
            CommandForm(
                "wait", [.duration], "let virtual time pass",
                make: { .wait($0[0].duration) },
                arguments: { if case .wait(let d) = $0 { [.duration(d)] } else { nil } }),
        ] + waitUntilForms + [
            CommandForm("lock", "lock the device (it sleeps)", .lock),
            CommandForm("unlock", "unlock the device (it wakes)", .unlock),
            CommandForm("call", "an incoming phone call rings", .call),
            CommandForm("answer", "answer the ringing call", .answer),
            CommandForm("decline", "decline the ringing call", .decline),
            CommandForm("hangup", "end the call", .hangup),
            CommandForm("sms", "an SMS alert over the front app", .sms),
            CommandForm("dismiss", "dismiss the SMS alert", .dismiss),
            CommandForm(
                "network", [.choice(Network.allCases.map(\.rawValue))], "the device's connection",
                make: { .network(Network(rawValue: $0[0].word)!) },
                arguments: { if case .network(let n) = $0 { [.word(n.rawValue)] } else { nil } }),
            CommandForm(
                "lowpower", [onOff], "Low Power Mode",
                make: { .lowPower($0[0].word == "on") },
                arguments: { if case .lowPower(let on) = $0 { [onOffWord(on)] } else { nil } }),
            CommandForm(
                "bar", [.choice(RefreshSetting.allCases.map(\.rawValue))],
                "global Background App Refresh (on = Wi-Fi & Cellular Data)",
                make: { .refresh(RefreshSetting(rawValue: $0[0].word)!) },
                arguments: { if case .refresh(let r) = $0 { [.word(r.rawValue)] } else { nil } }),
            CommandForm(
                "bar", [.app, onOff], "Background App Refresh for one app",
                make: { .appRefresh($0[0].app, $0[1].word == "on") },
                arguments: { if case .appRefresh(let app, let on) = $0 { [.app(app), onOffWord(on)] } else { nil } }),
            CommandForm(
                "fetch", [.app], "simulate a background fetch for the app (as Xcode does)",
                make: { .fetch($0[0].app) },
                arguments: { if case .fetch(let app) = $0 { [.app(app)] } else { nil } }),
        ] + pushForms + [
            CommandForm(
                "submit", [.app, taskID],
                "the running app submits a request for its BG task ID now (a continued task: from the front, the user's tap)",
                make: { .submit($0[0].app, $0[1].word) },
                arguments: { if case .submit(let app, let id) = $0 { [.app(app), .word(id)] } else { nil } }),
            CommandForm(
                "charger", [onOff], "plug the charger in or out",
                make: { .charger($0[0].word == "on") },
                arguments: { if case .charger(let on) = $0 { [onOffWord(on)] } else { nil } }),
            CommandForm(
                "battery", [.percent], "the battery's level (below 20%, not charging, no BG task runs)",
                make: { .battery(Int($0[0].number)) },
                arguments: { if case .battery(let n) = $0 { [.number(UInt64(max(0, n)))] } else { nil } }),
            CommandForm(
                "debugger", [.choice(["attach", "detach"]), .app],
                "attach or detach the debugger: while attached the app is never suspended and no watchdog fires",
                make: { .debugger($0[1].app, attach: $0[0].word == "attach") },
                arguments: {
                    if case .debugger(let app, let attach) = $0 { [.word(attach ? "attach" : "detach"), .app(app)] } else { nil }
                }),
            CommandForm(
                "simulate", [.choice(["launch"]), .app, taskID],
                "run the pending request's launch handler now, whatever the conditions (LLDB's simulate launch; needs the debugger)",
                make: { .simulateLaunch($0[1].app, $0[2].word) },
                arguments: { if case .simulateLaunch(let app, let id) = $0 { [.word("launch"), .app(app), .word(id)] } else { nil } }),
            CommandForm(
                "simulate", [.choice(["expire"]), .app, taskID],
                "run the running task's expiration handler now (LLDB's simulate expiration; needs the debugger)",
                make: { .simulateExpire($0[1].app, $0[2].word) },
                arguments: { if case .simulateExpire(let app, let id) = $0 { [.word("expire"), .app(app), .word(id)] } else { nil } }),
            CommandForm(
                "stop", [.app, taskID], "the user stops the app's continued task ID from its Live Activity (ios26)",
                make: { .stop($0[0].app, $0[1].word) },
                arguments: { if case .stop(let app, let id) = $0 { [.app(app), .word(id)] } else { nil } }),
            CommandForm(
                "memory", [.choice(["warning"])], "ReceiveMemoryWarning to every app that runs code",
                make: { _ in .memoryWarning },
                arguments: { $0 == .memoryWarning ? [.word("warning")] : nil }),
            CommandForm(
                "memory", [.choice(["pressure"]), .size],
                "no SIZE: purge every suspended app and warn the running ones; SIZE (300MB): free "
                    + "that much, suspended apps first, then warn and end running background apps",
                make: { .memoryPressure(free: $0[1].size) },
                arguments: { if case .memoryPressure(let bytes) = $0 { [.word("pressure"), .size(bytes)] } else { nil } }),
            CommandForm(
                "expect", [.app, .choice(AppState.allCases.map(\.rawValue), placeholder: "STATE")],
                "fail unless the app is in STATE now ("
                    + AppState.allCases.map(\.rawValue).joined(separator: ", ") + ")",
                make: { .expect($0[0].app, AppState(rawValue: $0[1].word)!) },
                arguments: { if case .expect(let app, let s) = $0 { [.app(app), .word(s.rawValue)] } else { nil } }),
            CommandForm(
                "expect", [.app, .choice(["can"]), launch],
                "fail unless the system may wake or launch the app in the background for LAUNCH now ("
                    + BackgroundLaunch.allCases.map(\.rawValue).joined(separator: ", ") + "); triggers nothing",
                make: { .expectLaunch($0[0].app, BackgroundLaunch(rawValue: $0[2].word)!, .allowed) },
                arguments: {
                    guard case .expectLaunch(let app, let l, .allowed) = $0 else { return nil }
                    return [.app(app), .word("can"), .word(l.rawValue)]
                }),
            CommandForm(
                "expect", [.app, .choice(["cannot"]), launch], "fail if the system may wake or launch the app for LAUNCH now",
                make: { .expectLaunch($0[0].app, BackgroundLaunch(rawValue: $0[2].word)!, .denied(nil)) },
                arguments: {
                    guard case .expectLaunch(let app, let l, .denied(nil)) = $0 else { return nil }
                    return [.app(app), .word("cannot"), .word(l.rawValue)]
                }),
            CommandForm(
                "expect", [.app, .choice(["cannot"]), launch, reason],
                "fail unless the system may not, now, for REASON ("
                    + HoldReason.launchReasons.map(\.rawValue).joined(separator: ", ") + ")",
                make: { .expectLaunch($0[0].app, BackgroundLaunch(rawValue: $0[2].word)!, .denied(HoldReason(rawValue: $0[3].word)!)) },
                arguments: {
                    guard case .expectLaunch(let app, let l, .denied(let r?)) = $0 else { return nil }
                    return [.app(app), .word("cannot"), .word(l.rawValue), .word(r.rawValue)]
                }),
            CommandForm(
                "expect", [.app, .choice(["can"]), .choice(["run"]), taskID],
                "fail unless the app's request for the BG task ID runs in some time with no user action; triggers nothing",
                make: { .expectRun($0[0].app, $0[3].word, .allowed) },
                arguments: {
                    guard case .expectRun(let app, let id, .allowed) = $0 else { return nil }
                    return [.app(app), .word("can"), .word("run"), .word(id)]
                }),
            CommandForm(
                "expect", [.app, .choice(["cannot"]), .choice(["run"]), taskID], "fail unless the app's request for ID is held",
                make: { .expectRun($0[0].app, $0[3].word, .denied(nil)) },
                arguments: {
                    guard case .expectRun(let app, let id, .denied(nil)) = $0 else { return nil }
                    return [.app(app), .word("cannot"), .word("run"), .word(id)]
                }),
            CommandForm(
                "expect", [.app, .choice(["cannot"]), .choice(["run"]), taskID, holdReason],
                "fail unless it is held for REASON ("
                    + Engine.bgTaskHoldOrder.map(\.rawValue).joined(separator: ", ") + ")",
                make: { .expectRun($0[0].app, $0[3].word, .denied(HoldReason(rawValue: $0[4].word)!)) },
                arguments: {
                    guard case .expectRun(let app, let id, .denied(let r?)) = $0 else { return nil }
                    return [.app(app), .word("cannot"), .word("run"), .word(id), .word(r.rawValue)]
                }),
        ] + expectEventForms + [
            CommandForm(
                "say", [.text], "a caption for the audience (a Caption event; shown large in the dashboard until the next say)",
                make: { .say($0[0].text) },
                arguments: { if case .say(let text) = $0 { [.text(text)] } else { nil } }),
            CommandForm("pause", "the dashboard stops time here until space; run ignores it", .pause),
            CommandForm(
                "speed", [.speed],
                "the dashboard's speed from here (0.25 to 3600, as --speed takes it; + and - step through "
                    + Speed.allCases.map(\.rawValue).joined(separator: ", ") + "); run ignores it",
                make: { .speed(Speed(rawValue: $0[0].word)!) },
                arguments: { if case .speed(let s) = $0 { [.word(s.rawValue)] } else { nil } }),
            CommandForm(
                "seed", [.number], "the random seed (fetch timing) from here",
                make: { .seed($0[0].number) },
                arguments: { if case .seed(let n) = $0 { [.number(n)] } else { nil } }),
            CommandForm(
                "reset", "a fresh device: every app not running, factory settings, the clock keeps running",
                .reset(nil)),
            CommandForm(
                "reset", [.choice(Profile.allCases.map(\.rawValue))], "a fresh device with that profile",
                make: { .reset(Profile(rawValue: $0[0].word)!) },
                arguments: { if case .reset(let p?) = $0 { [.word(p.rawValue)] } else { nil } }),
            CommandForm(
                "export", [.choice(["trace"]), .file],
                "write the session so far as a trace (Chrome Trace Event JSON, for Perfetto UI) to FILE, replacing it (dashboard only)",
                dashboard: { .exportTrace(path: $0[1].word) }),
            CommandForm("help", "the dashboard's help: keys, legend, commands (dashboard only)", dashboard: .help),
            CommandForm("quit", "leave the dashboard (dashboard only)", dashboard: .quit),
            CommandForm("q", "leave the dashboard (dashboard only)", dashboard: .quit),
            // MARK: - stage pacing (#36)
            CommandForm(
                "skip", [.duration], "let virtual time pass as wait does, at once on stage (⏩ in the status bar)",
                make: { .skip($0[0].duration) },
                arguments: { if case .skip(let d) = $0 { [.duration(d)] } else { nil } }),
        ] + whyForms + lockedDeviceForms + pushBudgetForms + widgetForms
        + liveActivityForms

    /// The command words, each once, in table order.
    public static let keywords: [String] = forms.reduce(into: []) { words, form in
        if !words.contains(form.keyword) { words.append(form.keyword) }
    }
}
