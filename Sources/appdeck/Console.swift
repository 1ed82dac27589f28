import ArgumentParser
import Support
import SupportIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The subcommands' stdout: lines written in large blocks with write(2), every error checked.
/// Once a write fails (a full disk, /dev/full, …) nothing more is written, and `finish`
/// reports it on stderr and ends the command with status 1: output is never lost silently.
/// `line` is for text that may come from files, scripts or arguments: it passes through the
/// sanitizer (`visible`), so no control character reaches the terminal.
final class StandardOutput {
    private var bytes: [UInt8] = []
    private var failure: String?

    /// Adds `text` (one or more lines) for people, made visible; each line ends with a newline.
    func line(_ text: String) {
        raw(visibleLines(text))
    }

    /// Adds text that is already safe (the events of `appdeck run`, with their colours).
    func raw(_ text: String) {
        guard failure == nil else { return }
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= 1 << 16 { write() }
    }

    /// Writes what is left; throws ExitCode(1) after saying so on stderr when stdout could
    /// not take everything.
    func finish() throws {
        write()
        guard let failure else { return }
        printError("appdeck: cannot write to standard output: \(failure)")
        throw ExitCode(1)
    }

    private func write() {
        var rest = bytes[...]
        bytes.removeAll(keepingCapacity: true)
        while failure == nil && !rest.isEmpty {
            let (written, error) = writeFully(1, rest)
            rest = rest.dropFirst(written)
            if error == EAGAIN {
                var ready = pollfd(fd: 1, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            } else if let error {
                failure = Errno(error).description
            }
        }
    }
}

/// Writes a message (one or more lines, made visible) to stderr. Best effort: when stderr
/// itself cannot be written there is nowhere left to say so.
func printError(_ message: String) {
    _ = writeFully(2, Array(visibleLines(message).utf8)[...])
}

/// `text`'s lines made visible (see `ControlCharacters`), each ended by a line break.
private func visibleLines(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { String($0).visible + "\n" }.joined()
}
