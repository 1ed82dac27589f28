import Support

/// A mistake the import found in the code (SOURCE-IMPORT.md's M1-M18), at a file's line: a
/// warning when the code decides it, a "not verified" note where deciding would need data flow.
public struct Finding: Sendable, Equatable {
    /// The contract's token (`registered-late`, `no-expiration-handler`, …).
    public var token: String
    public var place: Place
    /// One sentence: what happens, and what to change.
    public var sentence: String
    public var verified: Bool

    public init(_ token: String, _ place: Place, _ sentence: String, verified: Bool = true) {
        self.token = token; self.place = place; self.sentence = sentence; self.verified = verified
    }

    /// `RELPATH:LINE: warning: TOKEN: sentence` or `RELPATH:LINE: note: not-verified: TOKEN: sentence`.
    public var line: String {
        let kind = verified ? "warning: " : "note: not-verified: "
        return "\(place.file.visible):\(place.line): \(kind)\(token): \(sentence.visible)"
    }
}

/// The tokens, by the contract's M-number.
public enum FindingToken {
    public static let registeredLate = "registered-late" // M1
    public static let notRegistered = "not-registered" // M2
    public static let registeredTwice = "registered-twice" // M3
    public static let notPermitted = "not-permitted" // M4
    public static let modeMissing = "mode-missing", modeUnused = "mode-unused" // M5
    public static let notCompleted = "not-completed-on-every-path" // M6
    public static let submittedInAppDelegate = "submitted-in-app-delegate" // M8
    public static let noExpirationHandler = "no-expiration-handler" // M9
    public static let resubmittedOnForeground = "resubmitted-on-foreground" // M10
    public static let voipNotReported = "voip-not-reported" // M11
    public static let serviceExtensionNoTimeWillExpire = "service-extension-no-time-will-expire" // M12
    public static let fetchCompletionNotCalled = "fetch-completion-not-called" // M13
    public static let backgroundTaskNoExpiration = "background-task-no-expiration" // M14
    public static let completeProtectionInBackground = "complete-protection-in-background" // M15
    public static let twoRefreshTasks = "two-refresh-tasks" // M17
    public static let legacyFetch = "legacy-fetch" // M18
}
