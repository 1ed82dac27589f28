import Lifecycle
import Support

/// One app switcher card. Faithful mode draws what iOS shows: the app's symbol, name and
/// last snapshot. Inspector mode adds the state badge, the background time left, tasks,
/// transfers and what keeps the app running, its most pressing BG task request (`CardBGTask`),
/// its Background App Refresh switch, and whether each background launch it declares may
/// happen now (`CardLaunches`); a note when a scene app's life-cycle code sits in the app
/// delegate, which UIKit does not call. Every
/// cell of the card is drawn on the card's own background; a lifted card (↑) is drawn one row
/// higher with the lifted frame.
struct CardView {
    var app: AppStatus
    var device: DeviceStatus
    var selected: Bool
    var lifted: Bool
    var inspector: Bool
    /// Why the system just ended the app (a ghost's moment, while its card stays).
    var ended: String? = nil
    var theme: Theme

    static let paused = Network.pausedTransfer

    private var frameRole: Role { lifted ? .cardLifted : selected ? .cardSelected : .border }

    func draw(in rect: Rect, into canvas: inout Canvas) {
        canvas.fill(rect, style: theme.style(.card))
        let border = theme.style(frameRole, over: .card)
        Box(rect: rect, style: border).draw(into: &canvas)
        let inner = Box(rect: rect, style: border).inside
        guard inner.width > 2, inner.height > 0 else { return }
        let titleRegion: Role = lifted ? .cardLifted : selected ? .cardSelected : .card
        var x = canvas.draw(" ", x: rect.x + 1, y: rect.y, style: border)
        x += canvas.put(app.spec.symbol.first ?? "•", x: x, y: rect.y, style: theme.style(.cardSymbol, over: titleRegion))
        canvas.draw(
            " " + app.name.truncated(toWidth: rect.maxX - x - 3) + " ", x: x, y: rect.y,
            style: theme.style(lifted || selected ? titleRegion : .title, over: .card))
        let content = Rect(x: inner.x + 1, y: inner.y, width: inner.width - 1, height: inner.height)
        canvas.clipped(to: content) { canvas in
            if inspector { drawInspector(in: content, into: &canvas) } else { drawSnapshot(rows: content, into: &canvas) }
        }
    }

    private func drawSnapshot(rows: Rect, into canvas: inout Canvas) {
        guard rows.height > 0 else { return }
        if app.snapshot.isEmpty {
            canvas.draw("no snapshot", x: rows.x, y: rows.y, width: rows.width, style: theme.style(.muted, over: .card))
            return
        }
        for (i, line) in app.snapshot.prefix(rows.height).enumerated() {
            canvas.draw(line, x: rows.x, y: rows.y + i, width: rows.width, style: theme.style(.snapshot, over: .card))
        }
    }

    private func drawInspector(in content: Rect, into canvas: inout Canvas) {
        drawBadge(x: content.x, y: content.y, width: content.width, into: &canvas)
        let work = CardWork(app: app, network: device.network, theme: theme).lines(width: content.width)
        let launches = CardLaunches(answers: app.backgroundLaunches, theme: theme)
        let launchLines = launches.lines(width: content.width)
        // The BG task line only where the card has room for it beside the badge and the rest.
        let bgTask = content.height - 3 - launchLines.count > 0 ? CardBGTask(app, theme: theme) : nil
        // A Live Activity's line takes the BG task line's slot when the app has no request.
        let activity = bgTask == nil && content.height - 3 - launchLines.count > 0 ? CardActivity(app, theme: theme) : nil
        let bgRows = bgTask == nil && activity == nil ? 0 : 1
        let free = max(0, content.height - 3 - bgRows - launchLines.count)
        let snapshotRows = max(0, free - work.count)
        let workRows = free - snapshotRows
        let notes = Array(self.notes(width: content.width).prefix(snapshotRows))
        // The widget's lines are a warning only when its widget is deferred or shows its placeholder.
        let quietLines = CardWidget.isAlarm(app.widget) ? [] : CardWidget.lines(app.widget, width: content.width)
        for (k, note) in notes.enumerated() {
            let quiet = quietLines.contains(note)
            canvas.draw(
                note, x: content.x, y: content.y + 1 + k, width: content.width,
                style: theme.style(quiet ? .muted : .error, over: .card))
        }
        drawSnapshot(
            rows: Rect(x: content.x, y: content.y + 1 + notes.count, width: content.width, height: snapshotRows - notes.count),
            into: &canvas)
        var y = content.y + 1 + snapshotRows
        let shown = work.count > workRows ? Array(work.prefix(max(0, workRows - 1))) : work
        for line in shown {
            line(content.x, y, &canvas)
            y += 1
        }
        if work.count > shown.count {
            canvas.draw("+\(work.count - shown.count) more", x: content.x, y: y, style: theme.style(.muted, over: .card))
        }
        let bottom = content.maxY - launchLines.count
        bgTask?.draw(x: content.x, y: bottom - 3, width: content.width, into: &canvas)
        activity?.draw(x: content.x, y: bottom - 3, width: content.width, into: &canvas)
        drawTimeLeft(x: content.x, y: bottom - 2, width: content.width, into: &canvas)
        drawRefresh(x: content.x, y: bottom - 1, width: content.width, into: &canvas)
        for (k, line) in launchLines.enumerated() { launches.draw(line, x: content.x, y: bottom + k, into: &canvas) }
    }

