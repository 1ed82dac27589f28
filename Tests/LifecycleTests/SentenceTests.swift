import Testing

@testable import Lifecycle

/// The engine's counted sentences (`Sentence`) read as Swift's own interpolation writes them.
struct SentenceTests {
    @Test(arguments: [0, 1, 9, 10, 11, 59, 60, 99, 100, 101, 600, 1000, 86_399, -1, -10, -605, Int.max, Int.min])
    func aCountedSentenceReadsAsInterpolationWritesIt(n: Int) {
        let sentence: Sentence = "priority 10: \(n) of \(n / 3) this hour"
        #expect(sentence.text == "priority 10: \(n) of \(n / 3) this hour")
        let words: Sentence = "\(n)"
        #expect(words.text == String(n))
    }

    @Test func wordsAndTextKeepEveryCharacter() {
        let name = "Scoreboard ◎ Pro"
        let sentence: Sentence = "free: \(name) (no budget) counted in the last 24h"
        #expect(sentence.text == "free: Scoreboard ◎ Pro (no budget) counted in the last 24h")
        let plain: Sentence = "priority 5: not counted"
        #expect(plain.text == "priority 5: not counted")
        // Longer than the room kept inline, a multi-byte character across its end.
        let long = String(repeating: "x", count: 63) + "◎"
        let longer: Sentence = "\(long) and \(Int.max) more ◎ \(long)"
        #expect(longer.text == "\(long) and \(Int.max) more ◎ \(long)")
    }

    /// A duration reads as its `description` (`12m5s`, `1h`, `250ms`, `0s`, `-3s`): the held
    /// push's sentences write one at every push over the budget.
    @Test(arguments: [
        0, 1, 999, 1_000, 1_001, 59_999, 60_000, 61_000, 725_000, 3_600_000, 3_600_001, 3_661_250, 86_400_000,
        -1, -3_000, -3_661_250, Int64.max, Int64.min + 1,
    ])
    func aDurationReadsAsItsDescription(milliseconds: Int64) {
        let d = SimDuration(milliseconds: milliseconds)
        let sentence: Sentence = "the push held since \(d) is replaced"
        #expect(sentence.text == "the push held since \(d.description) is replaced")
    }
}
