import Lifecycle

extension CommandLanguage {
    /// The locked device's commands (§11.6).
    static let lockedDeviceForms: [CommandForm] = [
        CommandForm(
            "reboot",
            "restart the device: every process ends without a callback; locked since boot until the first unlock",
            .reboot),
        CommandForm(
            "prewarm", [.app], "the system prewarms the app's process (ios26): no callbacks, still not running to the user",
            make: { .prewarm($0[0].app) },
            arguments: { if case .prewarm(let app) = $0 { [.app(app)] } else { nil } }),
    ]
}
