import Foundation
import Lifecycle
import Scenario
import TestHarness
import Testing
import Timeline

/// The notification service extension is a process of its own (§11.5): on the timeline, its
/// run is a row of its own under the app's, and the app's own rows never change for it.
struct ServiceExtensionTimelineTests {
    /// Cipher, swiped away, then a mutable alert push: its extension (40 MB) is killed at 0.5 s.
    static let memoryKill = "profile ios13\nlaunch Cipher\nwait 1s\nkill Cipher\nwait 1s\npush Cipher mutable\nwait 2s\n"

    @Test func theServiceExtensionHasALaneOfItsOwn() throws {
        let t = try timeline(Self.memoryKill, profile: .ios13)
        let cipher = try #require(t.apps.first { $0.name == "Cipher" })
        let lane = try #require(cipher.serviceExtension)
        #expect(lane.runs(from: .zero, to: t.end).map(\.band) == [.extensionNone, .extensionRunning, .extensionNone])
        #expect(lane.band(at: .ms(2_200)) == .extensionRunning)
        #expect(lane.band(at: .ms(2_600)) == .extensionNone, "killed for memory at 0.5 s")
        #expect(lane.moments.map(\.kind) == [.push, .purge])
        let rows = t.rows
        let app = try #require(rows.firstIndex { $0.kind == .app("Cipher") })
        let row = try #require(rows.firstIndex { $0.kind == .serviceExtension("Cipher") })
        #expect(row > app && rows[app..<row].dropFirst().allSatisfy(\.kind.isUnderApp), "under the app's row")
        #expect(rows[row].title == "extension")
        for event in t.events where event.process == .serviceExtension {
            #expect(t.rowIndex(of: event) == row, "\(event.name) on the extension's row")
        }
    }

    @Test func theServiceExtensionNeverChangesTheAppsState() throws {
        let with = try timeline(Self.memoryKill, profile: .ios13)
        let without = try timeline(Self.memoryKill.replacingOccurrences(of: "push Cipher mutable\n", with: ""), profile: .ios13)
        let a = try #require(with.apps.first { $0.name == "Cipher" })
        let b = try #require(without.apps.first { $0.name == "Cipher" })
        #expect(a.state.times == b.state.times && a.state.bands == b.state.bands)
        #expect(a.state.moments.map(\.kind) == b.state.moments.map(\.kind), "no moment of the extension on the app's row")
        #expect(a.budget == b.budget)
    }

    @Test func anAppThatNeverRanShowsItsExtensionUnderANotRunningRow() throws {
        let t = try timeline("profile ios13\npush Cipher mutable\nwait 2s\n", profile: .ios13)
        let cipher = try #require(t.apps.first { $0.name == "Cipher" })
        #expect(!cipher.hasLived)
        #expect(cipher.state.bands == [.notRunning])
        #expect(cipher.serviceExtension?.band(at: .ms(100)) == .extensionRunning)
        #expect(t.rows.map(\.title).suffix(2) == ["Cipher", "extension"])
    }
}

/// `appdeck run SCRIPT --format timeline` of the extension's scripts: the push goldens' apps.
@Suite(.serialized)
struct ServiceExtensionTimelineGoldenTests {
    static let pushes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ScenarioTests/Golden/pushes")

    @Test(arguments: ["extension-timeout", "extension-memory"])
    func theExtensionsTimelineIsItsGoldenFile(cause: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
        let script = try String(contentsOf: Self.pushes.appendingPathComponent(cause + ".deck"), encoding: .utf8)
        let options = ["--apps", Self.pushes.appendingPathComponent("apps").path, "--format", "timeline", "--width", "80"]
        let result = try AppdeckProcess.runScript(script, name: cause + ".deck", options)
        #expect(result.status == 0, "\(result.stderr)")
        let url = TimelineGoldenTests.directory.appendingPathComponent(cause + "-80.txt")
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] != nil {
            try Data(result.stdout.utf8).write(to: url)
        }
        #expect(result.stdout == (try String(contentsOf: url, encoding: .utf8)))
        #expect(result.stdout.contains("  extension "))
    }
}

/// A row made at a request's or an extension's first event is blank before it.
struct LateRowTests {
    @Test func theExtensionsRowIsBlankBeforeItsFirstRun() throws {
        let t = try timeline("profile ios13\nwait 10m\npush Cipher mutable\nwait 1m\n", profile: .ios13)
        let lane = try #require(t.apps.first { $0.name == "Cipher" }?.serviceExtension)
        #expect(lane.band(at: .minutes(5)) == .extensionNone)
        let row = try #require(TimelineText(width: 80).lines(t).first { $0.hasPrefix("  extension") })
        #expect(!row.contains("▬▬"), "\(row)")
    }

    @Test func aRequestsRowIsBlankBeforeItsFirstSubmission() throws {
        let t = try timeline("profile ios13\nwait 10m\nlaunch Feed\nhome\nwait 10m\n", profile: .ios13)
        let feed = try #require(t.apps.first { $0.name == "Feed" })
        let lane = try #require(feed.bgTasks.first?.lane)
        #expect(lane.band(at: .minutes(5)) == .taskNone)
        #expect(lane.band(at: .minutes(15)) == .taskPending)
    }
}
