import Lifecycle
import Support

/// The lines of a card in inspector mode that show what the app is doing: its main thread
/// while a callback's work holds it (`⧗ main thread busy 3s/5s`, the watchdog's limit after
/// the slash, in the warning style from half of it), one per open task
/// (`⚙`, numbered `#2` as in the events when two share a name), one per transfer (`⇣`, or `⇅` when the app runs it in a task on iOS 6) with
/// `paused (no network)` below it while the device has no connection, and what keeps the app
/// running (`∿`). A scene app's scene comes first: `⊕ connected`, `⊖ disconnected`, `⊖ no scene
/// yet` (launched in the background), with `scene` before the first two on a wide card.
struct CardWork {
    var app: AppStatus
    var network: Network
    var theme: Theme

    typealias Line = (Int, Int, inout Canvas) -> Void

    func lines(width: Int) -> [Line] {
        var lines: [Line] = []
        if let scene = app.scene {
            lines.append { x, y, canvas in
                let end = canvas.draw(Self.sceneGlyph(scene) + " ", x: x, y: y, style: theme.style(.event(.lifecycle), over: .card))
                canvas.draw(Self.scenePhrase(scene, width: width), x: end, y: y, width: width - 2, style: theme.style(.card))
            }
        }
        if let busy = app.mainThread {
            lines.append { x, y, canvas in
                let time = Format.short(busy.busyFor) + "/" + Format.short(busy.watchdogLimit)
                let what = width >= 24 ? "main thread busy " : width >= 17 ? "main busy " : "busy "
                let late = busy.busyFor * 2 >= busy.watchdogLimit
                let end = canvas.draw("⧗ ", x: x, y: y, style: theme.style(.event(.lifecycle), over: .card))
                canvas.draw(what + time, x: end, y: y, width: width - 2, style: theme.style(late ? .barWarning : .card, over: .card))
            }
        }
        let names = Dictionary(app.tasks.map { ($0.name, 1) }, uniquingKeysWith: +)
        for task in app.tasks {
            lines.append { x, y, canvas in
                let left = task.expired ? "expired" : task.remaining.map(Format.short) ?? "open"
                let end = canvas.draw("⚙ ", x: x, y: y, style: theme.style(.event(.task), over: .card))
                let nameWidth = max(1, width - 2 - left.count - 1)
                // Two open tasks of one name are told apart by their numbers, as the events number them.
                let name = names[task.name, default: 0] > 1 ? "#\(task.id) \(task.name)" : task.name
                canvas.draw(name.padded(toWidth: nameWidth) + " ", x: end, y: y, style: theme.style(.card))
                canvas.draw(left, x: end + nameWidth + 1, y: y, style: theme.style(task.expired ? .barWarning : .muted, over: .card))
            }
        }
        for transfer in app.transfers {
            lines.append { x, y, canvas in
                let percent = Format.percent(transfer.fraction)
                let end = canvas.draw(transfer.inApp ? "⇅ " : "⇣ ", x: x, y: y, style: theme.style(.event(.transfer), over: .card))
                let barWidth = width >= 20 ? min(16, max(8, width / 3), width - 2 - percent.count - 10) : 0
                let nameWidth = max(1, width - 2 - barWidth - percent.count - 2)
                canvas.draw(transfer.name.padded(toWidth: nameWidth) + " ", x: end, y: y, style: theme.style(.card))
                let barEnd = Bar(
                    fraction: transfer.fraction, width: barWidth, fill: theme.style(.barFill, over: .card),
                    empty: theme.style(.barEmpty, over: .card)
                ).draw(x: end + nameWidth + 1, y: y, into: &canvas)
                canvas.draw(" " + percent, x: barEnd, y: y, style: theme.style(.card))
            }
            if network.bytesPerMillisecond == 0 && transfer.fraction < 1 {
                for part in CardView.paused.wrapped(toWidth: width) {
                    lines.append { x, y, canvas in
                        canvas.draw(part, x: x, y: y, style: theme.style(.barWarning, over: .card))
                    }
                }
            }
        }
        let activities = app.activities
        if !activities.isEmpty {
            lines.append { x, y, canvas in
                let left = app.activityRemaining.map { " " + Format.short($0) } ?? ""
                let end = canvas.draw("∿ ", x: x, y: y, style: theme.style(.event(.background), over: .card))
                canvas.draw(
                    activities.joined(separator: ", ").truncated(toWidth: width - 2 - left.count) + left,
                    x: end, y: y, style: theme.style(.card))
            }
        }
        return lines
    }

    static func sceneGlyph(_ scene: SceneStatus) -> String {
        switch scene {
        case .front, .background: "⊕"
        case .disconnected, .none: "⊖"
        }
    }

    /// `scene connected` (the state badge says in front or in the background), `scene
    /// disconnected`, `no scene yet`; without `scene` on a narrow card.
    static func scenePhrase(_ scene: SceneStatus, width: Int) -> String {
        let prefix = width >= 22 ? "scene " : ""
        return switch scene {
        case .front, .background: prefix + "connected"
        case .disconnected: prefix + "disconnected"
        case .none: "no scene yet"
        }
    }
}
