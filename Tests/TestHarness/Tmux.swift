import Foundation

/// A real terminal for end-to-end tests: a private tmux server (its own socket, no user
/// config) running the built `appdeck` binary in a pane of a given size.
public final class Tmux {
    public static var isAvailable: Bool { which("tmux") != nil }

    public let socket: String
    public let session = "e2e"

    /// Starts `command` (a shell command line) in a new detached session of the given size.
    /// When it ends, the pane shows `[exit=N]` and whether it left the terminal in cooked
    /// mode (`[tty=cooked]`) or raw (`[tty=raw]`).
    public init(columns: Int = 120, rows: Int = 40, command: String, environment: [String: String] = [:]) throws {
        socket = "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        var env = ""
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
            env += "\(key)=\(Tmux.quote(value)) "
        }
        // The server forks from this call and keeps its output open: do not wait for EOF.
        try run(
            [
                "-f", "/dev/null", "new-session", "-d", "-s", session,
                "-x", "\(columns)", "-y", "\(rows)", "env \(env)\(command); echo \"[exit=$?]\"; \(Tmux.reportMode); sleep 60",
            ],
            readOutput: false)
    }

    /// The server's socket file: tmux (3.3a) leaves it behind after kill-server, so the
    /// test suite removes it.
    public var socketPath: String {
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return directory + "/tmux-\(getuid())/" + socket
    }

    deinit {
        _ = try? run(["kill-server"], readOutput: false)
        unlink(socketPath)
    }

    /// Prints the terminal's mode: raw (no canonical input) or cooked.
    public static let reportMode = "stty -a | grep -q -- -icanon && echo '[tty=raw]' || echo '[tty=cooked]'"

    /// An interactive shell with job control (Ctrl-Z, fg), to type command lines into.
    public static func shell(columns: Int = 120, rows: Int = 40, environment: [String: String] = [:]) throws -> Tmux {
        let shell = which("bash").map { "\($0) --norc --noprofile -i" } ?? "sh -i"
        return try Tmux(columns: columns, rows: rows, command: "PS1='$ ' \(shell)", environment: environment)
    }

    /// Types a command line and presses Enter.
    public func enter(_ line: String) throws {
        try type(line)
        try sendKeys("Enter")
    }

    public static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Runs `appdeck` with arguments inside a shell that reports its exit status as `[exit=N]`.
    public static func appdeck(
        _ arguments: [String] = [], columns: Int = 120, rows: Int = 40,
        environment: [String: String] = [:]
    ) throws -> Tmux {
        let line = ([AppdeckProcess.binary] + arguments).map(quote).joined(separator: " ")
        return try Tmux(columns: columns, rows: rows, command: line, environment: environment)
    }

    /// The dashboard with its configuration and state under `config`, in a pane whose TERM is
    /// tmux's own (so that keys such as Home and End arrive as the terminfo entry says), once it
    /// has drawn.
    public static func dashboard(
        _ arguments: [String] = [], columns: Int = 80, rows: Int = 24, config: String,
        environment: [String: String] = [:]
    ) throws -> Tmux {
        let tmux = try appdeck(
            arguments, columns: columns, rows: rows,
            environment: [
                "XDG_CONFIG_HOME": config, "XDG_STATE_HOME": config + "/state",
                "LANG": "C.UTF-8", "TERM": "tmux-256color",
            ].merging(environment) { $1 })
        try tmux.waitFor(text: "App switcher")
        return tmux
    }

    /// Runs tmux and waits for it with waitpid. (Foundation's Process is not used: on Linux it
    /// notices the child's exit through an inherited descriptor, which the forked tmux server
    /// keeps open, so it would wait forever.)
    @discardableResult
    public func run(_ arguments: [String], readOutput: Bool = true) throws -> String {
        let output = readOutput ? NSTemporaryDirectory() + "tmux-out-\(getpid())-\(UUID().uuidString)" : "/dev/null"
        defer { if readOutput { unlink(output) } }
        let pid = try spawn([Tmux.which("tmux") ?? "/usr/bin/tmux", "-L", socket] + arguments, stdout: output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard readOutput else { return "" }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    public func sendKeys(_ keys: String...) throws { try run(["send-keys", "-t", session] + keys) }
    /// Sends keys, then waits for `text` on the screen.
    @discardableResult
    public func sendKeys(_ keys: String..., until text: String) throws -> String {
        try run(["send-keys", "-t", session] + keys)
        return try waitFor(text: text)
    }
    /// Types text literally (no key-name lookup).
    public func type(_ text: String) throws { try run(["send-keys", "-t", session, "-l", text]) }
    /// Pastes text as a terminal does: bracketed when the program asked for it.
    public func paste(_ text: String) throws {
        try run(["set-buffer", "-b", "e2e", text])
        try run(["paste-buffer", "-p", "-d", "-b", "e2e", "-t", session])
    }
    public func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", session, "-x", "\(columns)", "-y", "\(rows)"])
    }
    public func screen() throws -> String { try run(["capture-pane", "-p", "-t", session]) }
    /// The screen with its colours and attributes as escape sequences.
    public func styledScreen() throws -> String { try run(["capture-pane", "-e", "-p", "-t", session]) }
    /// Whether the pane shows the alternate screen (a full-screen program is running).
    public func alternateScreen() throws -> Bool {
        try run(["display-message", "-p", "-t", session, "#{alternate_on}"])
            .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }
    /// The process id of the program running in the pane's shell.
    public func panePID() throws -> Int32 {
        Int32(
            try run(["display-message", "-p", "-t", session, "#{pane_pid}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Polls the screen until `predicate` holds; returns the last screen. The generous limit
    /// only bounds a hang: a healthy run returns as soon as the screen matches.
    @discardableResult
    public func waitFor(_ what: String, within seconds: Double = 30, _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if predicate(last) { return try settled(last, predicate) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError.timedOut(what: what, screen: last)
    }

    /// A capture can catch a frame half written: the text waited for is drawn, lines below it
    /// not yet. Captures again until two in a row agree (a few tries: a running clock changes
    /// the screen every second), and returns the newest that still matches.
    private func settled(_ first: String, _ predicate: (String) -> Bool) throws -> String {
        var last = first
        for _ in 0..<5 {
            Thread.sleep(forTimeInterval: 0.02)
            let next = try screen()
            guard predicate(next) else { return last }
            if next == last { return next }
            last = next
        }
        return last
    }

    /// Polls until the pane is (or is not) on the alternate screen.
    public func waitForAlternateScreen(_ on: Bool, within seconds: Double = 30) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while try alternateScreen() != on {
            guard Date() < deadline else { throw TmuxError.timedOut(what: "alternate screen \(on ? "on" : "off")", screen: try screen()) }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Polls until a line of the screen starts with `prefix` (output, not a command line
    /// that mentions it); returns that line.
    public func waitForLine(startingWith prefix: String, within seconds: Double = 30) throws -> String {
        let screen = try waitFor("a line starting with \(prefix)", within: seconds) { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix(prefix) }
        }
        return String(screen.split(separator: "\n").last { $0.hasPrefix(prefix) } ?? "")
    }

    /// Polls until every one of `texts` is on the screen at once (a frame drawn whole).
    @discardableResult
    public func waitFor(all texts: [String], within seconds: Double = 30) throws -> String {
        try waitFor(texts.map { "\"\($0)\"" }.joined(separator: " and ") + " on screen", within: seconds) { screen in
            texts.allSatisfy { screen.contains($0) }
        }
    }

    @discardableResult
    public func waitFor(text: String, within seconds: Double = 30) throws -> String {
        try waitFor("\"\(text)\" on screen", within: seconds) { $0.contains(text) }
    }

    public static func which(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}

public enum TmuxError: Error, CustomStringConvertible {
    case timedOut(what: String, screen: String)
    public var description: String {
        switch self {
        case .timedOut(let what, let screen): "timed out waiting for \(what); the screen was:\n\(screen)"
        }
    }
}
