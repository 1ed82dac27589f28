import Support
import Testing

/// One "FILE:LINE[:COLUMN]: message" for scripts, manifests, themes and settings.
struct ProblemTests {
    @Test func aProblemPrintsItsPlaceThenItsMessage() {
        #expect(Problem(file: "walk.deck", line: 4, column: 1, message: "boom").description == "walk.deck:4:1: boom")
        #expect(Problem(file: "apps/kite.yaml", line: 3, message: "boom").description == "apps/kite.yaml:3: boom")
        #expect(
            Problem(file: "apps/kite.yaml", line: 0, message: "cannot read: permission denied").description
                == "apps/kite.yaml: cannot read: permission denied")
        #expect(Problem(file: "", line: 2, message: "speed: expected 1").description == "line 2: speed: expected 1")
    }

    @Test func aProblemNeverCarriesAControlCharacterToTheTerminal() {
        let problem = Problem(file: "a\u{1B}[2J.deck", line: 1, message: "unknown app '\u{9B}31m'")
        #expect(problem.description == "a\\e[2J.deck:1: unknown app '\\u{9b}31m'")
    }

    @Test func problemsAreListedOneALineAndOrderedByLineKeepingTheirOrderOnALine() {
        let problems = Problems([
            Problem(file: "f", line: 3, message: "c"), Problem(file: "f", line: 1, message: "a"),
            Problem(file: "f", line: 3, message: "d"),
        ])
        #expect(problems.byLine.description == "f:1: a\nf:3: c\nf:3: d")
    }
}
