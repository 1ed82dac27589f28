import Catalog
import DeckCore
import DeckRuntime
import DeckUI
import Dispatch
import Lifecycle

/// The `:` palette and the `/` filter after a paste of 1 000 and 100 000 characters (a line
/// holds at most 4 096: the longer paste is cut there): the paste, then the cost of one key
/// (its update and the frame drawn after it, 120×40) — typing, moving, deleting, completing.
/// Was quadratic (issue 25: 0.45 s a key at 4 000 characters, 7 s at 16 000).
func paletteBenchmarks() {
    print("The palette and the filter: cost per key (update and frame, 120×40) after a paste")
    let keys: [Key] = [.character("y"), .left, .backspace, .character("z"), .home, .right, .delete, .end, .tab]
    for (opener, name) in [(Character(":"), "palette"), (Character("/"), "filter")] {
        for count in [1_000, 100_000] {
            let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios7, seed: 1)
            let program = DeckProgram(
                engine: engine, settings: .defaults, theme: .dark, themeName: Theme.dark.name,
                world: nil, realTime: 0, speed: 1)
            program.send(.resized(Size(width: 120, height: 40)), atReal: 0)
            program.handle(.key(.character(opener)), atReal: 0)
            let pasteMillis = milliseconds {
                program.handle(.paste("say " + String(repeating: "x", count: count)), atReal: 0)
                _ = program.render()
            }
            let rounds = 40
            let total = milliseconds {
                for _ in 0..<rounds {
                    for key in keys {
                        program.handle(.key(key), atReal: 0)
                        _ = program.render()
                    }
                }
            }
            let held = name == "palette" ? program.state.palette.input.count : program.state.eventFilter.count
            let label = "\(name), \(count) characters pasted (\(held) held)"
            print(
                label.padding(toLength: 48, withPad: " ", startingAt: 0)
                    + " paste \(rounded(pasteMillis)) ms, per key \(rounded(total / Double(rounds * keys.count))) ms")
        }
    }
}

private func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

private func rounded(_ millis: Double) -> Double { (millis * 1000).rounded() / 1000 }
