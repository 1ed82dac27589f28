import Foundation
import TestHarness
import Testing

/// What the test suite itself must not leave behind.
struct HygieneTests {
    @Test(.enabled(if: Tmux.isAvailable)) func theTestSuiteLeavesNoTmuxSocketFilesBehind() throws {
        var path = ""
        do {
            let tmux = try Tmux(columns: 40, rows: 10, command: "sleep 30")
            path = tmux.socketPath
            #expect(FileManager.default.fileExists(atPath: path))
        }
        #expect(!path.isEmpty && !FileManager.default.fileExists(atPath: path))
    }
}
