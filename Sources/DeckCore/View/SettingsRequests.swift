import Lifecycle
import Support

/// The settings overlay's BG task requests, below the device's rows: every app's pending,
/// queued and running requests, each as its app and identifier, then the engine's sentence
/// after the cards' `⏲` (`held: it requires external power and the device is not charging`,
/// `runs in 4m58s (5 minutes into the lock)`, `running, 9m12s left`), a continued task's
/// progress after it. On a profile without BGTaskScheduler (ios6, ios7) the section is left out.
extension SettingsOverlay {
    static let requestsHeading = "BG task requests"
    static let noRequests = "none pending: most apps submit as they enter the background"

    func requestLines(textWidth: Int) -> [Line] {
        let answers = snapshot.apps.flatMap(\.bgTaskRequests)
        guard snapshot.profile.hasBGTaskScheduler || !answers.isEmpty else { return [] }
        var lines: [Line] = [.blank, .heading(Self.requestsHeading)]
        if answers.isEmpty { lines.append(.note(Self.noRequests)) }
        for answer in answers {
            lines.append(.request(answer))
            for (k, piece) in (CardBGTask.glyph + " " + Self.sentence(answer)).wrapped(toWidth: textWidth).enumerated() {
                lines.append(.requestText(answer, text: piece, first: k == 0))
            }
        }
        return lines
    }

    /// The engine's explanation, with a continued task's progress.
    static func sentence(_ answer: BGTaskAnswer) -> String {
        if case .running(_, false, let progress?) = answer.status { return answer.explanation + ", " + Format.percent(progress) + " done" }
        return answer.explanation
    }

    /// ` ⤓ Backup                  com.appdeck.backup.nightly`.
    func drawRequest(_ answer: BGTaskAnswer, in rect: Rect, into canvas: inout Canvas) {
        let base = theme.style(.overlay)
        let valueX = rect.x + Self.valueColumn
        var x = canvas.draw(" ", x: rect.x, y: rect.y, style: base)
        if let app = snapshot.app(answer.app) {
            x += canvas.put(app.spec.symbol.first ?? "•", x: x, y: rect.y, style: theme.style(.cardSymbol, over: .overlay))
        }
        canvas.draw(" " + answer.app, x: x, y: rect.y, width: valueX - x - 1, style: base)
        canvas.draw(answer.id, x: valueX, y: rect.y, width: rect.maxX - valueX, style: base)
    }

    /// One piece of a request's sentence: the first with the glyph in the colour of its
    /// status (on: runs or running; error: held or expired; muted: queued).
    func drawRequestText(_ answer: BGTaskAnswer, _ text: String, first: Bool, x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        let muted = theme.style(.muted, over: .overlay)
        let prefix = CardBGTask.glyph + " "
        guard first, text.hasPrefix(prefix) else {
            canvas.draw(text, x: x, y: y, width: width, style: muted)
            return
        }
        let role: Role =
            switch answer.status {
            case .runsIn, .running(_, false, _): .switchOn
            case .held, .running(_, true, _): .error
            case .queued: .muted
            }
        let column = canvas.draw(prefix, x: x, y: y, style: theme.style(role, over: .overlay))
        canvas.draw(String(text.dropFirst(prefix.count)), x: column, y: y, width: x + width - column, style: muted)
    }
}
