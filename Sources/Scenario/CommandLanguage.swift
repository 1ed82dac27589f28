import Lifecycle

/// The command language of scripts and the dashboard's `:` palette: one command per line,
/// `#` starts a comment (DESIGN.md, "The command language"). App names are kept as written;
/// whoever runs the command matches them against the catalog.
public enum CommandLanguage {
    /// The command on `line`, or nil for a blank or comment-only line.
    public static func parse(_ line: String) throws(LineError) -> Command? {
        try parseLine(line)?.command
    }

    /// The line that writes `command`; `parse(format(c)) == c` for every command.
    public static func format(_ command: Command) -> String {
        for form in forms {
            if let arguments = form.arguments(command) { return form.line(arguments) }
        }
        preconditionFailure("command table: no form writes \(command)")
    }

    /// The app a command names, if any.
    public static func appName(in command: Command) -> String? {
        for form in forms {
            guard let arguments = form.arguments(command) else { continue }
            for case .app(let name) in arguments { return name }
            return nil
        }
        return nil
    }

    /// `command` with the app it names replaced by `name` (the catalog's spelling).
    public static func replacingAppName(in command: Command, with name: String) -> Command {
        for form in forms {
            guard let arguments = form.arguments(command) else { continue }
            return form.make(arguments.map { if case .app = $0 { .app(name) } else { $0 } })
        }
        return command
    }

    /// A parsed line: the command and where its app name starts (for errors about the app).
    struct ParsedLine {
        var command: Command
        var appColumn: Int?
    }

    static func parseLine(_ line: String) throws(LineError) -> ParsedLine? {
        let tokens = try Tokenizer.tokens(in: line)
        guard let first = tokens.first else { return nil }
        let keyword = first.text.lowercased()
        let candidates = forms.filter { $0.keyword == keyword }
        guard !candidates.isEmpty else {
            throw LineError(column: first.column, message:
                "unknown command '\(first.text)'" + Suggestion.hint(for: first.text, in: keywords))
        }
        var best: FormMismatch?
        for form in candidates {
            switch match(form, tokens) {
            case .success(let parsed): return parsed
            case .failure(let mismatch):
                if best == nil || mismatch.tokenIndex > best!.tokenIndex { best = mismatch }
            }
        }
        let mismatch = best!
        let usage = candidates.map(\.usage).joined(separator: " or ")
        if mismatch.isSurplus {
            let message = candidates.count == 1 && candidates[0].parameters.isEmpty
                ? "'\(candidates[0].keyword)' takes no arguments"
                : "unexpected '\(tokens[mismatch.tokenIndex].text)' (usage: \(usage))"
            throw LineError(column: mismatch.column, message: message)
        }
        throw LineError(column: mismatch.column,
                        message: candidates.count > 1 ? "\(mismatch.message) (usage: \(usage))" : mismatch.message)
    }

    /// Why a line does not fit a form, and how far into the line it did fit.
    struct FormMismatch: Error {
        var tokenIndex: Int
        var column: Int
        var message: String
        /// The line has words past the form's last parameter.
        var isSurplus = false
    }

    private static func match(_ form: CommandForm, _ tokens: [Token]) -> Result<ParsedLine, FormMismatch> {
        var arguments: [Argument] = []
        var appColumn: Int?
        var index = 1
        for parameter in form.parameters {
            guard index < tokens.count else {
                if case .optional = parameter { arguments.append(.flag(false)); continue }
                let previous = tokens[index - 1]
                return .failure(FormMismatch(tokenIndex: index, column: previous.end, message:
                    "expected \(parameter.expectation) after '\(previous.text)'"))
            }
            let token = tokens[index]
            switch parameter {
            case .app:
                guard !token.text.isEmpty else {
                    return .failure(FormMismatch(tokenIndex: index, column: token.column,
                                                 message: "expected an app name, not an empty word"))
                }
                arguments.append(.app(token.text))
                appColumn = token.column
            case .duration:
                guard let duration = DurationSyntax.parse(token.text) else {
                    return .failure(FormMismatch(tokenIndex: index, column: token.column, message:
                        "expected \(DurationSyntax.expectation), not '\(token.text)'"))
                }
                arguments.append(.duration(duration))
            case .choice(let words, _):
                guard let word = words.first(where: { $0.lowercased() == token.text.lowercased() }) else {
                    return .failure(FormMismatch(tokenIndex: index, column: token.column, message:
                        "expected \(parameter.expectation), not '\(token.text)'"
                            + Suggestion.hint(for: token.text, in: words)))
                }
                arguments.append(.word(word))
            case .optional(let word):
                guard token.text.lowercased() == word else {
                    arguments.append(.flag(false))
                    continue
                }
                arguments.append(.flag(true))
            }
            index += 1
        }
        guard index == tokens.count else {
            return .failure(FormMismatch(tokenIndex: index, column: tokens[index].column,
                                         message: "", isSurplus: true))
        }
        return .success(ParsedLine(command: form.make(arguments), appColumn: appColumn))
    }
}
