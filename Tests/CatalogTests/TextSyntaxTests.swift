@testable import Catalog
import Lifecycle
import Testing

/// Sizes and symbols as manifests write them (durations: LifecycleTests).
@Suite struct TextSyntaxTests {
    @Test(arguments: [
        ("900MB", 900_000_000), ("50 MB", 50_000_000), ("1.5GB", 1_500_000_000), ("12B", 12),
        ("3kb", 3000), ("0.25MB", 250_000), ("2 GB", 2_000_000_000),
    ] as [(String, Int64)])
    func sizesUseDecimalUnits(text: String, bytes: Int64) {
        #expect(SizeText.parse(text) == .success(bytes))
    }

    @Test func malformedSizesAreRefused() {
        for text in ["", "MB", "5", "5  MB", "5TB", ".5MB", "5.MB", "five MB", "5MB "] {
            #expect(SizeText.parse(text) == .failure(.malformed), "\(text)")
        }
        #expect(SizeText.parse("-5MB") == .failure(.negative))
        #expect(SizeText.parse("1.0001KB") == .failure(.fractionalBytes))
        #expect(SizeText.parse("99999999999GB") == .failure(.tooLarge))
    }

    @Test func placeholdersAreFoundWhereverTheyAre() {
        #expect(ManifestReader.placeholdersUsed(in: "{time} and {fetches}{x}") == ["{time}", "{fetches}", "{x}"])
        #expect(ManifestReader.placeholdersUsed(in: "{ {time} } {") == ["{time}"])
        #expect(ManifestReader.placeholdersUsed(in: "no braces") == [])
    }
}
