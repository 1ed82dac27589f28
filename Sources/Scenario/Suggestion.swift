/// "Did you mean …?" for a word that is not one of the expected ones.
enum Suggestion {
    /// The candidate closest to `word` (ignoring case), when it is close enough to be the
    /// word the user meant: a unique candidate that starts with it, or one at most two edits
    /// away (one for words of up to four letters), a swap of neighbours counting as one edit.
    /// Nil when two candidates are equally close.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        guard !lowered.isEmpty else { return nil }
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        if prefixed.count == 1 { return prefixed[0] }
        let limit = lowered.count <= 4 ? 1 : 2
        let near = candidates.map { (candidate: $0, distance: distance(lowered, $0.lowercased())) }
            .filter { $0.distance <= limit }
        guard let best = near.min(by: { $0.distance < $1.distance }),
              near.filter({ $0.distance == best.distance }).count == 1 else { return nil }
        return best.candidate
    }

    /// " (did you mean 'X'?)", or "" when nothing is close.
    static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
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
