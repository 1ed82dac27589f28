import Lifecycle
import Support
import SupportIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Seeded fuzzing. Round `i` of a fuzzer draws its input from `SeededRandom(seed: base + i)`,
/// so a failure is replayed by its seed alone: `FUZZ_SEED=N swift test --filter FuzzTests`
/// runs only round N of each fuzzer. Expectations name the seed; a crash, which no
/// expectation sees, prints it from a signal handler before the process dies.
enum Fuzz {
    /// Runs `rounds` rounds of `body`, or only the round of `FUZZ_SEED` when set.
    static func run(_ name: String, base: UInt64, rounds: Int, _ body: (inout SeededRandom, UInt64) -> Void) {
        CrashNote.install()
        let seeds: [UInt64] =
            Platform.environment("FUZZ_SEED").flatMap { UInt64($0) }.map { [$0] }
            ?? (0..<UInt64(rounds)).map { base + $0 }
        for seed in seeds {
            CrashNote.set("\nfuzz: \(name) was running seed \(seed) when the process crashed (rerun: FUZZ_SEED=\(seed))\n")
            var random = SeededRandom(seed: seed)
            body(&random, seed)
        }
        CrashNote.set("")
    }

    /// Up to `count` random bytes.
    static func bytes(_ random: inout SeededRandom, upTo count: Int) -> [UInt8] {
        (0..<Int.random(in: 0...count, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    /// Up to `count` words of `vocabulary` run together.
    static func tokens(_ vocabulary: [String], _ random: inout SeededRandom, upTo count: Int) -> String {
        (0..<Int.random(in: 0...count, using: &random)).map { _ in vocabulary.randomElement(using: &random)! }.joined()
    }

    /// Random bytes (as text, bad UTF-8 replaced) for an even seed, up to 40 words of
    /// `vocabulary` for an odd one.
    static func bytesOrWords(_ vocabulary: [String], _ random: inout SeededRandom, seed: UInt64) -> String {
        seed % 2 == 0 ? String(decoding: bytes(&random, upTo: 300), as: UTF8.self) : tokens(vocabulary, &random, upTo: 40)
    }

    /// Text that breaks things: control characters, escape sequences, clusters of disputed
    /// width, combining marks, wide characters, a long word.
    static let hostileText = [
        "\u{1B}[2J", "\u{1B}]52;c;aGk=\u{7}", "\u{9B}31m", "\u{0}", "\u{7F}", "\r", "\t", "\u{2028}", "👩‍👩‍👧",
        "🇫🇷", "❤️", "👍🏽", "1️⃣", "e\u{301}", "\u{301}", "漢字", "\u{200D}", "\u{FE0F}", "\u{1100}\u{1100}\u{1100}",
        "\u{E000}", "\u{FFFD}", String(repeating: "w", count: 300),
    ]
}

/// The message a crash prints: kept in a fixed buffer so that the signal handler only calls
/// write(2). A handler that returns puts back the previous one (Swift's backtracer) for the
/// faulting instruction to run into.
///
/// The fuzz suites run in parallel, so everything here is raw memory allocated once and
/// written under a lock: the note was a shared Swift array, and two suites setting it at once
/// raced on its storage (a crash of the test process in CI), or a signal arriving while the
/// note was being set tripped Swift's exclusivity check inside the handler. The handler
/// touches no Swift variable, only these pointers.
private enum CrashNote {
    static let capacity = 512
    nonisolated(unsafe) static let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    nonisolated(unsafe) static let length = allocated(0)
    /// The handler each signal had before, by signal number.
    nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
    nonisolated(unsafe) static let installed = allocated(false)
    nonisolated(unsafe) static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
    static let signals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    private static func allocated<Value>(_ value: Value) -> UnsafeMutablePointer<Value> {
        let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        pointer.initialize(to: value)
        return pointer
    }

    static func set(_ message: String) {
        let bytes = Array(message.utf8.prefix(capacity))
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        length.pointee = 0
        for (i, byte) in bytes.enumerated() { buffer[i] = CChar(bitPattern: byte) }
        length.pointee = bytes.count
    }

    static func install() {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard !installed.pointee else { return }
        installed.pointee = true
        for sig in signals {
            var action = sigaction()
            Platform.setHandler(&action) { number in
                _ = write(2, CrashNote.buffer, CrashNote.length.pointee)
                sigaction(number, CrashNote.previous + Int(number), nil)
            }
            sigemptyset(&action.sa_mask)
            sigaction(sig, &action, previous + Int(sig))
        }
    }
}
