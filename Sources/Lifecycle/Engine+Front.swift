/// What the user does in front: launching, Home, the app switcher, swiping up, the lock,
/// calls and SMS alerts (LIFECYCLE.md §2, §9).
extension Engine {
    /// Refuses commands that need the user's hands on an unlocked, uninterrupted screen.
    func requireFreeScreen() throws(CommandError) {
        switch call {
        case .ringing: throw .cannotCarryOut("a call is ringing: answer or decline it first")
        case .inProgress: throw .cannotCarryOut("a call is in progress: hang up first")
        case .none: break
        }
        if smsShowing { throw .cannotCarryOut("an SMS alert is showing: dismiss it first") }
        if locked { throw .cannotCarryOut("the device is locked: unlock it first") }
    }

    func setProfile(_ p: Profile) throws(CommandError) {
        guard !anyAppStarted else {
            throw .cannotCarryOut("the profile can change only before the first app starts")
        }
        profile = p
        if !p.hasLowPowerMode { lowPower = false }
        record(.profileChanged, detail: p.rawValue)
    }

    func launch(_ i: Int) throws(CommandError) {
        try requireFreeScreen()
        if switcherOpen {
            closeSwitcher()
            if front == i {
                activate(i)
                return
            }
        } else if front == i {
            throw .cannotCarryOut("\(catalog[i].name) is already in front")
        }
        sendFrontToBackground()
        bringToFront(i)
    }

    func openSwitcherCommand() throws(CommandError) {
        try requireFreeScreen()
        guard !switcherOpen else { throw .cannotCarryOut("the app switcher is already open") }
        openSwitcher()
    }

    func tap(_ i: Int) throws(CommandError) {
        try requireFreeScreen()
        guard recents.contains(i) else {
            throw .cannotCarryOut("\(catalog[i].name) is not in the app switcher")
        }
        if !switcherOpen { openSwitcher() }
        closeSwitcher()
        if front == i {
            activate(i)
        } else {
            sendFrontToBackground()
            bringToFront(i)
        }
    }

    func pressHome() throws(CommandError) {
        try requireFreeScreen()
        if switcherOpen { closeSwitcher() }
        sendFrontToBackground()
    }

    /// Swipes the app's card up (§2, §9): a running app gets WillTerminate, a suspended one
    /// ends silently; either way its transfers are cancelled and it gets no background launch
    /// until the user opens it again.
    func swipeUp(_ i: Int) throws(CommandError) {
        try requireFreeScreen()
        guard recents.contains(i) else {
            throw .cannotCarryOut("\(catalog[i].name) is not in the app switcher")
        }
        if !switcherOpen { openSwitcher() }
        apps[i].forceQuit = true
        switch apps[i].state {
        case .active, .inactive, .background:
            record(.willTerminate, app: i)
            if catalog[i].willTerminateWork > Limits.willTerminate {
                terminate(i, .watchdog, detail: "WillTerminate did not return within 5s")
            } else {
                terminate(i, .user)
            }
        case .suspended:
            terminate(i, .user)
        case .notRunning:
            recents.removeAll { $0 == i }
            cancelTransfers(of: i, detail: "the user swiped the app away")
        }
    }

    func lockDevice() throws(CommandError) {
        try requireFreeScreen()
        if switcherOpen { closeSwitcher() }
        locked = true
        record(.deviceLocked)
        lockedFront = front
        sendFrontToBackground()
    }

    func unlockDevice() throws(CommandError) {
        guard locked else { throw .cannotCarryOut("the device is not locked") }
        if call == .ringing { throw .cannotCarryOut("a call is ringing: answer or decline it first") }
        if call == .inProgress { throw .cannotCarryOut("a call is in progress: hang up first") }
        if smsShowing { throw .cannotCarryOut("an SMS alert is showing: dismiss it first") }
        locked = false
        record(.deviceUnlocked)
        if let i = lockedFront { bringToFront(i) }
        lockedFront = nil
    }

    func incomingCall() throws(CommandError) {
        guard call == .none else { throw .cannotCarryOut("a call is already \(call == .ringing ? "ringing" : "in progress")") }
        guard !smsShowing else { throw .cannotCarryOut("an SMS alert is showing: dismiss it first") }
        if switcherOpen { closeSwitcher() }
        call = .ringing
        wakeDevice()
        record(.callIncoming)
        callFront = front
        if let i = front { resignActive(i) }
    }

    func answerCall() throws(CommandError) {
        guard call == .ringing else { throw .cannotCarryOut("no call is ringing") }
        call = .inProgress
        record(.callAnswered)
        sendFrontToBackground()
    }

