import DeckCore
import DeckRuntime
import DeckUI
import Testing

struct MemoryTerminalTests {
    @Test func theFirstPresentWritesEveryCell() {
        let terminal = MemoryTerminal(size: Size(width: 20, height: 5))
        var canvas = Canvas(size: terminal.size)
        canvas.draw("AppDeck", x: 0, y: 0, style: .plain)
        terminal.present(canvas)
        #expect(terminal.lastWriteCount == 100)
        #expect(terminal.screen.lines.first == "AppDeck")
    }

    @Test func presentingWritesOnlyTheCellsThatChanged() {
        let terminal = MemoryTerminal(size: Size(width: 20, height: 5))
        var canvas = Canvas(size: terminal.size)
        canvas.draw("0:00:09", x: 2, y: 0, style: .plain)
        terminal.present(canvas)
        canvas.draw("0:00:10", x: 2, y: 0, style: .plain)
        terminal.present(canvas)
        #expect(terminal.lastWriteCount == 2)
        #expect(terminal.screen.lines.first == "  0:00:10")
        terminal.present(canvas)
        #expect(terminal.lastWriteCount == 0)
    }

    @Test func theScreenMatchesTheCanvasAfterManyPartialPresents() {
        let terminal = MemoryTerminal(size: Size(width: 12, height: 3))
        var canvas = Canvas(size: terminal.size)
        for word in ["alpha", "漢字", "be", "gamma ray", ""] {
            canvas.fill(canvas.bounds, style: .plain)
            canvas.draw(word, x: 1, y: 1, style: Style(attributes: .bold))
            terminal.present(canvas)
            #expect(terminal.screen == canvas)
        }
    }

    @Test func resizingQueuesAResizeReport() {
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24))
        terminal.resize(to: Size(width: 100, height: 30))
        #expect(terminal.size == Size(width: 100, height: 30))
        #expect(terminal.readInput(timeout: .zero) == .resize)
        #expect(terminal.readInput(timeout: .zero) == nil)
    }
}
