import Lifecycle
import Support

/// The home screen's type-ahead, as in a file picker: letters that are not keys there, typed
/// within `window` seconds of each other, form a prefix, and the first app whose name starts
/// with it (whatever the case) is selected: `We` selects Weather. A letter that is a key keeps
/// its meaning, within the window too: it ends the prefix, and the status line says so (`C`
/// selects Chat; `h` after it selects the app before, and says that `h` is a key). A key never
/// does something by surprise; the palette's `launch` names any app. The time is the keys' own
/// (the messages' real time), so the core stays pure.
public struct TypeAhead: Hashable, Sendable {
    /// The most seconds between two letters of one prefix.
    public static let window = 1.0

    public var prefix = ""
    /// When the last letter was typed (real time).
    public var time = -Double.infinity

    /// Whether a letter typed at `time` would go on with the prefix (typed within the window).
    func goesOn(at time: Double) -> Bool { !prefix.isEmpty && time - self.time <= Self.window }

    /// The prefix after `letter` typed at `time`: it goes on within the window, else starts again.
    mutating func type(_ letter: Character, at time: Double) -> String {
        prefix = time - self.time <= Self.window ? prefix + String(letter) : String(letter)
        self.time = time
        return prefix
    }

    /// The first of `names` that starts with `prefix`, whatever the case.
    static func first(in names: [String], startingWith prefix: String) -> Int? {
        let prefix = prefix.lowercased()
        return names.firstIndex { $0.lowercased().hasPrefix(prefix) }
    }
}

extension DeckState {
    /// A letter that is not a key on the home screen: selects the first app whose name starts
    /// with the letters typed so far (or with this letter alone, when none does).
    mutating func selectApp(typing letter: Character, _ context: UpdateContext) -> [Effect] {
        let names = context.engine.apps.map(\.name)
        let prefix = typeAhead.type(letter, at: context.realTime)
        if let index = TypeAhead.first(in: names, startingWith: prefix) {
            selectedHome = index
        } else if prefix.count > 1, let index = TypeAhead.first(in: names, startingWith: String(letter)) {
            typeAhead.prefix = String(letter)
            selectedHome = index
        } else {
            message = StatusMessage("no app's name starts with \(prefix.quoted)", isError: true)
        }
        return []
    }

    /// A letter that is a key of the home screen or the main screen, typed while a name is
    /// being typed: it keeps its meaning and ends the name. The words the status line shows
    /// (nil for any other key).
    mutating func interruptsTypeAhead(_ key: Key, _ binding: KeyBinding, _ scopes: [Scope], atReal time: Double)
        -> StatusMessage?
    {
        guard scopes.contains(.home), binding.scope == .home || binding.scope == .main,
            case .character(let letter) = key, letter.isLetter, typeAhead.goesOn(at: time)
        else { return nil }
        typeAhead = TypeAhead()
        return StatusMessage("\(letter) is a key (\(binding.description)), so the typed name ends")
    }
}
