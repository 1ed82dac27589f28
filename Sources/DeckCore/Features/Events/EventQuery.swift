import Lifecycle
import Scenario

/// The events the pane shows: those matching the filter, read backwards from an anchor
/// (or from the newest) so that a long log costs only what is on screen.
///
/// The filter is words, all of which must match (AND), ignoring case. A word matches a whole
/// word of the event: its app, its name as the pane shows it (Xamarin.iOS's or UIKit's), the app's state, its reason (`watchdog`, or a part
/// of `background-task-timeout`) or a word of its task name or detail. `!word` must not
/// match; `app:Mail`, `event:Terminated` and `reason:watchdog` look at that field only.
public struct EventQuery: Sendable {
    /// The fields a filter word may name.
    public enum Field: String, CaseIterable, Sendable {
        case app, event, reason
    }

    /// One word of the filter.
    public struct Term: Hashable, Sendable {
        public var word: String
        public var field: Field?
        public var negated: Bool
    }

    public let terms: [Term]
    /// The first sequence number shown: events before it belong to a play before its restart.
    public let from: Int
    /// The names the pane shows: a name matches as shown.
    public let names: EventNames
    /// Caption events are left out: a play's caption band shows them (the log keeps them).
    public let hidesCaptions: Bool

    public init(filter: String, from: Int = 0, names: EventNames = .xamarin, hidesCaptions: Bool = false) {
        terms = filter.split(separator: " ").compactMap { Self.term(String($0)) }
        self.from = from
        self.names = names
        self.hidesCaptions = hidesCaptions
    }

    /// The oldest sequence number the query reads: the log's oldest, or `from`.
    func first(in log: EventLog) -> Int { max(log.firstSequence, from) }

    /// How many events it reads (matching or not).
    public func shownCount(in log: EventLog) -> Int { max(0, log.totalCount - first(in: log)) }

    /// No filter: every event but the hidden captions matches.
    public var isEmpty: Bool { terms.isEmpty }

    static func term(_ text: String) -> Term? {
        var word = Substring(text.lowercased())
        let negated = word.hasPrefix("!")
        if negated { word = word.dropFirst() }
        var field: Field?
        if let colon = word.firstIndex(of: ":"), let named = Field(rawValue: String(word[..<colon])) {
            field = named
            word = word[word.index(after: colon)...]
        }
        return word.isEmpty ? nil : Term(word: String(word), field: field, negated: negated)
    }

    public func matches(_ event: Event) -> Bool {
        if hidesCaptions && event.name == .caption { return false }
        return terms.allSatisfy { term in Self.words(of: event, term.field, names: names).contains(term.word) != term.negated }
    }

    /// An event's name as the pane shows it, as words, lowercased: Xamarin.iOS's
    /// (`didenterbackground`), or UIKit's whole and its words (`applicationdidenterbackground(_:)`,
    /// `applicationdidenterbackground`; `application`, `performfetchwithcompletionhandler`).
    static func names(of name: EventName, _ naming: EventNames) -> Set<String> {
        let shown = naming.name(of: name).lowercased()
        return Set([shown] + shown.split { !($0.isLetter || $0.isNumber) }.map(String.init))
    }

    /// The whole words of `event` a term looks at, lowercased.
    static func words(of event: Event, _ field: Field?, names naming: EventNames = .xamarin) -> Set<String> {
        let reason = event.reason.map { [$0] + $0.split(separator: "-").map(String.init) } ?? []
        switch field {
        case .app: return Set([event.app?.lowercased()].compactMap { $0 })
        case .event: return names(of: event.name, naming)
        case .reason: return Set(reason.map { $0.lowercased() })
        case nil:
            var words = Set(reason.map { $0.lowercased() })
            words.formUnion(names(of: event.name, naming))
            for text in [event.app, event.state?.rawValue, event.label, event.detail, event.task.map { "#\($0)" }] {
                guard let text else { continue }
                words.formUnion(
                    text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "#") }.flatMap {
                        [String($0)] + $0.split(separator: "-").map(String.init)
                    })
            }
            return words
        }
    }

    /// How many events of the log match (the `N` of the pane's `N of M`).
    public func matchCount(in log: EventLog) -> Int {
        guard !isEmpty else { return shownCount(in: log) }
        return (min(first(in: log), log.totalCount)..<log.totalCount).reduce(0) { count, sequence in
            count + (log[sequence: sequence].map(matches) == true ? 1 : 0)
        }
    }

    /// Up to `count` matching events at or before `anchor` (nil: the newest), oldest first.
    public func page(in log: EventLog, endingAt anchor: Int?, count: Int) -> [(sequence: Int, event: Event)] {
        var found: [(Int, Event)] = []
        var sequence = min(anchor ?? log.totalCount - 1, log.totalCount - 1)
        while found.count < count, sequence >= first(in: log) {
            if let event = log[sequence: sequence], matches(event) { found.append((sequence, event)) }
            sequence -= 1
        }
        return found.reversed()
    }

    /// Matching events after `anchor`: how far the pane is behind the newest.
    public func countNewer(in log: EventLog, than anchor: Int) -> Int {
        guard anchor + 1 < log.totalCount else { return 0 }
        return (max(anchor + 1, first(in: log))..<log.totalCount).reduce(0) { count, sequence in
            count + (log[sequence: sequence].map(matches) == true ? 1 : 0)
        }
    }

    /// The newest matching event's sequence number.
    func newest(in log: EventLog) -> Int? {
        page(in: log, endingAt: nil, count: 1).first?.sequence
    }

    /// The oldest matching event still in the log.
    func oldest(in log: EventLog) -> Int? {
        let oldest = first(in: log)
        guard oldest < log.totalCount else { return nil }
        if let event = log[sequence: oldest], matches(event) { return oldest }
        return neighbour(of: oldest, in: log, step: 1)
    }

    /// The matching event `steps` matching events after (or before, when negative) `sequence`,
    /// stopping at the oldest or the newest.
    func step(from sequence: Int, by steps: Int, in log: EventLog) -> Int {
        var position = sequence
        for _ in 0..<abs(steps) {
            guard let next = neighbour(of: position, in: log, step: steps < 0 ? -1 : 1) else { break }
            position = next
        }
        return position
    }

    private func neighbour(of sequence: Int, in log: EventLog, step: Int) -> Int? {
        var s = sequence + step
        while s >= first(in: log) && s < log.totalCount {
            if let event = log[sequence: s], matches(event) { return s }
            s += step
        }
        return nil
    }
}

extension String {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
