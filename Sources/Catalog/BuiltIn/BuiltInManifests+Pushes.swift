/// The built-in apps of today's pushes (the rule book's §11.5): a background-push app under
/// the budget, a VoIP app that does not report its calls, an app whose notification service
/// extension needs more than its memory limit.
extension BuiltInManifests {
    static let courier = """
        name: Courier
        symbol: ⇣
        summary: "syncs by background push: on ios13+ at most push-budget wakes an hour"
        memory: 50MB
        scenes: true
        modes: [remote-notification]
        silent-push:
          duration: 3s
          result: newData
        snapshot:
          - "Parcel 4471: out for delivery"
          - "Synced {time}"
        """

    static let dialer = """
        name: Dialer
        symbol: ☎
        summary: "gets VoIP pushes, never reports a call to CallKit: killed, then blocked"
        memory: 45MB
        scenes: true
        modes: [voip]
        voip-call: not-reported
        snapshot:
          - "Dialer: online"
          - "Missed: Alex, 2 min ago"
        """

    static let cipher = """
        name: Cipher
        symbol: ⊗
        summary: "alert pushes through a service extension that needs 40 MB (limit 24 MB)"
        memory: 55MB
        scenes: true
        notification-service:
          work: 2s
          memory: 40MB
        snapshot:
          - "Cipher: 3 sealed messages"
          - "Key verified"
        """
}
