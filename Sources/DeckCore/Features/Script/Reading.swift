import Lifecycle
import Scenario

/// A `skip` shown in the status bar (`⏩ 7m`) until a real instant.
public struct SkipNote: Hashable, Sendable {
    public var text: String
    /// The real time it goes (a second after the skip at least).
    public var until: Double
}

/// Pacing on stage: a playing script's caption stays up at least its reading time in real
/// seconds (`ReadingTime`), whatever the speed, the clock held meanwhile (`reading` in the
/// status bar; `n` or space moves on at once); a `skip` shows in the status bar for a second.
/// Real time comes in with each message (`UpdateContext.realTime`): no wall clock here.
extension DeckState {
    /// Real seconds the status bar shows a skip at least.
    static let skipShownFor = 1.0

    /// A playing script's caption was shown: the clock holds until it is read.
    mutating func startReading(_ text: String, at virtual: SimDuration, atReal real: Double) {
        guard play != nil else { return }
        play?.readingUntil = real + ReadingTime.seconds(text)
        clock.holdForReading(at: virtual, atReal: real)
    }

    /// The caption counts as read (its time is up, space, or the play restarts).
    mutating func endReading(atReal real: Double) {
        play?.readingUntil = nil
        clock.endReading(atReal: real)
    }

    /// Lets go of what real time has ended: a caption read, a skip shown its second.
    mutating func expireStageHolds(atReal real: Double) {
        if let until = play?.readingUntil, real >= until { endReading(atReal: real) }
        if let note = skipped, real >= note.until { skipped = nil }
    }

    /// The next real instant a stage hold ends (the run loop wakes then), if any.
    public var nextStageExpiry: Double? {
        [play?.readingUntil, skipped?.until].compactMap { $0 }.min()
    }

    /// A `skip` was carried out: `⏩ 7m` in the status bar for a second.
    mutating func noteSkip(_ span: SimDuration, atReal real: Double) {
        skipped = SkipNote(text: "⏩ \(span)", until: real + Self.skipShownFor)
    }
}
