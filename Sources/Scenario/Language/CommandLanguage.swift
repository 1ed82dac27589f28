import Lifecycle
import Support

/// The command language of scripts and the dashboard's `:` palette: one command per line,
/// `#` starts a comment (Scenario.docc/TheCommandLanguage.md). App names are kept as written;
/// whoever runs the command matches them against the catalog.
public enum CommandLanguage {
    /// The command on `line`, or nil for a blank or comment-only line. A dashboard-only form
    /// (`quit`, `help`) is an error here.
    public static func parse(_ line: String) throws(LineError) -> Command? {
        try parseLine(line)?.command
    }

    /// What `line` asks for, dashboard-only forms included (the `:` palette), or nil for a
    /// blank or comment-only line.
    public static func parseInstruction(_ line: String) throws(LineError) -> Instruction? {
        try parseAnyLine(line)?.instruction
    }

    /// The line that writes `command`; `parse(format(c)) == c` for every command.
    public static func format(_ command: Command) -> String {
        for form in forms {
            if let arguments = form.arguments(command) { return form.line(arguments) }
        }
        preconditionFailure("command table: no form writes \(command)")
    }

    /// `command` with the app it names replaced by `name` (the catalog's spelling).
    public static func replacingAppName(in command: Command, with name: String) -> Command {
        for form in forms {
            guard let arguments = form.arguments(command),
                case .command(let renamed) = form.instruction(arguments.map({ if case .app = $0 { .app(name) } else { $0 } }))
            else { continue }
            return renamed
        }
        return command
    }

    /// The app `command` names, as written in it; nil when it names none.
    public static func appName(in command: Command) -> String? {
        for form in forms {
            guard let arguments = form.arguments(command) else { continue }
            for case .app(let name) in arguments { return name }
            return nil
        }
        return nil
    }

    /// A parsed line: the command, and where the app it names starts (for errors about the app).
    struct ParsedLine {
        var command: Command
        var appColumn: Int?
        /// Where an event's REASON starts (for errors about a BG task identifier).
        var reasonColumn: Int?
    }

    /// A parsed line of any form, with where its keyword starts.
    struct ParsedInstruction {
        var instruction: Instruction
        var keyword: Token
        var appColumn: Int?
        var reasonColumn: Int?
    }

    /// A line for the engine (a script line): a dashboard-only form is an error.
    static func parseLine(_ line: String) throws(LineError) -> ParsedLine? {
        guard let parsed = try parseAnyLine(line) else { return nil }
        switch parsed.instruction {
        case .command(let command):
            return ParsedLine(command: command, appColumn: parsed.appColumn, reasonColumn: parsed.reasonColumn)
        case .dashboard:
            throw LineError(
                column: parsed.keyword.column,
                message: "'\(parsed.keyword.text)' works only in the dashboard's : palette")
        }
    }

    /// The keywords whose text is the rest of the line as written (`say`).
    static let textKeywords = Set(forms.filter { $0.parameters.first == .text }.map(\.keyword))

    static func parseAnyLine(_ line: String) throws(LineError) -> ParsedInstruction? {
        let tokens = try Tokenizer.tokens(in: line, restIsText: { textKeywords.contains($0.lowercased()) })
        guard let first = tokens.first else { return nil }
        let keyword = first.text.lowercased()
        let candidates = forms.filter { $0.keyword == keyword }
        guard !candidates.isEmpty else {
            throw LineError(
                column: first.column,
                message:
                    "unknown command \(first.text.quoted)" + Suggestion.hint(for: first.text, in: keywords))
        }
        var mismatches: [FormMismatch] = []
        for form in candidates {
            switch match(form, tokens) {
            case .success(var parsed):
                parsed.reasonColumn = try checkReason(parsed.instruction, tokens)
                return parsed
            case .failure(let mismatch): mismatches.append(mismatch)
            }
        }
        guard let mismatch = FormMismatch.furthest(mismatches) else {
            preconditionFailure("command table: '\(keyword)' has no forms")
        }
        let usage = candidates.map(\.familyUsage)
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            .joined(separator: " or ")
        let message: String
        switch mismatch.problem {
        case .surplus(let token):
            message =
                candidates.count == 1 && candidates[0].parameters.isEmpty
                ? "\(keyword.quoted) takes no arguments"
                : "unexpected \(token.text.quoted) (usage: \(usage))"
        case .invalid(_, let token) where keyword == "expect":
            message = eventReasonHint(token.text, app: tokens.count > 1 ? tokens[1].text : "APP") ?? "\(mismatch.message) (usage: \(usage))"
        default:
            message = candidates.count > 1 ? "\(mismatch.message) (usage: \(usage))" : mismatch.message
        }
        throw LineError(column: mismatch.column, message: message)
    }

