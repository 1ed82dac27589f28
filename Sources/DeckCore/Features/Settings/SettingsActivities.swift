import Lifecycle
import Support

/// The settings overlay's Live Activities (§11.8), below the widgets on ios26: the device's
/// row `Live Activity budget ‹ 10 an hour ›` (←/→ step through off and 0 to 60, as
/// `:activity-budget`), then for each app that declares a Live Activity its switches `Live
/// Activities ● on` and `More Frequent Updates ● on` (only for an app that declares
/// `frequent-updates`; Enter toggles, as `:live-activities APP [frequent] on|off`) and a row
/// for its activity (`◉ active 2h13m of 8h · priority 10: 4 of 10 this hour`); Enter on it
/// lists every unmet condition, as `why APP activity` does.
extension SettingsOverlay {
    static let activitiesHeading = "Live Activities"

    func activityLines(textWidth: Int) -> [Line] {
        guard snapshot.profile.hasLiveActivities else { return [] }
        var lines: [Line] = [.blank, .heading(Self.activitiesHeading), .row(.activityBudget)]
        let budget =
            snapshot.device.activityBudget == nil
            ? "no budget: every priority-10 push is shown"
            : "priority-10 pushes per app per rolling hour, six times that with More Frequent Updates (AppDeck's model)"
        for piece in budget.wrapped(toWidth: textWidth) { lines.append(.note(piece)) }
        for row in SettingsRow.activityRows(snapshot) where row != .activityBudget { lines.append(.row(row)) }
        return lines
    }

    /// The device's budget, an app's switches, its activity.
    func drawActivityRow(_ row: SettingsRow, in rect: Rect, selected: Bool, into canvas: inout Canvas) {
        let base = selected ? theme.style(.overlaySelected, over: .overlay) : theme.style(.overlay)
        let valueX = rect.x + Self.valueColumn
        switch row {
        case .activityBudget:
            canvas.draw(" Live Activity budget", x: rect.x, y: rect.y, style: base)
            canvas.draw("‹ \(Self.title(pushBudget: snapshot.device.activityBudget)) ›", x: valueX, y: rect.y, style: base)
        case .liveActivities(let name):
            guard let app = snapshot.app(name), let status = app.liveActivity else { return }
            var x = canvas.draw(" ", x: rect.x, y: rect.y, style: base)
            x += canvas.put(
                app.spec.symbol.first ?? "•", x: x, y: rect.y, style: selected ? base : theme.style(.cardSymbol, over: .overlay))
            // The name gives way, not what the switch is: "Scoreboard… Live Activities".
            let label = " Live Activities"
            let room = max(1, valueX - x - 1 - label.cellWidth - 1)
            canvas.draw(" " + name.truncated(toWidth: room) + label, x: x, y: rect.y, width: valueX - x - 1, style: base)
            drawSwitch(status.enabled, x: valueX, y: rect.y, selected: selected, into: &canvas)
        case .frequentUpdates(let name):
            guard let status = snapshot.app(name)?.liveActivity else { return }
            canvas.draw("   More Frequent Updates", x: rect.x, y: rect.y, width: valueX - rect.x - 1, style: base)
            drawSwitch(status.frequent, x: valueX, y: rect.y, selected: selected, into: &canvas)
        case .activity(let name):
            guard let status = snapshot.app(name)?.liveActivity else { return }
            let alarm = !status.enabled || status.activity?.held != nil || status.activity?.awaitingAllow == true
            // Under the switches, at their indent, or left of it to show whole.
            let text = Self.activityRowText(status)
            Self.drawValue(
                text, x: Self.valueX(text, at: rect.x + 3, from: rect.x + 1, in: rect), in: rect,
                style: selected ? base : theme.style(alarm ? .error : .muted, over: .overlay), into: &canvas)
        default:
            break
        }
    }

    /// `◉ active 2h13m of 8h · priority 10: 4 of 10 this hour`, `◉ held: throttled, shown in
    /// 42m`, `◉ stale 3m`, `◉ ended · gone in 3h`, `◉ awaiting Allow`, `◉ no Live Activity`.
    static func activityRowText(_ status: LiveActivityStatus) -> String {
        let glyph = CardActivity.glyph + " "
        guard status.enabled else { return glyph + "Live Activities off" }
        guard let a = status.activity, a.phase != .dismissed else { return glyph + "no Live Activity" }
        let budget = "priority 10: \(a.used)" + (a.budget.map { " of \($0)" } ?? "") + " this hour"
        if a.awaitingAllow { return glyph + "awaiting Allow: no update token yet" }
        if let held = a.held {
            return glyph + "held: \(held.rawValue)" + (a.heldWait.map { ", shown in \(CardActivity.short($0))" } ?? "")
                + " · " + budget
        }
        switch a.phase {
        case .stale: return glyph + "stale \(CardActivity.short(a.age)) · " + budget
        case .ended: return glyph + "ended · gone in \(CardActivity.short(a.goneIn ?? .zero))"
        default: return glyph + "active \(CardActivity.short(a.age)) of 8h · " + budget
        }
    }
}

extension SettingsRow {
    /// The budget, then per app that declares a Live Activity its switches and its activity (ios26).
    static func activityRows(_ snapshot: EngineSnapshot) -> [SettingsRow] {
        guard snapshot.profile.hasLiveActivities else { return [] }
        var rows: [SettingsRow] = [.activityBudget]
        for app in snapshot.apps {
            guard let status = app.liveActivity else { continue }
            rows.append(.liveActivities(app: app.name))
            if status.declaresFrequent { rows.append(.frequentUpdates(app: app.name)) }
            rows.append(.activity(app: app.name))
        }
        return rows
    }

    /// The device's Live Activity rows and the switches, drawn by the Live Activities' section.
    var isActivityRow: Bool {
        switch self {
        case .activityBudget, .liveActivities, .frequentUpdates: true
        default: false
        }
    }
}
