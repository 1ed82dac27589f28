import DeckCore

extension Theme {
    /// The built-in default: themes/dark.yaml (embedded at build time) laid over nothing, so
    /// that file names every field of every role (a test keeps it so). Every other theme is
    /// laid over this one, so a partial theme still draws every role.
    public static let dark: Theme = {
        let dark = bundledThemeFiles.first { $0.name == "dark" }?.text ?? ""
        return ThemeFile(text: dark, file: "themes/dark.yaml").laid(over: Theme(name: "dark", summary: ""), name: "dark")
    }()
}
