import DeckCore
import Support
import SupportIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's input: waits in poll(2) on the input and on a wake-up pipe that signal
/// handlers write to, reads what came and decodes it into events. End of file, a hang-up
/// or a descriptor that is not open end the input: a wait never turns into a busy loop.
final class TerminalInput {
    enum Reading: Hashable {
        case event(InputEvent)
        /// The time ran out.
        case timedOut
        /// A signal handler wrote to the wake-up pipe (which is now empty again).
        case woken
        /// There is no more input: end of file, a hang-up, or no such descriptor.
        case closed
    }

    private let fd: Int32
    private let wake: Int32
    private var decoder = KeyDecoder()
    private var decoded: [InputEvent] = []
    private let clock = ContinuousClock()
    private var lastBytes: ContinuousClock.Instant

    /// Reads `fd`; `wake` is the read end of the wake-up pipe (-1: none).
    init(fd: Int32, wake: Int32) {
        self.fd = fd
        self.wake = wake
        lastBytes = clock.now
    }

    /// The next event, waiting up to `timeout` (nil: as long as it takes). A sequence that
    /// stops half-way is given its time to finish (`KeyDecoder.pendingLimit`) before it
    /// counts as what it is so far.
    func read(timeout: Duration?) -> Reading {
        let deadline = timeout.map { clock.now + $0 }
        while true {
            if !decoded.isEmpty { return .event(decoded.removeFirst()) }
            var wait = deadline.map { max(.zero, clock.now.duration(to: $0)) }
            if let limit = decoder.pendingLimit {
                let left = max(.zero, clock.now.duration(to: lastBytes + limit))
                if left == .zero {
                    decoded = decoder.flush()
                    continue
                }
                wait = min(wait ?? left, left)
            }
            var fds = [
                pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, Self.milliseconds(wait))
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            if ready == 0 {
                if let deadline, clock.now >= deadline { return .timedOut }
                continue
            }
            if fds[1].revents != 0 {
                drainWakeups()
                return .woken
            }
            if !readInput(gone: fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0) { return .closed }
        }
    }

    /// Reads what is there into the decoder; false when the input has ended.
    private func readInput(gone: Bool) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Platform.read(fd, $0.baseAddress, $0.count) }
        if count > 0 {
            lastBytes = clock.now
            decoded = decoder.feed(buffer[0..<count])
            return true
        }
        return count < 0 && (errno == EINTR || (errno == EAGAIN && !gone))
    }

    private func drainWakeups() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ Platform.read(wake, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// poll(2)'s timeout: whole milliseconds, rounded up so that a wait never ends early.
    private static func milliseconds(_ wait: Duration?) -> Int32 {
        guard let wait else { return -1 }
        let (seconds, attoseconds) = wait.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
