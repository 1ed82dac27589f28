import Lifecycle
import Support

/// Enter on a BG task request or a held push in the settings overlay: the list `why APP ID`
/// (`why APP push`) logs, from the engine's own why answer (`BGTaskAnswer.holds`,
/// `PushStatus.holds`): the app and what waits, its sentence, then every unmet condition in the hold
/// order, each token with its sentence; with none, that only time holds it. Esc goes back.
struct SettingsWhyView {
    var snapshot: EngineSnapshot
    /// A `.request` or `.heldPush` row.
    var row: SettingsRow
    var theme: Theme

    static let heading = "Every condition that holds it, in the hold order"
    static let nothingHolds = "Nothing holds it but time: it can run, when its time comes"
    /// A running or queued request: no condition holds it (its sentence says what it does).
    static let noCondition = "No condition holds it"
    /// A widget's reload that nothing holds: the app's request would run now.
    static let widgetRuns = "Nothing holds it: a reload the app asks for now runs now"
    /// An activity that nothing holds: a priority-10 push sent now is shown now.
    static let activityShown = "Nothing holds it: a priority-10 push sent now is shown now"

    /// The hold answers as the view lists them: each token with its sentence.
    static func tokens(_ holds: [BGTaskAnswer.Unmet]) -> [(token: String, sentence: String)] {
        holds.map { (token: $0.reason.rawValue, sentence: $0.sentence) }
    }

    /// One line of the view.
    enum Line: Equatable {
        case blank
        case row
        /// A piece of the row's sentence (`first`: with the glyph).
        case sentence(String, first: Bool)
        case heading(String)
        /// A piece of a reason's line: its token on the first, the sentence after it.
        case reason(token: String?, text: String)
        case note(String)
    }

    /// What the engine answers now: the sentence (a request's after its glyph), the glyph's
    /// colour and the holds; nil when the request is no longer pending or running, or the
    /// push no longer held.
    private var answer: (sentence: String, role: Role, holds: [(token: String, sentence: String)], none: String)? {
        switch row {
        case .request(let app, let id):
            guard let answer = snapshot.app(app)?.bgTaskRequests.first(where: { $0.id == id }) else { return nil }
            let sentence = CardBGTask.glyph + " " + SettingsOverlay.sentence(answer)
            return (
                sentence, SettingsOverlay.role(answer.status), Self.tokens(answer.holds),
                answer.runs ? Self.nothingHolds : Self.noCondition
            )
        case .heldPush(let app):
            // The row says what is held and until when; below it, the budget.
            guard let pushes = snapshot.app(app)?.pushes, pushes.held != nil else { return nil }
            return (pushes.budgetLine, .error, Self.tokens(pushes.holds), Self.nothingHolds)
        case .widget(let app):
            guard let widget = snapshot.app(app)?.widget else { return nil }
            return (SettingsOverlay.widgetRowText(widget), .error, Self.tokens(widget.holds), Self.widgetRuns)
        case .activity(let app):
            guard let status = snapshot.app(app)?.liveActivity else { return nil }
            let why = status.why.map { (token: $0.reason.rawValue, sentence: $0.sentence) }
            return (SettingsOverlay.activityRowText(status), .error, why, Self.activityShown)
        default:
            return nil
        }
    }

    /// The app, what `why` names after it, and what it says when it is gone.
    private var words: (app: String, target: String, gone: String) {
        switch row {
        case .request(let app, let id): (app, id, "\(app) has no request for \(id) pending now")
        case .heldPush(let app): (app, BackgroundLaunch.silentPush.rawValue, "\(app) has no background push held now")
        case .widget(let app): (app, "widget", "\(app) has no widget on ios26")
        case .activity(let app): (app, "activity", "\(app) has no Live Activity on ios26")
        default: ("", "", "")
        }
    }

    func lines(textWidth: Int) -> [Line] {
        var lines: [Line] = [.row]
        guard let answer else {
            for piece in words.gone.wrapped(toWidth: textWidth) { lines.append(.note(piece)) }
            return lines
        }
        for (k, piece) in answer.sentence.wrapped(toWidth: textWidth).enumerated() {
            lines.append(.sentence(piece, first: k == 0))
        }
        lines.append(.blank)
        guard !answer.holds.isEmpty else {
            lines.append(.heading(answer.none))
            return lines
        }
        lines.append(.heading(Self.heading))
        let column = (answer.holds.map(\.token.count).max() ?? 0) + 2
        for hold in answer.holds {
            for (k, piece) in hold.sentence.wrapped(toWidth: max(10, textWidth - column)).enumerated() {
                lines.append(.reason(token: k == 0 ? hold.token : nil, text: String(repeating: " ", count: column) + piece))
            }
        }
        lines.append(.blank)
        for piece in "the same list as `why \(words.app) \(words.target)`".wrapped(toWidth: textWidth) { lines.append(.note(piece)) }
        return lines
    }

    func draw(in screen: Rect, into canvas: inout Canvas) {
        let width = min(screen.width - 4, 76)
        let textWidth = width - 4 - SettingsOverlay.launchIndent
        let lines = lines(textWidth: textWidth)
        let rect = screen.centered(Size(width: width, height: min(screen.height - 2, lines.count + 3)))
        let overlay = theme.style(.overlay)
        canvas.fill(rect, style: overlay)
        let box = Box(rect: rect, style: overlay, title: "Why it waits", titleStyle: theme.style(.overlayTitle, over: .overlay))
        box.draw(into: &canvas)
        let inner = box.inside
        let visible = max(0, inner.height - 1)
        let x = inner.x + 1 + SettingsOverlay.launchIndent, right = inner.maxX - 1
        let muted = theme.style(.muted, over: .overlay)
        let rows = SettingsOverlay(snapshot: snapshot, selectedRow: 0, theme: theme)
        for (offset, line) in lines.prefix(visible).enumerated() {
            let y = inner.y + 1 + offset
            switch line {
            case .blank:
                break
            case .row:
                let rowRect = Rect(x: inner.x + 1, y: y, width: inner.width - 2, height: 1)
                switch row {
                case .request(let app, let id): rows.drawRequest(app: app, id: id, in: rowRect, into: &canvas)
                case .heldPush(let app): rows.drawHeldPush(app: app, in: rowRect, selected: false, into: &canvas)
                // The app and what waits, as a request's row names its identifier: the state
                // is the sentence below (the settings row's value would say it twice).
                case .widget(let app): rows.drawAppRow(app, value: "widget", role: nil, in: rowRect, selected: false, into: &canvas)
                case .activity(let app):
                    rows.drawAppRow(app, value: "Live Activity", role: nil, in: rowRect, selected: false, into: &canvas)
                default: break
                }
            case .sentence(let text, let first):
                rows.drawRequestText(answer?.role ?? .muted, text, first: first, x: x, y: y, width: right - x, into: &canvas)
            case .heading(let text):
                canvas.draw(text, x: inner.x + 2, y: y, width: inner.width - 3, style: theme.style(.overlayTitle, over: .overlay))
            case .reason(let token, let text):
                canvas.draw(text, x: x, y: y, width: right - x, style: muted)
                if let token { canvas.draw(token, x: x, y: y, style: theme.style(.error, over: .overlay)) }
            case .note(let text):
                canvas.draw(text, x: x, y: y, width: right - x, style: muted)
            }
        }
        box.drawScrollHints(
            above: 0, below: max(0, lines.count - visible), style: theme.style(.overlayTitle, over: .overlay), into: &canvas)
    }
}
