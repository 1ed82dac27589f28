import Foundation
import Support
import SupportIO
import Testing

/// The one reader of user files: anything readable, up to 4 MB, UTF-8, with real causes.
struct TextFileTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "support-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func problem(_ path: String) -> String? {
        do {
            _ = try TextFile(path: path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aFileIsReadAsTextWithoutItsByteOrderMark() throws {
        let path = try write("a.deck", [0xEF, 0xBB, 0xBF] + Array("launch Mail\n".utf8))
        let file = try TextFile(path: path)
        #expect(file.text == "launch Mail\n")
        #expect(file.name == path)
    }

    @Test func aFileThatIsNotUTF8NamesTheLineOfTheFirstBadByte() throws {
        let path = try write("b.deck", Array("launch Mail\nhome\n".utf8) + [0xC3] + Array("\nwait 5s\n".utf8))
        #expect(problem(path) == "\(path):3: not UTF-8 text (a truncated or binary file?)")
    }

    @Test func aFileThatCannotBeReadSaysTheRealCause() throws {
        #expect(problem(directory + "/none.deck") == "\(directory)/none.deck: cannot read: no such file or directory")
        #expect(problem(directory) == "\(directory): cannot read: it is a directory, not a file")
        if getuid() != 0 {
            let path = try write("locked.deck", Array("home\n".utf8))
            chmod(path, 0)
            #expect(problem(path) == "\(path): cannot read: permission denied")
        }
    }

    @Test func fourMegabytesAreReadAndOneByteMoreIsRefused() throws {
        let limit = try write("limit.deck", [UInt8](repeating: 0x61, count: TextFile.limit))
        #expect(try TextFile(path: limit).text.utf8.count == TextFile.limit)
        let over = try write("over.deck", [UInt8](repeating: 0x61, count: TextFile.limit + 1))
        #expect(
            problem(over)
                == "\(over): larger than 4 MB, the most AppDeck reads of a script, manifest, theme or settings file; stopped reading")
    }

    @Test func anEndlessDeviceStopsAtTheLimit() {
        #expect(problem("/dev/zero")?.hasPrefix("/dev/zero: larger than 4 MB") == true)
    }

    @Test func aFIFOIsReadToTheEndOfWhatItsWriterSends() throws {
        let fifo = directory + "/script.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(Data("launch Mail\nhome\n".utf8))
            try? handle?.close()
        }
        writer.start()
        #expect(try TextFile(path: fifo).text == "launch Mail\nhome\n")
    }
}
