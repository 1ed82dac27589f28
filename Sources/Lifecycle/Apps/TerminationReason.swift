/// Termination reasons (the `reason` key of Terminated).
public enum TerminationReason: String, CaseIterable, Sendable {
    case user
    case watchdog
    case backgroundTaskTimeout = "background-task-timeout"
    case fetchTimeout = "fetch-timeout"
    case memory
    case uiInBackground = "ui-in-background"
    /// A BG task's launch handler registered after launch, or none registered for a submit
    /// or a launch: NSInternalInconsistencyException (§11.2).
    case taskRegistration = "task-registration"
    /// A BG task not completed 5 s after its expiration handler ran (§11.2).
    case taskNotCompleted = "task-not-completed"
    // MARK: - The locked device (§11.6)
    /// Suspended while holding a file or database lock in a shared container: 0xdead10cc.
    case fileLock = "file-lock"
    // MARK: - Pushes (§11.5)
    /// A VoIP push whose app did not report an incoming call to CallKit (§11.5).
    case voipNoCall = "voip-no-call"
}
