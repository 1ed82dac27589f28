/// Whether the engine would refuse a user's command now, and why: the one place the user's
/// controls state their conditions. Each command asks its rule here before it acts (and
/// throws `cannotCarryOut` with its words), and the dashboard asks `refusal(of:)` before it
/// offers or sends a device key's command.
extension Engine {
    /// Why the engine would refuse `command` now (the words of its `cannotCarryOut`), or nil
    /// when it would carry it out. Answers for the user's controls (launch, the switcher,
    /// Home, the lock, calls, SMS alerts, an app's refresh switch, a fetch); other commands
    /// answer nil and are checked as they run.
    public func refusal(of command: Command) -> String? {
        switch command {
        case .launch(let name): refusal(app: name, launchRefusal)
        case .tap(let name), .swipeUp(let name): refusal(app: name, cardRefusal)
        case .switcher: screenRefusal ?? (deviceState.switcherOpen ? "the app switcher is already open" : nil)
        case .home, .lock: screenRefusal
        case .unlock: unlockRefusal
        case .call: callRefusal
        case .answer, .decline: deviceState.call == .ringing ? nil : "no call is ringing"
        case .hangup: deviceState.call == .inProgress ? nil : "no call is in progress"
        case .sms: smsRefusal
        case .dismiss: deviceState.smsShowing ? nil : "no SMS alert is showing"
        case .appRefresh(let name, _): refusal(app: name, appRefreshRefusal)
        case .fetch(let name): refusal(app: name, fetchRefusal)
        // The locked device (§11.6).
        case .reboot: rebootRefusal
        case .prewarm(let name): refusal(app: name, prewarmRefusal)
        case .push(let name, let silent, let voip, let priority, let mutable):
            refusal(app: name) { pushRefusal($0, PushSent(silent: silent, voip: voip, priority: priority, mutable: mutable)) }
        default: nil
        }
    }

    /// Throws the refusal, if there is one.
    func refuse(_ why: String?) throws(CommandError) {
        if let why { throw .cannotCarryOut(why) }
    }

    private func refusal(app name: String, _ rule: (Int) -> String?) -> String? {
        guard let i = indexByName[name.lowercased()] else { return "no app named '\(name)' in the catalog" }
        return rule(i)
    }

    /// What keeps the user's hands off the screen: a call, an SMS alert, the lock.
    var screenRefusal: String? {
        DeviceState.obstruction(call: deviceState.call, smsShowing: deviceState.smsShowing, locked: deviceState.locked)
    }

    /// Unlocking needs a locked device with no call or SMS alert over it.
    var unlockRefusal: String? {
        guard deviceState.locked else { return "the device is not locked" }
        return DeviceState.obstruction(call: deviceState.call, smsShowing: deviceState.smsShowing, locked: false)
    }

    func launchRefusal(_ i: Int) -> String? {
        if let why = screenRefusal { return why }
        return !deviceState.switcherOpen && deviceState.front == i ? "\(catalog[i].name) is already in front" : nil
    }

    /// Tapping or swiping the app's card: it must be in the switcher.
    func cardRefusal(_ i: Int) -> String? {
        if let why = screenRefusal { return why }
        return deviceState.recents.contains(i) ? nil : "\(catalog[i].name) is not in the app switcher"
    }

    var callRefusal: String? {
        switch deviceState.call {
        case .ringing: "a call is already ringing"
        case .inProgress: "a call is already in progress"
        case .none: deviceState.smsShowing ? DeviceState.smsAlertShowing : nil
        }
    }

    var smsRefusal: String? {
        switch deviceState.call {
        case .ringing: "a call is ringing"
        case .inProgress: "a call is in progress"
        case .none: deviceState.smsShowing ? "an SMS alert is already showing" : nil
        }
    }

    /// Background App Refresh's settings exist from ios7.
    var refreshSettingRefusal: String? {
        profile.hasBackgroundAppRefresh ? nil : "\(profile.rawValue) has no Background App Refresh setting"
    }

    func appRefreshRefusal(_ i: Int) -> String? {
        if let why = refreshSettingRefusal { return why }
        if !catalog[i].isListedInRefreshSettings {
            return "\(catalog[i].name) has no background modes, so it is not listed in Background App Refresh"
        }
        return nil
    }

    func fetchRefusal(_ i: Int) -> String? {
        if apps[i].state.isForeground {
            return "\(catalog[i].name) is in the foreground: background fetch goes to apps in the background"
        }
        return apps[i].wakeWork.contains { $0.kind == .fetch } ? "\(catalog[i].name) is already fetching" : nil
    }
}
