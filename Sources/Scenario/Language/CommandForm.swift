import Lifecycle

/// One argument slot of a command form.
public enum Parameter: Hashable, Sendable {
    /// An app name, matched against the catalog when the command runs.
    case app
    /// A duration such as `5s`, `250ms` or `1h30m`.
    case duration
    /// One of fixed words (matched ignoring case), shown in usage as `placeholder` or as the
    /// words joined by `|`.
    case choice([String], placeholder: String? = nil)
    /// A word that may follow or not (`push APP [silent]`).
    case optional(String)
    /// A size such as `300MB` or `1.5GB`, which may be left out (`memory pressure [SIZE]`).
    case size
    /// A file name (`export trace FILE`), quoted when it has spaces.
    case file
    /// The rest of the line, one or more words (`say TEXT`).
    case text
    /// A whole number from 0 to 2^64 - 1 (`seed N`).
    case number
    /// A percentage from 0% to 100% (`battery N%`).
    case percent
    /// Any one word, shown in usage as `placeholder` (`ID`: a BG task's identifier); completion
    /// offers `suggestions` and the catalog's task identifiers.
    case word(String, expected: String, suggestions: [String] = [])
    /// A speed of the dashboard's clock, 0.25 to 3600 (`Speed.range`), as `--speed` takes it.
    case speed
    /// A whole number from 0 to the bound, or the word (`push-budget N|off`).
    case bounded(UInt64, or: String)

    /// How usage lines show the slot: `APP`, `DURATION`, `on|off`, `[silent]`.
    public var usage: String {
        switch self {
        case .app: "APP"
        case .duration: "DURATION"
        case .choice(let words, let placeholder): placeholder ?? words.joined(separator: "|")
        case .optional(let word): "[\(word)]"
        case .size: "[SIZE]"
        case .file: "FILE"
        case .text: "TEXT"
        case .number: "N"
        case .percent: "N%"
        case .word(let placeholder, _, _): placeholder
        case .speed: "N"
        case .bounded(_, let word): "N|\(word)"
        }
    }

    /// What an error message says was expected in the slot.
    var expectation: String {
        switch self {
        case .app: "an app name"
        case .duration: "a duration like 5s, 250ms or 1h30m"
        case .choice(let words, _): Self.list(words, conjunction: "or")
        case .optional(let word): "'\(word)'"
        case .size: "a size like 300MB or 1.5GB"
        case .file: "a file name"
        case .text: "some text"
        case .number: "a whole number like 42"
        case .percent: "a percentage like 15%"
        case .word(_, let expected, _): expected
        case .speed: "a speed from 0.25 to 3600"
        case .bounded(let bound, let word): "a whole number from 0 to \(bound), or \(word)"
        }
    }

    /// `a, b or c`.
    static func list(_ words: [String], conjunction: String) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words.last!
    }
}

/// The value a parameter took in one command.
enum Argument: Hashable, Sendable {
    case app(String)
    case duration(SimDuration)
    case word(String)
    case flag(Bool)
    /// A size in bytes, or nil when left out.
    case size(Int64?)
    case text(String)
    case number(UInt64)

    var app: String {
        guard case .app(let name) = self else { preconditionFailure("command table: \(self) is not an app") }
        return name
    }
    var duration: SimDuration {
        guard case .duration(let d) = self else { preconditionFailure("command table: \(self) is not a duration") }
        return d
    }
    var word: String {
        guard case .word(let w) = self else { preconditionFailure("command table: \(self) is not a word") }
        return w
    }
    var flag: Bool {
        guard case .flag(let f) = self else { preconditionFailure("command table: \(self) is not a flag") }
        return f
    }
    var size: Int64? {
        guard case .size(let bytes) = self else { preconditionFailure("command table: \(self) is not a size") }
        return bytes
    }
    var text: String {
        guard case .text(let text) = self else { preconditionFailure("command table: \(self) is not text") }
        return text
    }
    var number: UInt64 {
        guard case .number(let n) = self else { preconditionFailure("command table: \(self) is not a number") }
        return n
    }
}

/// What a line of the command language asks for: an engine command, or one of the forms only
/// the dashboard's `:` palette carries out.
public enum Instruction: Hashable, Sendable {
    case command(Command)
    case dashboard(DashboardCommand)
}

