import Lifecycle

/// A colour as a theme names it. The terminal backend maps it down to what the terminal
/// can show (truecolor → 256 → 16 → 8, or attributes only under NO_COLOR).
public enum Color: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright): follows the terminal's palette.
    case ansi(UInt8)
    /// An xterm 256-colour index.
    case indexed(UInt8)
    /// 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}

/// Text attributes; the only means of emphasis under NO_COLOR.
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let reverse = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    public static let italic = Attributes(rawValue: 1 << 4)
}

/// How one cell looks.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground; self.background = background; self.attributes = attributes
    }

    public static let plain = Style()
}

/// Every colour role of the dashboard. A theme gives each a style; the built-in default
/// gives all of them, and a theme file is laid over it.
public enum Role: Hashable, Sendable {
    case base // the screen's background and ordinary text
    case muted // secondary text, hints, separators
    case statusBar
    case statusBarAccent // paused, locked, low power, warnings in the status bar
    case border // region frames and titles
    case title
    case card
    case cardSelected
    case cardLifted // a card lifted by ↑, waiting for the second ↑ that swipes it
    case cardSymbol
    case snapshot // the snapshot lines on a card
    case state(AppState) // state badges (inspector) and state words in the event pane
    case barFill // background time left, transfer progress
    case barEmpty
    case barWarning // the last seconds of the budget
    case switchOn
    case switchOff
    case event(EventKind) // the event pane, by kind
    case eventTime
    case overlay
    case overlayTitle
    case overlaySelected
    case input // the : palette's input line
    case footer
    case footerKey
    case error // status-line messages about failed commands, bad themes
    case timeline(TimelineRole) // the timeline's runs and its cursor (`T`)
}

/// The timeline's own colours: the runs of its rows, and the cursor's cell.
public enum TimelineRole: String, CaseIterable, Hashable, Sendable {
    case active, inactive, task, background, suspended
    case awake, asleep, call
    case budget, held
    case cursor
}
