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
private enum CrashNote {
    nonisolated(unsafe) static var buffer = [CChar](repeating: 0, count: 512)
    nonisolated(unsafe) static var length = 0
    /// The handler each signal had before, by signal number.
    nonisolated(unsafe) static var previous = Array(repeating: sigaction(), count: 32)
    nonisolated(unsafe) static var installed = false
    static let signals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    static func set(_ message: String) {
        let bytes = Array(message.utf8.prefix(buffer.count))
        length = 0
        for (i, byte) in bytes.enumerated() { buffer[i] = CChar(bitPattern: byte) }
        length = bytes.count
    }

    static func install() {
        guard !installed else { return }
        installed = true
        for sig in signals {
            var action = sigaction()
            Platform.setHandler(&action) { number in
                _ = CrashNote.buffer.withUnsafeBufferPointer { write(2, $0.baseAddress, CrashNote.length) }
                _ = CrashNote.previous.withUnsafeBufferPointer { sigaction(number, $0.baseAddress! + Int(number), nil) }
            }
            sigemptyset(&action.sa_mask)
            sigaction(sig, &action, &previous[Int(sig)])
        }
    }
}
