/// The commands of §11.2–11.3: the app submits (`submit APP ID`), the charger and the
/// battery, the debugger and its two LLDB commands (simulate a launch, an expiration).
extension Engine {
    func requireBGTaskScheduler(_ i: Int) throws(CommandError) {
        guard profile.hasBGTaskScheduler else {
            throw .cannotCarryOut("\(profile.rawValue) has no BGTaskScheduler (BG tasks need ios13 or ios26)")
        }
    }

    /// The app's task `id`, by its place in `bgTasks`.
    @discardableResult
    func requireTask(_ i: Int, _ id: String) throws(CommandError) -> Int {
        guard let k = catalog[i].bgTasks.firstIndex(where: { $0.id == id }) else {
            let ids = catalog[i].bgTasks.map(\.id)
            throw .cannotCarryOut(
                "\(catalog[i].name) has no BG task '\(id)'"
                    + (ids.isEmpty ? " (it declares none)" : " (its tasks: \(ids.joined(separator: ", ")))"))
        }
        return k
    }

    /// `submit APP ID`: the running app submits a request now; a continued task only from the
    /// front, as the user's tap.
    func submitCommand(_ i: Int, _ id: String) throws(CommandError) {
        try requireBGTaskScheduler(i)
        let k = try requireTask(i, id)
        let app = apps[i]
        guard app.state.isRunning else { throw .cannotCarryOut("\(app.name) is not running: only a running app submits") }
        if catalog[i].bgTasks[k].kind == .continued {
            guard profile.hasContinuedProcessing else {
                throw .cannotCarryOut("\(profile.rawValue) has no continued processing tasks (they need ios26)")
            }
            guard app.state == .active else {
                throw .cannotCarryOut("\(app.name) is not in front: a continued task is submitted from the front, at the user's tap")
            }
        }
        submitBGTask(i, k)
    }

    func setCharger(_ on: Bool) {
        deviceState.charging = on
        emit(.chargerChanged, detail: on ? "on" : "off")
        markAllDirty()
    }

    func setBattery(_ percent: Int) throws(CommandError) {
        guard (0...100).contains(percent) else { throw .cannotCarryOut("battery: expected 0% to 100%, found \(percent)%") }
        deviceState.battery = percent
        emit(.batteryChanged, detail: "\(percent)%")
        markAllDirty()
    }

    /// `debugger attach|detach APP`: while attached the app is never suspended, no watchdog
    /// ends it and no push budget holds its background pushes (§11.5). It detaches when the
    /// process ends.
    func setDebugger(_ i: Int, attach: Bool) throws(CommandError) {
        let app = apps[i]
        if attach {
            // A suspended app is a process too: the debugger attaches to it.
            guard app.state.isAlive else { throw .cannotCarryOut("\(app.name) is not running: the debugger attaches to a process") }
            guard !app.debuggerAttached else { throw .cannotCarryOut("the debugger is already attached to \(app.name)") }
        } else {
            guard app.debuggerAttached else { throw .cannotCarryOut("no debugger is attached to \(app.name)") }
        }
        app.debuggerAttached = attach
        emit(attach ? .debuggerAttached : .debuggerDetached, app)
        if attach { releaseThrottledPush(i) }
        markDirty(i)
    }

    func requireDebugger(_ i: Int, _ command: String) throws(CommandError) {
        try requireBGTaskScheduler(i)
        guard apps[i].debuggerAttached else {
            throw .cannotCarryOut("\(command) needs the debugger attached to \(catalog[i].name) (debugger attach \(catalog[i].name))")
        }
    }

    /// `simulate launch APP ID`: `_simulateLaunchForTaskWithIdentifier:` runs the launch handler
    /// of a pending request now, whatever the conditions.
    func simulateLaunch(_ i: Int, _ id: String) throws(CommandError) {
        try requireDebugger(i, "simulate launch")
        try requireTask(i, id)
        guard let request = apps[i].requests.first(where: { $0.id == id && $0.run == nil }) else {
            throw .cannotCarryOut(
                "No task request with identifier \(id) has been scheduled"
                    + (bgTasksUnavailableOnSimulator ? " (on the Simulator every submit fails: unavailable)" : ""))
        }
        launchBGTask(i, serial: request.serial, simulated: true)
    }

    /// `simulate expire APP ID`: `_simulateExpirationForTaskWithIdentifier:` runs the expiration
    /// handler of a running task.
    func simulateExpire(_ i: Int, _ id: String) throws(CommandError) {
        try requireDebugger(i, "simulate expire")
        try requireTask(i, id)
        guard let request = apps[i].requests.first(where: { $0.id == id && $0.run?.expired == false }) else {
            throw .cannotCarryOut("no task with identifier \(id) is running in \(catalog[i].name)")
        }
        expireBGTask(apps[i], request.serial, reason: "simulated")
    }
}
