import Foundation
import Lifecycle
import Scenario
import Support
import SupportIO
import TestHarness
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// The files AppDeck writes (settings.yaml, the history, `:export trace`, `--record`) are
/// written through symbolic links to their targets, keep the target's permissions, keep hard
/// links shared, and never replace a FIFO, a device or a directory; a save's leftovers go at
/// the next start.
struct LinkedFileTests {
    /// A dotfiles folder and a config folder whose `name` links to `dotfiles/name`.
    private func linked(_ name: String, content: String?) throws -> (link: String, target: String) {
        let root = temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/dotfiles", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/config", withIntermediateDirectories: true)
        let target = root + "/dotfiles/" + name, link = root + "/config/" + name
        if let content { try content.write(toFile: target, atomically: false, encoding: .utf8) }
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../dotfiles/" + name)
        return (link, target)
    }

    private func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    @Test func aSymlinkedSettingsFileStaysALinkAfterASave() throws {
        let (link, target) = try linked("settings.yaml", content: "inspector: false\n")
        chmod(target, 0o600)
        let store = SettingsStore(directory: FileSystem.folder(of: link))
        try store.save(Settings(theme: "light"), changed: [.theme])
        #expect(isLink(link), "settings.yaml is still the link into the dotfiles folder")
        let saved = try String(contentsOfFile: target, encoding: .utf8)
        #expect(saved.contains("theme: light") && saved.contains("inspector: false"))
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: FileSystem.folder(of: target)) == ["settings.yaml"])
    }

    @Test func aSymlinkedHistoryStaysALinkAfterACommand() throws {
        let (link, target) = try linked("history", content: "lock\n")
        try HistoryFile(path: link).append("unlock")
        #expect(isLink(link))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "lock\nunlock\n")
    }

    @Test func aLinkToAFileNotThereYetCreatesItsTarget() throws {
        let (link, target) = try linked("history", content: nil)
        try HistoryFile(path: link).append("lock")
        #expect(isLink(link))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "lock\n")
    }

    @Test func anExportThroughASymlinkWritesItsTarget() throws {
        let (link, target) = try linked("trace.json", content: "old")
        #expect(try ExportFile.write("new", to: link, home: nil) == true)
        #expect(isLink(link))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
    }

    @Test func aRecordingThroughASymlinkWritesItsTarget() throws {
        let (link, target) = try linked("walk.deck", content: "")
        let file = try RecordingFile(path: link)
        try file.add(.command(.home, at: .zero, to: .zero, refused: nil))
        #expect(isLink(link))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == file.text)
    }

    @Test func anExportRefusesAFIFOAndLeavesItThere() throws {
        let fifo = temporaryDirectory() + "/trace.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: WorldError("cannot export to \(fifo): it is a FIFO, not a regular file")) {
            try ExportFile.write("x", to: fifo, home: nil)
        }
        #expect(FileSystem.nonRegularKind(fifo) == "a FIFO")
        #expect(try FileManager.default.contentsOfDirectory(atPath: FileSystem.folder(of: fifo)) == ["trace.json"])
    }

    @Test func aCastToAFIFOThatNoProcessReadsIsRefusedWithoutWaiting() throws {
        let fifo = temporaryDirectory() + "/demo.cast"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: OutputFileError("cannot cast to \(fifo): it is a FIFO that no process is reading")) {
            try CastFile(path: fifo)
        }
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        _ = try CastFile(path: fifo)
    }

    @Test func aRecordingToAFIFOIsRefusedSayingWhatItIs() throws {
        let fifo = temporaryDirectory() + "/walk.deck"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: OutputFileError("cannot record to \(fifo): it is a FIFO, not a regular file")) { try RecordingFile(path: fifo) }
    }

    /// Only the classification: a test never tries to write a real device (as root, a broken
    /// refusal would replace /dev/null).
    @Test func aDeviceIsNotARegularFile() {
        #expect(FileSystem.nonRegularKind("/dev/null") == "a device")
        #expect(FileSystem.Refusal.notRegular("a device").description == "it is a device, not a regular file")
    }

    @Test func aFileWithOtherHardLinksIsWrittenInPlaceSoEveryNameSeesIt() throws {
        let directory = temporaryDirectory()
        let path = directory + "/trace.json", other = directory + "/also.json"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(link(path, other) == 0)
        #expect(try ExportFile.write("new", to: path, home: nil) == true)
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["also.json", "trace.json"])
    }

    @Test func historyLeftoversOfAGoneWriterAreRemovedAtTheNextStart() throws {
        let directory = temporaryDirectory()
        var status: Int32 = 0
        let gone = try spawn(["/bin/true"], stdout: "/dev/null")
        waitpid(gone, &status, 0)
        let dead = directory + "/.history.\(gone).tmp", alive = directory + "/.history.\(getpid()).tmp"
        for path in [dead, alive] { try "lock".write(toFile: path, atomically: false, encoding: .utf8) }
        let world = SystemWorld(
            store: SettingsStore(directory: directory), logFile: nil, recordFile: nil,
            library: ThemeLibrary(userDirectory: nil), history: HistoryFile(path: directory + "/history"))
        #expect(try world.loadHistory().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: alive), "its writer (this test) is still running")
    }
}
