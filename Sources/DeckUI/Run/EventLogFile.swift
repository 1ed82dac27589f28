import Lifecycle
import Scenario
import Support
import SupportIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--log FILE`: every event the engine logs is appended to the file as JSONL (the format of
/// `appdeck run --format jsonl`), as it happens. Nothing here waits on the file: a FIFO with
/// no reader is refused when it is opened, and what a pipe's reader has not taken yet waits
/// in memory (up to `backlogLimit`). A write that fails throws, naming the file and the
/// cause, and so does every append after it.
public final class EventLogFile {
    public let path: String
    /// The most bytes kept for a reader that is not keeping up.
    public static let backlogLimit = 1 << 22

    private let fd: Int32
    private let formatter = JSONLFormatter()
    private var backlog: [UInt8] = []
    private var failure: EventLogError?

    /// Opens `path` for appending, creating it if needed.
    public init(path: String) throws(EventLogError) {
        self.path = path
        switch FileSystem.openForWriting(path, append: true, nonBlocking: true) {
        case .success(let opened): fd = opened
        case .failure(.system(let error)):
            throw EventLogError(path: path, message: "cannot open the log file \(path): \(error)")
        case .failure(let refusal):
            throw EventLogError(path: path, message: "cannot open the log file \(path): \(refusal)")
        }
    }

    deinit { close(fd) }

    /// Appends events, one line each.
    public func append(_ events: [Event]) throws(EventLogError) {
        try append(lines: events.map(formatter.line(for:)))
    }

    /// Appends one line that is not an event (a session's SessionStarted or Command line).
    public func append(line: String) throws(EventLogError) {
        try append(lines: [line])
    }

    private func append(lines: [String]) throws(EventLogError) {
        if let failure { throw failure }
        guard !lines.isEmpty else { return }
        for line in lines {
            backlog.append(contentsOf: line.utf8)
            backlog.append(0x0A)
        }
        try writeBacklog()
        if backlog.count > Self.backlogLimit {
            throw fail("its reader is not keeping up (\(backlog.count / 1_000_000) MB waiting)")
        }
    }

    /// Writes what is still waiting, giving a slow reader up to `patience` to take it.
    public func finish(patience: Duration = .seconds(2)) throws(EventLogError) {
        if let failure { throw failure }
        let clock = ContinuousClock()
        let deadline = clock.now + patience
        while !backlog.isEmpty && clock.now < deadline {
            var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, 50)
            try writeBacklog()
        }
        if !backlog.isEmpty { throw fail("its reader did not take the last \(backlog.count) bytes") }
    }

    /// Writes as much of the backlog as the file takes now.
    private func writeBacklog() throws(EventLogError) {
        let (written, error) = writeFully(fd, backlog[...])
        backlog.removeFirst(written)
        if let error, error != EAGAIN { throw fail(Errno(error).description) }
    }

    private func fail(_ reason: String) -> EventLogError {
        let error = EventLogError(path: path, message: "cannot write the log file \(path): \(reason)")
        failure = error
        return error
    }
}

/// A log file that cannot be opened or written: the message names the file and the cause.
public struct EventLogError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { message }
}
