import Lifecycle
import Scenario

/// The `:` command palette: a line of the command language (module Scenario), run on the
/// engine like a key. Tab completes commands, their words and app names; ↑/↓ walk the
/// history.
extension DeckState {
    /// The words that can complete what is being typed.
    public func paletteCompletions(_ engine: EngineSnapshot) -> [String] {
        guard overlay == .palette else { return [] }
        return CommandLanguage.completions(for: palette.input, appNames: engine.apps.map(\.name)).map(\.word)
    }

    /// Tab: completes the word when one completion fits, else as far as all of them agree.
    mutating func completePalette(_ engine: EngineSnapshot) {
        let completions = CommandLanguage.completions(for: palette.input, appNames: engine.apps.map(\.name))
        guard let first = completions.first else { return }
        if completions.count == 1 {
            palette.input = first.line
            return
        }
        var common = first.line
        for completion in completions.dropFirst() {
            while !completion.line.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
        }
        if common.count > palette.input.count { palette.input = common }
    }

    /// Enter: parses the line and asks for the command. A line that does not parse keeps the
    /// palette open with the error in the status line; a refused command closes it with the
    /// engine's reason.
    mutating func runPalette(_ engine: EngineSnapshot) -> [Effect] {
        let line = palette.input
        let command: Command?
        do {
            command = try CommandLanguage.parse(line)
        } catch {
            message = StatusMessage("column \(error.column): \(error.message)", isError: true)
            return []
        }
        overlay = nil
        palette.input = ""
        guard let command else { return [] }
        palette.remember(line.trimmingSpaces())
        do {
            return [.apply(try AppNames(engine.apps.map(\.name)).resolve(command), then: .paletteDone)]
        } catch {
            message = StatusMessage(error.message, isError: true)
            return []
        }
    }
}
