import Lifecycle

extension DeckState {
    /// The scopes whose keys work now, most specific first: an open overlay takes every key
    /// (a text field adds the editing keys); otherwise a call or SMS sheet's keys come first,
    /// then the locked device's (`L` unlocks), a lifted card's, a playing script's (zoomed: `z` goes back), the focused
    /// region's and the main screen's, and the keys of the bare main screen (`q`) only while no
    /// sheet shows.
    public func activeScopes(device: DeviceStatus) -> [Scope] {
        if let overlay {
            let scope = overlay.isHelp && helpSearch.typing ? Scope.helpSearch : overlay.scope
            return [.everywhere, scope] + (scope.takesText ? [.textField] : [])
        }
        switch play?.confirming {
        case .restart?: return [.everywhere, .restarting]
        case .quit?: return [.everywhere, .quitting]
        case nil: break
        }
        var scopes: [Scope] = [.everywhere]
        let sheet = Self.sheetScope(device)
        if let sheet { scopes.append(sheet) }
        if device.locked { scopes.append(.locked) }
        if liftedCard != nil && focus == .switcher { scopes.append(.lifted) }
        if play != nil { scopes += zoomed ? [.zoomed, .play] : [.play] }
        scopes += [focus == .events && timelinePane.shown ? .timeline : focus.scope, .main]
        if sheet == nil { scopes.append(.mainScreen) }
        return scopes
    }

    /// The scopes whose keys work now with what the engine shows: the settings overlay's
    /// selected row may add its own keys, first (a request's: Enter shows why it waits).
    public func activeScopes(_ engine: EngineSnapshot) -> [Scope] {
        let scopes = activeScopes(device: engine.device)
        guard let row = settingsRowScope(engine) else { return scopes }
        return [scopes[0], row] + scopes.dropFirst()
    }

    /// The sheet the device shows: the call (ringing or in progress) or an SMS alert.
    public static func sheetScope(_ device: DeviceStatus) -> Scope? {
        switch device.call {
        case .ringing: return .ringing
        case .inProgress: return .onCall
        case .none: return device.smsShowing ? .sms : nil
        }
    }
}
