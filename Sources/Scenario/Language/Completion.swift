import Lifecycle

/// One way to complete a partial command line (for the `:` palette's Tab).
public struct Completion: Hashable, Sendable {
    /// The word offered: a command, a subcommand word or an app name.
    public var word: String
    /// The whole line with the word completed (and a space after it when more words follow),
    /// ready to replace the palette's input.
    public var line: String

    public init(word: String, line: String) { self.word = word; self.line = line }
}

extension CommandLanguage {
    /// The words that can complete the last word of `partial` (or start a new word when it
    /// ends with a space): commands, subcommand words and the given app names, matched by
    /// prefix ignoring case, in table order; where a duration goes, the units that make the
    /// number typed a duration (`5` → `5s`, `5m`, `5h`, `5ms`). Nothing is offered inside a
    /// comment.
    public static func completions(for partial: String, appNames: [String], taskIdentifiers: [String] = []) -> [Completion] {
        guard let (done, current) = splitForCompletion(partial) else { return [] }
        let scalars = Array(partial.unicodeScalars)
        let head = String(String.UnicodeScalarView(scalars[0..<(current.map { $0.column - 1 } ?? scalars.count)]))
        let prefix = current?.text.lowercased() ?? ""

        var offers: [(word: String, more: Bool)] = []
        if done.isEmpty {
            for keyword in keywords {
                let more = forms.contains { $0.keyword == keyword && !$0.parameters.isEmpty }
                offers.append((keyword, more))
            }
        } else {
            for form in forms where form.keyword == done[0].text.lowercased() {
                for (slot, more) in slots(of: form, after: Array(done.dropFirst())) {
                    switch slot {
                    case .app: offers += appNames.map { ($0, more) }
                    case .choice(let words, _): offers += words.map { ($0, more) }
                    case .optional(let word): offers.append((word, more))
                    case .duration: offers += units(["s", "m", "h", "ms"], after: prefix) { SimDuration.parse($0) }.map { ($0, more) }
                    case .size: offers += units(["MB", "GB", "KB", "B"], after: prefix) { ByteSize.parse($0) }.map { ($0, more) }
                    case .word(_, _, let suggestions): offers += (suggestions + taskIdentifiers).map { ($0, more) }
                    case .speed: offers += Speed.allCases.map { ($0.rawValue, more) }
                    case .bounded(_, let word): offers.append((word, more))
                    case .file, .text, .number, .percent: break
                    }
                }
            }
        }
        var seen = Set<String>()
        var result: [Completion] = []
        for offer in offers where offer.word.lowercased().hasPrefix(prefix) && !offer.word.isEmpty {
            guard seen.insert(offer.word).inserted else { continue }
            result.append(
                Completion(
                    word: offer.word,
                    line: head + Tokenizer.word(offer.word) + (offer.more ? " " : "")))
        }
        return result
    }

    /// The forms of the command being typed, for a one-line help: those of its first word once
    /// it is complete, or of the only command that starts with what is typed so far.
    public static func forms(for partial: String) -> [CommandForm] {
        guard let (done, current) = splitForCompletion(partial) else { return [] }
        let first = (done.first ?? current)?.text.lowercased() ?? ""
        guard !first.isEmpty else { return [] }
        if done.isEmpty {
            let started = keywords.filter { $0.hasPrefix(first) }
            let keyword = started.contains(first) ? first : started.count == 1 ? started[0] : nil
            return forms.filter { $0.keyword == keyword }
        }
        return forms.filter { $0.keyword == first }
    }

    /// `number` with each of `units` that makes it a value `parse` reads (a duration, a size).
    private static func units<T, E>(
        _ units: [String], after number: String,
        _ parse: (String) -> Result<T, E>
    ) -> [String] {
        guard let last = number.last, last.isNumber else { return [] }
        return units.map { number + $0 }.filter {
            if case .success = parse($0) { return true }
            return false
        }
    }

    /// The finished words of `partial` and the word being typed (nil when a new word starts);
    /// nil when the line ends inside a comment or cannot be read.
    private static func splitForCompletion(_ partial: String) -> ([Token], Token?)? {
        var tokens: [Token]
        do {
            tokens = try Tokenizer.tokens(in: partial)
        } catch {
            // An open quote is a word being typed: read it as if it were closed.
            guard partial.unicodeScalars.filter({ $0 == "\"" }).count % 2 == 1,
                let closed = try? Tokenizer.tokens(in: partial + "\"")
            else { return nil }
            tokens = closed
            return (Array(tokens.dropLast()), tokens.last)
        }
        let scalars = Array(partial.unicodeScalars)
        let readTo = (tokens.last?.end ?? 1) - 1
        let rest = scalars[readTo...]
        if rest.contains(where: { $0 != " " && $0 != "\t" }) { return nil }
        if let last = tokens.last, rest.isEmpty { return (Array(tokens.dropLast()), last) }
        return (tokens, nil)
    }

    /// The parameters of `form` that the word after `words` may fill, each with whether
    /// another parameter can follow it.
    private static func slots(of form: CommandForm, after words: [Token]) -> [(Parameter, Bool)] {
        var index = 0
        var slots: [(Parameter, Bool)] = []
        for (position, parameter) in form.parameters.enumerated() {
            let more = position + 1 < form.parameters.count
            if index == words.count {
                slots.append((parameter, more))
                if case .optional = parameter { continue }
                return slots
            }
            let text = words[index].text.lowercased()
            switch parameter {
            case .app, .file: guard !text.isEmpty else { return [] }
            case .duration: guard case .success = SimDuration.parse(text) else { return [] }
            case .size: guard case .success = ByteSize.parse(text) else { return [] }
            case .choice(let choices, _): guard choices.contains(where: { $0.lowercased() == text }) else { return [] }
            case .optional(let word): if text != word { continue }
            case .text: return []
            case .number: guard UInt64(text) != nil else { return [] }
            case .percent: guard text.hasSuffix("%"), UInt64(text.dropLast()) != nil else { return [] }
            case .bounded(_, let word): guard text == word || UInt64(text) != nil else { return [] }
            case .word: guard !text.isEmpty else { return [] }
            case .speed: guard Speed(rawValue: text) != nil else { return [] }
            }
            index += 1
        }
        return index == words.count ? slots : []
    }
}