    func declineCall() throws(CommandError) {
        guard call == .ringing else { throw .cannotCarryOut("no call is ringing") }
        call = .none
        record(.callDeclined)
        if let i = callFront, front == i { activate(i) }
        callFront = nil
    }

    func hangUp() throws(CommandError) {
        guard call == .inProgress else { throw .cannotCarryOut("no call is in progress") }
        call = .none
        record(.callEnded)
        if let i = callFront, !locked { bringToFront(i) }
        callFront = nil
    }

    func smsAlert() throws(CommandError) {
        guard call == .none else { throw .cannotCarryOut("a call is \(call == .ringing ? "ringing" : "in progress")") }
        guard !smsShowing else { throw .cannotCarryOut("an SMS alert is already showing") }
        if switcherOpen { closeSwitcher() }
        smsShowing = true
        wakeDevice()
        record(.smsAlert)
        smsFront = front
        if let i = front { resignActive(i) }
    }

    func dismissSms() throws(CommandError) {
        guard smsShowing else { throw .cannotCarryOut("no SMS alert is showing") }
        smsShowing = false
        record(.smsDismissed)
        if let i = smsFront, front == i { activate(i) }
        smsFront = nil
    }

    // MARK: - Transitions

    func openSwitcher() {
        switcherOpen = true
        record(.switcherOpened)
        if let i = front { resignActive(i) }
    }

    func closeSwitcher() {
        switcherOpen = false
        record(.switcherClosed)
    }

    /// active → inactive (OnResignActivation).
    func resignActive(_ i: Int) {
        guard apps[i].state == .active else { return }
        apps[i].state = .inactive
        record(.onResignActivation, app: i)
    }

    /// inactive → active (OnActivated).
    func activate(_ i: Int) {
        guard apps[i].state == .inactive, !apps[i].launching else { return }
        apps[i].state = .active
        record(.onActivated, app: i)
    }

    /// The front app, if any, resigns and enters the background.
    func sendFrontToBackground() {
        guard let i = front else { return }
        front = nil
        resignActive(i)
        if apps[i].state == .inactive { enterBackground(i) }
    }

    /// Brings an app to the front: back from background or suspended (WillEnterForeground →
    /// OnActivated), or a cold launch (FinishedLaunching → OnActivated). Opening an app also
    /// lifts a force-quit (§9).
    func bringToFront(_ i: Int) {
        apps[i].forceQuit = false
        useCounter += 1
        apps[i].lastUsed = useCounter
        recents.removeAll { $0 == i }
        recents.insert(i, at: 0)
        front = i
        apps[i].stay += 1
        if apps[i].state == .notRunning {
            freeMemory(for: i)
            startProcess(i, inBackground: false)
        } else {
            apps[i].budget = nil
            apps[i].state = .inactive
            record(.willEnterForeground, app: i)
            activate(i)
        }
        if !apps[i].everLaunchedByUser {
            apps[i].everLaunchedByUser = true
            scheduleAutomaticFetch(i)
            scheduleSignificantChanges(i)
        }
        markDirty(i)
    }

    /// Starts the app's process: FinishedLaunching, then OnActivated in the foreground.
    /// A launch that takes longer than 20 s is killed by the watchdog (§4).
    func startProcess(_ i: Int, inBackground: Bool) {
        anyAppStarted = true
        apps[i].incarnation += 1
        apps[i].state = inBackground ? .background : .inactive
        apps[i].budget = inBackground ? profile.backgroundTaskBudget : nil
        apps[i].tasks = []
        apps[i].nextTaskID = 1
        apps[i].wakeWork = []
        apps[i].busyInDidEnterBackground = false
        if !recents.contains(i) { recents.append(i) }
        record(.finishedLaunching, app: i)
        let incarnation = apps[i].incarnation
        let spec = catalog[i]
        if spec.launchTime > Limits.launch {
            apps[i].launching = true
            scheduler.schedule(.launchWatchdog(app: i, incarnation: incarnation), at: now + Limits.launch)
            return
        }
        for (k, timed) in spec.tasks.enumerated() {
            scheduler.schedule(.timedTask(app: i, incarnation: incarnation, index: k), at: now + timed.at)
        }
        for (k, transfer) in spec.transfers.enumerated() {
            if case .afterLaunch(let delay) = transfer.start {
                scheduler.schedule(.timedTransfer(app: i, incarnation: incarnation, index: k), at: now + delay)
            }
        }
        if !inBackground {
            startForegroundActivities(i)
            activate(i)
        }
        markDirty(i)
    }

