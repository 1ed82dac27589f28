/// The placeholders a snapshot line may hold (`AppSpec.snapshot`), and their one grammar:
/// a placeholder is `{`, a name without braces, `}`. A `{` that another `{` follows before
/// any `}` is plain text, and so is a `}` without its `{`: in `{a{time}`, `{a` is text and
/// `{time}` a placeholder. Manifests are checked and snapshots filled by this grammar alone.
public enum SnapshotPlaceholder: String, CaseIterable, Sendable {
    /// When the snapshot was taken, on the virtual clock.
    case time
    /// How many fetches brought new data.
    case fetches

    /// `{time}`: the placeholder as a line writes it.
    public var written: String { "{\(rawValue)}" }

    /// Every placeholder in `line`, as written (`{time}`, `{date}`), known or not, in order.
    public static func placeholders(in line: String) -> [String] {
        pieces(of: line).compactMap { if case .placeholder(let name) = $0 { "{\(name)}" } else { nil } }
    }

    /// `line` with each known placeholder replaced by its value; the rest stays as written.
    public static func fill(_ line: String, with values: [SnapshotPlaceholder: String]) -> String {
        var result = ""
        for piece in pieces(of: line) {
            switch piece {
            case .text(let text): result += text
            case .placeholder(let name):
                result += SnapshotPlaceholder(rawValue: name).flatMap { values[$0] } ?? "{\(name)}"
            }
        }
        return result
    }

    private enum Piece {
        case text(Substring)
        case placeholder(String)
    }

    /// The line cut into text and placeholders by the grammar above.
    private static func pieces(of line: String) -> [Piece] {
        var pieces: [Piece] = []
        var textStart = line.startIndex
        var open: String.Index?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "{" {
                open = index
            } else if character == "}", let start = open {
                if textStart < start { pieces.append(.text(line[textStart..<start])) }
                pieces.append(.placeholder(String(line[line.index(after: start)..<index])))
                textStart = line.index(after: index)
                open = nil
            }
            index = line.index(after: index)
        }
        if textStart < line.endIndex { pieces.append(.text(line[textStart...])) }
        return pieces
    }
}
