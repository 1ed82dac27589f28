/// The rule book's §11.1, Scenes: from iOS 13 an app that declares a scene
/// manifest gets its foreground and background callbacks from its scene delegate instead of
/// its app delegate; its scene connects when the app comes to the front and may be
/// disconnected while the process lives; its scene session outlives the process until the
/// user swipes the app away.

/// The four callbacks that move an app between the foreground and the background, as the app
/// gets them: the app delegate's (§2), or its scene delegate's when it uses scenes (§11.1).
struct TransitionCallbacks {
    let willEnterForeground: EventName
    let didBecomeActive: EventName
    let willResignActive: EventName
    let didEnterBackground: EventName

    static let appDelegate = TransitionCallbacks(
        willEnterForeground: .willEnterForeground, didBecomeActive: .onActivated,
        willResignActive: .onResignActivation, didEnterBackground: .didEnterBackground)
    static let scene = TransitionCallbacks(
        willEnterForeground: .sceneWillEnterForeground, didBecomeActive: .sceneDidBecomeActive,
        willResignActive: .sceneWillResignActive, didEnterBackground: .sceneDidEnterBackground)
}

/// An app's scene and scene session. The session outlives the process (purges, jetsam and
/// watchdog kills, `disconnect`); the connection belongs to one process.
struct SceneRecord {
    enum Connection {
        /// No scene has connected in this process yet (not running, or launched in the background).
        case none
        case connected
        /// The system disconnected the scene and the app heard of it (SceneDidDisconnect).
        case disconnected
        /// The system disconnected the scene of the suspended app, which hears of it when it
        /// next runs.
        case disconnectedUntold
    }

    var connection = Connection.none
    /// A scene session exists: created at the first connection, discarded only by a swipe.
    var hasSession = false
    /// A swipe discarded the session: DidDiscardSceneSessions after the next FinishedLaunching.
    var discardPending = false
    /// ios26: SceneLifecycleRequired was logged for this app since the device started.
    var warnedWithoutScenes = false
}

/// Where an app's scene is, for cards and tests (§11.1); nil for an app without scenes on this
/// profile, or one not running.
public enum SceneStatus: String, Sendable {
    /// Connected, and the app is in front.
    case front
    /// Connected, and the app is in the background or suspended.
    case background
    /// The system disconnected it while the process lives; opening the app reconnects it.
    case disconnected
    /// Launched in the background: no scene has connected yet.
    case none
}

extension AppRuntime {
    /// The app gets the scene life cycle: it declares scenes and the profile has them (§11.1);
    /// before iOS 13 the manifest is ignored.
    func usesScenes(_ engine: Engine) -> Bool { spec.scenes && engine.profile.hasScenes }

    func callbacks(_ engine: Engine) -> TransitionCallbacks { usesScenes(engine) ? .scene : .appDelegate }

    /// Right after FinishedLaunching: ios26's warning for an app without scenes (once per device
    /// session).
    func warnIfWithoutScenes(in engine: Engine) {
        guard engine.profile.warnsWithoutScenes, !spec.scenes, !scene.warnedWithoutScenes else { return }
        scene.warnedWithoutScenes = true
        engine.emit(.sceneLifecycleRequired, self, detail: "the app has no scene manifest (UIApplicationSceneManifest)")
    }

    /// When FinishedLaunching has returned: a session the user swiped away is reported discarded.
    func reportDiscardedSession(in engine: Engine) {
        guard scene.discardPending, usesScenes(engine) else { return }
        scene.discardPending = false
        engine.emit(.didDiscardSceneSessions, self)
    }

    /// The scene connects and comes to the front: ConfigurationForConnecting when a session is
    /// created, SceneWillConnect, SceneWillEnterForeground (sent even after a cold launch).
    func connectScene(in engine: Engine) {
        if !scene.hasSession {
            scene.hasSession = true
            engine.emit(.configurationForConnecting, self)
        }
        scene.connection = .connected
        engine.emit(.sceneWillConnect, self)
        engine.emit(.sceneWillEnterForeground, self)
        runWillEnterForegroundCode(in: engine)
    }

    /// The app hears that its scene was disconnected (a queued SceneDidDisconnect, or one a
    /// suspended app gets when it next runs).
    func tellSceneDisconnected(in engine: Engine) {
        guard scene.connection == .disconnected || scene.connection == .disconnectedUntold else { return }
        scene.connection = .disconnected
        engine.emit(.sceneDidDisconnect, self)
    }

    /// Before WillTerminate, when the user swipes away a running app whose scene is connected.
    func disconnectBeforeTerminating(in engine: Engine) {
        guard scene.connection == .connected else { return }
        scene.connection = .disconnected
        engine.emit(.sceneDidDisconnect, self)
    }

    /// A swipe discards the scene session (it is reported after the next FinishedLaunching).
    func discardSceneSession() {
        guard scene.hasSession else { return }
        scene.hasSession = false
        scene.discardPending = true
    }

    func sceneStatus(in engine: Engine) -> SceneStatus? {
        guard usesScenes(engine), state.isAlive else { return nil }
        switch scene.connection {
        case .none: return SceneStatus.none
        case .connected: return engine.deviceState.front == index ? .front : .background
        case .disconnected, .disconnectedUntold: return .disconnected
        }
    }
}

extension Engine {
    /// `disconnect APP`: the system disconnects the app's scene to reclaim resources while its
    /// process lives. A running app gets SceneDidDisconnect now (once its main thread is free),
    /// a suspended one when it next runs.
    func disconnect(_ i: Int) throws(CommandError) {
        let app = apps[i]
        let name = catalog[i].name
        guard app.spec.scenes else { throw .cannotCarryOut("\(name) does not use scenes") }
        guard profile.hasScenes else {
            throw .cannotCarryOut("\(profile.rawValue) has no scenes (they came with iOS 13): \(name) gets the app delegate's callbacks")
        }
        guard app.state.isAlive else { throw .cannotCarryOut("\(name) is not running") }
        guard deviceState.front != i else {
            throw .cannotCarryOut("\(name) is in front: the system disconnects only a scene in the background")
        }
        switch app.scene.connection {
        case .none:
            throw .cannotCarryOut("\(name) was launched in the background and has no scene yet")
        case .disconnected, .disconnectedUntold:
            throw .cannotCarryOut("\(name)'s scene is already disconnected")
        case .connected:
            break
        }
        if app.state == .suspended {
            app.scene.connection = .disconnectedUntold
        } else {
            app.scene.connection = .disconnected
            app.deliver(.sceneDidDisconnect, in: self)
        }
        markDirty(i)
    }
}
