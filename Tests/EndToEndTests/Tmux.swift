import Foundation

/// A real terminal for end-to-end tests: a private tmux server (its own socket, no user
/// config) running the built `appdeck` binary in a pane of a given size.
final class Tmux {
    static var isAvailable: Bool { which("tmux") != nil }

    let socket: String
    let session = "e2e"

    /// The `appdeck` binary built beside the test bundle.
    static var appdeckBinary: String {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("appdeck").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("appdeck").path
    }

    /// Starts `command` (a shell command line) in a new detached session of the given size.
    init(columns: Int = 120, rows: Int = 40, command: String, environment: [String: String] = [:]) throws {
        socket = "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        var env = ""
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
            env += "\(key)=\(Tmux.quote(value)) "
        }
        // The server forks from this call and keeps its output open: do not wait for EOF.
        try run(["-f", "/dev/null", "new-session", "-d", "-s", session,
                 "-x", "\(columns)", "-y", "\(rows)", "env \(env)\(command); echo \"[exit=$?]\"; sleep 60"],
                readOutput: false)
    }

    deinit { _ = try? run(["kill-server"], readOutput: false) }

    static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Runs `appdeck` with arguments inside a shell that reports its exit status as `[exit=N]`.
    static func appdeck(_ arguments: [String] = [], columns: Int = 120, rows: Int = 40,
                        environment: [String: String] = [:]) throws -> Tmux {
        let line = ([appdeckBinary] + arguments).map(quote).joined(separator: " ")
        return try Tmux(columns: columns, rows: rows, command: line, environment: environment)
    }

    /// The dashboard with its configuration and state under `config`, in a pane whose TERM is
    /// tmux's own (so that keys such as Home and End arrive as the terminfo entry says), once it
    /// has drawn.
    static func dashboard(_ arguments: [String] = [], columns: Int = 80, rows: Int = 24, config: String) throws -> Tmux {
        let tmux = try appdeck(arguments, columns: columns, rows: rows,
                               environment: ["XDG_CONFIG_HOME": config, "XDG_STATE_HOME": config + "/state",
                                             "LANG": "C.UTF-8", "TERM": "tmux-256color"])
        try tmux.waitFor(text: "App switcher")
        return tmux
    }

    /// Runs tmux and waits for it with waitpid. (Foundation's Process is not used: on Linux it
    /// notices the child's exit through an inherited descriptor, which the forked tmux server
    /// keeps open, so it would wait forever.)
    @discardableResult
    func run(_ arguments: [String], readOutput: Bool = true) throws -> String {
        let output = readOutput ? NSTemporaryDirectory() + "tmux-out-\(getpid())-\(UUID().uuidString)" : "/dev/null"
        defer { if readOutput { unlink(output) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = [Tmux.which("tmux") ?? "/usr/bin/tmux", "-L", socket] + arguments
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        // The test runner's threads block signals; a terminal program must start with none
        // blocked and default handlers, as from a shell.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, &attributes, &cArgs, environ)
        guard rc == 0 else { throw TmuxError.spawnFailed(errno: rc) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard readOutput else { return "" }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    func sendKeys(_ keys: String...) throws { try run(["send-keys", "-t", session] + keys) }
    /// Types text literally (no key-name lookup).
    func type(_ text: String) throws { try run(["send-keys", "-t", session, "-l", text]) }
    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", session, "-x", "\(columns)", "-y", "\(rows)"])
    }
    func screen() throws -> String { try run(["capture-pane", "-p", "-t", session]) }
    /// The screen with its colours and attributes as escape sequences.
    func styledScreen() throws -> String { try run(["capture-pane", "-e", "-p", "-t", session]) }
    /// Whether the pane shows the alternate screen (a full-screen program is running).
    func alternateScreen() throws -> Bool {
        try run(["display-message", "-p", "-t", session, "#{alternate_on}"])
            .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }
    /// The process id of the program running in the pane's shell.
    func panePID() throws -> Int32 {
        Int32(try run(["display-message", "-p", "-t", session, "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Polls the screen until `predicate` holds; returns the last screen. The generous limit
    /// only bounds a hang: a healthy run returns as soon as the screen matches.
    @discardableResult
    func waitFor(_ what: String, within seconds: Double = 30, _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if predicate(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError.timedOut(what: what, screen: last)
    }

    @discardableResult
    func waitFor(text: String, within seconds: Double = 30) throws -> String {
        try waitFor("\"\(text)\" on screen", within: seconds) { $0.contains(text) }
    }

    static func which(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}

enum TmuxError: Error, CustomStringConvertible {
    case timedOut(what: String, screen: String)
    case spawnFailed(errno: Int32)
    var description: String {
        switch self {
        case .spawnFailed(let code): "could not start tmux (errno \(code))"
        case .timedOut(let what, let screen): "timed out waiting for \(what); the screen was:\n\(screen)"
        }
    }
}
