/// The rule book's "Device sleep and opportunistic time": from iOS 7 background work runs
/// only while the device is awake; before, an open background task keeps it awake.
extension Engine {
    /// Whether the device is awake. Unlocked, it is. Locked, it sleeps except for a short
    /// while after a wake-up (a call, a notification, a push, a fetch) and, on iOS 6, for as
    /// long as any app holds an open background task.
    var deviceAwake: Bool {
        if !deviceState.locked || now < deviceState.wakeUntil || deviceState.call != .none { return true }
        if profile.backgroundTasksKeepDeviceAwake {
            return clockApps.contains { apps[$0].hasOpenTasks }
        }
        return false
    }

    /// Wakes a locked device for a chunk of time.
    func wakeDevice() {
        deviceState.wake(at: now)
    }

    /// Whether the app's background clock runs now: in the foreground always, in the
    /// background while the device is awake, suspended never.
    func clockRuns(_ app: AppRuntime, awake: Bool) -> Bool {
        switch app.state {
        case .active, .inactive: true
        case .background: awake
        case .suspended, .notRunning: false
        }
    }
}
