import Support

/// "Did you mean …?" for a word that is not one of the expected ones.
enum Suggestion {
    /// The candidates `word` (ignoring case) was probably meant to be: the ones that start
    /// with it (up to three), else the nearest at most two edits away (one for words of up to
    /// four letters; a swap of neighbours counts as one edit), all of them when several are
    /// equally near. Empty when nothing is close.
    static func closest(to word: String, in candidates: [String]) -> [String] {
        let longest = candidates.map(\.count).max() ?? 0
        guard !word.isEmpty, word.utf8.count <= 4 * (longest + 2) else { return [] }
        let lowered = word.lowercased()
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        if (1...3).contains(prefixed.count) { return prefixed }
        let limit = lowered.count <= 4 ? 1 : 2
        let near =
            candidates
            .filter { abs($0.count - lowered.count) <= limit }
            .map { (candidate: $0, distance: distance(lowered, $0.lowercased())) }
            .filter { $0.distance <= limit }
        guard let best = near.map(\.distance).min() else { return [] }
        return near.filter { $0.distance == best }.map(\.candidate)
    }

    /// " (did you mean 'X'?)", " (did you mean 'X' or 'Y'?)", or "" when nothing is close.
    static func hint(for word: String, in candidates: [String]) -> String {
        let close = closest(to: word, in: candidates)
        guard !close.isEmpty else { return "" }
        return " (did you mean \(Parameter.list(close.map(\.quoted), conjunction: "or"))?)"
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbouring characters each cost one.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
