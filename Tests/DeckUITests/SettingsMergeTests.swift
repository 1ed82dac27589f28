import Foundation
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckUI

/// Saves merge with what is on disk; leftovers of interrupted saves go; a file that cannot
/// be read is left alone.
struct SettingsMergeTests {
    @Test func theChangesBetweenTwoSettingsAreTheirKeysAndEachAppsSwitch() {
        let before = Settings(appRefresh: ["Mail": false, "Maps": true])
        let after = Settings(theme: "light", inspector: false, appRefresh: ["Mail": true, "Weather": false, "Maps": true])
        #expect(after.changes(from: before) == [.theme, .inspector, .appRefresh("Mail"), .appRefresh("Weather")])
        #expect(before.taking(after.changes(from: before), from: after) == after)
        #expect(after.changes(from: after).isEmpty)
    }

    @Test func twoStoresSavingInTurnKeepEachOthersChanges() throws {
        let directory = temporaryDirectory()
        let first = SettingsStore(directory: directory), second = SettingsStore(directory: directory)
        try first.save(
            Settings(backgroundAppRefresh: .off, appRefresh: ["Mail": false]),
            changed: [.backgroundAppRefresh, .appRefresh("Mail")])
        let saved = try second.save(
            Settings(inspector: false, appRefresh: ["Weather": false]),
            changed: [.inspector, .appRefresh("Weather")])
        let expected = Settings(inspector: false, backgroundAppRefresh: .off, appRefresh: ["Mail": false, "Weather": false])
        #expect(saved.settings == expected)
        #expect(first.load().settings == expected)
    }

    @Test func twoDashboardsOpenAtOnceKeepEachOthersChanges() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        let first = makeDashboard(store: store), second = makeDashboard(store: store)
        first.launchFromHome("Mail")
        first.press(.character("r"))
        second.press(.character("i"))
        second.press(.character("s"), .right, .escape)
        let saved = store.load().settings
        #expect(saved.appRefresh["Mail"] == false, "the first dashboard's switch")
        #expect(!saved.inspector, "the second dashboard's mode")
        #expect(saved.backgroundAppRefresh != .on, "the second dashboard's global setting")
        first.press(.character("+"))
        #expect(store.load().settings.backgroundAppRefresh == saved.backgroundAppRefresh, "not undone by the first")
        #expect(!store.load().settings.inspector)
    }

    @Test func leftoversOfInterruptedSavesAreRemovedOnlyWhenTheirWriterIsGone() throws {
        let directory = temporaryDirectory()
        // A process that has ended: started and waited for with posix_spawn and waitpid (not
        // Foundation's Process, whose waitUntilExit can wait for ever on Linux).
        var gone: pid_t = 0
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { free(argv[0]) }
        #expect(posix_spawn(&gone, "/bin/true", nil, nil, &argv, environ) == 0)
        var status: Int32 = 0
        while waitpid(gone, &status, 0) == -1 && errno == EINTR {}
        let dead = directory + "/.settings.yaml.\(gone).tmp"
        let alive = directory + "/.settings.yaml.\(getpid()).tmp"
        let other = directory + "/.settings.yaml.notes.tmp"
        for path in [dead, alive, other] { try "inspector: false\n".write(toFile: path, atomically: false, encoding: .utf8) }
        _ = SettingsStore(directory: directory).load()
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: alive))
        #expect(FileManager.default.fileExists(atPath: other))
    }

    @Test func aFileThatCannotBeReadIsLeftInPlaceAndNeverOverwritten() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: true)
        let loaded = store.load()
        #expect(loaded.settings == .defaults)
        #expect(loaded.message == "settings.yaml cannot be read: it is a directory, not a file; using defaults, changes are not saved")
        #expect(throws: Error.self) { try store.save(Settings(inspector: false), changed: [.inspector]) }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: store.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(!FileManager.default.fileExists(atPath: store.path + ".corrupt"))
    }

    @Test(.enabled(if: geteuid() != 0, "root reads every file: the end-to-end test runs the dashboard as nobody"))
    func aFileWithoutReadPermissionSaysPermissionDeniedAndIsKept() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        try "inspector: true\n".write(toFile: store.path, atomically: false, encoding: .utf8)
        chmod(store.path, 0)
        defer { chmod(store.path, 0o600) }
        #expect(store.load().message == "settings.yaml cannot be read: permission denied; using defaults, changes are not saved")
        do {
            try store.save(Settings(inspector: false), changed: [.inspector])
            Issue.record("the save overwrote a file it could not read")
        } catch {
            #expect("\(error)" == "cannot save \(store.path): permission denied; it is left as it is")
        }
        chmod(store.path, 0o600)
        #expect(try String(contentsOfFile: store.path, encoding: .utf8) == "inspector: true\n")
    }

    @Test func aSaveKeepsTheFilesPermissions() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        try store.save(Settings(inspector: false), changed: [.inspector])
        chmod(store.path, 0o600)
        try store.save(Settings(inspector: true), changed: [.inspector])
        var info = stat()
        #expect(stat(store.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func aFileMadeCorruptBetweenSavesIsSetAsideAndTheSaveSaysSo() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        try store.save(Settings(inspector: false), changed: [.inspector])
        try "inspector: [\n".write(toFile: store.path, atomically: false, encoding: .utf8)
        let saved = try store.save(Settings(inspector: false), changed: [.inspector])
        #expect(saved.message?.contains("set aside as settings.yaml.corrupt") == true)
        #expect(store.load().settings == Settings(inspector: false))
        #expect(try String(contentsOfFile: store.path + ".corrupt", encoding: .utf8) == "inspector: [\n")
    }
}
