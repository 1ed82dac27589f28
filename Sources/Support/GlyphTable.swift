/// The symbols the dashboard draws most (punctuation, arrows, box drawing, blocks, shapes,
/// dingbats: U+2000 to U+2BFF), each as `Glyphs` draws it, worked out once: a frame draws
/// thousands of them (a timeline at 200×50 is 8 000 cells), and the general category and
/// width each asks of Unicode's tables add up. The table is derived from `Glyphs.single`, so it
/// draws nothing differently (GlyphsTests compares every scalar of the range).
enum GlyphTable {
    static let first: UInt32 = 0x2000
    static let end: UInt32 = 0x2C00

    /// For each scalar of the range: 1 or 2, drawn as itself in that many cells; 3, not drawn;
    /// 0, drawn otherwise (spelled out or replaced): `Glyphs.single` answers.
    static let outcomes: [UInt8] = (first..<end).map { v in
        guard let scalar = Unicode.Scalar(v) else { return 0 }
        var pieces: [(Character, Int)] = []
        Glyphs.single(scalar) { pieces.append(($0, $1)) }
        if pieces.isEmpty { return 3 }
        guard pieces.count == 1, pieces[0].0 == Character(scalar), pieces[0].1 == 1 || pieces[0].1 == 2 else { return 0 }
        return UInt8(pieces[0].1)
    }

    /// The table's answer for a one-scalar character of the range, read from its three UTF-8
    /// bytes; nil for any other character.
    @inline(__always)
    static func outcome(_ character: Character) -> UInt8? {
        let utf8 = character.utf8
        guard utf8.count == 3 else { return nil }
        var bytes = utf8.makeIterator()
        guard let b0 = bytes.next(), b0 == 0xE2, let b1 = bytes.next(), let b2 = bytes.next() else { return nil }
        let v = UInt32(b0 & 0x0F) << 12 | UInt32(b1 & 0x3F) << 6 | UInt32(b2 & 0x3F)
        guard v >= first, v < end else { return nil }
        return outcomes[Int(v - first)]
    }
}
