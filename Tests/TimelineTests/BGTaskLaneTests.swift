import Lifecycle
import Testing
import Timeline

/// The timeline's BG task rows (issue 22): each request a band from its submission to its
/// run and its end (pending, running, expired; done marked), a row per identifier under its app.
struct BGTaskLaneTests {
    func task(_ t: Timeline, _ app: String, _ id: String) throws -> BGTaskLane {
        try #require(t.apps.first { $0.name == app }?.bgTasks.first { $0.id == id })
    }

    func bands(_ lane: BGTaskLane, _ t: Timeline) -> [String] {
        lane.lane.runs(from: .zero, to: t.end).map { "\($0.band.meaning) \($0.start)" }
    }

    @Test func aRequestIsPendingFromItsSubmissionRunningFromItsLaunchAndEndsWhenCompleted() throws {
        let t = try timeline("launch Backup\nhome\ncharger on\nlock\nwait 20m\n", profile: .ios13)
        let nightly = try task(t, "Backup", "com.appdeck.backup.nightly")
        #expect(bands(nightly, t) == ["request pending 0s", "task running 5m", "no request 15m"])
        #expect(nightly.lane.moments.map(\.kind) == [.taskDone], "done: marked where it completed")
        #expect(nightly.lane.moments.first?.time == .minutes(15))
        #expect(t.rows.map(\.title) == ["Device", "Backup", "nightly"])
    }

    @Test func anExpiredTaskIsMarkedByItsExpirationHandlerWhereItsRunEnds() throws {
        let t = try timeline("launch Backup\nhome\ncharger on\nlock\nwait 8m\nunlock\nwait 1m\n", profile: .ios13)
        let nightly = try task(t, "Backup", "com.appdeck.backup.nightly")
        #expect(bands(nightly, t) == ["request pending 0s", "task running 5m", "no request 8m"])
        #expect(nightly.lane.moments.map(\.kind) == [.expiration])
        let expired = try #require(t.events.first { $0.name == .bgTaskExpired })
        #expect(t.rowIndex(of: expired) == 2, "on the task's row, not the app's")
    }

    @Test func aTaskWhoseExpirationHandlerTakesTimeIsExpiredUntilItCompletes() throws {
        var spec = AppSpec(name: "Slow", modes: [.fetch])
        spec.bgTasks = [
            BGTaskSpec(
                id: "com.slow.refresh", kind: .refresh, submit: .enterBackground, earliest: .minutes(15),
                duration: .minutes(1), expiration: .endTask(after: .seconds(3)))
        ]
        spec.permittedIdentifiers = ["com.slow.refresh"]
        let engine = Engine(apps: [spec], profile: .ios13, seed: 1)
        var t = Timeline()
        engine.onEvent = { t.add($0) }
        try engine.apply(.launch("Slow"))
        try engine.apply(.home)
        engine.advance(by: .hours(1))
        t.extend(to: engine.now)
        let lane = try task(t, "Slow", "com.slow.refresh")
        let runs = lane.lane.runs(from: .zero, to: t.end).map(\.band)
        #expect(runs == [.taskPending, .taskRunning, .taskExpired, .taskNone])
        let expired = try #require(lane.lane.runs(from: .zero, to: t.end).first { $0.band == .taskExpired })
        #expect(expired.end - expired.start == .seconds(3), "the handler completes the task 3 s after it ran")
    }

    @Test func aResubmittedRequestIsPendingAgainOnceTheRunEnds() throws {
        let t = try timeline("launch Feed\nhome\nwait 3h\n", profile: .ios13)
        let refresh = try task(t, "Feed", "com.appdeck.feed.refresh")
        let bands = refresh.lane.runs(from: .zero, to: t.end).map(\.band)
        #expect(Array(bands.prefix(4)) == [.taskPending, .taskRunning, .taskPending, .taskRunning])
        #expect(!bands.contains(.taskNone), "each run submits the next request as it starts")
    }

    @Test func aPendingRequestOutlivesTheProcessButARunningTaskEndsWithIt() throws {
        let t = try timeline("launch Backup\nhome\ncharger on\nlock\nwait 6m\nunlock\nswitcher\nkill Backup\nhome\n", profile: .ios13)
        let nightly = try task(t, "Backup", "com.appdeck.backup.nightly")
        #expect(nightly.lane.current == .taskNone)
        let swiped = try timeline("launch Feed\nhome\nswitcher\nkill Feed\nhome\nwait 1m\n", profile: .ios13)
        #expect(try task(swiped, "Feed", "com.appdeck.feed.refresh").lane.current == .taskPending, "the system keeps it")
    }

    @Test func aQueuedContinuedRequestEndsWithTheProcess() throws {
        let t = try timeline(
            "launch Export\nsubmit Export com.appdeck.export.video\nsubmit Export com.appdeck.export.video\nwait 5s\n"
                + "switcher\nkill Export\nhome\nwait 1m\n", profile: .ios26)
        let video = try task(t, "Export", "com.appdeck.export.video")
        #expect(video.lane.runs(from: .zero, to: t.end).map(\.band) == [.taskRunning, .taskNone])
        #expect(video.lane.current == .taskNone, "the swipe ends the running task and cancels the queued one")
    }

    @Test func aDeviceResetClearsEveryRequestRow() throws {
        let t = try timeline("launch Feed\nhome\nwait 1m\nreset\nwait 1m\n", profile: .ios13)
        #expect(try task(t, "Feed", "com.appdeck.feed.refresh").lane.current == .taskNone)
    }
}
