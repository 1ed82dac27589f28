/// The rule book's §11.6, continued: prewarming (ios26) and 0xdead10cc (ios13, ios26).
extension Engine {
    /// Prewarming needs iOS 15 (ios26) and an app that is not running.
    func prewarmRefusal(_ i: Int) -> String? {
        let app = apps[i]
        guard profile.hasPrewarming else {
            return "prewarming needs iOS 15 or later: \(profile.rawValue) does not prewarm apps (the ios26 profile does)"
        }
        if app.prewarmed { return "\(app.name) is already prewarmed" }
        guard app.state == .notRunning, app.ending == nil else {
            return "\(app.name) is \(app.state.rawValue): the system prewarms only an app that is not running"
        }
        return nil
    }

    /// `prewarm APP`: the system starts the app's process up to UIApplicationMain (Prewarmed):
    /// no app delegate or scene callback, and the app stays not running to the user. Code
    /// before main that reads protected data (`reads-data-before-main`) reads it now.
    func prewarm(_ i: Int) throws(CommandError) {
        try refuse(prewarmRefusal(i))
        let app = apps[i]
        app.prewarmed = true
        app.incarnation += 1
        emit(.prewarmed, app, detail: "the process runs up to UIApplicationMain: no app delegate or scene callback")
        if app.spec.readsDataBeforeMain { _ = readData(app, for: "code before main") }
    }
}

extension AppRuntime {
    /// A prewarmed process becomes the app's launched process: the launch proceeds as usual.
    func endPrewarm() {
        prewarmed = false
    }

    /// 0xdead10cc: an app suspended while it holds its shared database's lock is ended instead
    /// (ios13, ios26). Returns whether it was.
    func endedForFileLock(in engine: Engine) -> Bool {
        guard spec.fileLock == .held, engine.profile.hasProtectedData else { return false }
        engine.terminate(
            index, .fileLock,
            detail: "0xdead10cc: suspended while holding its shared database's lock (a write outside a background task)")
        return true
    }
}
