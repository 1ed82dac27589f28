import Testing

@testable import Lifecycle

/// The rule book's "The user's controls": one function answers whether the system may launch
/// or resume an app in the background now, and why not; the engine's own launches follow it.
@Suite struct BackgroundLaunchTests {
    static let tracker = AppSpec(
        name: "Tracker", modes: [.location],
        location: LocationSpec(navigation: .minutes(1), significantChanges: .minutes(30)))
    static let courier = AppSpec(name: "Courier", transfers: [TransferSpec(name: "label", bytes: 1_000_000)])
    static let apps = Fixtures.catalog + [tracker, courier]

    @Test func theAnswerSaysWhyInOneSentence() throws {
        let e = Fixtures.engine(.ios13)
        try e.run(.refresh(.wifi), .network(.cellular))
        let answer = try #require(e.backgroundLaunch(.fetch, for: "weather"))
        #expect(answer.app == "Weather")
        #expect(answer.denial == .wifiOnly)
        #expect(answer.explanation == "on cellular, the setting is Wi-Fi only")
        #expect(e.backgroundLaunch(.fetch, for: "Notes")?.explanation == "Notes does not declare the fetch background mode")
        #expect(Fixtures.engine(.ios6).backgroundLaunch(.silentPush, for: "Chat")?.explanation == "ios6 has no silent push")
        #expect(Fixtures.engine().backgroundLaunch(.fetch, for: "Weather")?.isAllowed == true)
        #expect(e.backgroundLaunch(.fetch, for: "Nobody") == nil)
    }

    /// `why APP` for an app that declares no background mode and no BG task: nothing the
    /// system does runs it in the background, so Background App Refresh is not its answer (it
    /// has no switch) and never a reason, off or on.
    @Test func whyForAnAppWithoutBackgroundModesSaysNothingRunsItThereWhateverRefreshSays() throws {
        for refresh in [RefreshSetting.off, .on] {
            let e = Fixtures.engine(.ios26)
            try e.run(.refresh(refresh), .launch("Notes"), .home)
            let answers = e.whyAll("Notes")
            #expect(answers.count == 1)
            let answer = try #require(answers.first)
            #expect(answer.reasons.isEmpty, "\(refresh): \(answer)")
            #expect(answer.detail.contains("declares no background mode"), "\(answer.detail)")
            #expect(!answer.detail.contains("lets Notes run"), "\(answer.detail)")
        }
        // An app with a mode keeps its answers.
        #expect(Fixtures.engine(.ios26).whyAll("Weather").contains { $0.target == .launch(.fetch) })
    }

    /// The engine keeps what each app declares (a bit per launch) beside its spec: the two
    /// agree for every app and every launch, a spec that declares a mode without its part too.
    @Test func theLaunchesAnAppDeclaresAreTheOnesItsSpecDeclares() {
        let odd = [
            AppSpec(name: "Voiceless", modes: [.voip, .newsstandContent]),
            AppSpec(name: "Everything", modes: Set(BackgroundMode.allCases)),
        ]
        let e = Engine(apps: Self.apps + odd, profile: .ios13)
        for app in e.apps {
            for launch in BackgroundLaunch.allCases {
                #expect(app.declares(launch) == app.spec.declares(launch), "\(app.name) \(launch)")
            }
            #expect(app.declaresVoip == app.spec.modes.contains(.voip))
            #expect(app.listsPermittedIdentifiers == app.spec.listsPermittedIdentifiers)
        }
    }

