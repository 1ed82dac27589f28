import Lifecycle

/// A guess at a BG task's kind from the words of its identifier, for the comment of an
/// undecided kind (`org.wikimedia.wikipedia.databaseHousekeeper`: "housekeeper", processing).
/// Only ever a suggestion: the manifest keeps the kind undecided until the user chooses.
enum KindGuess {
    static let refreshWords: Set<String> = ["refresh", "fetch", "update", "updates", "poll", "feed", "periodic", "apprefresh"]
    static let processingWords: Set<String> = [
        "processing", "process", "cleanup", "clean", "housekeeper", "housekeeping", "maintenance", "backup", "db", "database",
        "index", "indexing", "ingest", "prune", "purge", "compact", "migrate", "migration", "nightly", "train", "vacuum",
    ]

    /// The kind the last telling word of `id` suggests, and that word as written; nil when no
    /// word tells.
    static func guess(_ id: String) -> (kind: BGTaskKind, word: String)? {
        for word in words(id).reversed() {
            let lower = word.lowercased()
            if refreshWords.contains(lower) { return (.refresh, word) }
            if processingWords.contains(lower) { return (.processing, word) }
        }
        return nil
    }

    /// The words of an identifier: split at every character that is not a letter or digit,
    /// and where a lower-case letter is followed by an upper-case one (`appRefresh`).
    static func words(_ id: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in id {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, previous.isLowercase, character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
