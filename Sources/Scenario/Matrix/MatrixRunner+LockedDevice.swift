import Lifecycle

/// The matrix and the locked device (§11.6): the `unlocked since boot` axis, and what a
/// launch's work did with the app's protected data.
extension MatrixRunner {
    /// Whether the `unlocked since boot` axis shows something for `app` on `profile`: ios13 and
    /// later, a launch whose work reads the app's data (a fetch, a silent push, a BG task), and
    /// locked-device keys that are not the defaults (a class other than `until-first-unlock`
    /// and `none`, a `locked-data` other than `fail`, or a read before main). For an app with
    /// the defaults the axis would add the same failure to every matrix, so it is left out.
    public static func lockedDeviceMatters(_ app: AppSpec, _ profile: Profile) -> Bool {
        guard profile.hasProtectedData, app.dataProtection != .none else { return false }
        let reads = MatrixLaunch.declared(by: app).contains { launch in
            switch launch {
            case .background(let launch): launch == .fetch || launch == .silentPush
            case .bgTask: true
            case .serviceExtension, .widgetReload, .activityStart, .activityUpdate: false
            }
        }
        let keys = app.dataProtection != .untilFirstUnlock || app.lockedData != .fail || app.readsDataBeforeMain
        return reads && keys
    }

    /// A cell's result with what the work did when it could not read its data:
    /// `failed, data unreadable (before-first-unlock), logged out`.
    static func withDataRead(_ result: String?, _ events: some Collection<Event>) -> String? {
        guard let failed = events.first(where: { $0.name == .dataReadFailed }) else { return result }
        var note = "data unreadable (\(failed.reason ?? ""))"
        if events.contains(where: { $0.name == .sessionCleared }) { note += ", logged out" }
        return [result, note].compactMap { $0 }.joined(separator: ", ")
    }
}
