import Lifecycle
import Testing
@testable import Scenario

/// parse(format(c)) == c, over thousands of random commands of every kind.
struct RoundTripTests {
    @Test func formattingThenParsingGivesBackEveryRandomCommand() throws {
        var g = SeededGenerator(seed: 0x5EED)
        var seen = Set<Int>()
        for _ in 0..<20_000 {
            let command = RandomCommands.command(&g)
            seen.insert(RandomCommands.caseIndex(command))
            let line = CommandLanguage.format(command)
            #expect(try CommandLanguage.parse(line) == command, "\(line)")
        }
        #expect(seen.count == RandomCommands.caseCount)
    }

    @Test func aFormattedLineIsOneLineOfAScript() throws {
        var g = SeededGenerator(seed: 42)
        let commands = (0..<2000).map { _ in RandomCommands.command(&g) }
        let text = commands.map(CommandLanguage.format).joined(separator: "\n") + "\n"
        let script = try Script(parsing: text, file: "random.deck")
        #expect(script.lines.map(\.command) == commands)
        #expect(script.lines.map(\.number) == Array(1...commands.count))
    }

    @Test func aCommentAfterAFormattedLineChangesNothing() throws {
        var g = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let command = RandomCommands.command(&g)
            let line = CommandLanguage.format(command) + "  # note \"quoted\" #"
            #expect(try CommandLanguage.parse(line) == command, "\(line)")
        }
    }

    @Test func durationsRoundTripThroughTheirDescription() {
        var g = SeededGenerator(seed: 99)
        for _ in 0..<5000 {
            let d = RandomCommands.duration(&g)
            #expect(DurationSyntax.parse(d.description) == d, "\(d)")
        }
    }
}
