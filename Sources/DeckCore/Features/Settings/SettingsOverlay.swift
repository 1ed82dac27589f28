import Lifecycle

/// A row of the Background App Refresh settings overlay.
public enum SettingsRow: Hashable, Sendable {
    /// The global setting: Off, Wi-Fi, Wi-Fi & Cellular Data.
    case refresh
    case lowPower
    /// The device's connection, which Wi-Fi only depends on.
    case network
    /// The charger (processing tasks may require power; a low battery holds BG tasks unless charging).
    case charger
    /// The battery's level: below 20 %, not charging, no BG task runs (§11.2).
    case battery
    /// One app's switch (apps registered for background modes only, §9).
    case app(String)
    /// The device's push budget (§11.5, ios13 and ios26): off, 0 to 60 an hour.
    case pushBudget
    /// A pending, queued or running BG task request: Enter shows every condition that holds it.
    case request(app: String, id: String)
    /// A background push the device holds for the app's budget: Enter shows what holds it.
    case heldPush(app: String)
    // MARK: - Widgets (§11.7, ios26)
    /// The device's widget budget: off, 0 to 200 a day.
    case widgetBudget
    /// WidgetKit Developer Mode.
    case widgetDevMode
    /// An app's widget: Enter shows every unmet condition of a reload it would ask for now.
    case widget(app: String)
    // MARK: - Live Activities (§11.8, ios26)
    /// The device's Live Activity budget: off, 0 to 60 an hour.
    case activityBudget
    /// An app's Live Activities switch, and its More Frequent Updates switch.
    case liveActivities(app: String)
    case frequentUpdates(app: String)
    /// An app's activity: Enter lists every unmet condition, as `why APP activity` does.
    case activity(app: String)

    /// The rows before the apps'.
    static let deviceRows: [SettingsRow] = [.refresh, .lowPower, .network, .charger, .battery]

    public static func rows(for snapshot: EngineSnapshot) -> [SettingsRow] {
        deviceRows + requestRows(snapshot) + (snapshot.profile.hasBGTaskScheduler ? [.pushBudget] : [])
            + heldPushRows(snapshot) + widgetRows(snapshot) + activityRows(snapshot)
            + snapshot.apps.filter(\.spec.isListedInRefreshSettings).map { .app($0.name) }
    }

    /// The levels the battery row steps through (← lower, → higher, wrapping): around the 20 %
    /// below which BG tasks are held.
    public static let batteryLevels = [5, 10, 15, 20, 30, 50, 80, 100]

    /// The level `step` choices from `level` (a level set by the `battery` command, between two
    /// choices, steps to the nearer one on that side).
    static func batteryLevel(after level: Int, step: Int) -> Int {
        let all = batteryLevels
        if let index = all.firstIndex(of: level) { return all[(index + step % all.count + all.count) % all.count] }
        return step > 0 ? all.first { $0 > level } ?? all[0] : all.last { $0 < level } ?? all[all.count - 1]
    }
}

/// The `s` overlay: Settings › General › Background App Refresh, with Low Power Mode, the
/// network, the charger and the battery. Below the device's rows, every pending, queued and
/// running BG task request of every app, with the engine's sentence (`SettingsRequests`).
/// Below each app's switch, one line for each background launch it declares: whether
/// the system may launch or resume it for that now, and why not, as the engine answers
/// (`fetch ✗ wifi-only: on cellular, the setting is Wi-Fi only`).
struct SettingsOverlay {
    var snapshot: EngineSnapshot
    var selectedRow: Int
    var theme: Theme

    /// What one line of the overlay shows.
    enum Line {
        case blank
        case heading(String)
        case row(SettingsRow)
        /// A piece of an app's background-launch line (`first`: the piece with the mark).
        case launch(BackgroundLaunchAnswer, text: String, first: Bool)
        /// A BG task request, or a failed submit: its app and identifier.
        case request(app: String, id: String)
        /// A piece of a request's sentence (`first`: the piece after the glyph, in the colour of `role`).
        case requestText(Role, text: String, first: Bool)
        /// Muted words (`none pending`).
        case note(String)
    }

    /// Where a launch line starts, under the app's symbol and name.
    static let launchIndent = 4
    /// Where a row's value starts.
    static let valueColumn = 27

    /// The overlay's lines and the rectangle it fills.
    private func frame(in screen: Rect) -> (rows: [SettingsRow], lines: [Line], rect: Rect) {
        let rows = SettingsRow.rows(for: snapshot)
        let width = min(screen.width - 4, 76)
        let lines = lines(rows, textWidth: width - 4 - Self.launchIndent)
        let height = min(screen.height - 2, lines.count + 3 + (note == nil ? 0 : 2))
        return (rows, lines, screen.centered(Size(width: width, height: height)))
    }

    /// The rectangle the overlay fills before it draws.
    func rect(in screen: Rect) -> Rect { frame(in: screen).rect }

