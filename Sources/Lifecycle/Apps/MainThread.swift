/// The rule book's "One main thread": an app's callbacks are delivered one at a time, in
/// order. A callback that arrives while a callback's work holds the main thread waits until
/// that work returns; if the app is ended first, the waiting callbacks are never delivered.
extension AppRuntime {
    /// Delivers the callback now if the main thread is free, or keeps it waiting until it is.
    func deliver(_ delivery: Delivery, in engine: Engine) {
        if mainThread != nil {
            waiting.append(delivery)
            everWaited += 1
        } else {
            perform(delivery, in: engine)
        }
        engine.markDirty(index)
    }

    /// The callback's work holds the main thread for `work` (nil: it never returns); past
    /// the watchdog's limit the app is ended (§4).
    func holdMainThread(_ callback: EventName, for work: SimDuration?, in engine: Engine) {
        mainThread = MainThreadWork(callback: callback, began: engine.now, work: work)
        let limit = Limits.watchdog(for: callback)
        if let work, work <= limit {
            engine.schedule(.mainThreadReturns, for: self, after: work)
        } else {
            engine.schedule(.watchdog(callback), for: self, after: limit)
        }
        engine.markDirty(index)
    }

    /// The callback holding the main thread returned: a returned WillTerminate ends the
    /// process; otherwise what waited is delivered, in order, until a callback holds the
    /// main thread again.
    func mainThreadReturned(in engine: Engine) {
        let callback = mainThread?.callback
        mainThread = nil
        engine.markDirty(index)
        if callback == .willTerminate {
            endAfterWillTerminate(in: engine)
            return
        }
        while mainThread == nil, state.isAlive, !waiting.isEmpty {
            perform(waiting.removeFirst(), in: engine)
        }
    }

    private func perform(_ delivery: Delivery, in engine: Engine) {
        switch delivery {
        case .willEnterForeground:
            guard state == .background || state == .suspended else { return }
            enterForeground(in: engine)
        case .onActivated: activate(in: engine)
        case .onResignActivation: resignActive(in: engine)
        case .didEnterBackground:
            guard state == .inactive else { return }
            enterBackground(in: engine)
        case .sceneDidDisconnect: tellSceneDisconnected(in: engine)
        case .willTerminate: runWillTerminate(in: engine)
        case .receiveMemoryWarning:
            guard state.isRunning else { return }
            engine.emit(.receiveMemoryWarning, self)
        case .wake(let call): runWakeCall(call, in: engine)
        case .bgTaskLaunch(let serial): runBGTaskLaunch(serial, in: engine)
        case .protectedData(let callback): engine.protectedDataCallback(callback, self)
        }
    }

    /// Ends the process with WillTerminate first (a swipe, or memory on iOS 6 and 7): the
    /// process ends when WillTerminate returns, or 5 s after it began.
    func endWithWillTerminate(_ reason: TerminationReason, in engine: Engine) {
        guard ending == nil else { return }
        ending = reason
        engine.deviceState.memoryUsedMB -= spec.memoryMB
        deliver(.willTerminate, in: engine)
    }

    /// WillTerminate; a scene app whose scene is connected hears SceneDidDisconnect first (§11.1).
    private func runWillTerminate(in engine: Engine) {
        disconnectBeforeTerminating(in: engine)
        engine.emit(.willTerminate, self)
        if spec.willTerminateWork > .zero {
            holdMainThread(.willTerminate, for: spec.willTerminateWork, in: engine)
        } else {
            endAfterWillTerminate(in: engine)
        }
    }

    /// WillTerminate returned: the process ends for the reason it was being ended.
    private func endAfterWillTerminate(in engine: Engine) {
        let reason = ending ?? .user
        engine.terminate(index, reason, detail: reason == .memory ? "ended in the background to free memory" : nil)
    }
}
