/// How a termination is counted and reported on a device: iOS 27 MetricKit's
/// `BackgroundTerminationMetric` counts terminations by category (`CrashDiagnostic
/// .TerminationCategory`: `watchdog` for `watchdogTerminationCount`, …), and a crash report
/// gives some of them an exception code (0x8badf00d: the watchdog). A Terminated event
/// carries both where they exist (JSONL `category` and `code`). One row per
/// `TerminationReason`: a new reason adds its row here.

/// A kind of termination as MetricKit counts it: `CrashDiagnostic.TerminationCategory`'s
/// names, each the `…TerminationCount` of `BackgroundTerminationMetric` it corresponds to.
public enum TerminationCategory: String, CaseIterable, Sendable {
    /// `normalTerminationCount`: the user quit the app from the switcher.
    case normal
    /// `abnormalTerminationCount`: an uncaught exception or `abort()`.
    case abnormal
    /// `watchdogTerminationCount`: the watchdog, for not responding in time.
    case watchdog
    /// `taskTimeoutTerminationCount`: past the time allocated for a background task.
    case taskTimeout
    /// `memoryLimitTerminationCount`: using too much memory.
    case memoryLimit
    /// `systemPressureTerminationCount`: ended to free memory for others.
    case systemPressure
    /// `fileLockTerminationCount`: suspended while holding a file lock.
    case fileLock

    /// The `BackgroundTerminationMetric` property that counts it.
    public var metricCount: String { rawValue + "TerminationCount" }
}

/// The row of one termination reason: its category and its crash report's code, if any.
public struct TerminationReport: Hashable, Sendable {
    public var category: TerminationCategory?
    /// The exception code of the crash report (`0x8badf00d`); nil when it has none (a
    /// jetsam report, an exception's).
    public var code: String?
}

extension TerminationReason {
    /// The table: one row per reason.
    static let reports: [TerminationReason: TerminationReport] = [
        .user: TerminationReport(category: .normal, code: "0xdeadfa11"),
        .watchdog: TerminationReport(category: .watchdog, code: "0x8badf00d"),
        .backgroundTaskTimeout: TerminationReport(category: .taskTimeout, code: "0x8badf00d"),
        .fetchTimeout: TerminationReport(category: .watchdog, code: "0x8badf00d"),
        .memory: TerminationReport(category: .systemPressure, code: nil),
        .uiInBackground: TerminationReport(category: nil, code: nil),
        .taskRegistration: TerminationReport(category: .abnormal, code: nil),
        .taskNotCompleted: TerminationReport(category: .taskTimeout, code: "0x8badf00d"),
        .fileLock: TerminationReport(category: .fileLock, code: "0xdead10cc"),
        .voipNoCall: TerminationReport(category: nil, code: "0xbaadca11"),
    ]

    /// How MetricKit and a crash report name this termination.
    public var report: TerminationReport { Self.reports[self] ?? TerminationReport() }
    /// `BackgroundTerminationMetric`'s category, if it has one.
    public var category: TerminationCategory? { report.category }
    /// The crash report's exception code, if it has one.
    public var code: String? { report.code }
}

extension Event {
    /// A Terminated event's termination reason, if it is one.
    public var terminationReason: TerminationReason? {
        name == .terminated ? reason.flatMap(TerminationReason.init(rawValue:)) : nil
    }
}
