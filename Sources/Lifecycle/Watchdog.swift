/// The rule book's "Watchdog limits": a callback that holds the main thread past its limit
/// ends the app (0x8badf00d), without WillTerminate.
extension Limits {
    /// How long the watchdog lets the callback hold the main thread.
    static func watchdog(for callback: EventName) -> SimDuration {
        switch callback {
        case .finishedLaunching: launch
        case .willTerminate: willTerminate
        default: didEnterBackground
        }
    }
}

extension AppRuntime {
    /// The callback's work holds the main thread for `work` (nil: it never returns); past
    /// the watchdog's limit the app is ended.
    func holdMainThread(_ callback: EventName, for work: SimDuration?, in engine: Engine) {
        mainThread = MainThreadWork(callback: callback, began: engine.now)
        let limit = Limits.watchdog(for: callback)
        if let work, work <= limit {
            engine.schedule(.mainThreadReturns, for: self, after: work)
        } else {
            engine.schedule(.watchdog(callback), for: self, after: limit)
        }
    }

    /// The callback holding the main thread returned.
    func mainThreadReturned(in engine: Engine) {
        mainThread = nil
        engine.markDirty(index)
    }

    func watchdogFired(_ callback: EventName, in engine: Engine) {
        guard mainThread?.callback == callback else { return }
        engine.terminate(index, .watchdog, detail: "\(callback.rawValue) did not return within \(Limits.watchdog(for: callback)) (0x8badf00d)")
    }
}
