import Lifecycle
import Scenario
import Support
import Testing

/// A session on the Simulator: the log's SessionStarted and the recording's header say so, so
/// that `appdeck run` plays it again on the Simulator; a phone's session looks as before.
struct SessionDeviceTests {
    @Test func aSessionOnTheSimulatorStartsWithTheDeviceCommandAndItsLogSaysSo() throws {
        let start = SessionStart(version: "1", profile: .ios13, device: .simulator, seed: 0, settings: [])
        #expect(start.commands == [.profile(.ios13), .device(.simulator), .seed(0)])
        var recording = RecordingScript()
        recording.add(.started(start))
        #expect(recording.lines.contains("device simulator"))
        #expect(recording.lines[1].contains("the simulator"))
        let line = try #require(JSONLFormatter().line(for: .started(start)))
        #expect(line.contains("\"device\":\"simulator\""))
        let read = try SessionLog.session(nil, in: line + "\n", file: "log.jsonl")
        #expect(read.start.device == .simulator)
        let engine = Engine(apps: [])
        try read.replay(on: engine) { _ in }
        #expect(engine.deviceKind == .simulator)
        // A phone's start is what it always was.
        let phone = SessionStart(version: "1", profile: .ios13, seed: 0, settings: [])
        #expect(!(JSONLFormatter().line(for: .started(phone)) ?? "").contains("device"))
        #expect(
            try SessionLog.session(nil, in: (JSONLFormatter().line(for: .started(phone)) ?? "") + "\n", file: "l").start.device == .phone)
        #expect(throws: Problem.self) {
            try SessionLog.session(nil, in: line.replacingOccurrences(of: "\"simulator\"", with: "\"ipad\"") + "\n", file: "l")
        }
    }
}
