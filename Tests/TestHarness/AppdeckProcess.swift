import Foundation

/// The real `appdeck` binary, run as a child process with its output captured (for the
/// end-to-end tests of `appdeck run`, `apps` and `themes`).
public enum AppdeckProcess {
    public struct Result {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The `appdeck` binary built beside the test bundle.
    public static var binary: String {
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
    public static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "appdeck-run-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs `appdeck` (or `executable`) with `arguments`, `stdin` as its standard input, and an environment of
    /// PATH plus `environment` (HOME and XDG_CONFIG_HOME point into a fresh temporary
    /// directory unless given), in `directory` when given. Waits for it with waitpid.
    public static func run(
        _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
        directory: String? = nil, executable: String = binary
    ) throws -> Result {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = dir + "/stdin", output = dir + "/stdout", errors = dir + "/stderr"
        try Data(stdin.utf8).write(to: URL(fileURLWithPath: input))

        var env = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": dir + "/home", "XDG_CONFIG_HOME": dir + "/config",
        ]
        env.merge(environment) { _, new in new }
        // posix_spawn cannot change directory portably here: a shell does, then becomes appdeck.
        let launcher = directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0, executable] } ?? [executable]
        let pid = try spawn(launcher + arguments, stdin: input, stdout: output, stderr: errors, environment: env)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return Result(
            status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            stdout: try String(contentsOfFile: output, encoding: .utf8),
            stderr: try String(contentsOfFile: errors, encoding: .utf8))
    }

    /// util-linux `script`, which runs a command on a pseudo-terminal, if installed.
    public static let scriptTool = ["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs `appdeck run` on `text` with stdout on a pseudo-terminal (through `script`); the
    /// output is what the terminal received.
    public static func runScriptOnTerminal(_ text: String, _ options: [String] = [], environment: [String: String] = [:]) throws -> Result {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/script.deck"))
        let command = ([binary, "run", dir + "/script.deck"] + options).map { "'" + $0 + "'" }.joined(separator: " ")
        return try run(["-qec", command, "/dev/null"], environment: environment, executable: scriptTool ?? "script")
    }

    /// Runs `appdeck run` on a script given as text (written to a file named `name`), from
    /// the directory that holds it so that messages name the file alone.
    public static func runScript(
        _ text: String, name: String = "script.deck", _ options: [String] = [],
        environment: [String: String] = [:]
    ) throws -> Result {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
        return try run(["run", name] + options, environment: environment, directory: dir)
    }
}
