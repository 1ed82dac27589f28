import Foundation
import TestHarness
import Testing

/// Issue 33's demo in a real terminal at the sizes presenters use: `appdeck demo pushes` opens
/// on ios13 under its first caption, shows the coalescing, the held push on Courier's card,
/// Dialer blocked and Cipher's extension killed, and ends without a failed line.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct PushesDemoTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    var environment: [String: String] {
        ["XDG_CONFIG_HOME": config, "XDG_STATE_HOME": config + "/state", "LANG": "C.UTF-8", "TERM": "tmux-256color"]
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func thePushesDemoPlaysToItsEndAt(columns: Int, rows: Int) throws {
        let tmux = try Tmux.appdeck(["demo", "pushes", "--speed", "300"], columns: columns, rows: rows, environment: environment)
        let first = try tmux.waitFor(text: "A background push is low priority")
        #expect(first.split(separator: "\n").first?.contains(" ios13 ") == true, "the status bar under the first caption:\n\(first)")
        // At 80×24 there is no script pane: the last line's event ends it.
        let screens = try tmux.presentToTheEnd { $0.contains("· finished") || $0.contains("NotificationShown") }
        let seen = screens.joined(separator: "\n")
        for text in ["PushDropped", "coalesced", "push held", "voip-blocked", "memory-limit"] {
            #expect(seen.contains(text), "never shown: \(text)")
        }
        let last = screens.last ?? ""
        #expect(last.contains("NotificationShown") && last.contains("original"), "\(last)")
        #expect(!seen.showsAFailedScriptLine && !seen.contains(/demo pushes:\d+:/), "a line failed:\n\(last)")
        #expect(try tmux.quit() == 0)
    }
}
