import Foundation
import TestHarness

/// The built binary run from a shell without a terminal (`sh -c`, stdin and stdout as the
/// command line redirects them): its exit status, stdout and stderr. A run that has not
/// ended within the limit is killed with everything it started and reported, so a hang
/// fails instead of waiting.
struct Shell {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `command` (a shell command line, where `$APPDECK` is the binary) with stdin
    /// from /dev/null unless the line says otherwise.
    static func run(_ command: String, environment: [String: String] = [:], within seconds: Double = 30) throws -> Shell {
        let out = NSTemporaryDirectory() + "shell-out-\(getpid())-\(UUID().uuidString)"
        let err = out + ".err"
        defer { unlink(out); unlink(err) }
        var env = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        env["APPDECK"] = AppdeckProcess.binary
        let pid = try spawn(["/bin/sh", "-c", command], stdout: out, stderr: err, environment: env, ownGroup: true)
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(-pid, SIGKILL)
                waitpid(pid, &status, 0)
                throw ShellError.hung(command: command, seconds: seconds)
            }
            usleep(10_000)
        }
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Shell(
            status: exit, stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }
}

enum ShellError: Error, CustomStringConvertible {
    case hung(command: String, seconds: Double)
    var description: String {
        switch self {
        case .hung(let command, let seconds): "still running after \(Int(seconds)) s (killed): \(command)"
        }
    }
}
