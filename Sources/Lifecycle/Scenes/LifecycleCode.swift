/// The rule book's "What developers hit" (§11.1, §11.2): once an app
/// declares a scene manifest, UIKit calls its scene delegate for the moves to and from the
/// front, and not the app delegate's four methods (applicationWillEnterForeground,
/// applicationDidBecomeActive, applicationWillResignActive, applicationDidEnterBackground). An
/// app whose code still sits there never runs it.

/// Where the app's life-cycle code sits (the manifest's `lifecycle-code`).
public enum LifecycleCode: String, CaseIterable, Sendable, Codable {
    /// In the scene delegate (or, for an app without scenes, the app delegate): it runs.
    case scene
    /// In the app delegate's four methods: not called for a scene app on ios13 and later.
    case appDelegate = "app-delegate"
}

extension AppRuntime {
    /// The app's life-cycle code sits in the app delegate, which UIKit does not call for a
    /// scene app: its did-enter-background and will-enter-foreground work never runs. On a
    /// profile without scenes, or for an app without a scene manifest, the code runs.
    func appDelegateCodeIsIgnored(_ engine: Engine) -> Bool {
        spec.lifecycleCode == .appDelegate && usesScenes(engine)
    }

    /// The app's will-enter-foreground code runs now, as it comes to the front (inside
    /// WillEnterForeground, or SceneWillEnterForeground for a scene app): it submits its
    /// `submit: foreground` requests.
    func runWillEnterForegroundCode(in engine: Engine) {
        guard !appDelegateCodeIsIgnored(engine) else { return }
        engine.submitBGTasks(self, on: .foreground)
    }
}

extension EventName {
    /// The app delegate's method a scene callback stands in for (SceneDidEnterBackground:
    /// DidEnterBackground); nil for every other event.
    public var appDelegateCounterpart: EventName? {
        switch self {
        case .sceneWillEnterForeground: .willEnterForeground
        case .sceneDidBecomeActive: .onActivated
        case .sceneWillResignActive: .onResignActivation
        case .sceneDidEnterBackground: .didEnterBackground
        default: nil
        }
    }

    /// For a scene callback of an app whose life-cycle code sits in the app delegate: why that
    /// code did not run here (§11.1); nil for other events.
    public var appDelegateCodeRule: String? {
        guard let method = appDelegateCounterpart, let uikit = method.uikitName else { return nil }
        return "The app's code sits in the app delegate (lifecycle-code: app-delegate): UIKit calls \(rawValue) "
            + "and not \(uikit) for a scene app, so that code never runs here"
            + (self == .sceneDidEnterBackground ? ", nor its did-enter-background work and submits" : "")
            + (self == .sceneWillEnterForeground ? ", nor its foreground submits" : "")
            + "; move it to the scene delegate (§11.1)."
    }
}
