import Lifecycle
import Support

/// A widget app's `▣` line on its inspector card (ios26, §11.7): the counted reloads of the
/// rolling 24 hours over the budget and the next policy reload (`▣ widget 3/40 · next 14m`),
/// a deferred reload (`▣ deferred: budget, slot in 23h10m`), the placeholder
/// (`▣ placeholder: memory-limit`), a widget not on the Home Screen (`▣ widget not added`),
/// Developer Mode (`▣ dev mode: free`). A narrow card keeps the first word and the reason,
/// on two lines when one is too narrow for both (`▣ deferred` over `budget, 24h`), as a held
/// push does.
enum CardWidget {
    static let mark = "▣ "

    /// The lines for `width` columns; empty for an app without a widget (or before ios26).
    static func lines(_ widget: WidgetStatus?, width: Int) -> [String] {
        guard let widget else { return [] }
        let full = mark + text(widget)
        if full.cellWidth <= width { return [full] }
        let short = mark + short(widget)
        if short.cellWidth <= width { return [short] }
        return twoLines(widget)
    }

    /// Whether the line says something is wrong (deferred, placeholder): drawn as a warning.
    static func isAlarm(_ widget: WidgetStatus?) -> Bool {
        guard let widget, widget.placed else { return false }
        return widget.deferred || widget.placeholder != nil
    }

    static func text(_ w: WidgetStatus) -> String {
        if !w.placed { return "widget not added" }
        if let placeholder = w.placeholder { return "placeholder: \(placeholder)" }
        if w.deferred { return "deferred: budget, " + (w.slotIn.map { "slot in \(Self.span($0))" } ?? "budget 0") }
        if w.devMode { return "dev mode: free" }
        let next = w.nextReloadIn.map { " · next \(Self.span($0))" } ?? (w.building ? " · reloading" : "")
        return "widget \(w.used)" + (w.budget.map { "/\($0)" } ?? "") + next
    }

    /// The first word and the reason.
    static func short(_ w: WidgetStatus) -> String {
        if !w.placed { return "not added" }
        if let placeholder = w.placeholder { return "placeholder \(placeholder)" }
        if w.deferred { return "deferred: budget" }
        if w.devMode { return "dev mode" }
        return "widget \(w.used)" + (w.budget.map { "/\($0)" } ?? "")
    }

    /// The first word on the mark's line, the reason (and a deferred reload's wait) below it.
    static func twoLines(_ w: WidgetStatus) -> [String] {
        if !w.placed { return [mark + "widget", "not added"] }
        if let placeholder = w.placeholder { return [mark + "placeholder", placeholder] }
        if w.deferred { return [mark + "deferred", "budget" + (w.slotIn.map { ", " + Self.span($0) } ?? " 0")] }
        if w.devMode { return [mark + "dev mode", "free"] }
        return [mark + "widget", "\(w.used)" + (w.budget.map { "/\($0)" } ?? "")]
    }

    /// `45s`, `14m`, `23h10m`, `2h`: minutes rounded up past the first minute.
    static func span(_ d: SimDuration) -> String {
        let seconds = (max(0, d.milliseconds) + 999) / 1000
        if seconds < 60 { return "\(seconds)s" }
        let minutes = (seconds + 59) / 60
        if minutes < 60 { return "\(minutes)m" }
        return "\(minutes / 60)h" + (minutes % 60 == 0 ? "" : "\(minutes % 60)m")
    }
}
