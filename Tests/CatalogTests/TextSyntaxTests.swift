@testable import Catalog
import Lifecycle
import Testing

/// Durations, sizes and symbols as manifests write them.
@Suite struct TextSyntaxTests {
    @Test(arguments: [
        ("250ms", 250), ("5s", 5000), ("3m", 180_000), ("2h", 7_200_000), ("1h30m", 5_400_000),
        ("1m2s500ms", 62_500), ("0s", 0), ("90s", 90_000),
    ] as [(String, Int64)])
    func durationsAreReadAsTheCommandLanguageWritesThem(text: String, milliseconds: Int64) {
        #expect(DurationText.parse(text) == .success(.ms(milliseconds)))
    }

    @Test func everyDurationReadsBackFromItsOwnDescription() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let duration = SimDuration.ms(Int64.random(in: 0...400_000_000, using: &random))
            #expect(DurationText.parse(duration.description) == .success(duration))
        }
    }

    @Test func durationsOutOfOrderOrWithoutUnitsAreMalformed() {
        for text in ["", "5", "s", "1m1h", "5 s", "1.5s", "5sec", " 5s", "ms", "1s1s"] {
            #expect(DurationText.parse(text) == .failure(.malformed), "\(text)")
        }
        #expect(DurationText.parse("-1s") == .failure(.negative))
        #expect(DurationText.parse("-x") == .failure(.malformed))
    }

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
