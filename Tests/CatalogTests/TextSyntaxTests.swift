import Lifecycle
import Testing

/// Sizes and snapshot placeholders as manifests write them (durations: LifecycleTests).
@Suite struct TextSyntaxTests {
    @Test(
        arguments: [
            ("900MB", 900_000_000), ("50 MB", 50_000_000), ("1.5GB", 1_500_000_000), ("12B", 12),
            ("3kb", 3000), ("0.25MB", 250_000), ("2 GB", 2_000_000_000),
        ] as [(String, Int64)])
    func sizesUseDecimalUnits(text: String, bytes: Int64) {
        #expect(ByteSize.parse(text) == .success(bytes))
    }

    @Test func malformedSizesAreRefused() {
        for text in ["", "MB", "5", "5  MB", "5TB", ".5MB", "5.MB", "five MB", "5MB "] {
            #expect(ByteSize.parse(text) == .failure(.malformed), "\(text)")
        }
        #expect(ByteSize.parse("-5MB") == .failure(.negative))
        #expect(ByteSize.parse("1.0001KB") == .failure(.fractionalBytes))
        #expect(ByteSize.parse("99999999999GB") == .failure(.tooLarge))
    }

    @Test func placeholdersAreFoundWhereverTheyAre() {
        #expect(SnapshotPlaceholder.placeholders(in: "{time} and {fetches}{x}") == ["{time}", "{fetches}", "{x}"])
        #expect(SnapshotPlaceholder.placeholders(in: "{ {time} } {") == ["{time}"])
        #expect(SnapshotPlaceholder.placeholders(in: "no braces") == [])
    }

    /// The manifest checker and the engine read snapshot lines with one grammar: what the
    /// checker accepts as a placeholder is what the engine fills.
    @Test(arguments: ["{a{time}", "{{time}}", "{time}{fetches}", "}{time}{", "{ {fetches} }", "{}{time}"])
    func aPlaceholderTheCheckerAcceptsIsThePlaceholderTheEngineFills(line: String) {
        let found = SnapshotPlaceholder.placeholders(in: line)
        let filled = SnapshotPlaceholder.fill(line, with: [.time: "T", .fetches: "F"])
        var expected = line
        for placeholder in found {
            guard let known = SnapshotPlaceholder.allCases.first(where: { $0.written == placeholder }) else { continue }
            let value = known == .time ? "T" : "F"
            guard let range = expected.range(of: placeholder) else { continue }
            expected.replaceSubrange(range, with: value)
        }
        #expect(filled == expected)
        #expect(SnapshotPlaceholder.fill("{a{time}", with: [.time: "T"]) == "{aT")
    }
}
