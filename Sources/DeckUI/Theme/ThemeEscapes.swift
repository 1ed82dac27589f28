import Lifecycle

extension Theme {
    /// The SGR escape sequence that draws `role`'s text on a terminal's own background, at the
    /// theme's depth: its attributes and its foreground colour (none when that is the theme's
    /// ordinary text colour, so ordinary text keeps the terminal's own). Empty when nothing
    /// is set. For coloured text outside the dashboard (`appdeck run`).
    public func escape(for role: Role) -> String {
        let style = self.style(role)
        var codes: [String] = []
        for (attribute, code) in [(Attributes.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7")]
        where style.attributes.contains(attribute) {
            codes.append(code)
        }
        if style.foreground != self.style(.base).foreground {
            switch style.foreground {
            case .default: break
            case .ansi(let n): codes.append(n < 8 ? "\(30 + Int(n))" : "\(90 + Int(n) - 8)")
            case .indexed(let n): codes.append("38;5;\(n)")
            case .rgb(let r, let g, let b): codes.append("38;2;\(r);\(g);\(b)")
            }
        }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// `escape(for:)` of every event kind's role.
    public var eventKindEscapes: [EventKind: String] {
        Dictionary(uniqueKeysWithValues: EventKind.allCases.map { ($0, escape(for: .event($0))) })
    }
}