    /// Playback, navigation and the accessory start when the user opens the app.
    func startForegroundActivities(_ i: Int) {
        let spec = catalog[i], incarnation = apps[i].incarnation
        if let audio = spec.audio {
            apps[i].playbackUntil = now + audio.playlist
            scheduler.schedule(.playbackEnds(app: i, incarnation: incarnation), at: now + audio.playlist)
        }
        if let location = spec.location {
            apps[i].navigationUntil = now + location.navigation
            scheduler.schedule(.navigationEnds(app: i, incarnation: incarnation), at: now + location.navigation)
        }
        if let accessory = spec.accessory {
            apps[i].accessoryConnected = true
            scheduler.schedule(.accessoryData(app: i, incarnation: incarnation), at: now + accessory.interval)
        }
    }

    /// inactive → background: DidEnterBackground, the snapshot, the tasks it begins, and the
    /// watchdog on its main-thread work (§2, §3, §4).
    func enterBackground(_ i: Int) {
        let spec = catalog[i]
        apps[i].state = .background
        apps[i].budget = profile.backgroundTaskBudget
        apps[i].stay += 1
        let stay = apps[i].stay, incarnation = apps[i].incarnation
        record(.didEnterBackground, app: i)
        apps[i].snapshotTime = now

        var mainThread = spec.didEnterBackground.mainThreadWork
        var hangs = false
        for task in spec.didEnterBackground.tasks {
            let id = beginTask(i, task)
            guard task.thread == .main else { continue }
            if let d = task.duration {
                mainThread = mainThread + d
                setTask(i, id: id) { $0.remaining = nil; $0.scheduledEnd = self.now + mainThread }
                scheduler.schedule(.mainThreadTaskEnds(app: i, incarnation: incarnation, task: id), at: now + mainThread)
            } else {
                hangs = true
            }
        }
        if hangs || mainThread > Limits.didEnterBackground {
            apps[i].busyInDidEnterBackground = true
            scheduler.schedule(.didEnterBackgroundWatchdog(app: i, incarnation: incarnation),
                               at: now + Limits.didEnterBackground)
        } else if mainThread > .zero {
            apps[i].busyInDidEnterBackground = true
            scheduler.schedule(.didEnterBackgroundReturns(app: i, incarnation: incarnation), at: now + mainThread)
        }
        for transfer in spec.transfers where transfer.start == .enterBackground {
            if !transfers.contains(where: { $0.app == i && $0.name == transfer.name }) {
                startTransfer(i, transfer)
            }
        }
        if let delay = spec.backgroundUIUpdate {
            scheduler.schedule(.backgroundUIUpdate(app: i, incarnation: incarnation, stay: stay), at: now + delay)
        }
        if let voip = spec.voip, spec.modes.contains(.voip) {
            scheduler.schedule(.voipKeepAlive(app: i, incarnation: incarnation, stay: stay), at: now + voip.keepAlive)
        }
        markDirty(i)
    }

    /// Ends the app's process. Only a swipe by the user is preceded by WillTerminate (sent by
    /// the caller); the watchdog, the budget and memory purges end it silently.
    func terminate(_ i: Int, _ reason: TerminationReason, detail: String? = nil) {
        let wasFront = front == i
        apps[i].state = .notRunning
        apps[i].incarnation += 1
        apps[i].tasks = []
        apps[i].wakeWork = []
        apps[i].budget = nil
        apps[i].launching = false
        apps[i].busyInDidEnterBackground = false
        apps[i].playbackUntil = nil
        apps[i].navigationUntil = nil
        apps[i].accessoryConnected = false
        record(.terminated, app: i, reason: reason.rawValue, detail: detail)
        for transfer in transfers where transfer.app == i && transfer.task != nil {
            record(.transferCancelled, app: i, label: transfer.name, detail: "the process ended")
        }
        transfers.removeAll { $0.app == i && $0.task != nil }
        if reason == .user {
            cancelTransfers(of: i, detail: "the user swiped the app away")
        }
        if wasFront { front = nil }
        if reason == .user || !profile.switcherIsRecentlyUsed {
            recents.removeAll { $0 == i }
        }
        markDirty(i)
    }

    func cancelTransfers(of i: Int, detail: String) {
        for transfer in transfers where transfer.app == i {
            record(.transferCancelled, app: i, label: transfer.name, detail: detail)
        }
        transfers.removeAll { $0.app == i }
    }
}
