import Foundation
import Lifecycle
import TestHarness
import Testing

@testable import Catalog

/// The manifest format maps onto AppSpec exactly.
@Suite struct ManifestFormatTests {
    /// The complete example of the manual's "App manifests" section.
    static func readmeExample() throws -> String {
        let text = try #require(try Manual.section("App manifests"), "the manual has a section titled App manifests")
        let start = try #require(text.range(of: "```yaml\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func theReadmesCompleteExampleReadsIntoExactlyTheAppSpecItDescribes() throws {
        var expected = AppSpec(
            name: "Courier", symbol: "⚑", summary: "keeps a van on the map, syncs parcels, plays the radio",
            memoryMB: 120, modes: Set(BackgroundMode.allCases), launchTime: .ms(1500),
            didEnterBackground: DidEnterBackgroundSpec(
                mainThreadWork: .ms(300),
                tasks: [
                    TaskSpec(
                        name: "save drafts", thread: .background, duration: .seconds(12),
                        expiration: .endTask(after: .seconds(2))),
                    TaskSpec(name: "flush cache", thread: .main, duration: nil, expiration: .endTaskNow),
                ]),
            tasks: [
                TimedTaskSpec(
                    at: .minutes(2),
                    task: TaskSpec(
                        name: "sync parcels", thread: .background, duration: .seconds(45), expiration: .nothing))
            ],
            transfers: [
                TransferSpec(
                    name: "label archive", bytes: 1_500_000_000, start: .enterBackground,
                    ios6Expiration: .endTaskNow),
                TransferSpec(
                    name: "route upload", bytes: 50_000_000, start: .afterLaunch(.seconds(30)),
                    ios6Expiration: .endTaskNow),
            ],
            fetch: FetchSpec(minimumInterval: .minutes(20), duration: .seconds(4), result: .noData),
            silentPush: PushSpec(duration: .seconds(3), result: .failed),
            audio: AudioSpec(playlist: .minutes(90)),
            location: LocationSpec(navigation: .minutes(45), significantChanges: .minutes(10)),
            voip: VoipSpec(keepAlive: .minutes(10), handlerDuration: .seconds(2)),
            accessory: AccessorySpec(interval: .seconds(30)),
            newsstand: NewsstandSpec(issueBytes: 80_000_000),
            snapshot: ["Van 12: 4 stops left", "Synced {fetches} times, last at {time}"],
            backgroundUIUpdate: .seconds(40), willTerminateWork: .seconds(1), scenes: true)
        expected.permittedIdentifiers = ["com.courier.refresh", "com.courier.sync", "com.courier.export.*"]
        expected.bgTasks = [
            BGTaskSpec(
                id: "com.courier.refresh", kind: .refresh, register: .atLaunch, submit: .enterBackground, earliest: .hours(1),
                duration: .seconds(5), expiration: .endTask(after: .zero), resubmit: true),
            BGTaskSpec(
                id: "com.courier.sync", kind: .processing, duration: .minutes(10), expiration: .endTask(after: .seconds(2)),
                requiresPower: true, requiresNetwork: true),
            BGTaskSpec(
                id: "com.courier.export.video", kind: .continued, title: "Exporting the route", strategy: .fail,
                progressEvery: .seconds(2)),
        ]
        expected.dataProtection = .complete
        expected.lockedData = .wait
        expected.widget = WidgetSpec(reloadFrom: [.push])
        expected.liveActivity = LiveActivitySpec(
            frequentUpdates: true, pushToStart: true, attributesBytes: 1000, updateEvery: .minutes(1), staleAfter: .minutes(10))
        #expect(try app(Self.readmeExample()) == expected)
    }

    @Test func aManifestWithOnlyANameGetsTheDefaultsOfAppSpec() throws {
        #expect(try app("name: Kite\n") == AppSpec(name: "Kite"))
    }

    @Test func defaultsInsideTasksTransfersAndFeaturesAreThoseOfTheEngineModel() throws {
        let spec = try app(
            """
            name: Kite
            modes: [fetch, remote-notification, voip]
            tasks:
              - {at: 1s, name: sync, duration: 5s}
            transfers:
              - {name: upload, size: 2MB}
            fetch: {minimum-interval: 15m, duration: 3s}
            silent-push: {duration: 2s}
            voip: {keep-alive: 10m}
            """)
        #expect(spec.tasks == [TimedTaskSpec(at: .seconds(1), task: TaskSpec(name: "sync", duration: .seconds(5)))])
        #expect(spec.transfers == [TransferSpec(name: "upload", bytes: 2_000_000)])
        #expect(spec.fetch == FetchSpec(minimumInterval: .minutes(15), duration: .seconds(3)))
        #expect(spec.silentPush == PushSpec(duration: .seconds(2)))
        #expect(spec.voip == VoipSpec(keepAlive: .minutes(10)))
    }

    @Test func flowAndBlockStylesReadTheSame() throws {
        let block = try app(
            """
            name: Kite
            did-enter-background:
              tasks:
                - name: save
                  duration: 2s
            """)
        let flow = try app("{name: Kite, did-enter-background: {tasks: [{name: save, duration: 2s}]}}")
        #expect(block == flow)
        #expect(block.didEnterBackground.tasks == [TaskSpec(name: "save", duration: .seconds(2))])
    }

    @Test func anchorsAndAliasesAreFollowed() throws {
        let spec = try app(
            """
            name: Kite
            did-enter-background:
              tasks:
                - &save {name: save, duration: 2s, expiration: end-task}
            tasks:
              - {at: 1m, name: save, duration: 2s, expiration: end-task}
            snapshot: [&line Saved, *line]
            """)
        #expect(spec.snapshot == ["Saved", "Saved"])
        #expect(spec.didEnterBackground.tasks.first == spec.tasks.first?.task)
    }
}
