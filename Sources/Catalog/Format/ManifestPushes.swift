import Lifecycle
import Support

/// The manifest's push keys (the rule book's §11.5): `voip-call: reported | not-reported`
/// (needs the `voip` mode) and `notification-service: {work: DURATION, memory: SIZE}`.
extension ManifestReader {
    /// The most memory an app's notification service extension may say it needs: the device's
    /// (AppDeck's phone has 1 GB).
    static let deviceMemoryBytes: Int64 = 1_024_000_000

    mutating func pushes(_ top: Fields, into spec: inout AppSpec) {
        spec.voipCall = word(top, "voip-call", VoipCall.allCases.map { ($0.rawValue, $0) })
        if top.has("voip-call"), !spec.modes.contains(.voip) {
            report(top.line(of: "voip-call"), "voip-call needs the background mode 'voip' in modes")
        }
        guard let f = feature(top, "notification-service", allowed: ["work", "memory"], required: ["work"]) else { return }
        let work = duration(f, "work")
        let memory = size(f, "memory")
        if let memory, memory > Self.deviceMemoryBytes {
            report(
                f.line(of: "memory"),
                "notification-service.memory: \(ByteSize.text(memory)) is more than the device has "
                    + "(\(ByteSize.text(Self.deviceMemoryBytes))); the system allows an extension \(ByteSize.text(Limits.serviceExtensionMemory))"
            )
            return
        }
        guard let work else { return }
        spec.notificationService = ServiceExtensionSpec(work: work, memoryBytes: memory ?? ServiceExtensionSpec(work: work).memoryBytes)
    }
}
