import Lifecycle
import Support
import Testing

@testable import Catalog

/// Random, mutated and truncated manifests give clean problems (or a valid app), never a crash.
@Suite struct ManifestFuzzTests {
    /// Parses bytes and checks the outcome is well formed: an app, or problems that each name
    /// the file and a line of it.
    static func checkClean(_ bytes: [UInt8], _ what: @autoclosure () -> String) {
        let lineCount = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        do throws(Problems) {
            let spec = try ManifestParser.parse(bytes: bytes, file: "fuzz.yaml")
            #expect(!spec.name.isEmpty, "\(what())")
        } catch {
            #expect(!error.list.isEmpty, "\(what())")
            for problem in error.list {
                #expect(problem.file == "fuzz.yaml")
                #expect((1...lineCount + 1).contains(problem.line), "\(what()): \(problem)")
                #expect(!problem.message.isEmpty)
            }
        }
    }

    static var samples: [[UInt8]] {
        BuiltInManifests.all.map { Array($0.text.utf8) }
            + [Array(((try? ManifestFormatTests.readmeExample()) ?? "").utf8)]
    }

    @Test func everyTruncationOfEveryBuiltInManifestAndTheExampleIsClean() {
        var checked = 0
        for sample in Self.samples {
            for length in 0...sample.count {
                Self.checkClean(Array(sample.prefix(length)), "cut at \(length)")
                checked += 1
            }
        }
        #expect(checked > 5000)
    }

    @Test func aTruncatedManifestNeverReadsAsTheWholeApp() throws {
        // A manifest cut at a line end may still be valid (an app with fewer snapshot lines,
        // say), but only cutting trailing newlines gives back the app of the whole file.
        let mail = Array(BuiltInManifests.mail.utf8)
        let full = try ManifestParser.parse(bytes: mail, file: "mail.yaml")
        for length in 0..<mail.count {
            if let spec = try? ManifestParser.parse(bytes: Array(mail.prefix(length)), file: "mail.yaml") {
                #expect(spec != full || mail[length...].allSatisfy { $0 == UInt8(ascii: "\n") }, "cut at \(length)")
            }
        }
    }

    @Test func seededRandomMutationsOfValidManifestsAreClean() {
        var random = SeededRandom(seed: 20_240_601)
        let samples = Self.samples
        for round in 0..<4000 {
            var bytes = samples[Int.random(in: 0..<samples.count, using: &random)]
            for _ in 0..<Int.random(in: 1...6, using: &random) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
                case 2: bytes[at] = Self.yamlPunctuation.randomElement(using: &random)!
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 20)], at: at)
                }
            }
            Self.checkClean(bytes, "mutation round \(round)")
        }
    }

    static let yamlPunctuation: [UInt8] = Array(":-[]{},#&*!|>'\"%@` \t\n?".utf8)

    static let tokens = [
        "name", "symbol", "modes", "fetch", "tasks", "did-enter-background", "snapshot", "memory",
        "duration", "expiration", "transfers", "size", "start", "voip", "keep-alive", ":", ": ",
        "- ", "\n", "\n  ", "\n    ", "[", "]", "{", "}", ",", "#", "&a ", "*a", "!!str ", "!!int ",
        "'", "\"", "|", ">", "?", "---", "...", "%YAML 1.2", "5s", "-3m", "900MB", "never",
        "end-task after 9s", "{time}", "{x}", "☀", "⌛", "\t", "~", "null", "\u{0}", "\\",
    ]

    @Test func seededRandomYAMLIsClean() {
        var random = SeededRandom(seed: 42)
        for round in 0..<4000 {
            let text = (0..<Int.random(in: 0...60, using: &random))
                .map { _ in Self.tokens.randomElement(using: &random)! }
                .joined()
            Self.checkClean(Array(text.utf8), "random round \(round): \(text.debugDescription)")
        }
    }

    @Test func deepNestingIsRefusedCleanly() {
        Self.checkClean(Array(String(repeating: "[", count: 100_000).utf8), "deep flow sequences")
        Self.checkClean(Array(String(repeating: "{a: ", count: 20_000).utf8), "deep flow mappings")
        let block = (0..<3000).map { String(repeating: " ", count: $0) + "- x:\n" }.joined()
        Self.checkClean(Array(block.utf8), "deep block nesting")
    }

    @Test func aManifestWithManyEntriesIsRead() throws {
        let lines = (0..<5000).map { "  - line \($0)\n" }.joined()
        let spec = try app("name: Kite\nsnapshot:\n" + lines)
        #expect(spec.snapshot.count == 5000)
    }
}
