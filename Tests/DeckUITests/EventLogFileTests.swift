import Foundation
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckUI

/// `--log FILE`: opened without waiting, written with every failure reported (never a trap).
@Suite(.timeLimit(.minutes(1)))
struct EventLogFileTests {
    let event = Event(time: .seconds(3), app: "Mail", name: .didEnterBackground, state: .background)

    /// A FIFO with a reader that reads nothing until told: its path, the reader, and the log.
    func fifoLog(_ name: String) throws -> (path: String, reader: Int32, log: EventLogFile) {
        let path = temporaryDirectory() + "/" + name
        #expect(mkfifo(path, 0o600) == 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        return (path, reader, try EventLogFile(path: path))
    }

    @Test func eventsAreAppendedAsJSONLAfterWhatTheFileHad() throws {
        let path = temporaryDirectory() + "/events.jsonl"
        try "{\"earlier\":true}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let log = try EventLogFile(path: path)
        try log.append([event, event])
        try log.finish()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0] == "{\"earlier\":true}")
        #expect(lines[1].contains("\"app\":\"Mail\",\"event\":\"DidEnterBackground\""))
    }

    @Test func aFullDeviceIsAnErrorNamingTheFileAndTheCauseAndStaysOne() throws {
        let log = try EventLogFile(path: "/dev/full")
        #expect(throws: EventLogError(path: "/dev/full", message: "cannot write the log file /dev/full: No space left on device")) {
            try log.append([event])
        }
        #expect(throws: EventLogError.self) { try log.append([]) }
        #expect(throws: EventLogError.self) { try log.finish() }
    }

    @Test func aFIFOWithNoReaderIsRefusedAtOnce() throws {
        let path = temporaryDirectory() + "/fifo"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: EventLogError(path: path, message: "cannot open the log file \(path): it is a FIFO that no process is reading")) {
            try EventLogFile(path: path)
        }
    }

    @Test func aMissingDirectoryIsAnErrorNamingTheFile() {
        #expect(
            throws: EventLogError(
                path: "/nonexistent-dir/e.jsonl",
                message: "cannot open the log file /nonexistent-dir/e.jsonl: No such file or directory")
        ) {
            try EventLogFile(path: "/nonexistent-dir/e.jsonl")
        }
    }

    @Test func aReaderThatDoesNotReadNeverBlocksTheWriterWhichGivesUpPastItsBacklog() throws {
        let (path, reader, log) = try fifoLog("slow")
        defer { close(reader) }
        let batch = [Event](repeating: event, count: 1000)
        var appended = 0
        do {
            while appended < 100_000 {
                try log.append(batch)
                appended += batch.count
            }
            Issue.record("the backlog never ran over its limit")
        } catch {
            #expect(error.message.hasPrefix("cannot write the log file \(path): its reader is not keeping up ("))
        }
        #expect(appended > 0, "a pipe's buffer and the backlog take events before the writer gives up")
    }

    @Test func aReaderThatWentAwayIsABrokenPipeNotASignal() throws {
        signal(SIGPIPE, SIG_IGN)
        let (path, reader, log) = try fifoLog("gone")
        try log.append([event])
        close(reader)
        #expect(throws: EventLogError(path: path, message: "cannot write the log file \(path): Broken pipe")) {
            try log.append([event])
        }
    }

    @Test func whatASlowReaderTakesLaterIsWrittenByFinish() throws {
        let (_, reader, log) = try fifoLog("later")
        defer { close(reader) }
        let batch = [Event](repeating: event, count: 2000)
        try log.append(batch)
        let lines = LineCounter()
        let expected = batch.count
        let drain = Thread {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while lines.count < expected {
                let n = read(reader, &buffer, buffer.count)
                if n > 0 { lines.add(buffer[0..<n].filter { $0 == 0x0A }.count) } else { usleep(1000) }
            }
        }
        drain.start()
        try log.finish(patience: .seconds(30))
        while lines.count < expected { usleep(1000) }
        #expect(lines.count == expected)
    }
}

/// Lines a reader thread has seen.
private final class LineCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add(_ n: Int) { lock.withLock { value += n } }
}
