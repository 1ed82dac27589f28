import Lifecycle

/// A card kept for a moment, in inspector mode, after the system ended its app (purged for
/// memory, killed by the watchdog, …), marked with why, so that an audience sees what
/// happened instead of a card vanishing. A swipe by the user leaves no ghost: they saw it.
/// It lasts `seconds` of wall-clock time: virtual seconds would pass unseen at 300× (13 ms)
/// and never while paused, and four seconds is enough to read two words without taking the
/// ghost for a live app. A ghost is drawn dim beside the cards; it is no card of the
/// switcher, so no key and no click can select it, let alone swipe it.
public struct Ghost: Hashable, Sendable {
    public static let seconds = 4.0

    public var app: String
    /// Why the app ended, in words for the card (`purged for memory`).
    public var why: String
    /// The real time it goes.
    public var until: Double

    /// The words for a termination's reason; nil for the user's own swipe.
    public static func why(_ reason: String?) -> String? {
        switch reason.flatMap(TerminationReason.init(rawValue:)) {
        case .user: nil
        case .memory: "purged for memory"
        case .watchdog: "killed by watchdog"
        case .backgroundTaskTimeout: "killed: task time ran out"
        case .fetchTimeout: "killed: fetch too long"
        case .uiInBackground: "killed: UI in background"
        case .taskRegistration: "crashed: task handler"
        case .taskNotCompleted: "killed: task not completed"
        case .fileLock: "killed: 0xdead10cc"
        case .voipNoCall: "killed: VoIP push, no call"
        case nil: "terminated"
        }
    }
}

extension DeckState {
    /// New ghosts for the apps these events ended; ghosts whose moment is over go.
    mutating func updateGhosts(_ msg: Msg, atReal real: Double) {
        ghosts.removeAll { $0.until <= real }
        guard case .events(let events) = msg else { return }
        for event in events where event.name == .terminated {
            guard let app = event.app, let why = Ghost.why(event.reason) else { continue }
            ghosts.removeAll { $0.app == app }
            ghosts.append(Ghost(app: app, why: why, until: real + Ghost.seconds))
        }
    }

    /// The real time the next ghost goes (the screen changes then), if any.
    public var nextGhostExpiry: Double? { ghosts.map(\.until).min() }
}
