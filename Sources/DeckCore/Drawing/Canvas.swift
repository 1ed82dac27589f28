import Support

/// A grid of styled cells: the only thing widgets draw into. A Terminal shows it.
/// Drawing outside `clip` (the whole canvas unless narrowed) is dropped; a wide character
/// takes two cells, and one that would straddle the clip edge is drawn as a space. Cells hold
/// what `Glyphs` draws for a character: never a control character (it is spelled out, `\e`),
/// never a cluster whose width terminals disagree on (it is replaced).
public struct Canvas: Hashable, Sendable {
    public let size: Size
    private var cells: [Cell]
    /// Drawing is confined to this rectangle.
    public private(set) var clip: Rect
    /// Cells an overlay drawn next fills whole: what is drawn there meanwhile is not written
    /// (`DashboardView` sets it while it draws the panes under an open overlay). Its columns
    /// are inside the overlay's by one, so that breaking a wide character at its edge, which
    /// reaches the next cell, stays within the cells the overlay fills.
    var covered: Rect?

    public init(size: Size, style: Style = .plain) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: Cell(style: style), count: self.size.width * self.size.height)
        clip = Rect(size: self.size)
    }

    public var bounds: Rect { Rect(size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        precondition(bounds.contains(x: x, y: y), "cell (\(x), \(y)) is outside a \(size) canvas")
        return cells[y * size.width + x]
    }

    /// Runs `body` with drawing confined to `rect` (within the current clip).
    public mutating func clipped(to rect: Rect, _ body: (inout Canvas) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        body(&self)
        clip = saved
    }

    /// Draws one character as `Glyphs` draws it; returns the cells it takes (0 for zero-width
    /// characters, which are dropped).
    @discardableResult
    public mutating func put(_ character: Character, x: Int, y: Int, style: Style) -> Int {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            return place(character, width: 1, x: x, y: y, style: style)
        }
        var column = x
        Glyphs.forEach(in: character) { glyph, width in
            column += place(glyph, width: width, x: column, y: y, style: style)
        }
        return column - x
    }

    /// Places one glyph of `width` cells (1 or 2) at (x, y) when it fits in the clip.
    private mutating func place(_ glyph: Character, width: Int, x: Int, y: Int, style: Style) -> Int {
        guard clip.contains(x: x, y: y) else { return width }
        if let covered, covered.contains(x: x, y: y), covered.contains(x: x + width - 1, y: y) { return width }
        if width == 2 && !clip.contains(x: x + 1, y: y) {
            write(Cell(" ", style: style), x: x, y: y)
            return width
        }
        write(Cell(glyph, style: style), x: x, y: y)
        if width == 2 { write(Cell(" ", style: style, isWideTail: true), x: x + 1, y: y) }
        return width
    }

    /// Draws `text` from (x, y) on one row; returns the column after it.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: Style) -> Int {
        var column = x
        if text.isPrintableASCII {
            // A byte a cell: no grapheme breaking, no widths to look up.
            for byte in text.utf8 {
                if column >= clip.maxX { break }
                column += place(Character(Unicode.Scalar(byte)), width: 1, x: column, y: y, style: style)
            }
            return column
        }
        for character in text {
            if column >= clip.maxX { break }
            column += put(character, x: column, y: y, style: style)
        }
        return column
    }

    /// Draws `text` cut to `width` cells (with "…" when cut); returns the column after it.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, width: Int, style: Style) -> Int {
        draw(text.truncated(toWidth: width), x: x, y: y, style: style)
    }

    /// Fills a rectangle with one character.
    public mutating func fill(_ rect: Rect, style: Style, with character: Character = " ") {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        if let covered, covered.intersection(area) == area { return }
        // A printable ASCII character (a space, nearly always) is one cell as it is: the cell is
        // made once, not measured again for every position.
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            let cell = Cell(character, style: style)
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX where !(covered?.contains(x: x, y: y) ?? false) { write(cell, x: x, y: y) }
            }
            return
        }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { put(character, x: x, y: y, style: style) }
        }
    }

    /// Gives every cell of a rectangle a new style, keeping the characters.
    public mutating func restyle(_ rect: Rect, _ change: (Style) -> Style) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { cells[y * size.width + x].style = change(cells[y * size.width + x].style) }
        }
    }

    /// Places a cell, first breaking any wide character whose half it would overwrite.
    private mutating func write(_ cell: Cell, x: Int, y: Int) {
        let index = y * size.width + x
        if !cell.isWideTail && cells[index].isWideTail && x > 0 {
            cells[index - 1].character = " "
        }
        if !cells[index].isWideTail, x + 1 < size.width, cells[index + 1].isWideTail {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }
}

extension Canvas {
    /// The characters of each row, trailing spaces removed: what a snapshot test compares.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !self[x, y].isWideTail { line.append(self[x, y].character) }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// The cells that differ from `previous` (all of them when there is none or its size
    /// differs), grouped into runs along each row. A wide character's two halves always go
    /// together, so a backend can write the character once.
    public func changes(since previous: Canvas?) -> [CellRun] {
        let fresh = previous == nil || previous!.size != size
        var runs: [CellRun] = []
        for y in 0..<size.height {
            var dirty = (0..<size.width).map { x in fresh || previous![x, y] != self[x, y] }
            for x in 1..<max(1, size.width) where self[x, y].isWideTail && (dirty[x] || dirty[x - 1]) {
                dirty[x] = true; dirty[x - 1] = true
            }
            var x = 0
            while x < size.width {
                guard dirty[x] else { x += 1; continue }
                let start = x
                var run: [Cell] = []
                while x < size.width && dirty[x] { run.append(self[x, y]); x += 1 }
                runs.append(CellRun(x: start, y: y, cells: run))
            }
        }
        return runs
    }
}
