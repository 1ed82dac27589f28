/// The cheap byte test that decides which files are parsed: a file is read by a reader only when
/// one of its identifiers names a background API or a life-cycle callback (or, in later rounds,
/// a name the parsed files left unresolved).
enum Prefilter {
    static let keywords: Set<String> = [
        "BGTaskScheduler", "BGAppRefreshTaskRequest", "BGProcessingTaskRequest", "BGContinuedProcessingTaskRequest",
        "backgroundTask", "registerForTaskWithIdentifier", "submitTaskRequest", "expirationHandler", "setTaskCompleted",
        "cancelAllTaskRequests", "didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions", "UIApplicationDelegate",
        "UIApplicationMain", "applicationDidEnterBackground", "applicationWillResignActive", "applicationWillEnterForeground",
        "applicationDidBecomeActive", "sceneDidEnterBackground", "sceneWillResignActive", "sceneWillEnterForeground",
        "sceneDidBecomeActive", "willConnectTo", "willConnectToSession", "didEnterBackgroundNotification",
        "willEnterForegroundNotification", "didBecomeActiveNotification", "willResignActiveNotification",
        "UIApplicationDidEnterBackgroundNotification", "UIApplicationWillEnterForegroundNotification",
        "UIApplicationDidBecomeActiveNotification", "scenePhase", "pushRegistry", "didReceiveIncomingPushWith",
        "didReceiveIncomingPushWithPayload", "fetchCompletionHandler", "performFetchWithCompletionHandler",
        "setMinimumBackgroundFetchInterval", "beginBackgroundTask", "beginBackgroundTaskWithExpirationHandler",
        "beginBackgroundTaskWithName", "serviceExtensionTimeWillExpire", "UNNotificationServiceExtension",
        "completeFileProtection", "FileProtectionType", "NSFileProtectionComplete", "kSecAttrAccessibleWhenUnlocked",
        "kSecAttrAccessibleWhenUnlockedThisDeviceOnly", "reportNewIncomingCall", "PKPushRegistryDelegate",
    ]

    /// Objective-C's keywords add `+load`, a launch root (in Swift, `load` is an everyday name).
    static let objcKeywords = keywords.union(["load"])

    /// Whether `bytes` has an identifier in `names` (or `@main`).
    static func mentions(_ bytes: some Collection<UInt8>, _ names: Set<String>) -> Bool {
        var found = false
        identifiers(bytes) { word, afterAt in
            if names.contains(word) || (afterAt && word == "main") { found = true }
            return !found
        }
        return found
    }

    /// Calls `body` with each identifier (and whether an `@` precedes it) until it returns false.
    static func identifiers(_ bytes: some Collection<UInt8>, _ body: (String, Bool) -> Bool) {
        var word: [UInt8] = []
        var afterAt = false, previous: UInt8 = 0
        for byte in bytes {
            let letter = (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || byte == 95
            if letter || (!word.isEmpty && byte >= 48 && byte <= 57) {
                if word.isEmpty { afterAt = previous == 64 }
                word.append(byte)
            } else if !word.isEmpty {
                if word.count > 3, !body(String(decoding: word, as: UTF8.self), afterAt) { return }
                word.removeAll(keepingCapacity: true)
            }
            previous = byte
        }
        if word.count > 3 { _ = body(String(decoding: word, as: UTF8.self), afterAt) }
    }
}
