/// The rule book's "Watchdog limits": a callback that holds the main thread past its limit,
/// or a fetch or silent push that does not complete in time, ends the app (0x8badf00d),
/// without WillTerminate.
extension Limits {
    /// How long the watchdog lets the callback hold the main thread.
    public static func watchdog(for callback: EventName) -> SimDuration {
        switch callback {
        case .finishedLaunching: launch
        case .willTerminate: willTerminate
        default: didEnterBackground
        }
    }
}

extension AppRuntime {
    func watchdogFired(_ callback: EventName, in engine: Engine) {
        guard let work = mainThread, work.callback == callback else { return }
        if debuggerAttached {
            // No watchdog while a debugger is attached: the callback returns when its work is done.
            if let length = work.work {
                engine.schedule(.mainThreadReturns, for: self, after: max(.zero, work.began + length - engine.now))
            }
            return
        }
        engine.terminate(
            index, .watchdog,
            detail: "\(callback.rawValue) did not return within \(Limits.watchdog(for: callback)) (0x8badf00d)")
    }

    func wakeWorkTimedOut(_ id: Int, in engine: Engine) {
        guard let work = wakeWork.first(where: { $0.id == id }) else { return }
        if debuggerAttached {
            engine.schedule(.wakeWorkDone(work: id), for: self, after: max(.zero, work.end - engine.now))
            return
        }
        let callback = work.kind == .fetch ? "PerformFetch" : "DidReceiveRemoteNotification"
        engine.terminate(index, .fetchTimeout, detail: "\(callback) did not complete within \(Limits.backgroundFetch)")
    }
}
