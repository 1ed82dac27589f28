import Lifecycle
import Support

/// A card's line for its app's most pressing BG task request in inspector mode (the first of
/// `AppStatus.bgTaskRequests`: running, then the soonest to run, queued, held), after `⏲`
/// (the busy main thread has `⧗`): `refresh in 42m`, `nightly: device in use`, a running
/// task's time left (`nightly 9m left`), a continued task's progress bar (`video ▓▓░░ 42%`),
/// `video queued`, `nightly expired`. A request is named by its identifier's last part;
/// where the card is too narrow for the name, the line drops it (`device in use`). The
/// settings overlay lists every request with the engine's sentence.
struct CardBGTask {
    var answer: BGTaskAnswer
    var theme: Theme

    static let glyph = "⏲"

    /// The line for the app's most pressing request; nil when it has none.
    init?(_ app: AppStatus, theme: Theme) {
        guard let first = app.bgTaskRequests.first else { return nil }
        answer = first
        self.theme = theme
    }

    init(answer: BGTaskAnswer, theme: Theme) {
        self.answer = answer
        self.theme = theme
    }

    /// A request's name on a card: its identifier's last part (`refresh` for
    /// `com.appdeck.feed.refresh`), or the identifier when it has no dot.
    static func shortName(_ id: String) -> String {
        id.split(separator: ".").last.map(String.init) ?? id
    }

    /// A hold's reason in words: `device in use` for `device-in-use`.
    static func words(_ reason: DenialReason) -> String {
        String(reason.rawValue.map { $0 == "-" ? " " : $0 })
    }

    /// What follows the glyph in `width` cells (a continued task's bar excepted: `text`
    /// gives its name and percent), the longest that fits, cut as a last resort.
    func text(width: Int) -> String {
        let name = Self.shortName(answer.id)
        let candidates: [String]
        switch answer.status {
        case .runsIn(let time):
            let when = time == .zero ? "now" : "in " + Format.short(time)
            candidates = [name + " " + when, when]
        case .held(let reason):
            candidates = [name + ": " + Self.words(reason), Self.words(reason)]
        case .running(_, true, _):
            candidates = [name + " expired", "expired"]
        case .running(_, false, let progress?):
            candidates = [name + " " + Format.percent(progress), Format.percent(progress)]
        case .running(let left?, false, nil):
            candidates = [name + " " + Format.short(left) + " left", Format.short(left) + " left"]
        case .running(nil, false, nil):
            candidates = [name + " running", "running"]
        case .queued:
            candidates = [name + " queued", "queued"]
        }
        return candidates.first { $0.cellWidth <= width } ?? candidates[candidates.count - 1].truncated(toWidth: width)
    }

    /// The narrowest bar a continued task's line draws between its name and percent.
    static let minimumBar = 4

    func draw(x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        let end = canvas.draw(Self.glyph + " ", x: x, y: y, style: theme.style(.event(.background), over: .card))
        let room = width - 2
        guard room > 0 else { return }
        switch answer.status {
        case .running(_, false, let progress?):
            drawProgress(progress, x: end, y: y, width: room, into: &canvas)
        case .runsIn:
            canvas.draw(text(width: room), x: end, y: y, style: theme.style(.card))
        case .held:
            canvas.draw(text(width: room), x: end, y: y, style: theme.style(.error, over: .card))
        case .running(_, true, _):
            canvas.draw(text(width: room), x: end, y: y, style: theme.style(.barWarning, over: .card))
        case .running:
            canvas.draw(text(width: room), x: end, y: y, style: theme.style(.card))
        case .queued:
            canvas.draw(text(width: room), x: end, y: y, style: theme.style(.muted, over: .card))
        }
    }

    /// `video ▓▓▓░░░ 42%`: the name when there is room beside a bar of at least
    /// `minimumBar` cells (at most 16), else the bar and the percent.
    private func drawProgress(_ progress: Double, x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        let percent = Format.percent(progress)
        let name = Self.shortName(answer.id)
        let withName = width - name.cellWidth - 1 - percent.count - 1
        let shownName = withName >= Self.minimumBar ? name : ""
        let barWidth = min(16, shownName.isEmpty ? width - percent.count - 1 : withName)
        var column = x
        if !shownName.isEmpty { column = canvas.draw(shownName + " ", x: column, y: y, style: theme.style(.card)) }
        if barWidth > 0 {
            column = Bar(
                fraction: progress, width: barWidth, fill: theme.style(.barFill, over: .card),
                empty: theme.style(.barEmpty, over: .card)
            ).draw(x: column, y: y, into: &canvas)
            column = canvas.draw(" ", x: column, y: y, style: theme.style(.card))
        }
        canvas.draw(percent, x: column, y: y, width: x + width - column, style: theme.style(.card))
    }
}
