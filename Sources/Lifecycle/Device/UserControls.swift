/// The rule book's "The user's controls": launching, Home, the app switcher, swiping up,
/// the lock, calls and SMS alerts.
extension Engine {
    func setProfile(_ p: Profile) throws(CommandError) {
        guard !deviceState.anyAppStarted else {
            throw .cannotCarryOut("the profile can change only before the first app starts")
        }
        activeProfile = p
        if !p.hasLowPowerMode { deviceState.lowPower = false }
        emit(.profileChanged, detail: p.rawValue)
    }

    func launch(_ i: Int) throws(CommandError) {
        try refuse(launchRefusal(i))
        if deviceState.switcherOpen {
            closeSwitcher()
            if deviceState.front == i {
                apps[i].deliver(.onActivated, in: self)
                return
            }
        }
        sendFrontToBackground()
        bringToFront(i)
    }

    func openSwitcherCommand() throws(CommandError) {
        try refuse(refusal(of: .switcher))
        openSwitcher()
    }

    func tap(_ i: Int) throws(CommandError) {
        try refuse(cardRefusal(i))
        if !deviceState.switcherOpen { openSwitcher() }
        closeSwitcher()
        if deviceState.front == i {
            apps[i].deliver(.onActivated, in: self)
        } else {
            sendFrontToBackground()
            bringToFront(i)
        }
    }

    func pressHome() throws(CommandError) {
        try refuse(screenRefusal)
        if deviceState.switcherOpen { closeSwitcher() }
        sendFrontToBackground()
    }

    /// Swipes the app's card up: a running app gets WillTerminate (a scene app SceneDidDisconnect
    /// first), a suspended one ends silently. From iOS 7 the app is then force-quit: its
    /// transfers are cancelled and it gets no background launch until the user opens it again.
    /// The swipe discards the app's scene session (§11.1).
    func swipeUp(_ i: Int) throws(CommandError) {
        try refuse(cardRefusal(i))
        if !deviceState.switcherOpen { openSwitcher() }
        let app = apps[i]
        if profile.forceQuitStopsBackgroundLaunches { app.forceQuit = true }
        app.discardSceneSession()
        deviceState.recents = deviceState.recents.filter { $0 != i }
        if deviceState.front == i { deviceState.front = nil }
        switch app.state {
        case .active, .inactive, .background:
            app.endWithWillTerminate(.user, in: self)
        case .suspended:
            terminate(i, .user)
        case .notRunning:
            if profile.forceQuitStopsBackgroundLaunches {
                cancelTransfers(of: i, detail: "the user swiped the app away")
            }
        }
    }

    func lockDevice() throws(CommandError) {
        try refuse(screenRefusal)
        if deviceState.switcherOpen { closeSwitcher() }
        emit(.deviceLocked)
        deviceState.lockedFront = deviceState.front
        sendFrontToBackground()
        deviceState.locked = true
        deviceState.lockedAt = now
        protectedDataWillGo()
    }

    func unlockDevice() throws(CommandError) {
        try refuse(refusal(of: .unlock))
        deviceState.locked = false
        emit(.deviceUnlocked)
        protectedDataCameBack()
        deviceWoke()
        if let i = deviceState.lockedFront { bringToFront(i) }
        deviceState.lockedFront = nil
    }

    // MARK: - Calls and SMS alerts

    /// A call rings: the phone's own (`call`), or `caller`'s reported through CallKit.
    func incomingCall(from caller: Int? = nil) throws(CommandError) {
        try refuse(callRefusal)
        deviceState.call = .ringing
        deviceState.caller = caller
        deviceState.callFront = interrupt(.callIncoming)
    }

    /// A call or an SMS alert comes over the screen: it closes the switcher, wakes the
    /// device, and the front app (returned) resigns active.
    private func interrupt(_ event: EventName) -> Int? {
        if deviceState.switcherOpen { closeSwitcher() }
        wakeDevice()
        emit(event)
        if let i = deviceState.front { apps[i].deliver(.onResignActivation, in: self) }
        return deviceState.front
    }

    func answerCall() throws(CommandError) {
        try refuse(refusal(of: .answer))
        deviceState.call = .inProgress
        emit(.callAnswered)
        sendFrontToBackground()
    }

    func declineCall() throws(CommandError) {
        try refuse(refusal(of: .decline))
        deviceState.call = .none
        deviceState.caller = nil
        emit(.callDeclined)
        if let i = deviceState.callFront, deviceState.front == i { apps[i].deliver(.onActivated, in: self) }
        deviceState.callFront = nil
    }

    func hangUp() throws(CommandError) {
        try refuse(refusal(of: .hangup))
        deviceState.call = .none
        deviceState.caller = nil
        emit(.callEnded)
        if let i = deviceState.callFront, !deviceState.locked { bringToFront(i) }
        deviceState.callFront = nil
    }

    func smsAlert() throws(CommandError) {
        try refuse(smsRefusal)
        deviceState.smsShowing = true
        deviceState.smsFront = interrupt(.smsAlert)
    }

    func dismissSms() throws(CommandError) {
        try refuse(refusal(of: .dismiss))
        deviceState.smsShowing = false
        emit(.smsDismissed)
        if let i = deviceState.smsFront, deviceState.front == i { apps[i].deliver(.onActivated, in: self) }
        deviceState.smsFront = nil
    }

    // MARK: - What is in front

    func openSwitcher() {
        deviceState.switcherOpen = true
        emit(.switcherOpened)
        if let i = deviceState.front { apps[i].deliver(.onResignActivation, in: self) }
    }

    func closeSwitcher() {
        deviceState.switcherOpen = false
        emit(.switcherClosed)
    }

    /// The front app, if any, resigns and enters the background.
    func sendFrontToBackground() {
        guard let i = deviceState.front else { return }
        deviceState.front = nil
        apps[i].deliver(.onResignActivation, in: self)
        apps[i].deliver(.didEnterBackground, in: self)
    }

    /// Brings an app to the front: back from background or suspended, or a cold launch.
    /// Opening an app also lifts a force-quit.
    func bringToFront(_ i: Int) {
        let app = apps[i]
        app.forceQuit = false
        deviceState.useCounter += 1
        app.lastUsed = deviceState.useCounter
        app.lastOpened = now
        deviceState.recents = [i] + deviceState.recents.filter { $0 != i }
        deviceState.front = i
        app.backgroundStint += 1
        if app.state == .notRunning {
            freeMemory(for: i)
            app.startProcess(inBackground: false, in: self)
        } else {
            app.deliver(.willEnterForeground, in: self)
        }
        if !app.everLaunchedByUser {
            app.everLaunchedByUser = true
            scheduleAutomaticFetch(app)
            scheduleSignificantChanges(app)
        }
        markDirty(i)
    }
}
