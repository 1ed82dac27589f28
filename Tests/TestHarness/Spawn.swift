import Foundation

/// Starts a program as a shell would: with stdin, stdout and stderr opened on the given
/// paths, no signal blocked and every signal at its default (the test runner's threads
/// block signals, and a terminal program must start without that); with `ownGroup`, in a
/// process group of its own (whose id is its pid), so that it can be killed with its children.
public func spawn(
    _ argv: [String], stdin: String = "/dev/null", stdout: String, stderr: String = "/dev/null",
    environment: [String: String]? = nil, ownGroup: Bool = false
) throws -> pid_t {
    // glibc's spawn types are structs; Darwin's are opaque pointers, set by the _init calls.
    #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
    #else
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t(), allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (ownGroup ? POSIX_SPAWN_SETPGROUP : 0)))
    let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    var cArgs = argv.map { strdup($0) } + [nil]
    var cEnv = env.map { strdup($0) } + [nil]
    defer { for pointer in cArgs + cEnv { free(pointer) } }
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, argv[0], &actions, &attributes, &cArgs, &cEnv)
    guard rc == 0 else { throw SpawnError(path: argv[0], errno: rc) }
    return pid
}

/// A program that could not be started.
public struct SpawnError: Error, CustomStringConvertible {
    public var path: String
    public var errno: Int32
    public var description: String { "could not start \(path) (errno \(errno))" }
}