    /// For `expect APP cannot LAUNCH WORD` where WORD is no hold reason but an event's reason
    /// (`bad-priority`): a short error pointing at the form that checks it,
    /// `expect APP had EVENT WORD`; nil for any other word.
    static func eventReasonHint(_ word: String, app: String) -> String? {
        guard HoldReason(rawValue: word) == nil, let event = EventName.allCases.first(where: { $0.reasons.contains(word) })
        else { return nil }
        return "\(word.quoted) is no reason a launch is held or denied for: \(event.rawValue) carries it "
            + "(expect \(app) had \(event.rawValue) \(word))"
    }

    /// Why a line does not fit a form, and how far into the line it did fit. The message is
    /// only made when the line fits no form.
    struct FormMismatch: Error {
        enum Problem {
            /// The line ends before the parameter.
            case missing(Parameter, after: Token)
            /// The word does not fit the parameter.
            case invalid(Parameter, Token)
            /// The word has the parameter's form but a value out of its range.
            case outOfRange(Token, String)
            /// A word past the form's last parameter.
            case surplus(Token)
        }

        var tokenIndex: Int
        var problem: Problem

        /// The mismatch of the form that fitted furthest into the line; there, a form that
        /// expected a word says more than one that ended before it. Forms that each
        /// expected one of some words at that place expect any of them (`memory warning`
        /// and `memory pressure`: "expected warning or pressure").
        static func furthest(_ mismatches: [FormMismatch]) -> FormMismatch? {
            guard let index = mismatches.map(\.tokenIndex).max() else { return nil }
            var there = mismatches.filter { $0.tokenIndex == index }
            if there.contains(where: { !$0.isSurplus }) { there.removeAll(where: \.isSurplus) }
            var best = there[0]
            var words: [String] = []
            for mismatch in there {
                switch mismatch.problem {
                case .missing(.choice(let w, _), _), .invalid(.choice(let w, _), _): words += w.filter { !words.contains($0) }
                default: return best
                }
            }
            switch best.problem {
            case .missing(_, let after): best.problem = .missing(.choice(words), after: after)
            case .invalid(_, let token): best.problem = .invalid(.choice(words), token)
            case .outOfRange, .surplus: break
            }
            return best
        }

        var isSurplus: Bool {
            if case .surplus = problem { return true }
            return false
        }

        var column: Int {
            switch problem {
            case .missing(_, let previous): previous.end
            case .invalid(_, let token), .outOfRange(let token, _), .surplus(let token): token.column
            }
        }

        var message: String {
            switch problem {
            case .missing(let parameter, let previous):
                return "expected \(parameter.expectation) after \(previous.text.quoted)"
            case .invalid(.app, _):
                return "expected an app name, not an empty word"
            case .invalid(let parameter, let token):
                var message = "expected \(parameter.expectation), not \(token.text.quoted)"
                if case .choice(let words, _) = parameter, Suggestion.closest(to: token.text, in: words).count == 1 {
                    message += Suggestion.hint(for: token.text, in: words)
                }
                return message
            case .outOfRange(_, let message):
                return message
            case .surplus(let token):
                return "unexpected \(token.text.quoted)"
            }
        }
    }

