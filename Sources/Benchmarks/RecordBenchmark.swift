import DeckCore
import DeckUI
import Dispatch
import Foundation
import Lifecycle
import Scenario

/// `--record FILE` writes the whole script again at each command (so that a failed write
/// loses nothing): what one write costs as a session grows, in the temporary directory.
func recordBenchmarks() {
    print("--record: one command written (the whole script again), as the session grows")
    let path = NSTemporaryDirectory() + "appdeck-bench-\(getpid()).deck"
    defer { unlink(path) }
    guard let file = try? RecordingFile(path: path) else { return print("cannot create \(path)") }
    let commands: [Command] = [.launch("Mail"), .home, .launch("Notes"), .switcher, .tap("Mail"), .home]
    var count = 0
    var at = SimDuration.zero
    for target in [100, 1_000, 10_000] {
        var slowest = 0.0, total = 0.0, writes = 0
        while count < target {
            at = at + .ms(1_250)
            let start = DispatchTime.now().uptimeNanoseconds
            do { try file.add(.command(commands[count % commands.count], at: at, to: at, refused: nil)) } catch {
                return print("write failed: \(error)")
            }
            let millis = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            slowest = max(slowest, millis); total += millis; writes += 1
            count += 1
        }
        let bytes = file.text.utf8.count
        print(
            "  up to \(target) commands (\(bytes / 1024) KB)".padding(toLength: 40, withPad: " ", startingAt: 0)
                + " mean \((total / Double(writes) * 100).rounded() / 100) ms   slowest \((slowest * 100).rounded() / 100) ms")
    }
}
