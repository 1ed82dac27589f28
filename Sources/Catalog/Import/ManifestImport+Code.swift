import Lifecycle

/// The app-wide keys an app's source decides (`appdeck apps import FOLDER`), each with the
/// place it came from.
extension ManifestImport.App {
    func codeKeys(_ out: inout YAMLLines) {
        guard let code else { return }
        if let placement = code.lifecycleCode {
            out.add("lifecycle-code: \(placement.value.rawValue)", "from \(placement.from)")
        }
        if let voip = code.voipCall {
            if modes.contains("voip") {
                out.add("voip-call: \(voip.value.rawValue)", "from \(voip.from)")
            } else {
                out.comment("voip-call: \(voip.value.rawValue)  # from \(voip.from); needs the mode 'voip'")
            }
        }
        if let protection = code.dataProtection {
            out.add("data-protection: \(protection.value.rawValue)", "from \(protection.from)")
        }
        if let service = code.notificationService, service.value {
            out.add("notification-service:", "from \(service.from)")
            out.add("  work: 2s", "what didReceive does before contentHandler: measure it")
        }
        if let push = code.silentPush, push.value {
            if modes.contains("remote-notification") {
                out.add("silent-push:", "from \(push.from)")
                out.add("  duration: 2s", "its work before the completion handler: measure it")
            } else {
                out.comment("silent-push: its delegate method is at \(push.from), but UIBackgroundModes has no remote-notification")
            }
        }
        if let fetch = code.fetch {
            let interval = fetch.value.map { max($0, .minutes(1)) } ?? .minutes(15)
            if modes.contains("fetch") {
                out.add("fetch:", "from \(fetch.from)")
                out.add("  minimum-interval: \(interval)", fetch.value == nil ? "setMinimumBackgroundFetchInterval not read" : nil)
                out.add("  duration: 5s", "its work before the completion handler: measure it")
            } else {
                out.comment("fetch: performFetch is at \(fetch.from), but UIBackgroundModes has no fetch")
            }
        }
    }
}
