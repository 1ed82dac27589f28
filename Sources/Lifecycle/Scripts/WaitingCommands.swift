/// A command whose callbacks wait behind a busy main thread (§2.1) has not applied yet: a
/// script that ends before they are delivered must say so, never drop them silently.

/// The first callback a command left waiting on an app's main thread.
public struct WaitingTicket {
    /// The app's catalog name.
    public let app: String
    let index: Int
    /// The app's runtime when the callback waited: a reset makes a fresh one.
    let runtime: AnyObject
    /// The callback's place among every callback that ever waited for this app (from 1).
    let number: Int
}

/// Why a ticket's command has not applied: the main thread is still busy.
public struct StillWaiting: Hashable, Sendable {
    public let app: String
    /// When the callback holding the main thread returns; nil: it never returns.
    public let busyUntil: SimDuration?
    /// The callback holding the main thread.
    public let callback: EventName

    /// `Notes' main thread was busy until 0:00:00.500`.
    public var sentence: String {
        let owner = app.hasSuffix("s") ? app + "'" : app + "'s"
        guard let busyUntil else { return "\(owner) main thread was busy with \(callback.rawValue), which never returns" }
        return "\(owner) main thread was busy until \(busyUntil.timestamp)"
    }
}

extension Engine {
    /// How many callbacks have ever waited, per app: take it before a command and give it to
    /// `tickets(since:)` after.
    public var waitCounts: [Int] { apps.map(\.everWaited) }

    /// The first callback the command just applied left waiting, per app.
    public func tickets(since counts: [Int]) -> [WaitingTicket] {
        apps.indices.compactMap { i in
            let before = counts.indices.contains(i) ? counts[i] : 0
            guard apps[i].everWaited > before else { return nil }
            return WaitingTicket(app: catalog[i].name, index: i, runtime: apps[i], number: before + 1)
        }
    }

    /// Whether the ticket's callback still waits, and behind what; nil once delivered or
    /// dropped (the process ended, or a reset).
    public func stillWaiting(_ ticket: WaitingTicket) -> StillWaiting? {
        let app = apps[ticket.index]
        guard app === ticket.runtime, app.everWaited - app.waiting.count < ticket.number, let work = app.mainThread else {
            return nil
        }
        return StillWaiting(app: ticket.app, busyUntil: work.work.map { work.began + $0 }, callback: work.callback)
    }
}
