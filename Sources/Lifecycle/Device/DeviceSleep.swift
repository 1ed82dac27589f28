/// The rule book's "Device sleep and opportunistic time": from iOS 7 an app's code runs only
/// while the device is awake, unless a continuous mode keeps it running; before, an open
/// background task keeps the device awake.
extension Engine {
    /// Whether the device is awake. Unlocked, it is. Locked, it sleeps except for a short
    /// while after a wake-up (a call, a notification, a push, a fetch), while a callback
    /// holds an app's main thread or an app finishes work the system woke it for, and, on
    /// iOS 6, for as long as any app holds an open background task.
    var deviceAwake: Bool {
        if !deviceState.locked || now < deviceState.wakeUntil || deviceState.call != .none { return true }
        return clockAppKeepsDeviceAwake
    }

    /// Wakes a locked device for a chunk of time.
    func wakeDevice() {
        deviceState.wake(at: now)
        deviceWoke()
    }

    /// The device is awake again: app code that fell due while it slept runs now.
    func deviceWoke() {
        noteDeviceAwake()
        for action in waitingForWake { schedule(action, at: now) }
        waitingForWake.removeAll()
    }

    /// Logs DeviceSlept or DeviceWoke when whether the device is awake changed since it was
    /// last noted: at a wake-up, and once each step has settled.
    func noteDeviceAwake() {
        let awake = deviceAwake
        guard awake != awakeNoted else { return }
        awakeNoted = awake
        emit(awake ? .deviceWoke : .deviceSlept)
        if awake { showOpportunisticUpdates() }
    }

    /// Whether the app's own code may run now: while the device is awake, or while a
    /// continuous mode keeps the app running.
    func mayRunCode(_ app: AppRuntime) -> Bool {
        deviceAwake || app.continuousMode(at: now, in: self) != nil
    }

    /// Runs the app's timer now if its code may run, or keeps it until the device wakes.
    func runOrWaitForWake(_ timer: ProcessTimer, for app: AppRuntime, _ run: () -> Void) {
        if mayRunCode(app) {
            run()
        } else {
            waitingForWake.append(.process(app: app.index, incarnation: app.incarnation, timer))
        }
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
