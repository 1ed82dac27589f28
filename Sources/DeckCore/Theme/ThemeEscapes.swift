import Lifecycle

extension Theme {
    /// The SGR escape sequence that draws `role`'s text on a terminal's own background, at the
    /// theme's depth: its attributes and its foreground colour (none when that is the theme's
    /// ordinary text colour, so ordinary text keeps the terminal's own). Empty when nothing
    /// is set. For coloured text outside the dashboard (`appdeck run`).
    public func escape(for role: Role) -> String {
        let style = self.style(role)
        var codes: [String] = []
        for (attribute, code) in Self.attributeCodes where style.attributes.contains(attribute) {
            codes.append(code)
        }
        if style.foreground != self.style(.base).foreground, let code = style.foreground.sgr(background: false) {
            codes.append(code)
        }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The attribute codes of SGR, in the order they are written.
    static let attributeCodes: [(Attributes, String)] = [(.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7")]

    /// `escape(for:)` of every event kind's role.
    public var eventKindEscapes: [EventKind: String] {
        Dictionary(uniqueKeysWithValues: EventKind.allCases.map { ($0, escape(for: .event($0))) })
    }
}

extension Color {
    /// The SGR code that sets this colour as the foreground (or the background); nil for the
    /// terminal's own.
    func sgr(background: Bool) -> String? {
        switch self {
        case .default: nil
        case .ansi(let n): n < 8 ? "\((background ? 40 : 30) + Int(n))" : "\((background ? 100 : 90) + Int(n) - 8)"
        case .indexed(let n): (background ? "48" : "38") + ";5;\(n)"
        case .rgb(let r, let g, let b): (background ? "48" : "38") + ";2;\(r);\(g);\(b)"
        }
    }
}

extension Style {
    /// The SGR sequence that draws this style from the terminal's defaults (it starts with a
    /// reset): for output that is not drawn by curses (a `--cast` file).
    public var sgr: String {
        var codes = ["0"]
        for (attribute, code) in Theme.attributeCodes where attributes.contains(attribute) { codes.append(code) }
        if let code = foreground.sgr(background: false) { codes.append(code) }
        if let code = background.sgr(background: true) { codes.append(code) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
