import Lifecycle
import Scenario

extension DeckState {
    /// The hold letters of the timeline's request bands (`T`): which reasons hold each pending
    /// BG task request, sampled each time the engine advances (its clock moved, or events
    /// came), from the answers the update's snapshot holds (`HoldSampler`, the why report's
    /// mechanism too). One answer per pending request a sample; the timeline keeps a change
    /// only where the reason changes, and forgets with its events.
    mutating func sampleHolds(_ engine: EngineSnapshot) {
        trace.sampleHolds(at: engine.device.now) { engine.app($0)?.bgTaskRequests ?? [] }
    }
}
