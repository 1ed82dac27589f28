import Lifecycle
import Scenario
import Support

/// The lines of a playing script (`appdeck play`): those that ran marked ✓ and dimmed, the
/// one running or waiting marked ▶ and highlighted, a refused one marked ✗ in the error
/// style, the ones to come marked ·. The title says where the play is; the running line
/// stays in view.
struct ScriptPane {
    var play: PlayState
    var now: SimDuration
    var clock: SimClock
    var theme: Theme

    func draw(in rect: Rect, into canvas: inout Canvas) {
        guard rect.height >= 2, rect.width >= 8 else { return }
        // A script longer than the pane keeps the last row to say so (`↑ 9 more · ↓ 30 more`).
        let rows = play.lines.count > rect.height - 1 ? rect.height - 2 : rect.height - 1
        let numberWidth = play.numberWidth
        let focus = play.current ?? 0
        // The window moves a page at a time (keeping a third of it for the lines before the
        // running one), not a line at a time: a step then redraws two lines, not the pane.
        let context = rows / 3
        let stride = max(1, rows - 2 * context)
        let first = max(0, min(focus / stride * stride - context, play.lines.count - rows))
        RegionTitle(title: "Script · \(play.file.drawn)", focused: false, note: note, noteFirst: true, theme: theme)
            .draw(in: rect.splitTop(1).top, into: &canvas)
        let hint = ScrollHint.note(above: first, below: max(0, play.lines.count - first - rows))
        if !hint.isEmpty {
            canvas.draw(
                hint, x: max(rect.x, rect.maxX - 1 - hint.cellWidth), y: rect.maxY - 1, width: rect.width,
                style: theme.style(.muted, over: .base))
        }
        for (row, index) in (first..<min(play.lines.count, first + rows)).enumerated() {
            let line = play.lines[index]
            let (mark, role) = look(index)
            let number = String(line.number).padded(toWidth: numberWidth)
            // Only what can show is drawn: a line of a megabyte costs what a line of the pane does.
            let text = "\(mark) \(number)  \(String(line.source.prefix(rect.width + 1)).drawn)"
            let y = rect.y + 1 + row
            let style = theme.style(role, over: .base)
            canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: style)
            canvas.draw(text, x: rect.x, y: y, width: rect.width, style: style)
        }
    }

    /// The mark and the role of the line at `index`.
    private func look(_ index: Int) -> (String, Role) {
        if index == play.current, play.failure != nil { return ("✗", .error) }
        if index == play.current, play.isBusy { return ("▶", .overlaySelected) }
        if play.isDone(index) { return ("✓", .muted) }
        if index == play.next, play.status != .finished, play.failure == nil { return ("›", .title) }
        return ("·", .base)
    }

    /// The index of the line the pane points at: the one running or waiting (`▶`) or refused
    /// (`✗`), else the next (`›`), else (finished) the last.
    static func focus(_ play: PlayState) -> Int? {
        guard !play.lines.isEmpty else { return nil }
        if play.isBusy || play.failure != nil, let current = play.current { return current }
        return min(play.next, play.lines.count - 1)
    }

    /// A wait's time left in whole seconds, rounded up (`16s`, not `15s999ms`): a presenter
    /// reads a countdown.
    static func wholeSeconds(_ left: SimDuration) -> SimDuration {
        .ms((left.milliseconds + 999) / 1000 * 1000)
    }

    /// Where the play is, in the pane's own numbering (the script's line numbers): the line it
    /// points at, of the last line; and what the play does: `22/50 · wait 2m05s`,
    /// `until Terminated`, `playing`, `reading`, `paused`, `finished`, `stopped`.
    var note: String {
        let at = Self.focus(play).map { play.lines[$0].number } ?? 0
        let position = "\(at)/\(play.lines.last?.number ?? 0)"
        let what: String
        switch play.status {
        case .finished: what = "finished"
        case .failed: what = "stopped"
        case .waitingUntilTime(let end): what = "wait " + Self.wholeSeconds(end > now ? end - now : .zero).description
        case .waitingForEvent(let pattern, _, _, _): what = "until \(pattern.event.rawValue)"
        case .ready, .applying: what = clock.reading ? "reading" : clock.running ? "playing" : "paused"
        }
        return position + " · " + what
    }
}
