import Lifecycle

extension CommandLanguage {
    private static let onOff = Parameter.choice(["on", "off"])
    private static func onOffWord(_ on: Bool) -> Argument { .word(on ? "on" : "off") }
    private static let launch = Parameter.choice(BackgroundLaunch.allCases.map(\.rawValue), placeholder: "LAUNCH")
    private static let reason = Parameter.choice(DenialReason.allCases.map(\.rawValue), placeholder: "REASON")


    /// Every form of every command, in the order the help lists them (DESIGN.md, "The
    /// command language"). The parser, the formatter, the help text and completion all read
    /// this table and nothing else.
    public static let forms: [CommandForm] = [
        CommandForm("profile", [.choice(Profile.allCases.map(\.rawValue))],
                    "set the profile (only before the first app starts)",
                    make: { .profile(Profile(rawValue: $0[0].word)!) },
                    arguments: { if case .profile(let p) = $0 { [.word(p.rawValue)] } else { nil } }),
        CommandForm("launch", [.app],
                    "tap the app's icon on the home screen (cold launch if not running)",
                    make: { .launch($0[0].app) },
                    arguments: { if case .launch(let app) = $0 { [.app(app)] } else { nil } }),
        CommandForm("switcher", "open the app switcher (the front app resigns active)", .switcher),
        CommandForm("tap", [.app], "pick the app's card in the switcher (opens it first if closed)",
                    make: { .tap($0[0].app) },
                    arguments: { if case .tap(let app) = $0 { [.app(app)] } else { nil } }),
        CommandForm("home", "press Home: the front app goes to the background; closes the switcher", .home),
        CommandForm("kill", [.app], "swipe the app's card up in the switcher",
                    make: { .swipeUp($0[0].app) },
                    arguments: { if case .swipeUp(let app) = $0 { [.app(app)] } else { nil } }),
        CommandForm("wait", [.duration], "let virtual time pass",
                    make: { .wait($0[0].duration) },
                    arguments: { if case .wait(let d) = $0 { [.duration(d)] } else { nil } }),
        CommandForm("lock", "lock the device (it sleeps)", .lock),
        CommandForm("unlock", "unlock the device (it wakes)", .unlock),
        CommandForm("call", "an incoming phone call rings", .call),
        CommandForm("answer", "answer the ringing call", .answer),
        CommandForm("decline", "decline the ringing call", .decline),
        CommandForm("hangup", "end the call", .hangup),
        CommandForm("sms", "an SMS alert over the front app", .sms),
        CommandForm("dismiss", "dismiss the SMS alert", .dismiss),
        CommandForm("network", [.choice(Network.allCases.map(\.rawValue))], "the device's connection",
                    make: { .network(Network(rawValue: $0[0].word)!) },
                    arguments: { if case .network(let n) = $0 { [.word(n.rawValue)] } else { nil } }),
        CommandForm("lowpower", [onOff], "Low Power Mode",
                    make: { .lowPower($0[0].word == "on") },
                    arguments: { if case .lowPower(let on) = $0 { [onOffWord(on)] } else { nil } }),
        CommandForm("bar", [.choice(RefreshSetting.allCases.map(\.rawValue))],
                    "global Background App Refresh (on = Wi-Fi & Cellular Data)",
                    make: { .refresh(RefreshSetting(rawValue: $0[0].word)!) },
                    arguments: { if case .refresh(let r) = $0 { [.word(r.rawValue)] } else { nil } }),
        CommandForm("bar", [.app, onOff], "Background App Refresh for one app",
                    make: { .appRefresh($0[0].app, $0[1].word == "on") },
                    arguments: { if case .appRefresh(let app, let on) = $0 { [.app(app), onOffWord(on)] } else { nil } }),
        CommandForm("fetch", [.app], "simulate a background fetch for the app (as Xcode does)",
                    make: { .fetch($0[0].app) },
                    arguments: { if case .fetch(let app) = $0 { [.app(app)] } else { nil } }),
        CommandForm("push", [.app, .optional("silent")],
                    "a remote notification; silent = content-available",
                    make: { .push($0[0].app, silent: $0[1].flag) },
                    arguments: { if case .push(let app, let silent) = $0 { [.app(app), .flag(silent)] } else { nil } }),
        CommandForm("memory", [.choice(["warning"])], "ReceiveMemoryWarning to every app that runs code",
                    make: { _ in .memoryWarning },
                    arguments: { $0 == .memoryWarning ? [.word("warning")] : nil }),
        CommandForm("memory", [.choice(["pressure"]), .size],
                    "no SIZE: purge every suspended app and warn the running ones; SIZE (300MB): free "
                        + "that much, suspended apps first, then warn and end running background apps",
                    make: { .memoryPressure(free: $0[1].size) },
                    arguments: { if case .memoryPressure(let bytes) = $0 { [.word("pressure"), .size(bytes)] } else { nil } }),
        CommandForm("expect", [.app, .choice(AppState.allCases.map(\.rawValue), placeholder: "STATE")],
                    "fail unless the app is in STATE now ("
                        + AppState.allCases.map(\.rawValue).joined(separator: ", ") + ")",
                    make: { .expect($0[0].app, AppState(rawValue: $0[1].word)!) },
                    arguments: { if case .expect(let app, let s) = $0 { [.app(app), .word(s.rawValue)] } else { nil } }),
        CommandForm("expect", [.app, .choice(["can"]), launch],
                    "fail unless the system may wake or launch the app in the background for LAUNCH now ("
                        + BackgroundLaunch.allCases.map(\.rawValue).joined(separator: ", ") + "); triggers nothing",
                    make: { .expectLaunch($0[0].app, BackgroundLaunch(rawValue: $0[2].word)!, .allowed) },
                    arguments: {
                        guard case .expectLaunch(let app, let l, .allowed) = $0 else { return nil }
                        return [.app(app), .word("can"), .word(l.rawValue)]
                    }),
        CommandForm("expect", [.app, .choice(["cannot"]), launch], "fail if the system may wake or launch the app for LAUNCH now",
                    make: { .expectLaunch($0[0].app, BackgroundLaunch(rawValue: $0[2].word)!, .denied(nil)) },
                    arguments: {
                        guard case .expectLaunch(let app, let l, .denied(nil)) = $0 else { return nil }
                        return [.app(app), .word("cannot"), .word(l.rawValue)]
                    }),
        CommandForm("expect", [.app, .choice(["cannot"]), launch, reason],
                    "fail unless the system may not, now, for REASON ("
                        + DenialReason.allCases.map(\.rawValue).joined(separator: ", ") + ")",
                    make: { .expectLaunch($0[0].app, BackgroundLaunch(rawValue: $0[2].word)!, .denied(DenialReason(rawValue: $0[3].word)!)) },
                    arguments: {
                        guard case .expectLaunch(let app, let l, .denied(let r?)) = $0 else { return nil }
                        return [.app(app), .word("cannot"), .word(l.rawValue), .word(r.rawValue)]
                    }),
        CommandForm("export", [.choice(["trace"]), .file],
                    "write the session so far as a trace (Chrome Trace Event JSON, for Perfetto UI) to FILE, replacing it (dashboard only)",
                    dashboard: { .exportTrace(path: $0[1].word) }),
        CommandForm("help", "the dashboard's help: keys, legend, commands (dashboard only)", dashboard: .help),
        CommandForm("quit", "leave the dashboard (dashboard only)", dashboard: .quit),
        CommandForm("q", "leave the dashboard (dashboard only)", dashboard: .quit),
    ]

    /// The command words, each once, in table order.
    public static let keywords: [String] = forms.reduce(into: []) { words, form in
        if !words.contains(form.keyword) { words.append(form.keyword) }
    }
}
