/// The symbols the dashboard draws most (Latin-1's `·` and `×`, punctuation, arrows, box
/// drawing, blocks, shapes, dingbats: U+00A0 to U+00FF and U+2000 to U+2BFF), each as `Glyphs`
/// draws it, worked out once: a frame draws thousands of them (a timeline at 200×50 is 8 000
/// cells), and the general category and width each asks of Unicode's tables add up. The table
/// is derived from `Glyphs.single`, so it draws nothing differently (GlyphTableTests compares
/// every scalar of the ranges).
enum GlyphTable {
    static let ranges: [Range<UInt32>] = [0xA0..<0x100, 0x2000..<0x2C00]

    /// For each scalar of the ranges, in order: 1 or 2, drawn as itself in that many cells; 3,
    /// not drawn; 0, drawn otherwise (spelled out or replaced): `Glyphs.single` answers.
    static let outcomes: [UInt8] = ranges.joined().map { v in
        guard let scalar = Unicode.Scalar(v) else { return 0 }
        var pieces: [(Character, Int)] = []
        Glyphs.single(scalar) { pieces.append(($0, $1)) }
        if pieces.isEmpty { return 3 }
        guard pieces.count == 1, pieces[0].0 == Character(scalar), pieces[0].1 == 1 || pieces[0].1 == 2 else { return 0 }
        return UInt8(pieces[0].1)
    }

    /// The table's answer for a one-scalar character of the ranges, read from its UTF-8 bytes
    /// (two for Latin-1, three for the symbols); nil for any other character.
    @inline(__always)
    static func outcome(_ character: Character) -> UInt8? {
        let utf8 = character.utf8
        var bytes = utf8.makeIterator()
        switch utf8.count {
        case 2:
            guard let b0 = bytes.next(), b0 == 0xC2 || b0 == 0xC3, let b1 = bytes.next() else { return nil }
            let v = UInt32(b0 & 0x1F) << 6 | UInt32(b1 & 0x3F)
            guard v >= 0xA0 else { return nil }
            return outcomes[Int(v - 0xA0)]
        case 3:
            guard let b0 = bytes.next(), b0 == 0xE2, let b1 = bytes.next(), let b2 = bytes.next() else { return nil }
            let v = UInt32(b0 & 0x0F) << 12 | UInt32(b1 & 0x3F) << 6 | UInt32(b2 & 0x3F)
            guard v >= 0x2000, v < 0x2C00 else { return nil }
            return outcomes[0x60 + Int(v - 0x2000)]
        default:
            return nil
        }
    }
}
