/// The numbered sections of the rule book (Lifecycle.docc/RuleBook.md), for a screen that
/// names the section a rule text cites: `§2` is "Delegate callbacks and the order they come
/// in". A test keeps this table equal to the book's headings, and every `§` cited in the
/// sources to one of them.
public enum RuleBookSection {
    /// Every numbered section, in the book's order: its number (`2`, `11.1`) and its title.
    public static let all: [(number: String, title: String)] = [
        ("1", "States"),
        ("2", "Delegate callbacks and the order they come in"),
        ("2.1", "One main thread"),
        ("2.2", "Memory"),
        ("3", "Background tasks"),
        ("4", "Watchdog limits"),
        ("5", "Device sleep and opportunistic time"),
        ("6", "Background transfers"),
        ("7", "Continuous modes"),
        ("8", "Background updates"),
        ("9", "The user's controls"),
        ("10", "Profiles"),
        ("11", "Today's iOS: scenes, BGTaskScheduler, continued processing"),
        ("11.1", "Scenes (ios13, ios26)"),
        ("11.2", "BGTaskScheduler (ios13, ios26)"),
        ("11.3", "Continued processing (ios26 only)"),
        ("11.4", "Profiles, extended"),
        ("11.5", "Pushes on today's iOS (ios13, ios26)"),
        ("11.6", "The locked device: protected data, reboots, file locks, prewarming (ios13, ios26)"),
        ("11.7", "Widgets (ios26 only)"),
        ("11.8", "Live Activities (ios26 only)"),
        ("12", "Scripts on stage"),
        ("13", "Where the sources are open"),
    ]

    /// The title of section `number`, or nil when the book has no such section.
    public static func title(of number: String) -> String? {
        all.first { $0.number == number }?.title
    }

    /// The sections `text` cites, once each, in the order it cites them: `§2`, `§11.1`, and
    /// both ends of a range (`§11.2–11.3`, `§11.2–§11.3`). A sentence's final dot is not part
    /// of a number.
    public static func citations(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let mark = rest.firstIndex(of: "§") {
            rest = rest[rest.index(after: mark)...]
            var numbers = [number(at: &rest)]
            if rest.first == "–" || rest.first == "-" {
                var after = rest.dropFirst()
                if after.first == "§" { after = after.dropFirst() }
                let end = number(at: &after)
                if !end.isEmpty {
                    numbers.append(end)
                    rest = after
                }
            }
            for number in numbers where !number.isEmpty && !found.contains(number) { found.append(number) }
        }
        return found
    }

    /// The number at the start of `text` (digits and inner dots), taken off it.
    static func number(at text: inout Substring) -> String {
        var number = ""
        while let character = text.first {
            if character.isASCII && character.isNumber {
                number.append(character)
            } else if character == ".", !number.isEmpty, number.last != ".",
                let next = text.dropFirst().first, next.isASCII && next.isNumber
            {
                number.append(character)
            } else {
                break
            }
            text = text.dropFirst()
        }
        return number
    }

    /// The cited sections of `text` with their titles, as a screen shows them:
    /// `§2 Delegate callbacks and the order they come in; §4 Watchdog limits`.
    public static func titles(citedIn text: String) -> String? {
        let named = citations(in: text).compactMap { number in title(of: number).map { "§\(number) \($0)" } }
        return named.isEmpty ? nil : named.joined(separator: "; ")
    }
}
