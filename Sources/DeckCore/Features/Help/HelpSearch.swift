import Support

/// The help's search (`/` in the help, as in `less`): a small text field on the help's bottom
/// edge; each key typed scrolls the help to the first row that holds the text (in any column,
/// whatever the case), Enter keeps it and `n`/`N` go to the next and previous match, Esc
/// clears it.
public struct HelpSearch: Hashable, Sendable {
    public var field = TextField()
    /// The field is open: printable keys are typed into it.
    public var typing = false

    public var text: String { field.text }

    /// The rows of the help on `screen` (counted as its scroll counts them) that hold the text,
    /// in order; none for an empty text.
    func matches(in screen: Rect) -> [Int] {
        let text = self.text.lowercased()
        guard !text.isEmpty else { return [] }
        let columns = HelpLayout.columns(in: screen)
        let rows = columns.map(\.count).max() ?? 0
        return (0..<rows).filter { row in
            columns.contains { column in row < column.count && HelpLayout.text(of: column[row]).lowercased().contains(text) }
        }
    }
}

extension DeckState {
    /// Scrolls the help to the first match at or after (`forward`) or before the row now at
    /// its top, wrapping around; says so when nothing matches.
    mutating func showMatch(from row: Int, forward: Bool) {
        let matches = helpSearch.matches(in: Rect(size: size))
        guard !helpSearch.text.isEmpty else { return }
        guard !matches.isEmpty else {
            message = StatusMessage("no line of the help holds \(helpSearch.text.quoted)", isError: true)
            return
        }
        let next = forward ? (matches.first { $0 >= row } ?? matches[0]) : (matches.last { $0 <= row } ?? matches[matches.count - 1])
        message = StatusMessage("\(helpSearch.text.quoted): match \((matches.firstIndex(of: next) ?? 0) + 1) of \(matches.count)")
        helpScroll = min(next, helpMaxScroll)
    }
}

/// The search's field on the help's bottom edge, while it is typed or holds a text.
struct HelpSearchView {
    var search: HelpSearch
    var theme: Theme

    func draw(in box: Rect, into canvas: inout Canvas) {
        guard search.typing || !search.text.isEmpty, box.width > 12 else { return }
        let x = canvas.draw(" /", x: box.x + 2, y: box.maxY - 1, style: theme.style(.overlayTitle, over: .overlay))
        let width = min(32, box.width - 6)
        if search.typing {
            TextFieldView(field: search.field, theme: theme, region: .overlay).draw(x: x, y: box.maxY - 1, width: width, into: &canvas)
        } else {
            canvas.draw(
                search.text + " · n N ", x: x, y: box.maxY - 1, width: width, style: theme.style(.overlayTitle, over: .overlay))
        }
    }
}
