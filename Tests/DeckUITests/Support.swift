import Catalog
import DeckUI
import Foundation
import Lifecycle
import Testing

/// A dashboard over the built-in catalog with no settings file, at real time 0.
func makeDashboard(profile: Profile = .ios7, settings: Settings = .defaults, store: SettingsStore? = nil,
                   eventSink: (([Event]) -> Void)? = nil) -> DashboardController {
    let engine = Engine(apps: AppCatalog.builtIn(), profile: profile, seed: 1)
    let themes = ThemeCycle(names: { [Theme.standard.name] }, current: Theme.standard.name, theme: .standard) { _ in (.standard, []) }
    return DashboardController(engine: engine, settings: settings, store: store, themes: themes, realTime: 0,
                               eventSink: eventSink)
}

extension DashboardController {
    /// Presses keys at a real instant.
    func press(_ keys: Key..., at real: Double = 0) {
        for key in keys { handle(.key(key), atReal: real) }
    }

    func press(_ text: String, at real: Double = 0) {
        for character in text { handle(.key(.character(character)), atReal: real) }
    }

    /// Launches apps from the home screen, the way a person does: Tab to it, select, Enter.
    func launchFromHome(_ names: String..., at real: Double = 0) {
        for name in names {
            while state.focus != .home { press(.tab, at: real) }
            let index = engine.catalog.firstIndex { $0.name == name }!
            while state.selectedHome < index { press(.right, at: real) }
            while state.selectedHome > index { press(.left, at: real) }
            press(.enter, at: real)
        }
    }
}

/// A fresh temporary directory for settings files.
func temporaryDirectory() -> String {
    let path = NSTemporaryDirectory() + "appdeck-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Plain-text snapshots in Golden/: compared line by line; APPDECK_UPDATE_GOLDENS=1 writes them.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ canvas: Canvas, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".txt")
        let actual = canvas.text + "\n"
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] == "1" {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden \(name).txt (run with APPDECK_UPDATE_GOLDENS=1 to write it)", sourceLocation: sourceLocation)
            return
        }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        if let row = zip(a, e).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record("\(name) differs at row \(row):\n  expected: \(e[row])\n  actual:   \(a[row])\n\(actual)",
                         sourceLocation: sourceLocation)
        } else {
            #expect(a.count == e.count, "\(name) has \(a.count) rows, the golden \(e.count)", sourceLocation: sourceLocation)
        }
    }
}
