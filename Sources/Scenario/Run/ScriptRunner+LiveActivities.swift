import Lifecycle
import Support

extension ScriptRunner {
    /// Why the line's Live Activity command names an app that declares none (§11.8): found
    /// before the script runs, so nothing of it runs. `expect` and `why` answer
    /// `no-live-activity` instead.
    static func noLiveActivity(_ line: ScriptLine, _ apps: [AppSpec]) -> String? {
        let name: String
        switch line.command {
        case .activity(let app, _), .activityPush(let app, _), .liveActivities(let app, _, _): name = app
        default: return nil
        }
        guard let app = apps.first(where: { $0.name == name }), app.liveActivity == nil else { return nil }
        return "\(app.name.drawn) has no Live Activity: its manifest declares no live-activity:"
    }
}
