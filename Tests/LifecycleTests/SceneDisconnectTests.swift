import Lifecycle
import Testing

/// The rule book's §11.1: the system disconnects a background or suspended scene while the
/// process lives (`disconnect APP`), and opening the app reconnects it.
@Suite struct SceneDisconnectTests {
    @Test func disconnectingTheSceneOfARunningBackgroundAppCallsSceneDidDisconnectAtOnce() throws {
        let e = Fixtures.sceneEngine(apps: [SceneSessionTests.writer])
        try e.run(.launch("Writer"), .home)
        var trace = Trace(e)
        try e.run(.disconnect("Writer"))
        #expect(trace.take() == ["Writer SceneDidDisconnect"])
        #expect(e.state(of: "Writer") == .background)
        #expect(e.status(of: "Writer")?.scene == .disconnected)
    }

    @Test func aSceneDisconnectedWhileTheMainThreadIsBusyHearsOfItWhenTheWorkReturns() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Journal"), .home)
        var trace = Trace(e)
        try e.run(.disconnect("Journal"))
        #expect(trace.take("Journal") == [])
        e.advance(by: .seconds(1))
        #expect(trace.take("Journal") == ["Journal SceneDidDisconnect", "Journal Suspended"])
    }

    @Test func aSuspendedAppHearsOfTheDisconnectWhenItNextRuns() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Inbox"), .home, .wait(.seconds(1)), .disconnect("Inbox"))
        var trace = Trace(e)
        e.advance(by: .minutes(1))
        #expect(trace.take("Inbox") == [])
        #expect(e.status(of: "Inbox")?.scene == .disconnected)
        try e.run(.push("Inbox", silent: true))
        #expect(trace.take("Inbox") == ["Inbox SceneDidDisconnect", "Inbox DidReceiveRemoteNotification"])
        try e.run(.launch("Journal"), .home, .wait(.seconds(1)), .disconnect("Journal"), .launch("Journal"))
        #expect(
            trace.take("Journal").suffix(4) == [
                "Journal SceneDidDisconnect", "Journal SceneWillConnect", "Journal SceneWillEnterForeground",
                "Journal SceneDidBecomeActive",
            ])
    }

    @Test func openingAnAppWhoseSceneWasDisconnectedReconnectsItWithoutFinishedLaunching() throws {
        let e = Fixtures.sceneEngine(apps: [SceneSessionTests.writer])
        try e.run(.launch("Writer"), .home, .disconnect("Writer"))
        var trace = Trace(e)
        try e.run(.launch("Writer"))
        #expect(trace.take("Writer") == ["Writer SceneWillConnect", "Writer SceneWillEnterForeground", "Writer SceneDidBecomeActive"])
        #expect(e.status(of: "Writer")?.scene == .front)
    }

    @Test func swipingUpAnAppWhoseSceneIsDisconnectedCallsOnlyWillTerminate() throws {
        let e = Fixtures.sceneEngine(apps: [SceneSessionTests.writer])
        try e.run(.launch("Writer"), .home, .disconnect("Writer"))
        var trace = Trace(e)
        try e.run(.swipeUp("Writer"))
        #expect(trace.take("Writer") == ["Writer WillTerminate", "Writer Terminated"])
    }

    @Test func disconnectIsRefusedForAnAppWithoutScenesNotRunningInFrontAlreadyDisconnectedOrWithoutAScene() throws {
        let e = Fixtures.sceneEngine()
        func refused(_ app: String, _ why: String) {
            #expect(throws: CommandError.cannotCarryOut(why)) { try e.apply(.disconnect(app)) }
        }
        refused("Notes", "Notes does not use scenes")
        refused("Journal", "Journal is not running")
        try e.run(.launch("Journal"))
        refused("Journal", "Journal is in front: the system disconnects only a scene in the background")
        try e.run(.home, .disconnect("Journal"))
        refused("Journal", "Journal's scene is already disconnected")
        try e.run(.wait(.seconds(1)))
        refused("Journal", "Journal's scene is already disconnected")
        try e.run(.fetch("Inbox"))
        refused("Inbox", "Inbox was launched in the background and has no scene yet")
        let old = Fixtures.sceneEngine(.ios7)
        #expect(throws: CommandError.cannotCarryOut("Notes does not use scenes")) { try old.apply(.disconnect("Notes")) }
    }
}
