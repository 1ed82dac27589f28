import Lifecycle
import Testing

@testable import Catalog

/// The manifest's push keys (the rule book's §11.5): `voip-call` and `notification-service`.
@Suite struct ManifestPushTests {
    @Test func voipCallAndTheNotificationServiceReadIntoTheSpec() throws {
        let yaml = """
            name: Kite
            modes: [voip]
            voip-call: not-reported
            notification-service:
              work: 2s
              memory: 40MB
            """
        let set = ManifestSet(manifests: [("kite.yaml", yaml)])
        #expect(set.problems == [])
        let kite = try #require(set.apps.first)
        #expect(kite.voipCall == .notReported)
        #expect(kite.notificationService == ServiceExtensionSpec(work: .seconds(2), memoryBytes: 40_000_000))
    }

    @Test func aNotificationServiceWithoutWorkIsAProblemAtItsLine() {
        #expect(problems("name: Kite\nnotification-service:\n  memory: 10MB\n").contains { $0.hasPrefix("2: ") && $0.contains("work") })
    }

    @Test func aNotificationServiceMemoryOverTheDevicesIsAProblemAtItsLine() {
        let found = problems("name: Kite\nnotification-service:\n  work: 2s\n  memory: 2GB\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("4: notification-service.memory: 2GB is more than the device has") == true)
    }

    @Test func voipCallNeedsTheVoipModeAndOneOfItsWords() {
        #expect(problems("name: Kite\nvoip-call: reported\n") == ["2: voip-call needs the background mode 'voip' in modes"])
        #expect(problems("name: Kite\nmodes: [voip]\nvoip-call: maybe\n").first?.hasPrefix("3: ") == true)
    }
}
