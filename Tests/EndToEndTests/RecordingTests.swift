import Foundation
import TestHarness
import Testing

/// `appdeck --record FILE` and `--log FILE` in a real terminal: a session driven by keys and
/// palette commands, with virtual time passing between them (at 1× and faster), then
/// `appdeck run` on the recording and `appdeck run --from-log` on the log print the events
/// the session logged.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct RecordingEndToEndTests {
    let directory = NSTemporaryDirectory() + "appdeck-e2e-record-\(getpid())-\(UUID().uuidString.prefix(8))"

    /// The events of JSONL lines as (time, app, event), without the session's own lines.
    func events(_ jsonl: String) -> [String] {
        jsonl.split(separator: "\n").compactMap { line -> String? in
            guard let data = line.data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let event = object["event"] as? String, event != "SessionStarted", event != "Command"
            else { return nil }
            return "\(object["t"] ?? "?") \(object["app"] as? String ?? "-") \(event)"
        }
    }

    @Test func aRecordedSessionRunsToTheEventsItsLogHolds() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let log = directory + "/session.log", script = directory + "/session.deck"
        let tmux = try Tmux.appdeck(
            ["--factory", "--profile", "ios13", "--seed", "11", "--log", log, "--record", script],
            environment: [
                "XDG_CONFIG_HOME": directory, "XDG_STATE_HOME": directory,
                "LANG": "C.UTF-8", "TERM": "xterm-256color",
            ])
        try tmux.waitFor(all: ["App switcher", "● rec"])
        try tmux.sendKeys("Tab", "Enter") // launch Notes from the home screen
        try tmux.waitFor(text: "OnActivated")
        Thread.sleep(forTimeInterval: 1.2)
        try tmux.sendKeys(":")
        try tmux.type("launch Weather")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "done: launch Weather")
        try tmux.sendKeys("+", "+", "+") // 10× while time runs
        Thread.sleep(forTimeInterval: 0.8)
        try tmux.sendKeys("b")
        try tmux.waitFor(text: "Weather  DidEnterBackground")
        try tmux.sendKeys(":")
        try tmux.type("wait 20m")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "done: wait 20m")
        try tmux.sendKeys(":")
        try tmux.type("tap Maps") // refused: Maps is not in the app switcher
        try tmux.sendKeys("Enter")
        Thread.sleep(forTimeInterval: 0.7)
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor(text: "[tty=").contains("[exit=0]"))

        let recording = try String(contentsOfFile: script, encoding: .utf8)
        #expect(recording.contains("profile ios13\nseed 11\n"))
        #expect(recording.contains("\nlaunch Notes\n") && recording.contains("\nlaunch Weather\n") && recording.contains("\nhome\n"))
        #expect(recording.contains("\nwait 20m\n") && recording.contains("# refused at"))
        let logText = try String(contentsOfFile: log, encoding: .utf8)
        #expect(logText.hasPrefix(#"{"t":0.0,"app":null,"event":"SessionStarted","state":null,"version":"#))
        let logged = events(logText)
        #expect(logged.contains { $0.hasSuffix("Weather PerformFetch") || $0.hasSuffix("Weather Suspended") })

        let replayed = try AppdeckProcess.run(["run", script, "--format", "jsonl"])
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(events(replayed.stdout) == logged)
        let rebuilt = try AppdeckProcess.run(["run", "--from-log", log, "--format", "jsonl"])
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(events(rebuilt.stdout) == logged)
        #expect(try AppdeckProcess.run(["run", "--from-log", log, "--session", "2"]).status == 2)
    }
}

/// A recording that cannot be written says so and never ends the session or loses a command.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct RecordingFailureEndToEndTests {
    let directory = NSTemporaryDirectory() + "appdeck-e2e-recfail-\(getpid())-\(UUID().uuidString.prefix(8))"

    @Test func aRecordingThatCannotBeWrittenSaysSoAndTheNextCommandWritesEverything() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let script = directory + "/session.deck"
        // Where each new version is written before it replaces the file: a directory there
        // makes every write fail, as a full disk would.
        let blocker = directory + "/.session.deck.recording"
        let tmux = try Tmux.appdeck(
            ["--factory", "--record", script],
            environment: [
                "XDG_CONFIG_HOME": directory, "XDG_STATE_HOME": directory,
                "LANG": "C.UTF-8", "TERM": "xterm-256color",
            ])
        try tmux.waitFor(text: "● rec")
        try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: false)
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitFor(all: ["rec failing", "cannot write the recording \(script)"])
        #expect(try !String(contentsOfFile: script, encoding: .utf8).contains("launch Notes"), "the file keeps what it had")
        try FileManager.default.removeItem(atPath: blocker)
        try tmux.sendKeys("b")
        try tmux.waitFor(text: "the recording is written again")
        let recorded = try String(contentsOfFile: script, encoding: .utf8)
        #expect(recorded.contains("\nlaunch Notes\n") && recorded.contains("\nhome\n"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor(text: "[tty=").contains("[exit=0]"))
    }
}
