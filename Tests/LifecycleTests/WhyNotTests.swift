import Lifecycle
import Testing

/// The rule book's §11.1–11.3: the causes real developers hit: code left in the app delegate of a
/// scene app, a handler registered twice, a submit each time the app comes to the front.
@Suite struct WhyNotTests {
    /// Feed as a scene app whose life-cycle code sits in `code`, submitting its refresh on `submit`.
    private func feed(_ code: LifecycleCode, submit: BGTaskSubmission = .enterBackground, scenes: Bool = true) -> AppSpec {
        var spec = BG.app("Feed", modes: [.fetch], tasks: [BG.task(BG.refresh) { $0.submit = submit }])
        spec.scenes = scenes
        spec.lifecycleCode = code
        spec.didEnterBackground = .init(tasks: [TaskSpec(name: "save", duration: .seconds(3))])
        return spec
    }

    @Test func aSceneAppWhoseCodeSitsInTheAppDelegateNeverRunsItsDidEnterBackgroundWork() throws {
        let e = BG.engine(.ios13, apps: [feed(.appDelegate)])
        try e.run(.launch("Feed"), .home)
        #expect(e.lastEvent("Feed", .sceneDidEnterBackground) != nil)
        #expect(e.events("Feed", .bgTaskSubmitted).isEmpty)
        #expect(e.events("Feed", .bgTaskSubmitFailed).isEmpty)
        #expect(e.events("Feed", .beginBackgroundTask).isEmpty)
        let fixed = BG.engine(.ios13, apps: [feed(.scene)])
        try fixed.run(.launch("Feed"), .home)
        #expect(fixed.lastEvent("Feed", .bgTaskSubmitted)?.label == BG.refreshID)
        #expect(!fixed.events("Feed", .beginBackgroundTask).isEmpty)
    }

    @Test func aSceneAppWhoseCodeSitsInTheAppDelegateNeverSubmitsAsItComesToTheFront() throws {
        let e = BG.engine(.ios26, apps: [feed(.appDelegate, submit: .foreground), BG.backup])
        try e.run(.launch("Feed"), .launch("Backup"), .launch("Feed"))
        #expect(e.events("Feed", .sceneWillEnterForeground).count == 2)
        #expect(e.events("Feed", .bgTaskSubmitted).isEmpty)
    }

    @Test func codeInTheAppDelegateRunsForAnAppWithoutScenesAndOnIos7() throws {
        let noScenes = BG.engine(.ios13, apps: [feed(.appDelegate, scenes: false)])
        try noScenes.run(.launch("Feed"), .home)
        #expect(noScenes.lastEvent("Feed", .bgTaskSubmitted)?.label == BG.refreshID)
        let ios7 = BG.engine(.ios7, apps: [feed(.appDelegate)])
        try ios7.run(.launch("Feed"), .home)
        #expect(!ios7.events("Feed", .beginBackgroundTask).isEmpty)
    }

    @Test func aForegroundSubmitHappensEachTimeTheAppComesToTheFront() throws {
        for scenes in [false, true] {
            let e = BG.engine(.ios13, apps: [feed(.scene, submit: .foreground, scenes: scenes), BG.backup])
            try e.run(.launch("Feed"), .launch("Backup"))
            var trace = Trace(e)
            try e.run(.launch("Feed"))
            let comesToFront: EventName = scenes ? .sceneWillEnterForeground : .willEnterForeground
            let back = trace.take("Feed")
            #expect(back.firstIndex(of: "Feed \(comesToFront.rawValue)").map { $0 + 1 } == back.firstIndex(of: "Feed BGTaskSubmitted"))
            let submitted = e.events("Feed", .bgTaskSubmitted)
            #expect(submitted.count == (scenes ? 2 : 1), "scenes: \(scenes)")
            let front = try #require(e.lastEvent("Feed", comesToFront))
            #expect(submitted.last?.time == front.time)
        }
    }

    @Test func aHandlerRegisteredTwiceCrashesTheAppAtEveryLaunch() throws {
        let app = BG.app("Feed", modes: [.fetch], tasks: [BG.task(BG.refresh) { $0.register = .twice }])
        let e = BG.engine(.ios13, apps: [app])
        try e.run(.launch("Feed"), .wait(.seconds(5)), .launch("Feed"))
        let crashes = e.events("Feed", .terminated)
        #expect(crashes.count == 2)
        #expect(crashes.allSatisfy { $0.reason == "task-registration" })
        #expect(crashes.first?.detail?.contains("has already been registered") == true)
        #expect(e.events("Feed", .onActivated).isEmpty)
        #expect(e.state(of: "Feed") == .notRunning)
    }
}
