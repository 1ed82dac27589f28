import Foundation

/// The real `appdeck` binary, run as a child process with its output captured (for the
/// end-to-end tests of `appdeck run`).
enum AppdeckProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `appdeck` binary built beside the test bundle.
    static var binary: String {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("appdeck").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("appdeck").path
    }

    /// A fresh empty directory under the temporary directory.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "appdeck-run-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs `appdeck` (or `executable`) with `arguments`, `stdin` as its standard input, and an environment of
    /// PATH plus `environment` (HOME and XDG_CONFIG_HOME point into a fresh temporary
    /// directory unless given), in `directory` when given. Waits for it with waitpid.
    static func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:],
                    directory: String? = nil, executable: String = binary) throws -> Result {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = dir + "/stdin", output = dir + "/stdout", errors = dir + "/stderr"
        try Data(stdin.utf8).write(to: URL(fileURLWithPath: input))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                   "HOME": dir + "/home", "XDG_CONFIG_HOME": dir + "/config"]
        env.merge(environment) { _, new in new }
        // posix_spawn cannot change directory portably here: a shell does, then becomes appdeck.
        let launcher = directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0, executable] } ?? [executable]
        let argv = launcher + arguments
        var cArgs = argv.map { strdup($0) } + [nil]
        var cEnv = env.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }

        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, nil, &cArgs, &cEnv)
        guard rc == 0 else { throw SpawnError(path: argv[0], errno: rc) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return Result(status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
                      stdout: try String(contentsOfFile: output, encoding: .utf8),
                      stderr: try String(contentsOfFile: errors, encoding: .utf8))
    }

    /// util-linux `script`, which runs a command on a pseudo-terminal, if installed.
    static let scriptTool = ["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs `appdeck run` on `text` with stdout on a pseudo-terminal (through `script`); the
    /// output is what the terminal received.
    static func runScriptOnTerminal(_ text: String, _ options: [String] = [], environment: [String: String] = [:]) throws -> Result {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/script.deck"))
        let command = ([binary, "run", dir + "/script.deck"] + options).map { "'" + $0 + "'" }.joined(separator: " ")
        return try run(["-qec", command, "/dev/null"], environment: environment, executable: scriptTool ?? "script")
    }

    /// Runs `appdeck run` on a script given as text (written to a file named `name`), from
    /// the directory that holds it so that messages name the file alone.
    static func runScript(_ text: String, name: String = "script.deck", _ options: [String] = [],
                          environment: [String: String] = [:]) throws -> Result {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
        return try run(["run", name] + options, environment: environment, directory: dir)
    }

    struct SpawnError: Error, CustomStringConvertible {
        var path: String
        var errno: Int32
        var description: String { "could not start \(path) (errno \(errno))" }
    }
}