    /// What the card notes above the snapshot, in the error colour: why the system just ended
    /// the app, a scene app's code left in the app delegate, which UIKit does not call, and a
    /// background push held for the budget, with the budget (§11.5).
    func notes(width: Int) -> [String] {
        var notes = ended.map { [$0] } ?? []
        if app.appDelegateCodeIgnored { notes += Self.appDelegateNote.wrapped(toWidth: width) }
        notes += Self.lockedDeviceNotes(app).flatMap { $0.wrapped(toWidth: width) }
        if let pushes = app.pushes, let held = pushes.heldLine {
            // Wrapped where it takes two rows at most; a narrow card says when, and the budget.
            let line = held + " · " + pushes.budgetLine
            notes += width >= Self.pushNoteWidth ? line.wrapped(toWidth: width) : pushes.shortLines(width: width) ?? []
        }
        notes += CardWidget.lines(app.widget, width: width)
        return notes
    }

    static let appDelegateNote = "app-delegate code not called"
    /// The narrowest card that shows the held push's note in full (on two rows).
    static let pushNoteWidth = 28

    private func drawBadge(x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        var text = "● " + app.state.rawValue
        if app.forceQuit { text += " · swiped" }
        if app.prewarmed { text += " · prewarmed" }
        canvas.draw(text, x: x, y: y, width: width, style: theme.style(.state(app.state), over: .card))
    }

    private func drawTimeLeft(x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        let label = canvas.draw("◷ ", x: x, y: y, style: theme.style(.muted, over: .card))
        if app.state.isForeground {
            canvas.draw("∞", x: label, y: y, style: theme.style(.barFill, over: .card))
            return
        }
        guard app.state == .background else {
            canvas.draw("—", x: label, y: y, style: theme.style(.muted, over: .card))
            return
        }
        // Under the debugger the app is never suspended and its budget does not run (§11.2).
        if app.debuggerAttached {
            canvas.draw("∞ debugger", x: label, y: y, width: width - 2, style: theme.style(.barFill, over: .card))
            return
        }
        // A running BG task has its own time (its ⏲ line): the background task budget is not what ends the app.
        if case .running(_, false, _) = app.bgTaskRequests.first?.status {
            canvas.draw("— in a BG task", x: label, y: y, width: width - 2, style: theme.style(.muted, over: .card))
            return
        }
        guard let remaining = app.backgroundTimeRemaining else {
            let held = app.budgetHeldBy.map { " " + Self.holding($0) } ?? ""
            canvas.draw("∞" + held, x: label, y: y, width: width - 2, style: theme.style(.barFill, over: .card))
            return
        }
        let seconds = Format.seconds(remaining)
        let budget = app.backgroundTimeBudget
        let warning = app.backgroundTimeIsShort
        let barWidth = max(0, width - 2 - seconds.count - 1)
        let end = Bar(
            fraction: budget.milliseconds > 0 ? remaining.seconds / budget.seconds : 0, width: barWidth,
            fill: theme.style(warning ? .barWarning : .barFill, over: .card), empty: theme.style(.barEmpty, over: .card)
        )
        .draw(x: label, y: y, into: &canvas)
        canvas.draw(" " + seconds, x: end, y: y, style: theme.style(warning ? .barWarning : .card, over: .card))
    }

    /// What holds the budget still, after its `∞`: the continuous mode at work.
    static func holding(_ mode: BackgroundMode) -> String {
        switch mode {
        case .audio: "playing"
        case .location: "navigating"
        case .externalAccessory: "accessory"
        default: mode.rawValue
        }
    }

    private func drawRefresh(x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        var column = canvas.draw("↻ ", x: x, y: y, style: theme.style(.muted, over: .card))
        guard app.spec.isListedInRefreshSettings else {
            canvas.draw("no modes", x: column, y: y, style: theme.style(.muted, over: .card))
            return
        }
        guard device.profile.hasBackgroundAppRefresh else {
            canvas.draw("not on \(device.profile.rawValue)", x: column, y: y, style: theme.style(.muted, over: .card))
            return
        }
        column = canvas.draw(
            app.refreshSwitch ? "● on" : "○ off", x: column, y: y,
            style: theme.style(app.refreshSwitch ? .switchOn : .switchOff, over: .card))
        if let status = app.refreshStatus {
            canvas.draw(" " + status.rawValue, x: column, y: y, style: theme.style(status == .available ? .muted : .error, over: .card))
        }
    }
}

extension CardView {
    /// The locked device's notes (§11.6): the app's data unreadable now (the status bar says
    /// whether the device is locked since boot), its session cleared.
    static func lockedDeviceNotes(_ app: AppStatus) -> [String] {
        var notes: [String] = []
        if app.dataUnreadable != nil { notes.append("data unreadable") }
        if app.loggedOut { notes.append("logged out") }
        return notes
    }
}
