/// The rule book's "The user's controls", Background App Refresh: the global setting, each
/// app's switch, Low Power Mode and the network decide whether the system may launch or
/// resume an app in the background.
extension Engine {
    /// Why Background App Refresh is off for the app, if it is.
    func refreshStatus(_ i: Int) -> BackgroundRefreshStatus? {
        guard profile.hasBackgroundAppRefresh else { return nil }
        if deviceState.lowPower { return .restricted }
        if deviceState.refresh == .off || !apps[i].refreshSwitch { return .denied }
        return .available
    }

    func setNetwork(_ n: Network) {
        deviceState.network = n
        emit(.networkChanged, detail: n.rawValue)
        markAllDirty()
        deliverHeldPushes()
        deliverHeldActivityPushes()
    }

    func setLowPower(_ on: Bool) throws(CommandError) {
        guard profile.hasLowPowerMode else {
            throw .cannotCarryOut("Low Power Mode needs the ios13 or ios26 profile (this is \(profile.rawValue))")
        }
        deviceState.lowPower = on
        emit(.lowPowerChanged, detail: on ? "on" : "off")
        markAllDirty()
    }

    func setRefresh(_ setting: RefreshSetting) throws(CommandError) {
        try refuse(refreshSettingRefusal)
        guard profile.refreshChoices.contains(setting) else {
            let having = Profile.allCases.filter { $0.refreshChoices.contains(setting) }.map(\.rawValue)
            let offered = profile.refreshChoices.map(\.rawValue).joined(separator: " and ")
            throw .cannotCarryOut(
                "\(setting.name) needs the \(having.joined(separator: " or ")) profile (\(profile.rawValue) offers \(offered))")
        }
        deviceState.refresh = setting
        emit(.refreshChanged, detail: setting.title(on: profile))
        markAllDirty()
    }

    func setAppRefresh(_ i: Int, _ on: Bool) throws(CommandError) {
        try refuse(appRefreshRefusal(i))
        apps[i].refreshSwitch = on
        emit(.refreshChanged, apps[i], detail: on ? "on" : "off")
        markDirty(i)
    }
}
