import DeckCore
import DeckUI
import Testing

@Suite struct ColorDepthTests {
    @Test(
        arguments: [
            // NO_COLOR wins over everything, when non-empty.
            (["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-256color"], 256, ColorDepth.none),
            (["NO_COLOR": "", "TERM": "xterm-256color"], 256, .indexed256),
            // COLORTERM truecolor / 24bit, whatever the count.
            (["COLORTERM": "truecolor", "TERM": "xterm-256color"], 256, .truecolor),
            (["COLORTERM": "24bit"], 8, .truecolor),
            (["COLORTERM": "TrueColor"], nil, .truecolor),
            (["COLORTERM": "yes", "TERM": "xterm"], 8, .ansi8),
            // The count ncurses reports.
            (["TERM": "xterm-direct"], 16_777_216, .truecolor),
            (["TERM": "xterm-256color"], 256, .indexed256),
            (["TERM": "xterm-88color"], 88, .ansi16),
            (["TERM": "xterm-16color"], 16, .ansi16),
            (["TERM": "xterm"], 8, .ansi8),
            (["TERM": "vt100"], -1, .none),
            (["TERM": "xterm-256color"], 0, .none),
            // No count: TERM decides.
            (["TERM": "xterm-direct"], nil, .truecolor),
            (["TERM": "tmux-256color"], nil, .indexed256),
            (["TERM": "rxvt-16color"], nil, .ansi16),
            (["TERM": "linux"], nil, .ansi8),
            (["TERM": "screen"], nil, .ansi8),
            (["TERM": "dumb"], nil, .none),
            (["TERM": "vt100"], nil, .none),
            ([:], nil, .none),
        ] as [([String: String], Int?, ColorDepth)])
    func detectReadsNoColorThenColortermThenTheColourCountThenTerm(
        environment: [String: String], colors: Int?,
        expected: ColorDepth
    ) {
        #expect(ColorDepth.detect(environment: environment, terminalColors: colors) == expected)
    }

    @Test func depthsAreOrderedFromNoneToTruecolor() {
        #expect(ColorDepth.allCases == ColorDepth.allCases.sorted())
        #expect(ColorDepth.none < .ansi8 && .ansi8 < .ansi16 && .ansi16 < .indexed256 && .indexed256 < .truecolor)
    }
}
