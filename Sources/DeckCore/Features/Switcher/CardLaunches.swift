import Lifecycle
import Support

/// A card's background launches in inspector mode, below its refresh switch and
/// BackgroundRefreshStatus: each kind of launch the app declares with `✓` (the system may
/// launch or resume it for that now) or `✗` and the reason, as the engine answers
/// (`fetch✓ push✓`, `fetch✗ push✗ wifi-only`: launches denied for the same reason share it),
/// broken at spaces to the card's width, in at most two lines (the second ending in `…` when
/// more would be needed; the settings overlay has them all).
struct CardLaunches {
    var answers: [BackgroundLaunchAnswer]
    var theme: Theme

    static let maximumLines = 2

    /// `fetch✗ push✗ wifi-only`.
    static func text(_ answers: [BackgroundLaunchAnswer]) -> String {
        var words: [String] = []
        for (k, answer) in answers.enumerated() {
            words.append(answer.launch.rawValue + (answer.isAllowed ? "✓" : "✗"))
            if let denial = answer.denial, answers[safe: k + 1]?.denial != denial { words.append(denial.rawValue) }
        }
        return words.joined(separator: " ")
    }

    func lines(width: Int) -> [String] {
        guard !answers.isEmpty else { return [] }
        let all = Self.text(answers).wrapped(toWidth: width)
        guard all.count > Self.maximumLines else { return all }
        var shown = Array(all.prefix(Self.maximumLines))
        shown[shown.count - 1] = (shown[shown.count - 1] + " " + all[Self.maximumLines]).truncated(toWidth: width)
        return shown
    }

    /// Draws one line: each launch's name in the card's colour, `✓` as a switch that is on,
    /// `✗` and the reasons as errors.
    func draw(_ line: String, x: Int, y: Int, into canvas: inout Canvas) {
        var column = x
        for (k, word) in line.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if k > 0 { column = canvas.draw(" ", x: column, y: y, style: theme.style(.card)) }
            if let mark = word.last, mark == "✓" || mark == "✗" {
                column = canvas.draw(String(word.dropLast()), x: column, y: y, style: theme.style(.card))
                column = canvas.draw(String(mark), x: column, y: y, style: theme.style(mark == "✓" ? .switchOn : .error, over: .card))
            } else {
                column = canvas.draw(String(word), x: column, y: y, style: theme.style(.error, over: .card))
            }
        }
    }
}
