import Lifecycle
import Testing

@testable import Scenario

/// parse(format(c)) == c, over thousands of random commands of every kind.
struct RoundTripTests {
    @Test func formattingThenParsingGivesBackEveryRandomCommand() throws {
        var g = SeededRandom(seed: 0x5EED)
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
        var g = SeededRandom(seed: 42)
        let commands = (0..<2000).map { _ in RandomCommands.command(&g) }
        let text = commands.map(CommandLanguage.format).joined(separator: "\n") + "\n"
        let script = try Script(parsing: text, file: "random.deck")
        #expect(script.lines.map(\.command) == commands)
        #expect(script.lines.map(\.number) == Array(1...commands.count))
    }

    @Test func aCommentAfterAFormattedLineChangesNothing() throws {
        var g = SeededRandom(seed: 7)
        for _ in 0..<2000 {
            let command = RandomCommands.command(&g)
            let line = CommandLanguage.format(command) + "  # note \"quoted\" #"
            #expect(try CommandLanguage.parse(line) == command, "\(line)")
        }
    }

    @Test func durationsRoundTripThroughTheirDescription() {
        var g = SeededRandom(seed: 99)
        for _ in 0..<5000 {
            let d = RandomCommands.duration(&g)
            #expect(SimDuration.parse(d.description) == .success(d), "\(d)")
        }
    }
}

/// Any line at all gives a command, nothing, or an error pointing inside the line; never a crash.
struct GarbageTests {
    static let pieces = [
        "launch", "bar", "push", "wait", "expect", "Mail", "on", "silent", "5s", "1h3", " ", "\t",
        "\"", "\\", "#", "é", "\u{301}", "🙂", "x", "\\q", "\"\"", "ms", "0",
    ]

    @Test func randomLinesParseOrFailWithAColumnInsideTheLine() {
        var g = SeededRandom(seed: 0xBAD)
        for _ in 0..<10_000 {
            let line = (0..<Int.random(in: 0...8, using: &g)).map { _ in Self.pieces.randomElement(using: &g)! }.joined()
            do {
                if let command = try CommandLanguage.parse(line) {
                    #expect(try CommandLanguage.parse(CommandLanguage.format(command)) == command, "\(line)")
                }
            } catch {
                #expect((1...line.unicodeScalars.count + 1).contains(error.column), "\(line): \(error)")
                #expect(!error.message.isEmpty)
            }
            for completion in CommandLanguage.completions(for: line, appNames: ["Mail", "Maps"]) {
                let words = (try? Tokenizer.tokens(in: completion.line))?.map(\.text) ?? []
                #expect(words.last == completion.word, "\(line) → \(completion.line)")
            }
        }
    }
}
