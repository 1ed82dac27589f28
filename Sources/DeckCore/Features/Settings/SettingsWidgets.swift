import Lifecycle
import Support

/// The settings overlay's widgets (§11.7), below the pushes on ios26: the device's rows
/// `Widget budget ‹ 40 a day ›` (←/→ step through off, 0, 5, 10, 20, 40, 70, 100, 200, as
/// `:widget-budget`) and `WidgetKit Developer Mode ● off` (Enter toggles), then a row per
/// widget app (`▣ widget: 3 of 40 in 24h · next reload in 14m (at-end)`; its deferred reload;
/// or, the budget spent, `▣ widget: next reload deferred: budget, slot in 23h10m` for a policy reload
/// due before a slot frees); Enter on it lists every unmet condition, as `why APP widget` does.
extension SettingsOverlay {
    static let widgetsHeading = "Widgets"

    func widgetLines(textWidth: Int) -> [Line] {
        guard snapshot.profile.hasWidgets else { return [] }
        var lines: [Line] = [.blank, .heading(Self.widgetsHeading), .row(.widgetBudget), .row(.widgetDevMode)]
        let budget =
            snapshot.device.widgetBudget == nil
            ? "no budget: every reload runs" : "counted reloads per widget per rolling 24 hours (AppDeck's model)"
        for piece in budget.wrapped(toWidth: textWidth) { lines.append(.note(piece)) }
        for app in snapshot.apps where app.widget != nil { lines.append(.row(.widget(app: app.name))) }
        return lines
    }

    /// ` ↗ Ticker                  ▣ widget: 3 of 40 in 24h · next reload in 14m (at-end)`; a
    /// text wider than the value column starts left of it, after the name (`drawAppRow`).
    func drawWidget(app name: String, in rect: Rect, selected: Bool, into canvas: inout Canvas) {
        guard let widget = snapshot.app(name)?.widget else { return }
        let role: Role = CardWidget.isAlarm(widget) ? .error : .muted
        drawAppRow(name, value: Self.widgetRowText(widget), role: role, in: rect, selected: selected, into: &canvas)
    }

    /// `▣ widget: 3 of 40 in 24h · next reload in 14m (at-end)`, `▣ widget: reload deferred:
    /// budget, slot in 23h10m`; with the budget spent (the `budget` hold of `why APP widget`),
    /// a policy reload due before a slot frees: `▣ widget: next reload deferred: budget, slot
    /// in 23h10m`.
    static func widgetRowText(_ w: WidgetStatus) -> String {
        guard w.placed else { return "▣ widget not added" }
        let slot = w.slotIn.map { "slot in \(CardWidget.span($0))" } ?? "budget 0"
        if let placeholder = w.placeholder { return "▣ widget: placeholder: \(placeholder)" }
        if w.deferred { return "▣ widget: reload deferred: budget, " + slot }
        let used = "\(w.used)" + (w.budget.map { " of \($0)" } ?? "") + " in 24h"
        guard let due = w.nextReloadIn else { return "▣ widget: " + used }
        let policy = w.policy.map { " (\($0))" } ?? ""
        let spent = w.holds.contains { $0.reason == .budget }
        if spent, w.slotIn.map({ $0 > due }) ?? true { return "▣ widget: next reload deferred: budget, " + slot }
        return "▣ widget: " + used + " · next reload in \(CardWidget.span(due))" + policy
    }

    /// The widget budget as its row shows it: `40 a day`, `off`.
    static func title(widgetBudget: Int?) -> String { widgetBudget.map { "\($0) a day" } ?? "off" }
}

extension SettingsRow {
    /// A row per app with a widget (ios26).
    static func widgetRows(_ snapshot: EngineSnapshot) -> [SettingsRow] {
        guard snapshot.profile.hasWidgets else { return [] }
        return [.widgetBudget, .widgetDevMode] + snapshot.apps.filter { $0.widget != nil }.map { .widget(app: $0.name) }
    }

    /// The widget budget's choices in the order ←/→ step through them.
    static let widgetBudgets: [Int?] = [nil, 0, 5, 10, 20, 40, 70, 100, 200]

    /// The budget `step` choices from `budget`, wrapping (a budget between two choices steps
    /// to the nearer one on that side).
    static func widgetBudget(after budget: Int?, step: Int) -> Int? {
        let all = widgetBudgets
        if let index = all.firstIndex(of: budget) { return all[((index + step) % all.count + all.count) % all.count] }
        let value = budget ?? 0
        return step > 0 ? all.first { ($0 ?? -1) > value } ?? all[0] : all.last { ($0 ?? -1) < value } ?? all[all.count - 1]
    }
}
