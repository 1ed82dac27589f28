import Lifecycle
import Support

/// A card's line for its app's Live Activity in inspector mode (§11.8, ios26), after `◉`, in
/// the slot of the BG task line when the app has no request: `active 2h13m/8h · p10 4/10`,
/// `stale 3m`, `ended · gone in 3h`, `held: throttled, 42m`, `awaiting Allow`, `Live
/// Activities off`. A narrow card keeps the first word and the reason.
struct CardActivity {
    var text: String
    var warning: Bool
    var theme: Theme

    static let glyph = "◉"

    /// The line for the app's Live Activity; nil when it has none to show.
    init?(_ app: AppStatus, theme: Theme) {
        guard let status = app.liveActivity else { return nil }
        self.theme = theme
        guard status.enabled else {
            (text, warning) = ("Live Activities off", true)
            return
        }
        guard let a = status.activity, a.phase != .dismissed else { return nil }
        if a.awaitingAllow {
            (text, warning) = ("awaiting Allow", true)
        } else if let held = a.held {
            (text, warning) = ("held: \(held.rawValue)" + (a.heldWait.map { ", \(Self.short($0))" } ?? ""), true)
        } else {
            switch a.phase {
            case .stale: (text, warning) = ("stale \(Self.short(a.age))", true)
            case .ended: (text, warning) = ("ended · gone in \(Self.short(a.goneIn ?? .zero))", false)
            default:
                let budget = a.budget.map { "\(a.used)/\($0)" } ?? "\(a.used)"
                (text, warning) = ("active \(Self.short(a.age))/8h · p10 \(budget)", false)
            }
        }
    }

    /// `2h13m`, `42m`, `12s`: whole minutes from a minute on, rounded up.
    static func short(_ d: SimDuration) -> String {
        let seconds = (d.milliseconds + 999) / 1000
        guard seconds >= 60 else { return "\(seconds)s" }
        let minutes = (seconds + 59) / 60
        return minutes >= 60 ? "\(minutes / 60)h" + (minutes % 60 == 0 ? "" : "\(minutes % 60)m") : "\(minutes)m"
    }

    /// The line fitted to `width`: in full, else up to its first ` · ` or `,`, else the reason
    /// alone (`◉ throttled` for `held: throttled`).
    func fitted(_ width: Int) -> String {
        let full = Self.glyph + " " + text
        guard full.cellWidth > width else { return full }
        var cut = String(text.split(separator: "·").first ?? Substring(text))
        while cut.last == " " { cut.removeLast() }
        let short = Self.glyph + " " + (cut.split(separator: ",").first.map(String.init) ?? cut)
        guard short.cellWidth > width, let reason = short.split(separator: ":").last, short.contains(":") else { return short }
        return Self.glyph + " " + String(reason.drop { $0 == " " })
    }

    func draw(x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        canvas.draw(
            fitted(width), x: x, y: y, width: width, style: theme.style(warning ? .error : .muted, over: .card))
    }
}
