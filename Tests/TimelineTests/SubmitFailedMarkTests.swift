import Lifecycle
import Testing
import Timeline

/// A BG task request the system refused is visible on the timeline, not only in the log.
struct SubmitFailedMarkTests {
    @Test func aFailedSubmitHasAMarkOnTheTimeline() throws {
        let t = try timeline("device simulator\nlaunch Feed\nwait 2s\nhome\nwait 1s\n", profile: .ios13)
        let feed = try #require(t.apps.first { $0.name == "Feed" })
        let failed = try #require(t.events.firstIndex { $0.name == .bgTaskSubmitFailed })
        #expect(feed.state.moments.contains { $0.event == failed && $0.kind == .denied })
        #expect(MomentKind.denied.meaning == "denied")
    }
}
