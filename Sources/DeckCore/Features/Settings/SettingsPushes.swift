import Lifecycle
import Support

/// The settings overlay's background pushes (§11.5), below the BG task requests on ios13 and
/// ios26: the push budget as a row (AppDeck's model; ←/→ or Enter change it as
/// `:push-budget N|off` does) and, for each app that background pushes woke in the rolling
/// hour or that has one held, how many and the held one.
extension SettingsOverlay {
    static let pushesHeading = "Background pushes"

    func pushLines(textWidth: Int) -> [Line] {
        guard snapshot.profile.hasBGTaskScheduler else { return [] }
        let budget =
            snapshot.device.pushBudget == nil
            ? "no budget: every background push may wake its app" : "background pushes per app per rolling hour"
        var lines: [Line] = [.blank, .heading(Self.pushesHeading), .row(.pushBudget)]
        for piece in (budget + " (AppDeck's model)").wrapped(toWidth: textWidth) { lines.append(.note(piece)) }
        for app in snapshot.apps {
            guard let pushes = app.pushes, pushes.used > 0 || pushes.held != nil else { continue }
            // An app with a push held is a row (Enter: what holds it), its budget below.
            if pushes.held != nil { lines.append(.row(.heldPush(app: app.name))) }
            let text = (pushes.held == nil ? app.name + ": " : "") + pushes.budgetLine
            for piece in text.wrapped(toWidth: textWidth) { lines.append(.note(piece)) }
        }
        return lines
    }

    /// ` ⇣ Courier                 push held: throttled, in 12m`.
    func drawHeldPush(app name: String, in rect: Rect, selected: Bool, into canvas: inout Canvas) {
        guard let app = snapshot.app(name) else { return }
        drawAppRow(name, value: app.pushes?.heldLine ?? "no push held", role: .error, in: rect, selected: selected, into: &canvas)
    }

    /// The push budget as its row shows it: `3 an hour`, `off`.
    static func title(pushBudget: Int?) -> String { pushBudget.map { "\($0) an hour" } ?? "off" }
}

extension SettingsRow {
    /// A row per app whose background push the device holds for its budget.
    static func heldPushRows(_ snapshot: EngineSnapshot) -> [SettingsRow] {
        snapshot.apps.filter { $0.pushes?.held != nil }.map { .heldPush(app: $0.name) }
    }

    /// A request's or a held push's row: drawn by its section, Enter shows what holds it.
    var hasKeysOfItsOwn: Bool {
        switch self {
        case .request, .heldPush, .widget, .activity: true
        default: false
        }
    }

    /// The device's widget rows, drawn by the widgets' section.
    var isWidgetRow: Bool { self == .widgetBudget || self == .widgetDevMode }

    /// The push budget's choices in the order ←/→ step through them: off, then 0 to 60.
    static let pushBudgets: [Int?] = [nil] + (0...Limits.maxPushBudget).map { $0 }

    /// The budget `step` choices from `budget`, wrapping.
    static func pushBudget(after budget: Int?, step: Int) -> Int? {
        let all = pushBudgets
        let index = all.firstIndex(of: budget) ?? 0
        return all[((index + step) % all.count + all.count) % all.count]
    }
}
