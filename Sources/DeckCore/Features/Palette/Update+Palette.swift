import Lifecycle
import Scenario

/// The `:` command palette: a line of the command language (module Scenario), run on the
/// engine like a key. Tab completes commands, their words, app names and duration units;
/// ↑/↓ walk the history, which is kept in the history file.
extension DeckState {
    /// The words that can complete what is typed before the cursor.
    public func paletteCompletions(_ engine: EngineSnapshot) -> [String] {
        guard overlay == .palette else { return [] }
        return CommandLanguage.completions(
            for: palette.field.beforeCursor, appNames: engine.apps.map(\.name),
            taskIdentifiers: engine.apps.flatMap { $0.spec.bgTasks.map(\.id) }
        ).map(\.word)
    }

    /// Tab: completes the word before the cursor when one completion fits (replacing the rest
    /// of that word), else as far as all of them agree.
    mutating func completePalette(_ engine: EngineSnapshot) {
        let typed = palette.field.beforeCursor
        let completions = CommandLanguage.completions(
            for: typed, appNames: engine.apps.map(\.name), taskIdentifiers: engine.apps.flatMap { $0.spec.bgTasks.map(\.id) })
        guard let first = completions.first else { return }
        if completions.count == 1 {
            let rest = String(palette.field.afterCursor.drop { $0 != " " })
            let head = first.line.hasSuffix(" ") && rest.hasPrefix(" ") ? String(first.line.dropLast()) : first.line
            palette.field.replace(head: head, tail: rest)
            return
        }
        var common = first.line
        for completion in completions.dropFirst() {
            while !completion.line.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
        }
        if common.count > typed.count { palette.field.replaceBeforeCursor(with: common) }
    }

    /// Enter: parses the line and asks for the command. A line that does not parse keeps the
    /// palette open with the error in the status line; a refused command closes it with the
    /// engine's reason. `quit`, `q` and `help` are the dashboard's own.
    mutating func runPalette(_ engine: EngineSnapshot) -> [Effect] {
        let line = palette.input
        let instruction: Instruction?
        do {
            instruction = try CommandLanguage.parseInstruction(line)
        } catch {
            message = StatusMessage("column \(error.column): \(error.message)", isError: true)
            return []
        }
        overlay = nil
        palette.field = TextField()
        guard let instruction else { return [] }
        let typed = line.trimmingSpaces()
        palette.remember(typed)
        let save = Effect.saveHistory(typed)
        switch instruction {
        case .dashboard(.quit):
            return [save, .quit(status: 0)]
        case .dashboard(.help):
            overlay = .help(scroll: 0)
            return [save]
        case .dashboard(.exportTrace(let path)):
            var trace = trace
            trace.advance(to: engine.device.now)
            return [save, .exportTrace(trace, to: path)]
        case .command(let command):
            do {
                return [save, .apply(try AppNames(engine.apps.map(\.name)).resolve(command), then: .paletteDone)]
            } catch {
                message = StatusMessage(error.message, isError: true)
                return [save]
            }
        }
    }
}
