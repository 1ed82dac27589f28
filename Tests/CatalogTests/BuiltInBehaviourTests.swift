import Catalog
import Lifecycle
import Testing

/// Each built-in app, run through the engine, behaves as the table of Catalog.docc/BuiltInCatalog.md says.
@Suite struct BuiltInBehaviourTests {
    static func engine(_ profile: Profile = .ios7) -> Engine {
        Engine(apps: AppCatalog.builtIn(), profile: profile, seed: 1)
    }

    /// `APP EVENT` for each event of `app` logged since `mark`, and the new mark.
    static func names(_ e: Engine, _ app: String, since mark: inout Int) -> [String] {
        let events = e.log.events(since: mark).filter { $0.app == app }
        mark = e.log.totalCount
        return events.map(\.name.rawValue)
    }

    static func last(_ e: Engine, _ app: String, _ name: EventName) -> Event? {
        e.log.events.last { $0.app == app && $0.name == name }
    }

    @Test func notesSavesInHalfASecondStartsNothingAndIsSuspended() throws {
        let e = Self.engine()
        try e.apply(.launch("Notes"))
        var mark = e.log.totalCount
        try e.apply(.home)
        e.advance(by: .seconds(1))
        #expect(Self.names(e, "Notes", since: &mark) == ["OnResignActivation", "DidEnterBackground", "Suspended"])
        #expect(Self.last(e, "Notes", .suspended)?.time == .ms(500))
        #expect(e.status(of: "Notes")?.state == .suspended)
    }

    @Test func mailsSendOutboxTaskEndsItselfAfterTwentySecondsAndFetchTakesTwoSecondsWithNewData() throws {
        let e = Self.engine()
        try e.apply(.launch("Mail"))
        try e.apply(.home)
        #expect(Self.last(e, "Mail", .beginBackgroundTask)?.label == "send outbox")
        e.advance(by: .seconds(19))
        #expect(e.status(of: "Mail")?.state == .background)
        e.advance(by: .seconds(2))
        #expect(Self.last(e, "Mail", .endBackgroundTask)?.time == .seconds(20))
        #expect(Self.last(e, "Mail", .expirationHandler) == nil)
        #expect(e.status(of: "Mail")?.state == .suspended)

        var mark = e.log.totalCount
        try e.apply(.fetch("Mail"))
        e.advance(by: .seconds(5))
        #expect(Self.names(e, "Mail", since: &mark) == ["PerformFetch", "FetchCompleted", "Suspended"])
        #expect(Self.last(e, "Mail", .fetchCompleted)?.time == .seconds(23))
        #expect(Self.last(e, "Mail", .fetchCompleted)?.detail == "newData")
    }

    @Test func mailAndChatHandleASilentPushInTwoSeconds() throws {
        for app in ["Mail", "Chat"] {
            let e = Self.engine()
            try e.apply(.launch(app))
            try e.apply(.home)
            e.advance(by: .minutes(1))
            #expect(e.status(of: app)?.state == .suspended)
            try e.apply(.push(app, silent: true))
            #expect(e.status(of: app)?.state == .background)
            e.advance(by: .ms(1999))
            #expect(e.status(of: app)?.state == .background, "\(app)")
            e.advance(by: .ms(1))
            #expect(e.status(of: app)?.state == .suspended, "\(app)")
            #expect(Self.last(e, app, .didReceiveRemoteNotification)?.time == .minutes(1))
        }
    }