    func draw(in screen: Rect, into canvas: inout Canvas) {
        let (rows, lines, rect) = frame(in: screen)
        let note = note
        canvas.fill(rect, style: theme.style(.overlay))
        let box = Box(
            rect: rect, style: theme.style(.overlay), title: "Background App Refresh",
            titleStyle: theme.style(.overlayTitle, over: .overlay))
        box.draw(into: &canvas)
        let inner = box.inside
        let visible = max(0, inner.height - 1 - (note == nil ? 0 : 2))
        let selected = rows[min(selectedRow, rows.count - 1)]
        let selectedLine = lines.firstIndex { if case .row(selected) = $0 { true } else { false } } ?? 0
        // The selected row's block: the lines below it up to the next row (its launches; below
        // the battery, the requests).
        var selectedEnd = selectedLine
        while selectedEnd + 1 < lines.count { if case .row = lines[selectedEnd + 1] { break } else { selectedEnd += 1 } }
        let first = max(0, min(selectedLine, selectedEnd - visible + 1, lines.count - visible))
        for (offset, line) in lines.dropFirst(first).prefix(visible).enumerated() {
            let y = inner.y + 1 + offset
            switch line {
            case .blank:
                break
            case .heading(let text):
                canvas.draw(text, x: inner.x + 2, y: y, width: inner.width - 3, style: theme.style(.overlayTitle, over: .overlay))
            case .row(let row):
                let rowRect = Rect(x: inner.x + 1, y: y, width: inner.width - 2, height: 1)
                if row == selected { canvas.fill(rowRect, style: theme.style(.overlaySelected, over: .overlay)) }
                drawRow(row, in: rowRect, selected: row == selected, into: &canvas)
            case .launch(let answer, let text, let isFirst):
                let x = inner.x + 1 + Self.launchIndent
                drawLaunch(answer, text, first: isFirst, x: x, y: y, width: inner.maxX - 1 - x, into: &canvas)
            case .request(let app, let id):
                drawRequest(app: app, id: id, in: Rect(x: inner.x + 1, y: y, width: inner.width - 2, height: 1), into: &canvas)
            case .requestText(let role, let text, let isFirst):
                let x = inner.x + 1 + Self.launchIndent
                drawRequestText(role, text, first: isFirst, x: x, y: y, width: inner.maxX - 1 - x, into: &canvas)
            case .note(let text):
                let x = inner.x + 1 + Self.launchIndent
                canvas.draw(text, x: x, y: y, width: inner.maxX - 1 - x, style: theme.style(.muted, over: .overlay))
            }
        }
        if let note {
            canvas.draw(note, x: inner.x + 2, y: inner.maxY - 1, width: inner.width - 3, style: theme.style(.muted, over: .overlay))
        }
        box.drawScrollHints(
            above: first, below: max(0, lines.count - first - visible), style: theme.style(.overlayTitle, over: .overlay),
            into: &canvas)
    }

    private var note: String? { snapshot.device.refreshSettingsNote }

    private func lines(_ rows: [SettingsRow], textWidth: Int) -> [Line] {
        var lines: [Line] = []
        var appsHeading = false
        for row in rows {
            // The sections below the device's rows draw their own rows (the requests', the push
            // budget's, the held pushes').
            if row == .pushBudget || row.hasKeysOfItsOwn || row.isWidgetRow || row.isActivityRow { continue }
            if case .app = row, !appsHeading {
                lines += [.blank, .heading("Apps with background modes")]
                appsHeading = true
            }
            lines.append(.row(row))
            if row == .battery {
                lines += requestLines(textWidth: textWidth)
                lines += pushLines(textWidth: textWidth)
                lines += widgetLines(textWidth: textWidth)
                lines += activityLines(textWidth: textWidth)
            }
            guard case .app(let name) = row, let app = snapshot.app(name) else { continue }
            for answer in app.backgroundLaunches {
                for (k, piece) in Self.launchText(answer).wrapped(toWidth: textWidth).enumerated() {
                    lines.append(.launch(answer, text: piece, first: k == 0))
                }
            }
        }
        return lines
    }

    /// `fetch ✓ the system may wake Mail for a background fetch now`,
    /// `fetch ✗ wifi-only: on cellular, the setting is Wi-Fi only`.
    static func launchText(_ answer: BackgroundLaunchAnswer) -> String {
        launchPrefix(answer) + " " + answer.explanation
    }

    private static func launchPrefix(_ answer: BackgroundLaunchAnswer) -> String {
        answer.launch.rawValue + (answer.denial.map { " ✗ \($0.rawValue):" } ?? " ✓")
    }

