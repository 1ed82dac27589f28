/// The rule book's "The Simulator" (§11.2): BGTaskScheduler runs nothing on the
/// Simulator. Every submit fails with `unavailable` (Apple lists "the app is running on
/// Simulator" among that error's causes), so no request is ever pending, and the answer to
/// "why has this BG task not run?" is `simulator` for every task. Everything else behaves as
/// on a phone: AppDeck's choice (the real Simulator differs in more ways than AppDeck models).

/// The kind of device the engine simulates (`--device`, the `device` command).
public enum DeviceKind: String, CaseIterable, Hashable, Sendable {
    /// An iPhone: every rule as the rule book gives it (the default).
    case phone
    /// The Simulator: BGTaskScheduler runs nothing.
    case simulator

    public static let `default` = DeviceKind.phone

    /// `phone or simulator`, for usage errors.
    public static var namesInASentence: String { allCases.map(\.rawValue).joined(separator: " or ") }
}

extension Engine {
    /// `device phone|simulator`: like the profile, the device can change only before the first
    /// app starts (after a `reset` it may change again); it stays across a reset.
    func setDeviceKind(_ kind: DeviceKind) throws(CommandError) {
        guard !deviceState.anyAppStarted else {
            throw .cannotCarryOut("the device can change only before the first app starts (reset first)")
        }
        activeDevice = kind
        emit(.deviceChanged, detail: kind.rawValue)
    }

    /// On the Simulator BGTaskScheduler runs nothing: the reason a submit fails, and the one
    /// every BG task is held for.
    var bgTasksUnavailableOnSimulator: Bool { deviceKind == .simulator }

    /// The sentence a submit's failure and a held task's answer give on the Simulator.
    static let simulatorSentence = "the app is running on Simulator: BGTaskScheduler runs nothing there"
}
