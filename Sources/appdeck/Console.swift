import ArgumentParser
import DeckUI
import Glibc

/// The subcommands' stdout: lines written in large blocks with write(2), every error checked.
/// Once a write fails (a full disk, /dev/full, …) nothing more is written, and `finish`
/// reports it on stderr and ends the command with status 1: output is never lost silently.
final class StandardOutput {
    private var bytes: [UInt8] = []
    private var failure: String?

    /// Adds a line (a newline is added).
    func line(_ text: String) {
        self.text(text + "\n")
    }

    /// Adds text as it is.
    func text(_ text: String) {
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

/// Writes a message and a newline to stderr. Best effort: when stderr itself cannot be
/// written there is nowhere left to say so.
func printError(_ message: String) {
    _ = writeFully(2, Array((message + "\n").utf8)[...])
}
