import Foundation
import TestHarness
import Testing

/// `appdeck --cast FILE`: what the terminal shows, as an asciicast v2 file.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct CastTests {
    let directory = NSTemporaryDirectory() + "appdeck-e2e-cast-\(getpid())-\(UUID().uuidString.prefix(8))"

    /// A session cast at 100×30: Notes launched, the window resized to 90×28, a caption said.
    func castSession() throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let cast = directory + "/demo.cast"
        let tmux = try Tmux.appdeck(
            ["--factory", "--cast", cast], columns: 100, rows: 30,
            environment: [
                "XDG_CONFIG_HOME": directory, "XDG_STATE_HOME": directory,
                "LANG": "C.UTF-8", "TERM": "xterm-256color",
            ])
        try tmux.waitFor(text: "App switcher")
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitFor(text: "OnActivated")
        try tmux.resize(columns: 90, rows: 28)
        try tmux.sendKeys(":")
        try tmux.type("say Notes is in front")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("the caption, said") { $0.contains("Notes is in front") && $0.contains("Caption") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor(text: "[tty=").contains("[exit=0]"))
        return cast
    }

    @Test func aCastIsAsciicastV2WithFramesResizesAndCaptionsAsMarkers() throws {
        let text = try String(contentsOfFile: try castSession(), encoding: .utf8)
        let lines = text.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) }
        let header = try #require(lines.first as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 100 && header["height"] as? Int == 30)
        #expect((header["timestamp"] as? Int ?? 0) > 1_600_000_000 && header["title"] as? String == "AppDeck")
        let events = lines.dropFirst().compactMap { $0 as? [Any] }
        #expect(events.count == lines.count - 1, "every line after the header is an event")
        let times = events.compactMap { ($0.first as? NSNumber)?.doubleValue }
        #expect(times.count == events.count && times == times.sorted(), "times in seconds, in order")
        let codes = events.compactMap { $0.count == 3 ? $0[1] as? String : nil }
        #expect(Set(codes).isSubset(of: ["o", "r", "m"]) && codes.count == events.count)
        let output = events.filter { $0[1] as? String == "o" }.compactMap { $0[2] as? String }.joined()
        #expect(output.contains("AppDeck") && output.contains("OnActivated"))
        #expect(events.contains { $0[1] as? String == "r" && $0[2] as? String == "90x28" })
        #expect(events.contains { $0[1] as? String == "m" && $0[2] as? String == "Notes is in front" })
    }

    @Test(
        .enabled(
            if: Tmux.which("asciinema") != nil,
            "asciinema is not installed (pip install asciinema; .ci/run installs it): the cast is not played"))
    func asciinemaItselfPlaysTheCast() throws {
        let cast = try castSession()
        // Through the harness (posix_spawn and waitpid), not Foundation's Process: on Linux its
        // waitUntilExit can wait for ever when other tests start and reap processes meanwhile.
        let played = try AppdeckProcess.run(["cat", cast], executable: try #require(Tmux.which("asciinema")))
        #expect(played.status == 0, "\(played.stderr.suffix(500))")
        #expect(played.stdout.contains("AppDeck") && played.stdout.contains("OnActivated"))
    }

    @Test func aFileThatHoldsSomethingIsNotOverwritten() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let cast = directory + "/kept.cast"
        try "keep me\n".write(toFile: cast, atomically: true, encoding: .utf8)
        let screen = try Tmux.appdeck(["--cast", cast], environment: ["XDG_CONFIG_HOME": directory, "TERM": "xterm-256color"])
            .waitFor(text: "[tty=")
        #expect(screen.contains("cannot cast to \(cast): it exists"))
        #expect(screen.contains("[exit=2]"))
        #expect(try String(contentsOfFile: cast, encoding: .utf8) == "keep me\n")
    }
}
