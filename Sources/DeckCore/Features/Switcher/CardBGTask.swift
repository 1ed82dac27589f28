import Lifecycle
import Support

/// A card's line for its app's most pressing BG task request in inspector mode (the first of
/// `AppStatus.bgTaskRequests`: running, then the soonest to run, queued, held), after `⏲`
/// (the busy main thread has `⧗`): `refresh in 42m`, `nightly: device in use`, a running
/// task's time left (`nightly 9m left`), a continued task's progress bar (`video ▓▓░░ 42%`),
/// `video queued`, `nightly expired`; with no request, a submit that failed (`refresh: submit
/// not permitted`) until one succeeds. A request is named by its identifier's last part, or
/// that part's last word where the card is narrow (`refresh` for `appRefresh`), or that cut
/// with `…` (`backg… in 22m` for `backgroundfetch`); where the card is too narrow for five of its
/// letters, the line drops it (`device in use`). The
/// settings overlay lists every request with the engine's sentence.
struct CardBGTask {
    enum Shown {
        case request(BGTaskAnswer)
        case failure(BGSubmitFailure)
    }

    var shown: Shown
    var theme: Theme

    static let glyph = "⏲"

    /// The line for the app's most pressing request, or its failed submit; nil when it has neither.
    init?(_ app: AppStatus, theme: Theme) {
        if let first = app.bgTaskRequests.first {
            shown = .request(first)
        } else if let failure = app.bgSubmitFailure {
            shown = .failure(failure)
        } else {
            return nil
        }
        self.theme = theme
    }

    init(answer: BGTaskAnswer, theme: Theme) {
        shown = .request(answer)
        self.theme = theme
    }

    /// A request's name on a card: its identifier's last part (`refresh` for
    /// `com.appdeck.feed.refresh`), or the identifier when it has no dot.
    static func shortName(_ id: String) -> String {
        id.split(separator: ".").last.map(String.init) ?? id
    }

    /// A request's names on a card, longest first: its short name, then, for a camel-case
    /// one, its last word in lower case (`refresh` for `org.wikimedia.wikipedia.appRefresh`),
    /// so that a narrow card still says which task it is.
    static func names(_ id: String) -> [String] {
        let name = shortName(id)
        guard let upper = name.dropFirst().lastIndex(where: \.isUppercase) else { return [name] }
        return [name, name[upper...].lowercased()]
    }

    /// The fewest letters of a name a card shows, cut with `…` (`backg…`), before it drops it.
    static let shortestName = 5

    /// `name` cut with `…` to `width` cells, when at least `shortestName` of its letters fit
    /// (`backgrou…` for `backgroundfetch`); nil when they do not.
    static func shortened(_ name: String, toWidth width: Int) -> String? {
        guard name.cellWidth > width, width > shortestName else { return nil }
        return name.truncated(toWidth: width)
    }

    /// A hold's reason in words: `device in use` for `device-in-use`.
    static func words(_ reason: HoldReason) -> String { words(reason.rawValue) }

    static func words(_ code: String) -> String { String(code.map { $0 == "-" ? " " : $0 }) }

    /// What follows the glyph in `width` cells (a continued task's bar excepted: `text`
    /// gives its name and percent), the longest that fits, cut as a last resort.
    func text(width: Int) -> String {
        let candidates: [String]
        let answer: BGTaskAnswer
        switch shown {
        case .failure(let failure):
            candidates = [Self.shortName(failure.id) + ": submit " + Self.words(failure.reason), Self.words(failure.reason)]
            return candidates.first { $0.cellWidth <= width } ?? candidates[1].truncated(toWidth: width)
        case .request(let request): answer = request
        }
        let rest: (separator: String, text: String)
        switch answer.status {
        case .runsIn(let time): rest = (" ", time == .zero ? "now" : "in " + Format.short(time))
        case .held(let reason): rest = (": ", Self.words(reason))
        case .running(_, true, _): rest = (" ", "expired")
        case .running(_, false, let progress?): rest = (" ", Format.percent(progress))
        case .running(let left?, false, nil): rest = (" ", Format.short(left) + " left")
        case .running(nil, false, nil): rest = (" ", "running")
        case .queued: rest = (" ", "queued")
        }
        let names = Self.names(answer.id)
        candidates =
            names.map { $0 + rest.separator + rest.text }
            + [Self.shortened(names[names.count - 1], toWidth: width - rest.separator.count - rest.text.cellWidth)]
            .compactMap { $0.map { $0 + rest.separator + rest.text } } + [rest.text]
        return candidates.first { $0.cellWidth <= width } ?? candidates[candidates.count - 1].truncated(toWidth: width)
    }

    /// The narrowest bar a continued task's line draws between its name and percent.
    static let minimumBar = 4

    func draw(x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        let end = canvas.draw(Self.glyph + " ", x: x, y: y, style: theme.style(.event(.background), over: .card))
        let room = width - 2
        guard room > 0 else { return }
        guard case .request(let answer) = shown else {
            canvas.draw(text(width: room), x: end, y: y, style: theme.style(.error, over: .card))
            return
        }
        switch answer.status {
        case .running(_, false, let progress?):
            drawProgress(answer.id, progress, x: end, y: y, width: room, into: &canvas)
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
    private func drawProgress(_ id: String, _ progress: Double, x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        let percent = Format.percent(progress)
        let name = Self.shortName(id)
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
