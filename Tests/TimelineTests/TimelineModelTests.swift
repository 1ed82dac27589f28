import Catalog
import Lifecycle
import Scenario
import Testing
import Timeline

/// Runs a script on the built-in catalog and builds the timeline from every event.
func timeline(_ script: String, profile: Profile = .ios7) throws -> Timeline {
    let engine = Engine(apps: AppCatalog.builtIn(), profile: profile, seed: 1)
    let runner = try ScriptRunner(script: Script(parsing: script, file: "t.deck"), engine: engine)
    var timeline = Timeline()
    try runner.run { timeline.add($0) }
    timeline.extend(to: engine.now)
    return timeline
}

/// The timeline model: rows, runs and moments from the engine's events.
struct TimelineModelTests {
    func app(_ t: Timeline, _ name: String) throws -> AppLane {
        try #require(t.apps.first { $0.name == name })
    }

    @Test func anAppRowFollowsItsStatesWithABackgroundTaskShownApart() throws {
        let t = try timeline("launch Mail\nwait 2s\nhome\nwait 1m\n")
        let mail = try app(t, "Mail")
        // Inactive lasts no time between OnResignActivation and DidEnterBackground.
        #expect(mail.state.runs(from: .zero, to: t.end).map(\.band) == [.active, .backgroundTask, .suspended])
        #expect(mail.state.band(at: .seconds(10)) == .backgroundTask)
        #expect(mail.state.band(at: .seconds(30)) == .suspended)
        // The 20 s "send outbox" task ends at 22 s.
        #expect(mail.state.runs(from: .zero, to: t.end).last?.start == .seconds(22))
    }

    @Test func onlyAppsThatLivedHaveRowsInTheOrderTheyFirstDid() throws {
        let t = try timeline("launch Notes\nlaunch Mail\nwait 1s\n")
        #expect(t.apps.map(\.name) == ["Notes", "Mail"])
        #expect(t.rows.map(\.title) == ["Device", "Notes", "Mail"])
    }

    @Test func appRowsAreInTheOrderTheAppsFirstRanNotTheOrderOfTheirFirstEvents() throws {
        // Weather's first event is a denial while it is not running; Mail runs first.
        let t = try timeline("bar off\nfetch Weather\nfetch Paper\nlaunch Mail\nwait 1s\nlaunch Weather\nwait 1s\n")
        #expect(t.apps.map(\.name) == ["Mail", "Weather", "Paper"], "Paper never ran: after the apps that did")
        #expect(t.rows.map(\.title) == ["Device", "Mail", "budget", "Weather", "Paper"])
        let denial = try #require(t.events.first { $0.name == .backgroundLaunchDenied && $0.app == "Weather" })
        #expect(t.rowIndex(of: denial) == 3, "the denial is on Weather's row")
        let paper = try #require(t.events.first { $0.app == "Paper" })
        #expect(t.rowIndex(of: paper) == 4)
    }

    @Test func momentsMarkLaunchesExpirationAndKills() throws {
        let t = try timeline("launch Leaky\nhome\nwait 4m\nlaunch Sluggish\nhome\nwait 10s\n")
        let leaky = try app(t, "Leaky")
        #expect(leaky.state.moments.map(\.kind) == [.launch, .expiration, .watchdogKill])
        #expect(leaky.state.moments[1].time == .seconds(175))
        #expect(t.events[leaky.state.moments[2].event].name == .terminated)
        #expect(try app(t, "Sluggish").state.moments.map(\.kind) == [.launch, .watchdogKill])
    }

    @Test func aSceneAppsRowMarksItsSceneConnectingAndDisconnecting() throws {
        let t = try timeline("launch Journal\nhome\nwait 1s\ndisconnect Journal\nlaunch Journal\n", profile: .ios13)
        let journal = try app(t, "Journal")
        #expect(journal.state.moments.map(\.kind) == [.launch, .sceneConnect, .sceneDisconnect, .sceneConnect])
        #expect(t.events[journal.state.moments[2].event].name == .sceneDidDisconnect)
        let old = try timeline("launch Journal\nhome\n", profile: .ios7)
        #expect(try app(old, "Journal").state.moments.map(\.kind) == [.launch])
    }

