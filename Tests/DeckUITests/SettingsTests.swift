import Foundation
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckUI

struct SettingsTests {
    @Test func settingsSurviveARoundTripThroughTheFile() throws {
        let store = SettingsStore(directory: temporaryDirectory() + "/appdeck")
        let settings = Settings(
            profile: .ios13, theme: "solarized", inspector: false, lowPowerMode: true,
            backgroundAppRefresh: .wifi, appRefresh: ["Mail": false, "Weather": true])
        try store.save(settings, changed: settings.changes(from: .defaults))
        let loaded = store.load()
        #expect(loaded.settings == settings)
        #expect(loaded.message == nil)
    }

    @Test func noFileMeansDefaultsAndNoMessage() {
        let loaded = SettingsStore(directory: temporaryDirectory()).load()
        #expect(loaded.settings == .defaults)
        #expect(loaded.message == nil)
    }

    @Test func theFileIsWrittenAtomicallyLeavingNoTemporaryFile() throws {
        let directory = temporaryDirectory()
        let store = SettingsStore(directory: directory)
        try store.save(.defaults, changed: [.inspector])
        try store.save(Settings(inspector: false), changed: [.inspector])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["settings.yaml"])
        #expect(store.load().settings.inspector == false)
    }

    @Test(arguments: [
        ("inspector: fast\n", "settings.yaml:1: inspector: expected on or off, found 'fast'"),
        ("inspector: true\nlowPowerMode: maybe\n", "settings.yaml:2: lowPowerMode: expected on or off, found 'maybe'"),
        ("profile: [ios7\n", "settings.yaml:2:1: malformed YAML: "),
        ("- a list\n", "settings.yaml:1: expected a mapping of settings"),
        ("appRefresh:\n  Mail: sometimes\n", "settings.yaml:2: appRefresh Mail: expected on or off"),
    ])
    func aCorruptFileIsReportedAndSetAsideAndDefaultsAreUsed(text: String, problem: String) throws {
        let directory = temporaryDirectory()
        let store = SettingsStore(directory: directory)
        try text.write(toFile: store.path, atomically: true, encoding: .utf8)
        let loaded = store.load()
        #expect(loaded.settings == .defaults)
        let message = try #require(loaded.message)
        #expect(message.contains(problem), "\(message)")
        #expect(message.contains("set aside as settings.yaml.corrupt"))
        #expect(!FileManager.default.fileExists(atPath: store.path))
        #expect(try String(contentsOfFile: store.path + ".corrupt", encoding: .utf8) == text)
    }

    @Test func aSecondCorruptFileDoesNotOverwriteTheFirst() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        try "inspector: 7\n".write(toFile: store.path, atomically: true, encoding: .utf8)
        _ = store.load()
        try "inspector: 8\n".write(toFile: store.path, atomically: true, encoding: .utf8)
        #expect(store.load().message?.contains("settings.yaml.corrupt-2") == true)
        #expect(try String(contentsOfFile: store.path + ".corrupt", encoding: .utf8) == "inspector: 7\n")
        #expect(try String(contentsOfFile: store.path + ".corrupt-2", encoding: .utf8) == "inspector: 8\n")
    }

    @Test func unknownKeysAreIgnoredAndNamed() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        try "inspector: off\ncolour: blue\n".write(toFile: store.path, atomically: true, encoding: .utf8)
        let loaded = store.load()
        #expect(loaded.settings.inspector == false)
        #expect(loaded.message == "settings.yaml: ignored unknown key colour")
        #expect(FileManager.default.fileExists(atPath: store.path))
    }

    @Test func theSpeedIsNeitherSavedNorReadAndAnOldFileWithItLoadsQuietly() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        try "speed: 300\ninspector: off\n".write(toFile: store.path, atomically: true, encoding: .utf8)
        let loaded = store.load()
        #expect(loaded.message == nil)
        #expect(loaded.settings == Settings(inspector: false))
        try store.save(loaded.settings, changed: [.inspector])
        #expect(try !String(contentsOfFile: store.path, encoding: .utf8).contains("speed"))
    }

    @Test func theHistoryLivesInTheStateDirectory() {
        #expect(ConfigDirectory.historyFile(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/appdeck/history")
        #expect(
            ConfigDirectory.historyFile(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
                == "/h/.local/state/appdeck/history")
    }

    @Test func theFileLivesInTheConfigurationDirectory() {
        #expect(SettingsStore(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]).path == "/x/appdeck/settings.yaml")
        #expect(SettingsStore(environment: ["HOME": "/h"]).path == "/h/.config/appdeck/settings.yaml")
    }
}
