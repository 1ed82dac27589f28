import Testing

@testable import Lifecycle

/// §11.5's held push says when it goes out in whole seconds: a sentence read on a screen
/// that counts down, not `50m53s959ms`.
@Suite struct PushHeldWhenTests {
    @Test func aHeldPushSaysWhenItGoesOutInWholeSeconds() throws {
        let e = try PushFixtures.courierInBackground()
        try e.run(.pushBudget(1), .push("Courier", silent: true), .wait(.ms(1_234)), .push("Courier", silent: true))
        let detail = try #require(e.lastEvent("Courier", .pushHeld)?.detail)
        #expect(detail.hasSuffix("delivered in 59m59s"), "\(detail)")
        try e.run(.wait(.ms(10_500)))
        let sentence = try #require(e.why("Courier", .launch(.silentPush))?.detail)
        #expect(sentence.contains("delivered in 59m49s"), "\(sentence)")
        #expect(!sentence.contains("ms"), "\(sentence)")
    }
}
