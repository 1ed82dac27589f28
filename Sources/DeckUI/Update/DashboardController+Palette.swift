import Lifecycle
import Scenario

/// The `:` command palette: a line of the command language (module Scenario), run on the
/// engine like a key. Tab completes commands, their words and app names; ↑/↓ walk the
/// history.
extension DashboardController {
    /// The words that can complete what is being typed.
    func paletteCompletions() -> [String] {
        guard state.overlay == .palette else { return [] }
        return CommandLanguage.completions(for: state.palette.input, appNames: engine.catalog.map(\.name)).map(\.word)
    }

    /// Tab: completes the word when one completion fits, else as far as all of them agree.
    func completePalette() {
        let completions = CommandLanguage.completions(for: state.palette.input, appNames: engine.catalog.map(\.name))
        guard let first = completions.first else { return }
        if completions.count == 1 {
            state.palette.input = first.line
            return
        }
        var common = first.line
        for completion in completions.dropFirst() {
            while !completion.line.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
        }
        if common.count > state.palette.input.count { state.palette.input = common }
    }

    /// Enter: parses the line and applies the command. A line that does not parse keeps the
    /// palette open with the error in the status line; a refused command closes it with the
    /// engine's reason.
    func runPalette(atReal real: Double) {
        let line = state.palette.input
        let command: Command?
        do {
            command = try CommandLanguage.parse(line)
        } catch {
            state.message = StatusMessage("column \(error.column): \(error.message)", isError: true)
            return
        }
        state.overlay = nil
        state.palette.input = ""
        guard var command else { return }
        state.palette.remember(line.trimmingSpaces())
        if let typed = Self.appName(in: command), let name = engine.appName(matching: typed) {
            command = CommandLanguage.replacingAppName(in: command, with: name)
        }
        if apply(command, atReal: real) {
            state.message = StatusMessage("done: \(CommandLanguage.format(command))")
            if let front = engine.device.frontApp { state.selectedCard = front }
        }
    }

    /// The app a command names, as typed.
    static func appName(in command: Command) -> String? {
        switch command {
        case .launch(let app), .tap(let app), .swipeUp(let app), .appRefresh(let app, _), .fetch(let app),
             .push(let app, _), .expect(let app, _):
            app
        default:
            nil
        }
    }
}
