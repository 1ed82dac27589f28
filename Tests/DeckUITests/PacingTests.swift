import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime

/// Pacing on stage: a caption stays up its reading time in real time whatever the speed (the
/// clock holds, `reading`), `n` or space moves on at once; `skip` passes time at once with `⏩`.
extension PlayTests {
    @Test func theReadingTimeIsNoughtPointThreeSecondsAWordAtLeastThreeSeconds() {
        #expect(ReadingTime.seconds("Hi") == 3)
        #expect(ReadingTime.seconds(Array(repeating: "word", count: 20).joined(separator: " ")) == 6)
    }

    @Test(arguments: [nil, 30.0, 300.0])
    func aCaptionHoldsThePlaysClockForItsReadingTimeWhateverTheSpeed(speed: Double?) throws {
        let caption = Array(repeating: "word", count: 20).joined(separator: " ") // 6 s
        let deck = try playing("say \(caption)\nlaunch Notes\n", speed: speed)
        deck.tick(atReal: 0)
        #expect(deck.state.caption == caption)
        #expect(deck.state.clock.reading)
        deck.tick(atReal: 5.9)
        #expect(deck.engine.state(of: "Notes") == .notRunning)
        #expect(deck.engine.now == .zero)
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("‖ reading"))
        deck.tick(atReal: 6)
        #expect(!deck.state.clock.reading)
        #expect(deck.engine.state(of: "Notes") == .active)
    }

    @Test func theRunLoopWakesWhenACaptionIsRead() throws {
        let deck = try playing("say Hello there\nlaunch Notes\n")
        deck.tick(atReal: 0)
        let wake = try #require(deck.nextWake(atReal: 1))
        #expect(abs(wake - 2) < 0.01)
    }

    @Test func nMovesOnFromACaptionAtOnce() throws {
        let deck = try playing("say Hello there\nlaunch Notes\nwait 10s\nlaunch Mail\n")
        deck.tick(atReal: 0)
        deck.press(.character("n"), at: 1)
        #expect(!deck.state.clock.reading)
        #expect(deck.engine.state(of: "Notes") == .active)
        // Only the caption: the wait that follows passes as usual.
        deck.tick(atReal: 5)
        #expect(deck.engine.state(of: "Mail") == .notRunning)
    }

    @Test func spaceMovesOnFromACaptionAtOnceAndDoesNotPause() throws {
        let deck = try playing("say Hello there\nlaunch Notes\n")
        deck.tick(atReal: 0)
        deck.press(.space, at: 1)
        #expect(!deck.state.clock.paused)
        #expect(!deck.state.clock.reading)
        deck.tick(atReal: 1.1)
        #expect(deck.engine.state(of: "Notes") == .active)
    }

    @Test func runIgnoresTheReadingTime() throws {
        let events = try headless("say Hello there\nlaunch Notes\n")
        #expect(events.allSatisfy { $0.time == .zero })
    }

    @Test func skipPassesVirtualTimeAtOnceOnStage() throws {
        let deck = try playing("launch Notes\nskip 7m\nlaunch Mail\n")
        deck.tick(atReal: 0)
        #expect(deck.engine.now == .minutes(7))
        #expect(deck.engine.state(of: "Mail") == .active)
        #expect(deck.engine.log.events == (try headless("launch Notes\nwait 7m\nlaunch Mail\n")))
    }

    @Test func aSkipShowsInTheStatusBarForASecond() throws {
        let deck = try playing("skip 7m\nwait 1h\n")
        deck.tick(atReal: 0)
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("⏩ 7m"))
        deck.tick(atReal: 0.9)
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("⏩ 7m"))
        deck.tick(atReal: 1)
        #expect(!deck.render(size: Size(width: 120, height: 40)).text.contains("⏩"))
    }

    /// The second ends the badge on screen even while nothing else changes (a `pause` right
    /// after the skip): the frame is drawn again then, not at the next key.
    @Test func aSkipsBadgeLeavesTheScreenAfterItsSecondWhileThePlayStandsAtAPause() throws {
        let deck = try playing("skip 7m\npause\nwait 1h\n")
        deck.tick(atReal: 0)
        #expect(deck.state.clock.paused)
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("⏩ 7m"))
        #expect(!deck.needsRender)
        deck.tick(atReal: 1.1)
        #expect(deck.needsRender, "the frame after the badge's second must be drawn")
        #expect(!deck.render(size: Size(width: 120, height: 40)).text.contains("⏩"))
    }

    @Test func restartEndsTheReading() throws {
        let deck = try playing("say Hello there\nlaunch Notes\n")
        deck.tick(atReal: 0)
        deck.press(.character("R"), .character("R"), at: 1)
        // The script starts over: its first caption is read again from the restart on.
        #expect(deck.state.play?.readingUntil == 1 + ReadingTime.seconds("Hello there"))
    }
}
