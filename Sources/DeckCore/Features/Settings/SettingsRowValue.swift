import Lifecycle
import Support

/// Where a settings row's value goes, one rule for every row whose value can be wider than the
/// value column (the overlay is 76 columns at most, which leaves a value 45): at its place (the
/// value column; an activity's row, under its switches, at their indent) when it fits there,
/// else left of it, as far as two cells after the row's name, to show whole; a value wider than
/// the row from there is cut after its last whole word, with "…".
extension SettingsOverlay {
    /// Where `value` starts on the row `rect`: at `place`, or left of it as far as `leftmost`.
    static func valueX(_ value: String, at place: Int, from leftmost: Int, in rect: Rect) -> Int {
        max(min(place, rect.maxX - value.cellWidth), leftmost)
    }

    /// Draws `value` from `x` to the row's end, cut after a whole word if it is wider.
    static func drawValue(_ value: String, x: Int, in rect: Rect, style: Style, into canvas: inout Canvas) {
        canvas.draw(value.truncatedAtWord(toWidth: rect.maxX - x), x: x, y: rect.y, style: style)
    }

    /// ` ⤓ Backup                  com.appdeck.backup.nightly`: the app's symbol and name, then
    /// `value` in the colour of `role` (the row's own without one, or while it is selected).
    func drawAppRow(_ name: String, value: String, role: Role?, in rect: Rect, selected: Bool, into canvas: inout Canvas) {
        let base = selected ? theme.style(.overlaySelected, over: .overlay) : theme.style(.overlay)
        var x = canvas.draw(" ", x: rect.x, y: rect.y, style: base)
        if let app = snapshot.app(name) {
            x += canvas.put(
                app.spec.symbol.first ?? "•", x: x, y: rect.y, style: selected ? base : theme.style(.cardSymbol, over: .overlay))
        }
        let valueX = Self.valueX(value, at: rect.x + Self.valueColumn, from: x + 3 + name.cellWidth, in: rect)
        canvas.draw(" " + name, x: x, y: rect.y, width: min(valueX, rect.maxX) - x - 1, style: base)
        let style = selected ? base : role.map { theme.style($0, over: .overlay) } ?? base
        Self.drawValue(value, x: valueX, in: rect, style: style, into: &canvas)
    }
}
