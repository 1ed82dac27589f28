import Testing

@testable import DeckCore
@testable import DeckUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The input wait on real descriptors (pipes): it ends on end of file, a hang-up or a closed
/// descriptor instead of spinning, and wakes for signals.
@Suite(.timeLimit(.minutes(1)))
struct TerminalInputTests {
    /// A pipe: (read end, write end), non-blocking like the dashboard's wake-up pipe.
    func makePipe() -> (Int32, Int32) {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return (fds[0], fds[1])
    }

    func send(_ text: String, to fd: Int32) {
        let bytes = Array(text.utf8)
        _ = write(fd, bytes, bytes.count)
    }

    @Test func keysAreReadAndDecoded() {
        let (input, typing) = makePipe(), (wake, _) = makePipe()
        defer { close(input); close(typing); close(wake) }
        let reader = TerminalInput(fd: input, wake: wake)
        send("q\u{1B}[A", to: typing)
        #expect(reader.read(timeout: nil) == .event(.key(.character("q"))))
        #expect(reader.read(timeout: nil) == .event(.key(.up)))
        #expect(reader.read(timeout: .zero) == .timedOut)
    }

    @Test func endOfFileEndsTheInputInsteadOfSpinning() {
        let (input, typing) = makePipe(), (wake, _) = makePipe()
        defer { close(input); close(wake) }
        close(typing)
        let reader = TerminalInput(fd: input, wake: wake)
        #expect(reader.read(timeout: nil) == .closed)
        #expect(reader.read(timeout: nil) == .closed)
    }

    @Test func aDescriptorThatIsNotOpenEndsTheInput() {
        let (input, typing) = makePipe(), (wake, _) = makePipe()
        defer { close(wake) }
        close(input); close(typing)
        #expect(TerminalInput(fd: input, wake: wake).read(timeout: nil) == .closed)
    }

    @Test func aWakeUpEndsTheWaitAndIsTakenFromThePipe() {
        let (input, typing) = makePipe(), (wake, waking) = makePipe()
        defer { close(input); close(typing); close(wake); close(waking) }
        let reader = TerminalInput(fd: input, wake: wake)
        send("xx", to: waking)
        #expect(reader.read(timeout: nil) == .woken)
        #expect(reader.read(timeout: .milliseconds(10)) == .timedOut)
    }

    @Test func aLoneEscapeBecomesTheEscapeKeyAfterItsDelayEvenWithoutATimeout() {
        let (input, typing) = makePipe(), (wake, _) = makePipe()
        defer { close(input); close(typing); close(wake) }
        let reader = TerminalInput(fd: input, wake: wake)
        send("\u{1B}", to: typing)
        #expect(reader.read(timeout: nil) == .event(.key(.escape)))
    }
}
