import Support

/// The name `apps import` gives an app: `--name`; else CFBundleDisplayName; else CFBundleName;
/// else (absent, or still holding a build setting) the folder that holds the plist. Made one
/// word of letters, digits, `-`, `_`, `.` and `+`, starting with a letter or digit (scripts name
/// an app in one word; a file name starting with `.` would be hidden from `--apps`).
struct ImportName {
    var name: String
    /// Where it came from, for the note and the manifest's comment: `CFBundleDisplayName`,
    /// `--name`, `the folder holding the plist`.
    var source: String
    /// Why no bundle key gave it (`CFBundleName holds '$(PRODUCT_NAME)'`), when none did.
    var why: String?
    /// Whether it came from a bundle key or `--name` (else `--name` is suggested).
    var fromBundle: Bool
    /// The text it was made from when sanitizing changed it.
    var original: String?

    /// The name when nothing else gives one.
    static let lastResort = "App"

    /// Decides the name; `expand` expands a value's build settings (recording what stays
    /// unexpanded under the key). Throws for a `--name` that has nothing to make a name of.
    static func decide(
        plist: InfoPlist, given: String?, folder: String?, expand: (String, String) -> String
    ) throws(OptionProblem) -> ImportName {
        if let given {
            let clean = sanitized(given)
            guard !clean.isEmpty else {
                throw OptionProblem(
                    option: "--name \(given)", message: "expected a name: one word of letters, digits, '-', '_', '.' or '+'")
            }
            return ImportName(name: clean, source: "--name", why: nil, fromBundle: true, original: clean == given ? nil : given)
        }
        var skipped: [String] = []
        for (key, value) in [(InfoPlist.displayNameKey, plist.displayName), (InfoPlist.bundleNameKey, plist.bundleName)] {
            guard let value else {
                skipped.append("no \(key)")
                continue
            }
            let text = expand(value, key)
            if BuildSettings.hasReference(text) {
                skipped.append("\(key) holds \(text.quoted)")
                continue
            }
            let clean = sanitized(text)
            guard !clean.isEmpty else {
                skipped.append("\(key) \(text.quoted) has no letter or digit")
                continue
            }
            return ImportName(name: clean, source: key, why: nil, fromBundle: true, original: clean == text ? nil : text)
        }
        let why = skipped.joined(separator: ", ")
        let base = folder.map { $0.hasSuffix(".app") ? String($0.dropLast(4)) : $0 } ?? ""
        let clean = sanitized(base)
        guard !clean.isEmpty else {
            return ImportName(name: lastResort, source: "nothing (no folder name to use)", why: why, fromBundle: false, original: nil)
        }
        return ImportName(
            name: clean, source: "the folder holding the plist", why: why, fromBundle: false, original: clean == base ? nil : base)
    }

    /// `text` made a valid AppDeck name: only letters, digits, marks and `-_.+`, starting with
    /// a letter or digit; empty when nothing is left.
    static func sanitized(_ text: String) -> String {
        let kept = text.filter { $0.isLetter || $0.isNumber || "-_.+".contains($0) }
        return String(kept.drop { !($0.isLetter || $0.isNumber) })
    }

    /// The lines for stderr about the name (each without the file prefix).
    func notes(builtIns: [String]) -> [String] {
        var text = "name \(name.quoted): from \(source)" + (why.map { " (\($0))" } ?? "")
        if let original { text += ", made one word from \(original.quoted)" }
        if !fromBundle { text += "; pass --name NAME to choose another" }
        var notes = [text]
        if let builtIn = builtIns.first(where: { $0.lowercased() == name.lowercased() }) {
            notes.append(
                "name \(name.quoted) is a built-in app's: loaded with --apps, this manifest replaces the built-in \(builtIn) (pass --name NAME to keep both)"
            )
        }
        return notes
    }
}
