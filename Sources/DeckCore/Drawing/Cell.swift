/// One character cell of a Canvas.
public struct Cell: Hashable, Sendable {
    /// What the cell shows. For the right half of a wide character this is a space and
    /// `isWideTail` is set; the character itself lives in the cell to its left.
    public var character: Character
    public var style: Style
    /// The right half of a wide character.
    public var isWideTail: Bool

    public init(_ character: Character = " ", style: Style = .plain, isWideTail: Bool = false) {
        self.character = character; self.style = style; self.isWideTail = isWideTail
    }
}

/// Cells that changed on one row, left to right, as `Terminal.present` writes them.
public struct CellRun: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var cells: [Cell]
}
