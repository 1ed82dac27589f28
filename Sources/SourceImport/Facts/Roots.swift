/// Which life-cycle callbacks are roots, by their name as Swift or Objective-C spells it, and
/// which notifications are life-cycle moments.
enum Roots {
    /// What a type is, as far as roots go, from its name, what it inherits and its attributes.
    enum TypeRole: Sendable { case appDelegate, swiftUIApp, sceneDelegate, view, other }

    static func role(name: String, inherits: [String], attributes: [String]) -> TypeRole {
        let main = attributes.contains { ["main", "UIApplicationMain", "NSApplicationMain"].contains($0) }
        if inherits.contains("App") && main { return .swiftUIApp }
        if inherits.contains("UIApplicationDelegate") || name.hasSuffix("AppDelegate") || (main && inherits.contains("UIResponder")) {
            return .appDelegate
        }
        if inherits.contains(where: { $0.hasSuffix("SceneDelegate") }) || name.hasSuffix("SceneDelegate") { return .sceneDelegate }
        if inherits.contains(where: { $0.hasSuffix("ViewController") || $0.hasSuffix("Controller") || $0 == "View" })
            || name.hasSuffix("ViewController")
        {
            return .view
        }
        return .other
    }

    /// The trigger a function is a root for: `signature` is `name(label:label:)` in Swift's
    /// spelling, or an Objective-C selector (`application:didFinishLaunchingWithOptions:`).
    static func trigger(signature: String, role: TypeRole) -> Trigger? {
        if let trigger = byName[signature] { return trigger }
        switch (signature, role) {
        case ("init()", .appDelegate), ("init()", .swiftUIApp), ("init", .appDelegate), ("load", _): return .launch
        case ("applicationDidEnterBackground(_:)", _), ("applicationWillResignActive(_:)", _),
            ("applicationDidEnterBackground:", _), ("applicationWillResignActive:", _):
            return .appDelegateBackground
        case (_, .view) where viewCallbacks.contains(signature): return .view
        default: return nil
        }
    }

    static let byName: [String: Trigger] = [
        "application(_:didFinishLaunchingWithOptions:)": .launch,
        "application(_:willFinishLaunchingWithOptions:)": .launch,
        "application:didFinishLaunchingWithOptions:": .launch,
        "application:willFinishLaunchingWithOptions:": .launch,
        "scene(_:willConnectTo:options:)": .sceneConnect,
        "scene:willConnectToSession:options:": .sceneConnect,
        "sceneDidEnterBackground(_:)": .enterBackground, "sceneWillResignActive(_:)": .enterBackground,
        "sceneDidEnterBackground:": .enterBackground, "sceneWillResignActive:": .enterBackground,
        "sceneWillEnterForeground(_:)": .foreground, "sceneDidBecomeActive(_:)": .foreground,
        "sceneWillEnterForeground:": .foreground, "sceneDidBecomeActive:": .foreground,
        "applicationWillEnterForeground(_:)": .foreground, "applicationDidBecomeActive(_:)": .foreground,
        "applicationWillEnterForeground:": .foreground, "applicationDidBecomeActive:": .foreground,
    ]

    static let viewCallbacks: Set<String> = [
        "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "loadView()", "body", "viewDidLoad", "viewWillAppear:",
        "viewDidAppear:",
    ]

    /// A notification's trigger from the last part of its name (`UIApplication.didEnterBackgroundNotification`,
    /// `UIApplicationDidEnterBackgroundNotification`, `UIScene.willEnterForegroundNotification`).
    static func notification(_ name: String) -> Trigger? {
        let lower = name.lowercased()
        if lower.hasSuffix("didenterbackgroundnotification") || lower.hasSuffix("willresignactivenotification")
            || lower.hasSuffix("willdeactivatenotification")
        {
            return .enterBackground
        }
        if lower.hasSuffix("willenterforegroundnotification") || lower.hasSuffix("didbecomeactivenotification")
            || lower.hasSuffix("didactivatenotification")
        {
            return .foreground
        }
        if lower.hasSuffix("didfinishlaunchingnotification") { return .launch }
        return nil
    }

    /// Calls that start an async hop when given a closure.
    static let hops: Set<String> = ["Task", "detached", "async", "asyncAfter", "addOperation", "perform"]

    /// Calls that only log (a service extension's expiry that only logs delivers nothing).
    static let logging: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "log", "debug", "info", "notice", "warning", "error", "fault", "trace",
        "critical", "verbose", "DDLogInfo", "DDLogDebug", "DDLogError", "DDLogWarn", "DDLogVerbose", "Logger",
    ]
}