/// The forms marked dashboard-only in the command table: the palette carries them out,
/// `appdeck run` rejects them as a usage error.
public enum DashboardCommand: Hashable, Sendable {
    /// `quit` or `q`: leave the dashboard.
    case quit
    /// `help`: the help overlay.
    case help
    /// `export trace FILE`: the session so far as a trace, written to FILE.
    case exportTrace(path: String)
}

/// One form of one command in the command language: its keyword, its parameters, what it
/// does, and how it turns into a `Command` and back. The table of forms
/// (`CommandLanguage.forms`) drives the parser, the formatter, the help text and completion.
public struct CommandForm: Sendable {
    /// What a form makes of its arguments.
    enum Output: Sendable {
        case command(@Sendable ([Argument]) -> Command)
        case dashboard(@Sendable ([Argument]) -> DashboardCommand)
    }

    public let keyword: String
    public let parameters: [Parameter]
    /// What the command does, one line, for `appdeck run --help` and the palette.
    public let summary: String
    let output: Output
    /// The arguments that spell `command` in this form, or nil when the form does not write it.
    let arguments: @Sendable (Command) -> [Argument]?

    init(
        _ keyword: String, _ parameters: [Parameter] = [], _ summary: String,
        make: @escaping @Sendable ([Argument]) -> Command,
        arguments: @escaping @Sendable (Command) -> [Argument]?
    ) {
        self.keyword = keyword; self.parameters = parameters; self.summary = summary
        self.output = .command(make); self.arguments = arguments
    }

    /// A form without parameters for one fixed command.
    init(_ keyword: String, _ summary: String, _ command: Command) {
        self.init(
            keyword, [], summary, make: { _ in command },
            arguments: { $0 == command ? [] : nil })
    }

    /// A dashboard-only form without parameters.
    init(_ keyword: String, _ summary: String, dashboard: DashboardCommand) {
        self.init(keyword, [], summary, dashboard: { _ in dashboard })
    }

    /// A dashboard-only form.
    init(
        _ keyword: String, _ parameters: [Parameter], _ summary: String,
        dashboard: @escaping @Sendable ([Argument]) -> DashboardCommand
    ) {
        self.keyword = keyword; self.parameters = parameters; self.summary = summary
        self.output = .dashboard(dashboard); self.arguments = { _ in nil }
    }

    /// Whether only the dashboard's palette carries the form out.
    public var isDashboardOnly: Bool {
        if case .dashboard = output { return true }
        return false
    }

    /// What the form asks for with these arguments.
    func instruction(_ arguments: [Argument]) -> Instruction {
        switch output {
        case .command(let make): .command(make(arguments))
        case .dashboard(let make): .dashboard(make(arguments))
        }
    }

    /// The usage of the family of forms this one belongs to, for error messages
    /// (`wait until APP EVENT [REASON] [within DURATION]` for its four forms); nil: its own.
    var family: String?

    /// What an error message gives as the form's usage.
    var familyUsage: String { family ?? usage }

    /// This form as one of a family.
    func inFamily(_ usage: String) -> CommandForm {
        var form = self
        form.family = usage
        return form
    }

    /// `bar APP on|off`.
    public var usage: String { ([keyword] + parameters.map(\.usage)).joined(separator: " ") }

    /// The line for `arguments` in this form.
    func line(_ arguments: [Argument]) -> String {
        var words = [keyword]
        for (parameter, argument) in zip(parameters, arguments) {
            switch (parameter, argument) {
            case (_, .app(let name)), (.file, .word(let name)), (.word, .word(let name)): words.append(Tokenizer.word(name))
            case (_, .duration(let d)): words.append(d.description)
            case (_, .word(let w)): words.append(w)
            case (.optional(let word), .flag(true)): words.append(word)
            case (_, .flag): break
            case (_, .size(let bytes)): if let bytes { words.append(ByteSize.text(bytes)) }
            case (_, .text(let text)): words.append(Tokenizer.text(text))
            case (.percent, .number(let n)): words.append("\(n)%")
            case (_, .number(let n)): words.append(String(n))
            }
        }
        return words.joined(separator: " ")
    }
}