    private func drawLaunch(
        _ answer: BackgroundLaunchAnswer, _ text: String, first: Bool, x: Int, y: Int, width: Int,
        into canvas: inout Canvas
    ) {
        let muted = theme.style(.muted, over: .overlay)
        let prefix = Self.launchPrefix(answer)
        guard first, text.hasPrefix(prefix) else {
            canvas.draw(text, x: x, y: y, width: width, style: muted)
            return
        }
        var column = canvas.draw(answer.launch.rawValue + " ", x: x, y: y, style: theme.style(.overlay))
        let mark = theme.style(answer.isAllowed ? .switchOn : .error, over: .overlay)
        column = canvas.draw(answer.isAllowed ? "✓" : "✗", x: column, y: y, style: mark)
        if let denial = answer.denial { column = canvas.draw(" \(denial.rawValue):", x: column, y: y, style: mark) }
        canvas.draw(String(text.dropFirst(prefix.count)), x: column, y: y, width: x + width - column, style: muted)
    }

    private func drawRow(_ row: SettingsRow, in rect: Rect, selected: Bool, into canvas: inout Canvas) {
        let base = theme.style(selected ? .overlaySelected : .overlay, over: .overlay)
        let valueX = rect.x + Self.valueColumn
        switch row {
        case .refresh:
            canvas.draw(" Background App Refresh", x: rect.x, y: rect.y, style: base)
            canvas.draw(
                "‹ \(snapshot.device.refresh.title(on: snapshot.profile)) ›", x: valueX, y: rect.y, width: rect.maxX - valueX, style: base)
        case .lowPower:
            canvas.draw(" Low Power Mode", x: rect.x, y: rect.y, style: base)
            drawSwitch(snapshot.device.lowPower, x: valueX, y: rect.y, selected: selected, into: &canvas)
        case .network:
            canvas.draw(" Network", x: rect.x, y: rect.y, style: base)
            canvas.draw("‹ \(Self.title(snapshot.device.network)) ›", x: valueX, y: rect.y, style: base)
        case .charger:
            canvas.draw(" Charger", x: rect.x, y: rect.y, style: base)
            drawSwitch(snapshot.device.charging, x: valueX, y: rect.y, selected: selected, into: &canvas)
        case .battery:
            let device = snapshot.device
            canvas.draw(" Battery", x: rect.x, y: rect.y, style: base)
            let end = canvas.draw("‹ \(device.battery)% ›", x: valueX, y: rect.y, style: base)
            if device.battery < Limits.lowBattery && !device.charging {
                canvas.draw(
                    "  low: BG tasks held", x: end, y: rect.y, width: rect.maxX - end,
                    style: selected ? base : theme.style(.error, over: .overlay))
            }
        case .app(let name):
            guard let app = snapshot.app(name) else { return }
            var x = canvas.draw(" ", x: rect.x, y: rect.y, style: base)
            x += canvas.put(
                app.spec.symbol.first ?? "•", x: x, y: rect.y, style: selected ? base : theme.style(.cardSymbol, over: .overlay))
            canvas.draw(" " + name, x: x, y: rect.y, width: valueX - x - 1, style: base)
            let end = drawSwitch(app.refreshSwitch, x: valueX, y: rect.y, selected: selected, into: &canvas)
            if let status = app.refreshStatus {
                canvas.draw(
                    "  " + status.rawValue, x: end, y: rect.y, width: rect.maxX - end,
                    style: selected ? base : theme.style(status == .available ? .muted : .error, over: .overlay))
            }
        case .request(let app, let id):
            drawRequest(app: app, id: id, in: rect, selected: selected, into: &canvas)
        case .heldPush(let app):
            drawHeldPush(app: app, in: rect, selected: selected, into: &canvas)
        case .pushBudget:
            canvas.draw(" Push budget", x: rect.x, y: rect.y, style: base)
            canvas.draw("‹ \(Self.title(pushBudget: snapshot.device.pushBudget)) ›", x: valueX, y: rect.y, style: base)
        case .widgetBudget:
            canvas.draw(" Widget budget", x: rect.x, y: rect.y, style: base)
            canvas.draw("‹ \(Self.title(widgetBudget: snapshot.device.widgetBudget)) ›", x: valueX, y: rect.y, style: base)
        case .widgetDevMode:
            canvas.draw(" WidgetKit Developer Mode", x: rect.x, y: rect.y, width: valueX - rect.x - 1, style: base)
            drawSwitch(snapshot.device.widgetDevMode, x: valueX, y: rect.y, selected: selected, into: &canvas)
        case .widget(let app):
            drawWidget(app: app, in: rect, selected: selected, into: &canvas)
        case .activityBudget, .liveActivities, .frequentUpdates, .activity:
            drawActivityRow(row, in: rect, selected: selected, into: &canvas)
        }
    }

    /// The network as the overlay names it: `Wi-Fi`, `Cellular`, `Off`.
    static func title(_ network: Network) -> String {
        switch network {
        case .wifi: "Wi-Fi"
        case .cellular: "Cellular"
        case .off: "Off"
        }
    }

    @discardableResult
    func drawSwitch(_ on: Bool, x: Int, y: Int, selected: Bool, into canvas: inout Canvas) -> Int {
        let style = selected ? theme.style(.overlaySelected, over: .overlay) : theme.style(on ? .switchOn : .switchOff, over: .overlay)
        return canvas.draw(on ? "● on " : "○ off", x: x, y: y, style: style)
    }
}
