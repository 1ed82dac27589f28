import Support

extension CommandLanguage {
    /// The language as `appdeck run --help` documents it, generated from the command table;
    /// lines fit in 79 columns.
    public static var reference: String {
        // Usages longer than the column (`wait until APP EVENT REASON within DURATION`) get a
        // line of their own.
        let indent = 2 + min(forms.map(\.usage.count).max()!, usageColumn) + 2
        var text = """
            One command per line; # starts a comment; blank lines are ignored.
            Words ignore case; app names match the catalog ignoring case.
            Durations: 250ms, 5s, 3m, 2h, 1h30m.


            """
        for form in forms {
            let lines = wrap(form.summary, width: 79 - indent)
            if form.usage.count > indent - 4 {
                text += "  " + form.usage + "\n" + String(repeating: " ", count: indent) + lines[0] + "\n"
            } else {
                text += "  " + form.usage.padded(toWidth: indent - 2) + lines[0] + "\n"
            }
            for line in lines.dropFirst() {
                text += String(repeating: " ", count: indent) + line + "\n"
            }
        }
        return text
    }

    /// The widest usage that shares its line with the summary.
    static let usageColumn = 31

    /// `text` broken at spaces into lines of at most `width` characters (a longer word gets
    /// a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }
}
