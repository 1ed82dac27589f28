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