    private static func match(_ form: CommandForm, _ tokens: [Token]) -> Result<ParsedInstruction, FormMismatch> {
        var arguments: [Argument] = []
        var appColumn: Int?
        var index = 1
        for parameter in form.parameters {
            guard index < tokens.count else {
                if case .optional = parameter { arguments.append(.flag(false)); continue }
                if case .size = parameter { arguments.append(.size(nil)); continue }
                return .failure(FormMismatch(tokenIndex: index, problem: .missing(parameter, after: tokens[index - 1])))
            }
            let token = tokens[index]
            let invalid = FormMismatch(tokenIndex: index, problem: .invalid(parameter, token))
            switch parameter {
            case .app:
                guard !token.text.isEmpty else { return .failure(invalid) }
                arguments.append(.app(token.text))
                appColumn = token.column
            case .duration:
                switch SimDuration.parse(token.text) {
                case .success(let duration): arguments.append(.duration(duration))
                case .failure(.tooLarge):
                    return .failure(FormMismatch(tokenIndex: index, problem: .outOfRange(token, SimDuration.longerThanMaximum(token.text))))
                case .failure: return .failure(invalid)
                }
            case .choice(let words, _):
                let text = token.text.lowercased()
                guard let word = words.first(where: { $0.lowercased() == text }) else { return .failure(invalid) }
                arguments.append(.word(word))
            case .optional(let word):
                guard token.text.lowercased() == word else {
                    arguments.append(.flag(false))
                    continue
                }
                arguments.append(.flag(true))
            case .size:
                guard case .success(let bytes) = ByteSize.parse(token.text) else { return .failure(invalid) }
                arguments.append(.size(bytes))
            case .file:
                guard !token.text.isEmpty else { return .failure(invalid) }
                arguments.append(.word(token.text))
            case .text:
                arguments.append(.text(tokens[index...].map(\.text).joined(separator: " ")))
                index = tokens.count - 1
            case .number:
                guard token.text.allSatisfy(\.isASCII), let n = UInt64(token.text) else { return .failure(invalid) }
                arguments.append(.number(n))
            case .bounded(let bound, let word):
                if token.text.lowercased() == word {
                    arguments.append(.word(word))
                    break
                }
                guard token.text.allSatisfy(\.isASCII), let n = UInt64(token.text) else { return .failure(invalid) }
                guard n <= bound else {
                    return .failure(
                        FormMismatch(
                            tokenIndex: index, problem: .outOfRange(token, "expected \(parameter.expectation), not \(token.text.quoted)")))
                }
                arguments.append(.number(n))
            case .percent:
                guard token.text.hasSuffix("%"), token.text.allSatisfy(\.isASCII), let n = UInt64(token.text.dropLast()) else {
                    return .failure(invalid)
                }
                guard n <= 100 else {
                    return .failure(
                        FormMismatch(tokenIndex: index, problem: .outOfRange(token, "expected 0% to 100%, not \(token.text.quoted)")))
                }
                arguments.append(.number(n))
            case .speed:
                guard Speed(rawValue: token.text) != nil else { return .failure(invalid) }
                arguments.append(.word(token.text))
            case .word(_, _, let suggestions):
                let text = token.text.lowercased()
                guard !text.isEmpty, text != "within" else { return .failure(invalid) }
                // A suggested word (a reason code) is matched ignoring case; anything else (an
                // identifier) is kept as written.
                arguments.append(.word(suggestions.first { $0.lowercased() == text } ?? token.text))
            }
            index += 1
        }
        guard index == tokens.count else {
            return .failure(FormMismatch(tokenIndex: index, problem: .surplus(tokens[index])))
        }
        return .success(
            ParsedInstruction(
                instruction: form.instruction(arguments), keyword: tokens[0],
                appColumn: appColumn))
    }
}