    @Test func photosUploadOutlastsTheBudgetButItsExpirationHandlerEndsItSoPhotosSurvives() throws {
        let e = Self.engine()
        try e.apply(.launch("Photos"))
        var mark = e.log.totalCount
        try e.apply(.home)
        e.advance(by: .minutes(10))
        #expect(
            Self.names(e, "Photos", since: &mark) == [
                "OnResignActivation", "DidEnterBackground", "BeginBackgroundTask", "ExpirationHandler",
                "EndBackgroundTask", "Suspended",
            ])
        #expect(Self.last(e, "Photos", .expirationHandler)?.time == .seconds(175))
        #expect(e.status(of: "Photos")?.state == .suspended)
    }

    @Test func photosUploadFinishesOnlyOnIOS6() throws {
        let e = Self.engine(.ios6)
        try e.apply(.launch("Photos"))
        try e.apply(.home)
        e.advance(by: .minutes(10))
        #expect(Self.last(e, "Photos", .endBackgroundTask)?.time == .seconds(400))
        #expect(Self.last(e, "Photos", .expirationHandler) == nil)
        #expect(e.status(of: "Photos")?.state == .suspended)
    }

    @Test func leakyIsTerminatedWhenTheBudgetRunsOut() throws {
        let e = Self.engine()
        try e.apply(.launch("Leaky"))
        try e.apply(.home)
        e.advance(by: .minutes(5))
        #expect(Self.last(e, "Leaky", .beginBackgroundTask)?.label == "leak")
        #expect(Self.last(e, "Leaky", .expirationHandler)?.time == .seconds(175))
        let end = Self.last(e, "Leaky", .terminated)
        #expect(end?.time == .seconds(180))
        #expect(end?.reason == "background-task-timeout")
        #expect(Self.last(e, "Leaky", .willTerminate) == nil)
        #expect(e.status(of: "Leaky")?.state == .notRunning)
    }

    @Test func sluggishIsKilledByTheWatchdogFiveSecondsIntoDidEnterBackground() throws {
        let e = Self.engine()
        try e.apply(.launch("Sluggish"))
        try e.apply(.home)
        e.advance(by: .seconds(10))
        let end = Self.last(e, "Sluggish", .terminated)
        #expect(end?.time == .seconds(5))
        #expect(end?.reason == "watchdog")
        #expect(e.status(of: "Sluggish")?.state == .notRunning)
    }

    @Test func musicKeepsRunningWhileItsSixtyMinutePlaylistPlays() throws {
        let e = Self.engine()
        try e.apply(.launch("Music"))
        try e.apply(.home)
        e.advance(by: .minutes(59))
        #expect(e.status(of: "Music")?.state == .background)
        e.advance(by: .minutes(2))
        #expect(Self.last(e, "Music", .playbackEnded)?.time == .minutes(60))
        #expect(e.status(of: "Music")?.state == .suspended)
    }

    @Test func mapsKeepsRunningWhileItNavigatesForFortyFiveMinutes() throws {
        let e = Self.engine()
        try e.apply(.launch("Maps"))
        try e.apply(.home)
        e.advance(by: .minutes(44))
        #expect(e.status(of: "Maps")?.state == .background)
        e.advance(by: .minutes(2))
        #expect(Self.last(e, "Maps", .navigationEnded)?.time == .minutes(45))
        #expect(e.status(of: "Maps")?.state == .suspended)
    }

    @Test func podcastsDownloadsItsEpisodeOutsideTheAppAtOneMegabyteASecondOnWifi() throws {
        let e = Self.engine()
        try e.apply(.launch("Podcasts"))
        try e.apply(.home)
        #expect(Self.last(e, "Podcasts", .transferStarted)?.label == "episode")
        e.advance(by: .seconds(10))
        #expect(e.status(of: "Podcasts")?.state == .suspended)
        e.advance(by: .seconds(900))
        #expect(Self.last(e, "Podcasts", .transferCompleted)?.time == .seconds(900))
        #expect(Self.last(e, "Podcasts", .handleEventsForBackgroundUrl)?.time == .seconds(900))
        #expect(e.status(of: "Podcasts")?.state == .suspended)
    }

    @Test func podcastsOnIOS6FallsBackToATaskWhoseExpirationHandlerEndsIt() throws {
        let e = Self.engine(.ios6)
        try e.apply(.launch("Podcasts"))
        try e.apply(.home)
        e.advance(by: .minutes(15))
        #expect(Self.last(e, "Podcasts", .expirationHandler)?.time == .seconds(595))
        #expect(Self.last(e, "Podcasts", .transferCancelled) != nil)
        #expect(Self.last(e, "Podcasts", .terminated) == nil)
        #expect(e.status(of: "Podcasts")?.state == .suspended)
    }

    @Test func weatherFetchTakesThreeSecondsAndItsSnapshotShowsWhenItLastUpdated() throws {
        let e = Self.engine()
        try e.apply(.launch("Weather"))
        try e.apply(.home)
        #expect(e.status(of: "Weather")?.snapshot.contains("Updated 0:00:00") == true)
        e.advance(by: .minutes(1))
        try e.apply(.fetch("Weather"))
        e.advance(by: .seconds(5))
        #expect(Self.last(e, "Weather", .fetchCompleted)?.time == .minutes(1) + .seconds(3))
        #expect(Self.last(e, "Weather", .fetchCompleted)?.detail == "newData")
        #expect(e.status(of: "Weather")?.snapshot.contains("Updated 0:01:03") == true)
    }

    @Test func weatherIsFetchedByTheSystemNoMoreOftenThanEveryFifteenMinutes() throws {
        let e = Self.engine()
        try e.apply(.launch("Weather"))
        try e.apply(.home)
        e.advance(by: .hours(3))
        let fetches = e.log.events.filter { $0.app == "Weather" && $0.name == .performFetch }.map(\.time)
        #expect(fetches.count >= 2)
        #expect(fetches.first.map { $0 >= .minutes(15) } == true)
        for (a, b) in zip(fetches, fetches.dropFirst()) {
            #expect(b - a >= .minutes(15))
        }
    }

    @Test func talkIsWokenForAOneSecondKeepAliveEveryTenMinutes() throws {
        let e = Self.engine()
        try e.apply(.launch("Talk"))
        try e.apply(.home)
        e.advance(by: .minutes(35))
        let keepAlives = e.log.events.filter { $0.app == "Talk" && $0.name == .voipKeepAlive }.map(\.time)
        #expect(keepAlives == [.minutes(10), .minutes(20), .minutes(30)])
        let suspensions = e.log.events.filter { $0.app == "Talk" && $0.name == .suspended }.map(\.time)
        let ends: [SimDuration] = [10, 20, 30].map { .minutes($0) + .seconds(1) }
        #expect(Array(suspensions.suffix(3)) == ends)
        #expect(e.status(of: "Talk")?.state == .suspended)
    }

    @Test func paperDownloadsAFiftyMegabyteIssueWhenAPushArrives() throws {
        let e = Self.engine()
        try e.apply(.launch("Paper"))
        try e.apply(.home)
        e.advance(by: .minutes(1))
        #expect(Self.last(e, "Paper", .transferStarted) == nil)
        try e.apply(.push("Paper", silent: false))
        #expect(Self.last(e, "Paper", .transferStarted)?.label == "issue")
        e.advance(by: .minutes(2))
        #expect(Self.last(e, "Paper", .transferCompleted)?.time == .minutes(1) + .seconds(50))
    }

    @Test func fitnessRunsInTheBackgroundWhileTheStrapSendsDataEveryMinute() throws {
        let e = Self.engine()
        try e.apply(.launch("Fitness"))
        try e.apply(.home)
        e.advance(by: .minutes(5) + .seconds(30))
        let data = e.log.events.filter { $0.app == "Fitness" && $0.name == .accessoryData }.map(\.time)
        #expect(data == (1...5).map { .minutes(Int64($0)) })
        #expect(e.status(of: "Fitness")?.state == .background)
    }

    @Test func everyBuiltInAppLaunchesToTheFrontWithinTheLaunchWatchdog() throws {
        for app in AppCatalog.builtIn() {
            let e = Self.engine()
            var mark = e.log.totalCount
            try e.apply(.launch(app.name))
            e.advance(by: .seconds(30))
            #expect(Self.names(e, app.name, since: &mark).prefix(2) == ["FinishedLaunching", "OnActivated"], "\(app.name)")
            #expect(e.status(of: app.name)?.state == .active, "\(app.name)")
        }
    }
}