    @Test func theDeviceRowShowsLockSleepWakeAndCalls() throws {
        let t = try timeline("launch Notes\nwait 1s\nlock\nwait 1m\ncall\nwait 5s\ndecline\nwait 1m\nunlock\n")
        let runs = t.device.runs(from: .zero, to: t.end + .seconds(1)).map(\.band)
        #expect(runs == [.unlocked, .lockedAwake, .asleep, .call, .lockedAwake, .asleep, .unlocked])
        #expect(t.device.band(at: .seconds(30)) == .asleep)
    }

    @Test func networkAndLowPowerRowsAppearOnceTheyChange() throws {
        let plain = try timeline("launch Notes\n")
        #expect(plain.network == nil && plain.lowPower == nil)
        let t = try timeline("profile ios13\nwait 1m\nnetwork cellular\nwait 1m\nlowpower on\nwait 1m\nnetwork off\n")
        #expect(t.network?.runs(from: .zero, to: t.end + .seconds(1)).map(\.band) == [.wifi, .cellular, .offline])
        #expect(t.lowPower?.band(at: .seconds(150)) == .lowPowerOn)
        #expect(t.rows.map(\.title) == ["Device", "Network", "Low Power"])
    }

    @Test func theBudgetRunsOnlyWhileAwakeFromIOS7() throws {
        let t = try timeline("launch Leaky\nhome\nwait 1m\nlock\nwait 1h\nunlock\nlaunch Leaky\nwait 10s\nhome\nwait 5m\n")
        let budget = try #require(try app(t, "Leaky").budget)
        #expect(budget.band(at: .seconds(30)) == .budgetRunning)
        #expect(budget.band(at: .minutes(30)) == .budgetAsleep)
        // In front the budget is unbounded (none drawn); Home starts it again.
        #expect(budget.band(at: .hours(1) + .minutes(1) + .seconds(5)) == .budgetNone)
        #expect(budget.band(at: .hours(1) + .minutes(1) + .seconds(11)) == .budgetRunning)
    }

    @Test func onIOS6TheBudgetRunsWhileLockedBecauseTheTaskKeepsTheDeviceAwake() throws {
        let t = try timeline("launch Leaky\nhome\nlock\nwait 20m\n", profile: .ios6)
        let budget = try #require(try app(t, "Leaky").budget)
        #expect(budget.band(at: .minutes(5)) == .budgetRunning)
        #expect(t.device.band(at: .minutes(5)) == .lockedAwake)
        #expect(t.device.band(at: .minutes(15)) == .asleep)
    }

    @Test func aContinuousModeHoldsTheBudgetOfAnAppWithTasks() throws {
        var t = Timeline()
        let e = { (s: Int64, name: EventName, state: AppState?, task: Int?) in
            Event(time: .seconds(s), app: "Radio", name: name, state: state, task: task)
        }
        t.add(e(0, .finishedLaunching, .active, nil))
        t.add(e(2, .didEnterBackground, .background, nil))
        t.add(e(2, .beginBackgroundTask, .background, 1))
        t.add(e(2, .budgetHeld, .background, nil))
        t.add(e(3600, .budgetReleased, .background, nil))
        let budget = try #require(t.apps.first?.budget)
        #expect(budget.runs(from: .zero, to: .hours(2)).map(\.band) == [.budgetNone, .budgetHeld, .budgetRunning])
        #expect(t.rows.map(\.title) == ["Device", "Radio", "budget"])
        #expect(t.rowIndex(of: t.events.last!) == 2)
    }

    @Test func onlyEventsThatChangeARowOrAreMomentsAreKept() throws {
        let t = try timeline("launch Mail\nwait 2s\nhome\nwait 1m\n")
        // FinishedLaunching (a moment), OnActivated (active), OnResignActivation and
        // DidEnterBackground (inactive, then background), BeginBackgroundTask (a task open),
        // EndBackgroundTask (background), Suspended; not OnActivated's twin or a detail-only event.
        #expect(
            t.events.map(\.name) == [
                .finishedLaunching, .onActivated, .onResignActivation, .didEnterBackground,
                .beginBackgroundTask, .endBackgroundTask, .suspended,
            ])
        #expect(t.end == .seconds(62))
    }

    @Test func twoChangesAtOneInstantKeepTheLast() {
        var lane = Lane(.notRunning)
        lane.set(.active, at: .seconds(1))
        lane.set(.inactive, at: .seconds(1))
        #expect(lane.bands == [.notRunning, .inactive])
        lane.set(.notRunning, at: .seconds(1))
        #expect(lane.bands == [.notRunning])
    }
}