    @Test func aLaunchTheAppDoesNotDeclareIsNoModeWithASentenceThatFitsTheLaunch() throws {
        let e = Fixtures.engine(.ios13)
        try e.run(.launch("Maps"), .home, .launch("Notes"), .home)
        // Maps declares the location mode for navigation, but no significant changes.
        let maps = try #require(e.backgroundLaunch(.locationWake, for: "Maps"))
        #expect(maps.denial == .noMode)
        #expect(maps.explanation == "Maps declares no significant location changes")
        let notes = try #require(e.backgroundLaunch(.transferWake, for: "Notes"))
        #expect(notes.denial == .noMode)
        #expect(notes.explanation == "Notes declares no background transfers")
        #expect(e.backgroundLaunch(.voipKeepAlive, for: "Notes")?.explanation == "Notes does not declare the voip background mode")
        let voiceless = AppSpec(name: "Voiceless", modes: [.voip, .newsstandContent])
        let bare = Engine(apps: [voiceless], profile: .ios7)
        #expect(bare.backgroundLaunch(.voipKeepAlive, for: "Voiceless")?.explanation == "Voiceless declares no VoIP keep-alive")
        #expect(bare.backgroundLaunch(.newsstandDownload, for: "Voiceless")?.explanation == "Voiceless declares no Newsstand issues")
        try e.run(.expectLaunch("Maps", .locationWake, .denied(.noMode)), .expectLaunch("Notes", .transferWake, .denied(.noMode)))
        #expect(
            throws: CommandError.expectationFailed(
                "expected Maps can location, but it cannot: no-mode (Maps declares no significant location changes)")
        ) {
            try e.apply(.expectLaunch("Maps", .locationWake, .allowed))
        }
        for app in Self.apps {
            let e = Engine(apps: Self.apps, profile: .ios7)
            for launch in BackgroundLaunch.allCases {
                let denial = e.backgroundLaunch(launch, for: app.name)?.denial
                #expect((denial == .noMode) == !app.backgroundLaunches.contains(launch), "\(app.name) \(launch)")
            }
        }
    }

    @Test func aRestrictedOrDeniedRefreshStatusIsNotADenialReasonButItsCause() throws {
        let e = Fixtures.engine(.ios13)
        try e.run(.lowPower(true))
        #expect(e.status(of: "Weather")?.refreshStatus == .restricted)
        #expect(e.backgroundLaunch(.fetch, for: "Weather")?.denial == .lowPower)
    }

    @Test func eachAppDeclaresTheBackgroundLaunchesOfItsModesAndWork() {
        let declared = Dictionary(uniqueKeysWithValues: Self.apps.map { ($0.name, $0.backgroundLaunches) })
        #expect(declared["Mail"] == [.fetch, .silentPush])
        #expect(declared["Notes"] == [])
        #expect(declared["Maps"] == [], "navigation only: no significant location changes to wake it")
        #expect(declared["Tracker"] == [.locationWake])
        #expect(declared["Talk"] == [.voipKeepAlive])
        #expect(declared["Courier"] == [.transferWake])
        #expect(declared["Paper"] == [.newsstandDownload])
    }

    @Test func anAppsStatusCarriesTheAnswerForEachLaunchItDeclares() throws {
        let e = Fixtures.engine(.ios13)
        try e.run(.refresh(.wifi), .network(.cellular))
        let mail = try #require(e.status(of: "Mail"))
        #expect(mail.backgroundLaunches == [e.backgroundLaunch(.fetch, for: "Mail"), e.backgroundLaunch(.silentPush, for: "Mail")])
        #expect(mail.backgroundLaunches.map(\.denial) == [.wifiOnly, .wifiOnly])
        #expect(e.status(of: "Notes")?.backgroundLaunches == [])
    }

    @Test func expectCanOrCannotAssertsTheAnswerWithoutTriggeringAnything() throws {
        let e = Fixtures.engine(.ios13)
        try e.run(.launch("Mail"), .home, .wait(.seconds(30)))
        let before = e.log.totalCount
        try e.run(.expectLaunch("Mail", .fetch, .allowed), .expectLaunch("mail", .silentPush, .allowed))
        #expect(
            throws: CommandError.expectationFailed(
                "expected Mail cannot fetch, but it can (the system may wake Mail for a background fetch now)")
        ) {
            try e.apply(.expectLaunch("Mail", .fetch, .denied(nil)))
        }
        #expect(e.log.totalCount == before, "an expect triggers nothing")
        try e.run(.refresh(.wifi), .network(.cellular))
        try e.run(.expectLaunch("Mail", .fetch, .denied(nil)), .expectLaunch("Mail", .silentPush, .denied(.wifiOnly)))
        #expect(
            throws: CommandError.expectationFailed(
                "expected Mail can fetch, but it cannot: wifi-only (on cellular, the setting is Wi-Fi only)")
        ) {
            try e.apply(.expectLaunch("Mail", .fetch, .allowed))
        }
        #expect(
            throws: CommandError.expectationFailed(
                "expected Mail cannot push for refresh-off, but the reason is wifi-only (on cellular, the setting is Wi-Fi only)")
        ) {
            try e.apply(.expectLaunch("Mail", .silentPush, .denied(.refreshOff)))
        }
        #expect(throws: CommandError.cannotCarryOut("no app named 'Nobody' in the catalog")) {
            try e.apply(.expectLaunch("Nobody", .fetch, .allowed))
        }
    }

    @Test func aPurgedAppIsLaunchedRatherThanWokenAndTheSentenceSaysSo() throws {
        let e = Fixtures.engine(.ios7)
        #expect(e.backgroundLaunch(.fetch, for: "Weather")?.explanation == "the system may launch Weather for a background fetch now")
        try e.run(.launch("Weather"), .home, .wait(.seconds(1)))
        #expect(e.backgroundLaunch(.fetch, for: "Weather")?.explanation == "the system may wake Weather for a background fetch now")
    }

    /// One random trial: a profile, the app in the background (or swiped away), random
    /// settings; the answer asked just before the launch is triggered must be what happens.
    struct Trial {
        var launch: BackgroundLaunch
        var app: String
        var callback: EventName
        /// Sets the stage (the app in the background) before the settings change.
        var stage: [Command]
        /// Triggers the launch after the settings changed.
        var trigger: [Command]
    }

    static func trial(_ launch: BackgroundLaunch, _ profile: Profile, _ random: inout SeededRandom) -> Trial {
        let home: [Command] = [.wait(.seconds(1)), .home, .wait(.seconds(30))]
        switch launch {
        case .fetch:
            let app = ["Weather", "Mail", "Notes"].randomElement(using: &random)!
            return Trial(launch: launch, app: app, callback: .performFetch, stage: [.launch(app)] + home, trigger: [.fetch(app)])
        case .silentPush:
            let app = ["Chat", "Mail", "Notes"].randomElement(using: &random)!
            return Trial(
                launch: launch, app: app, callback: .didReceiveRemoteNotification, stage: [.launch(app)] + home,
                trigger: [.push(app, silent: true)])
        case .voipKeepAlive where profile.hasBGTaskScheduler:
            // §11.5: on ios13/ios26 the voip launch is a VoIP push.
            return Trial(
                launch: launch, app: "Talk", callback: .didReceiveIncomingPush, stage: [.launch("Talk")] + home,
                trigger: [.push("Talk", voip: true)])
        case .voipKeepAlive:
            return Trial(
                launch: launch, app: "Talk", callback: .voipKeepAlive, stage: [.launch("Talk")] + home,
                trigger: [.wait(.minutes(10))])
        case .locationWake:
            return Trial(
                launch: launch, app: "Tracker", callback: .locationsUpdated, stage: [.launch("Tracker")] + home,
                trigger: [.wait(.minutes(31))])
        case .transferWake:
            return Trial(
                launch: launch, app: "Courier", callback: .handleEventsForBackgroundUrl,
                stage: [.launch("Courier"), .wait(.seconds(1)), .home], trigger: [.wait(.minutes(2))])
        case .newsstandDownload:
            return Trial(
                launch: launch, app: "Paper", callback: .didReceiveRemoteNotification, stage: [.launch("Paper")] + home,
                trigger: [.push("Paper", silent: false)])
        }
    }

    @Test(arguments: BackgroundLaunch.allCases)
    func theAnswerIsWhatHappensWhenTheLaunchIsTriggered(launch: BackgroundLaunch) throws {
        var random = SeededRandom(seed: UInt64(BackgroundLaunch.allCases.firstIndex(of: launch)!) + 11)
        var outcomes: Set<String> = []
        for _ in 0..<150 {
            let profile = Profile.allCases.randomElement(using: &random)!
            let trial = Self.trial(launch, profile, &random)
            let e = Engine(apps: Self.apps, profile: profile, seed: random.next())
            try e.run(.wait(.seconds(1)))
            for command in trial.stage { try e.apply(command) }
            var settings: [Command] = [.network(Network.allCases.randomElement(using: &random)!)]
            if let choice = profile.refreshChoices.randomElement(using: &random) { settings.append(.refresh(choice)) }
            if profile.hasBackgroundAppRefresh, Bool.random(using: &random) { settings.append(.appRefresh(trial.app, false)) }
            if profile.hasLowPowerMode { settings.append(.lowPower(Bool.random(using: &random))) }
            if launch != .voipKeepAlive, launch != .transferWake, Int.random(in: 0..<4, using: &random) == 0 {
                try e.run(.swipeUp(trial.app), .home)
            }
            for command in settings.shuffled(using: &random) { try? e.apply(command) }
            if launch == .transferWake, e.device.network == .off || !profile.hasBackgroundTransfers { continue }
            // §11.5: no Newsstand on ios13/ios26, an issue push is an ordinary push (VoipPushTests).
            if launch == .newsstandDownload, profile.hasBGTaskScheduler { continue }
            let answer = try #require(e.backgroundLaunch(launch, for: trial.app))
            let mark = e.log.totalCount
            for command in trial.trigger { try e.apply(command) }
            let events = e.log.events(since: mark).filter { $0.app == trial.app }
            let denied = events.first { $0.name == .backgroundLaunchDenied || $0.name == .pushHeld }
            let delivered = events.contains { $0.name == trial.callback }
            let context = "\(profile) \(trial.app) \(settings.map { "\($0)" }) answered \(answer.denial?.rawValue ?? "allowed")"
            #expect(denied?.reason == answer.denial?.rawValue, "\(context)")
            #expect(delivered == answer.isAllowed, "\(context)")
            outcomes.insert(answer.denial?.rawValue ?? "allowed")
        }
        #expect(outcomes.contains("allowed") && outcomes.count > 2, "the trials reach both answers: \(outcomes)")
    }
}
