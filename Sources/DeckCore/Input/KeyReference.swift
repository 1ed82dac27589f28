/// The keys as the manual lists them (DeckUI.docc/Keys.md): one Markdown table per section of
/// the help overlay, generated from the binding table, one entry per key as in the help (a test
/// keeps the manual equal to it).
public enum KeyReference {
    public static var markdown: String {
        HelpLayout.sections.map { section in
            let rows = HelpLayout.bindings(of: section)
                .map { "| `\($0.keyLabel)` | \($0.description) |\n" }
            return "**\(section.title)**\n\n| keys | what |\n|---|---|\n" + rows.joined()
        }.joined(separator: "\n")
    }
}
