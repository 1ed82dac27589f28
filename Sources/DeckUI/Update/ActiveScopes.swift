import Lifecycle

extension DeckState {
    /// The scopes whose keys work now, most specific first: an open overlay takes every
    /// key; otherwise a call or SMS sheet's keys come first, then the focused region's, then
    /// the main screen's.
    public func activeScopes(device: DeviceStatus) -> [Scope] {
        if let overlay { return [.everywhere, overlay.scope] }
        var scopes: [Scope] = [.everywhere]
        if let sheet = Self.sheetScope(device) { scopes.append(sheet) }
        return scopes + [focus.scope, .main]
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
