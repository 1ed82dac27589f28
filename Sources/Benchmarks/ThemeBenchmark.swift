import DeckCore
import DeckUI
import Dispatch
import Foundation

/// `appdeck themes` with N user themes in one inherit chain (each inherits the one before):
/// the time to list them, and the work done (files read, themes built). Was quadratic (issue
/// 25: 100 themes 0.8 s, 300 16 s, 1 000 over 120 s); each theme is now resolved once.
func themeBenchmarks() {
    print("appdeck themes: N user themes in one inherit chain")
    for count in [100, 300, 1_000] {
        let directory = NSTemporaryDirectory() + "appdeck-bench-themes-\(getpid())-\(count)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for i in 0..<count {
            let text = "inherits: \(i == 0 ? "dark" : "t\(i - 1)")\ndescription: link \(i)\n"
            try? text.write(toFile: directory + "/t\(i).yaml", atomically: false, encoding: .utf8)
        }
        let resolver = ThemeResolver(library: ThemeLibrary(userDirectory: directory))
        let start = DispatchTime.now().uptimeNanoseconds
        let lines = ThemeReport.list(
            resolver: resolver, selection: ThemeSelection(option: "t\(count - 1)", environment: nil, settings: nil))
        let millis = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let label = "\(count) themes (\(lines.count) lines, \(resolver.filesRead) files read, \(resolver.themesBuilt) built)"
        print(label.padding(toLength: 64, withPad: " ", startingAt: 0) + " \((millis * 10).rounded() / 10) ms")
    }
}
