/// The rule book's "Continuous modes": audio, location, VoIP and external accessories keep
/// an app running in the background for as long as it does that kind of work; meanwhile its
/// budget stands still and its code runs even while the device sleeps.
extension AppRuntime {
    /// Playback, navigation and the accessory start when the user opens the app.
    func startContinuousWork(in engine: Engine) {
        if let audio = spec.audio {
            playbackUntil = engine.now + audio.playlist
            engine.schedule(.playbackEnds, for: self, after: audio.playlist)
        }
        if let location = spec.location {
            navigationUntil = engine.now + location.navigation
            engine.schedule(.navigationEnds, for: self, after: location.navigation)
        }
        if let accessory = spec.accessory {
            accessoryConnected = true
            engine.schedule(.accessoryData, for: self, after: accessory.interval)
        }
    }

    func playbackEnded(in engine: Engine) {
        playbackUntil = nil
        engine.emit(.playbackEnded, self)
        engine.markDirty(index)
    }

    func navigationEnded(in engine: Engine) {
        navigationUntil = nil
        engine.emit(.navigationEnded, self)
        engine.markDirty(index)
    }

    func accessoryDataDue(in engine: Engine) {
        guard let accessory = spec.accessory else { return }
        if state.isRunning, engine.mayRunCode(self) { engine.emit(.accessoryData, self) }
        engine.schedule(.accessoryData, for: self, after: accessory.interval)
    }

    func isPlaying(at now: SimDuration) -> Bool { playbackUntil.map { $0 > now } ?? false }
    func isNavigating(at now: SimDuration) -> Bool { navigationUntil.map { $0 > now } ?? false }

    /// What keeps a background app running (§3, §7, §8, §9); with none of it, it is suspended.
    /// `activities` is not empty: asked of every touched background app at every step, so it
    /// builds no list.
    func keptRunning(in engine: Engine) -> Bool {
        hasOpenTasks || mainThread != nil || !wakeWork.isEmpty || hasRunningBGTask || debuggerAttached
            || continuousMode(at: engine.now, in: engine) != nil
    }

    /// The continuous mode keeping the app running now: audio while it plays (whatever
    /// Background App Refresh says), navigation and an accessory that talks while Background
    /// App Refresh allows the app to run.
    func continuousMode(at now: SimDuration, in engine: Engine) -> BackgroundMode? {
        if declaresAudio, isPlaying(at: now) { return .audio }
        let navigating = declaresLocation && isNavigating(at: now)
        let accessory = declaresAccessory && accessoryConnected
        guard navigating || accessory, engine.refreshDenial(index) == nil else { return nil }
        return navigating ? .location : .externalAccessory
    }

    /// Logs BudgetHeld when a continuous mode starts holding the budget of a background app
    /// with open tasks, and BudgetReleased when it stops while the app stays so; leaving the
    /// background or ending the last task ends the hold silently.
    func noteBudgetHold(in engine: Engine) {
        let mode = state == .background && hasOpenTasks ? continuousMode(at: engine.now, in: engine) : nil
        let held = mode != nil
        guard held != budgetHeldNoted else { return }
        budgetHeldNoted = held
        if let mode {
            engine.emit(.budgetHeld, self, detail: mode.rawValue)
        } else if state == .background && hasOpenTasks {
            engine.emit(.budgetReleased, self)
        }
    }

    /// What keeps the app running now besides its open tasks, in words for the screen.
    func activities(in engine: Engine) -> [String] {
        var what: [String] = []
        if let work = mainThread {
            what.append(work.callback == .finishedLaunching ? "launching" : work.callback.rawValue)
        }
        for work in wakeWork { what.append(work.kind.rawValue) }
        for request in requests where request.run != nil { what.append(request.kind.phrase) }
        if debuggerAttached { what.append("debugger") }
        switch continuousMode(at: engine.now, in: engine) {
        case .audio: what.append("audio")
        case .location: what.append("navigation")
        case .externalAccessory: what.append("accessory")
        default: break
        }
        return what
    }
}

extension Engine {
    /// The VoIP keep-alive handler falls due while the app stays in the background.
    func keepAliveDue(_ app: AppRuntime, stint: Int) {
        // The keep-alive was deprecated in iOS 9: it never fires on ios13/ios26 (§11.5).
        guard app.backgroundStint == stint, let voip = app.spec.voip, !profile.hasBGTaskScheduler else { return }
        wakeForKeepAlive(app.index, voip)
        schedule(.voipKeepAlive(stint: stint), for: app, after: voip.keepAlive)
    }

    func wakeForKeepAlive(_ i: Int, _ voip: VoipSpec) {
        guard apps[i].state == .background || apps[i].state == .suspended else { return }
        wake(i, for: .voipKeepAlive, WakeCall(callback: .voipKeepAlive, work: .keepAlive, duration: voip.handlerDuration))
    }
}
