import Lifecycle
import Support

/// The manifest's `lifecycle-code: scene | app-delegate` (the rule book's §11.1, §11.2): where the
/// app's life-cycle code sits. Code left in the app delegate of a scene app is a mistake an
/// app can ship with: it loads, with a warning, and the simulation shows its outcome.
extension ManifestReader {
    mutating func lifecycleCode(_ top: Fields, into spec: inout AppSpec) {
        guard let code = word(top, "lifecycle-code", LifecycleCode.allCases.map { ($0.rawValue, $0) }) else { return }
        spec.lifecycleCode = code
        guard code == .appDelegate, spec.scenes else { return }
        warn(
            top.line(of: "lifecycle-code"),
            "applicationDidEnterBackground is not called for a scene app: its did-enter-background work"
                + " and its enter-background and foreground submits never run on ios13 and later"
                + " (move them to the scene delegate)")
    }
}
