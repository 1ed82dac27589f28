import Lifecycle
import Support

/// A ghost card: the app the system just ended, drawn dim with a dashed frame, marked with
/// why (`purged for memory`). Dim and the ghost glyph keep it apart under NO_COLOR too.
struct GhostCardView {
    var app: AppStatus
    var why: String
    var theme: Theme

    func draw(in rect: Rect, into canvas: inout Canvas) {
        var faint = theme.style(.muted, over: .base)
        faint.attributes.insert(.dim)
        canvas.fill(rect, style: theme.style(.base))
        Box(rect: rect, style: faint, dashed: true).draw(into: &canvas)
        let inner = Box(rect: rect, style: faint).inside
        guard inner.width > 2, inner.height > 0 else { return }
        canvas.draw(" ◌ " + app.name.truncated(toWidth: rect.width - 6) + " ", x: rect.x + 1, y: rect.y, style: faint)
        let content = Rect(x: inner.x + 1, y: inner.y, width: inner.width - 1, height: inner.height)
        let lines = ["● " + AppState.notRunning.rawValue] + why.wrapped(toWidth: content.width)
        for (i, line) in lines.prefix(content.height).enumerated() {
            canvas.draw(
                line, x: content.x, y: content.y + i, width: content.width, style: i == 0 ? faint : theme.style(.error, over: .base))
        }
    }
}
