import Lifecycle
import Testing

@testable import Catalog

/// The built-in catalog is the table of Catalog.docc/BuiltInCatalog.md, with the values the engine and its tests
/// rely on.
@Suite struct BuiltInCatalogTests {
    @Test func theBuiltInManifestsHaveNoProblems() {
        let set = ManifestSet(manifests: BuiltInManifests.all)
        #expect(set.problems == [])
        #expect(set.apps.count == 30)
    }

    @Test func theBuiltInCatalogHasTheAppsOfTheDesignAndTheSceneAndBGTaskAppsInItsOrder() {
        #expect(
            AppCatalog.builtIn().map(\.name) == [
                "Notes", "Mail", "Photos", "Leaky", "Sluggish", "Music", "Maps", "Podcasts", "Weather",
                "Chat", "Talk", "Paper", "Fitness", "Journal", "Inbox", "Feed", "Backup", "Broken", "Export",
                "News", "Tracker", "Courier", "Dialer", "Cipher", "Vault", "Ledger", "Ledger2", "Keyring",
                "Ticker", "Scores",
            ])
    }

    /// Each app's behaviour, field by field; symbol, summary and snapshot are checked below.
    static let behaviour: [String: AppSpec] = [
        "Notes": AppSpec(name: "Notes", memoryMB: 40, didEnterBackground: .init(mainThreadWork: .ms(500))),
        "Mail": AppSpec(
            name: "Mail", memoryMB: 90, modes: [.fetch, .remoteNotification],
            didEnterBackground: .init(tasks: [
                TaskSpec(
                    name: "send outbox", thread: .background,
                    duration: .seconds(20), expiration: .endTaskNow)
            ]),
            fetch: FetchSpec(minimumInterval: .minutes(30), duration: .seconds(2), result: .newData),
            silentPush: PushSpec(duration: .seconds(2))),
        "Photos": AppSpec(
            name: "Photos", memoryMB: 220,
            didEnterBackground: .init(tasks: [
                TaskSpec(
                    name: "upload library", thread: .background,
                    duration: .seconds(400), expiration: .endTaskNow)
            ])),
        "Leaky": AppSpec(
            name: "Leaky", memoryMB: 60,
            didEnterBackground: .init(tasks: [
                TaskSpec(
                    name: "leak", thread: .background, duration: nil,
                    expiration: .nothing)
            ])),
        "Sluggish": AppSpec(name: "Sluggish", memoryMB: 50, didEnterBackground: .init(mainThreadWork: .seconds(8))),
        "Music": AppSpec(name: "Music", memoryMB: 80, modes: [.audio], audio: AudioSpec(playlist: .minutes(60))),
        "Maps": AppSpec(
            name: "Maps", memoryMB: 250, modes: [.location],
            location: LocationSpec(navigation: .minutes(45))),
        "Podcasts": AppSpec(
            name: "Podcasts", memoryMB: 100,
            transfers: [
                TransferSpec(name: "episode", bytes: 900_000_000, start: .enterBackground, ios6Expiration: .endTaskNow)
            ]),
        "Weather": AppSpec(
            name: "Weather", memoryMB: 50, modes: [.fetch],
            fetch: FetchSpec(minimumInterval: .minutes(15), duration: .seconds(3), result: .newData)),
        "Chat": AppSpec(
            name: "Chat", memoryMB: 60, modes: [.remoteNotification],
            silentPush: PushSpec(duration: .seconds(2))),
        "Talk": AppSpec(
            name: "Talk", memoryMB: 40, modes: [.voip],
            voip: VoipSpec(keepAlive: .minutes(10), handlerDuration: .seconds(1))),
        "Paper": AppSpec(
            name: "Paper", memoryMB: 70, modes: [.newsstandContent],
            newsstand: NewsstandSpec(issueBytes: 50_000_000)),
        "Fitness": AppSpec(
            name: "Fitness", memoryMB: 50, modes: [.externalAccessory],
            accessory: AccessorySpec(interval: .minutes(1))),
        "Journal": AppSpec(
            name: "Journal", memoryMB: 40, didEnterBackground: .init(mainThreadWork: .ms(500)), scenes: true),
        "Inbox": AppSpec(
            name: "Inbox", memoryMB: 60, modes: [.fetch, .remoteNotification],
            fetch: FetchSpec(minimumInterval: .minutes(30), duration: .seconds(2), result: .newData),
            silentPush: PushSpec(duration: .seconds(2)), scenes: true),
        "Feed": bgApp(
            "Feed", memoryMB: 60, modes: [.fetch], scenes: true,
            BGTaskSpec(
                id: "com.appdeck.feed.refresh", kind: .refresh, submit: .enterBackground, earliest: .hours(1),
                duration: .seconds(4), expiration: .endTask(after: .zero), resubmit: true)),
        "Backup": bgApp(
            "Backup", memoryMB: 80, modes: [.processing],
            BGTaskSpec(
                id: "com.appdeck.backup.nightly", kind: .processing, submit: .enterBackground, duration: .minutes(10),
                expiration: .endTask(after: .zero), requiresPower: true, requiresNetwork: true)),
        "Broken": bgApp(
            "Broken", memoryMB: 40, modes: [.fetch],
            BGTaskSpec(
                id: "com.appdeck.broken.refresh", kind: .refresh, register: .late, submit: .enterBackground,
                earliest: .minutes(15), duration: .seconds(2))),
        "Export": bgApp(
            "Export", memoryMB: 120, modes: [],
            BGTaskSpec(
                id: "com.appdeck.export.video", kind: .continued, duration: .minutes(2), expiration: .endTask(after: .zero),
                title: "Exporting video", strategy: .queue, progressEvery: .seconds(1))),
        "News": {
            var news = bgApp(
                "News", memoryMB: 60, modes: [.fetch], scenes: true,
                BGTaskSpec(
                    id: "com.appdeck.news.refresh", kind: .refresh, submit: .enterBackground, earliest: .hours(1),
                    duration: .seconds(4), expiration: .endTask(after: .zero), resubmit: true))
            news.lifecycleCode = .appDelegate
            return news
        }(),
        "Tracker": bgApp(
            "Tracker", memoryMB: 50, modes: [.fetch],
            BGTaskSpec(
                id: "com.appdeck.tracker.sync", kind: .refresh, register: .twice, submit: .enterBackground,
                earliest: .minutes(30), duration: .seconds(2))),
        // Pushes (§11.5)
        "Courier": AppSpec(
            name: "Courier", memoryMB: 50, modes: [.remoteNotification], silentPush: PushSpec(duration: .seconds(3)),
            scenes: true),
        "Dialer": {
            var dialer = AppSpec(name: "Dialer", memoryMB: 45, modes: [.voip], scenes: true)
            dialer.voipCall = .notReported
            return dialer
        }(),
        "Cipher": {
            var cipher = AppSpec(name: "Cipher", memoryMB: 55, scenes: true)
            cipher.notificationService = ServiceExtensionSpec(work: .seconds(2), memoryBytes: 40_000_000)
            return cipher
        }(),
    ].merging(lockedDevice) { old, _ in old }

    /// The locked device's apps (§11.6).
    static let lockedDevice: [String: AppSpec] = [
        "Vault": {
            var vault = bgApp(
                "Vault", memoryMB: 60, modes: [.processing],
                BGTaskSpec(
                    id: "com.appdeck.vault.nightly", kind: .processing, submit: .enterBackground, duration: .minutes(2),
                    expiration: .endTask(after: .zero)))
            vault.dataProtection = .complete
            vault.lockedData = .fail
            return vault
        }(),
        "Ledger": {
            var ledger = AppSpec(name: "Ledger", memoryMB: 50, didEnterBackground: .init(mainThreadWork: .ms(200)))
            ledger.fileLock = .held
            return ledger
        }(),
        "Ledger2": AppSpec(
            name: "Ledger2", memoryMB: 50,
            didEnterBackground: .init(tasks: [
                TaskSpec(name: "save ledger", thread: .background, duration: .seconds(2), expiration: .endTaskNow)
            ])),
        "Keyring": {
            var keyring = AppSpec(
                name: "Keyring", memoryMB: 40, modes: [.remoteNotification], silentPush: PushSpec(duration: .seconds(2)),
                scenes: true)
            keyring.lockedData = .logOut
            keyring.readsDataBeforeMain = true
            return keyring
        }(),
        "Ticker": {
            var ticker = AppSpec(
                name: "Ticker", memoryMB: 45, modes: [.remoteNotification],
                silentPush: PushSpec(duration: .seconds(2), result: .newData), scenes: true)
            ticker.widget = WidgetSpec(policy: .after(.minutes(15)), entries: 1, memoryBytes: 18_000_000, reloadFrom: [.push, .foreground])
            return ticker
        }(),
        // Live Activities (§11.8).
        "Scores": {
            var scores = AppSpec(name: "Scores", memoryMB: 50, scenes: true)
            scores.liveActivity = LiveActivitySpec(
                frequentUpdates: true, pushToStart: true, attributesBytes: 1000, staleAfter: .minutes(10))
            return scores
        }(),
    ]

    /// An app of issue 22's names: its one BG task, permitted.
    static func bgApp(
        _ name: String, memoryMB: Int, modes: Set<BackgroundMode>, scenes: Bool = false, _ task: BGTaskSpec
    ) -> AppSpec {
        var spec = AppSpec(name: name, memoryMB: memoryMB, modes: modes, scenes: scenes)
        spec.bgTasks = [task]
        spec.permittedIdentifiers = [task.id]
        return spec
    }

    @Test func eachBuiltInAppHasExactlyTheBehaviourOfTheTable() throws {
        for app in AppCatalog.builtIn() {
            var expected = try #require(Self.behaviour[app.name], "\(app.name)")
            expected.symbol = app.symbol
            expected.summary = app.summary
            expected.snapshot = app.snapshot
            #expect(app == expected, "\(app.name)")
        }
    }

    @Test func eachBuiltInAppHasASummaryAUniqueSymbolAndTwoOrThreeSnapshotLines() {
        let apps = AppCatalog.builtIn()
        for app in apps {
            #expect(!app.summary.isEmpty, "\(app.name)")
            #expect(app.summary.count <= 72, "\(app.name): a summary fits one line of `appdeck apps`")
            #expect((2...3).contains(app.snapshot.count), "\(app.name)")
            #expect(app.launchTime == .ms(300), "\(app.name)")
        }
        #expect(Set(apps.map(\.symbol)).count == apps.count)
    }

    @Test func weathersSnapshotShowsWhenItLastUpdated() {
        let weather = AppCatalog.builtIn().first { $0.name == "Weather" }
        #expect(weather?.snapshot.contains { $0.contains("Updated {time}") } == true)
    }

    @Test func theListingShowsNameModesAndSummaryInAlignedColumns() {
        let lines = CatalogListing.table(AppCatalog.builtIn()).split(separator: "\n")
        #expect(lines.count == 31)
        #expect(lines[0].hasPrefix("NAME      MODES                       SUMMARY"))
        #expect(lines[2] == "Mail      fetch, remote-notification  a 20 s task begun in DidEnterBackground ends itself")
        #expect(lines[1].hasPrefix("Notes     -                           saves"))
        let summaryColumn = lines[0].range(of: "SUMMARY")!.lowerBound.utf16Offset(in: lines[0])
        for line in lines.dropFirst() {
            #expect(
                line.utf16.count > summaryColumn && line.utf16[line.utf16.index(line.utf16.startIndex, offsetBy: summaryColumn - 1)] == 0x20
            )
        }
    }
}
