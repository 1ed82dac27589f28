import Lifecycle
import Support

/// Enter on a BG task request in the settings overlay: the list `why APP ID` logs, from the
/// engine's own answer (`BGTaskAnswer.holds`: the why answer's reasons and sentences): the
/// request and its sentence, then every unmet condition in the hold order, each token with its
/// sentence; with none, that only time holds it. Esc goes back to the settings.
struct SettingsWhyView {
    var snapshot: EngineSnapshot
    var app: String
    var id: String
    var theme: Theme

    static let heading = "Every condition that holds it, in the hold order"
    static let nothingHolds = "Nothing holds it but time: it can run, when its time comes"

    /// One line of the view.
    enum Line: Equatable {
        case blank
        case request
        /// A piece of the request's sentence (`first`: with the glyph).
        case sentence(String, first: Bool)
        case heading(String)
        /// A piece of a reason's line: its token on the first, the sentence after it.
        case reason(token: String?, text: String)
        case note(String)
    }

    /// The request as the engine answers now; nil when it is no longer pending or running.
    private var answer: BGTaskAnswer? { snapshot.app(app)?.bgTaskRequests.first { $0.id == id } }

    func lines(textWidth: Int) -> [Line] {
        var lines: [Line] = [.request]
        guard let answer else {
            for piece in "\(app) has no request for \(id) pending now".wrapped(toWidth: textWidth) { lines.append(.note(piece)) }
            return lines
        }
        for (k, piece) in (CardBGTask.glyph + " " + SettingsOverlay.sentence(answer)).wrapped(toWidth: textWidth).enumerated() {
            lines.append(.sentence(piece, first: k == 0))
        }
        lines.append(.blank)
        guard !answer.holds.isEmpty else {
            lines.append(.heading(Self.nothingHolds))
            return lines
        }
        lines.append(.heading(Self.heading))
        let column = (answer.holds.map(\.reason.rawValue.count).max() ?? 0) + 2
        for hold in answer.holds {
            for (k, piece) in hold.sentence.wrapped(toWidth: max(10, textWidth - column)).enumerated() {
                lines.append(.reason(token: k == 0 ? hold.reason.rawValue : nil, text: String(repeating: " ", count: column) + piece))
            }
        }
        lines.append(.blank)
        for piece in "the same list as `why \(app) \(id)`".wrapped(toWidth: textWidth) { lines.append(.note(piece)) }
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
            case .request:
                rows.drawRequest(app: app, id: id, in: Rect(x: inner.x + 1, y: y, width: inner.width - 2, height: 1), into: &canvas)
            case .sentence(let text, let first):
                let role = answer.map { SettingsOverlay.role($0.status) } ?? .muted
                rows.drawRequestText(role, text, first: first, x: x, y: y, width: right - x, into: &canvas)
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
