extension CommandLanguage {
    /// The language as `appdeck run --help` documents it, generated from the command table.
    public static var reference: String {
        let width = forms.map(\.usage.count).max()! + 2
        var text = """
            One command per line; # starts a comment; blank lines are ignored. App names match
            the catalog ignoring case; quote a name with spaces: launch "Voice Memos".
            Durations: 250ms, 5s, 3m, 2h, 1h30m.


            """
        for form in forms {
            text += "  " + form.usage.padded(to: width) + form.summary + "\n"
        }
        return text
    }
}

extension String {
    /// The string followed by spaces up to `width` characters (unchanged when longer).
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
