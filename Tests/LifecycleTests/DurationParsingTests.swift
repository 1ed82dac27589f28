import Lifecycle
import Testing

/// Durations as scripts and manifests write them.
@Suite struct DurationParsingTests {
    @Test(
        arguments: [
            ("250ms", 250), ("5s", 5000), ("3m", 180_000), ("2h", 7_200_000), ("1h30m", 5_400_000),
            ("1m2s500ms", 62_500), ("0s", 0), ("90s", 90_000), ("5S", 5000),
        ] as [(String, Int64)])
    func durationsAreReadAsTheCommandLanguageWritesThem(text: String, milliseconds: Int64) {
        #expect(SimDuration.parse(text) == .success(.ms(milliseconds)))
    }

    @Test func everyDurationReadsBackFromItsOwnDescription() {
        var state: UInt64 = 7
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let duration = SimDuration.ms(Int64(state >> 36))
            #expect(SimDuration.parse(duration.description) == .success(duration))
        }
    }

    /// The clock shows days (`30d 00:00:09`), so a script may wait them: `d` is 24 hours,
    /// before the hours; a duration is still written back in hours.
    @Test func aDayIsTwentyFourHoursAndComesBeforeTheHours() {
        #expect(SimDuration.parse("30d") == .success(.hours(720)))
        #expect(SimDuration.parse("1d12h") == .success(.hours(36)))
        #expect(SimDuration.parse("2D") == .success(.hours(48)))
        #expect(SimDuration.parse("1h1d") == .failure(.malformed))
        #expect(SimDuration.parse("36500d") == .success(.hours(876_000)))
        #expect(SimDuration.parse("36501d") == .failure(.tooLarge))
        #expect(SimDuration.hours(36).description == "36h")
    }

    @Test func durationsOutOfOrderOrWithoutUnitsAreMalformed() {
        for text in ["", "5", "s", "1m1h", "5 s", "1.5s", "5sec", " 5s", "ms", "1s1s", "1d1d", "d"] {
            #expect(SimDuration.parse(text) == .failure(.malformed), "\(text)")
        }
        #expect(SimDuration.parse("-1s") == .failure(.negative))
        #expect(SimDuration.parse("-x") == .failure(.malformed))
        #expect(SimDuration.parse("99999999999999h") == .failure(.tooLarge))
    }

    @Test func durationsHaveAMaximumOfAHundredYears() {
        #expect(SimDuration.parse("876000h") == .success(.maximum))
        #expect(SimDuration.parse("52560000m") == .success(.maximum))
        for text in ["876000h1ms", "876001h", "2562047789h", "9223372036854775807ms", "9223372036854775808ms"] {
            #expect(SimDuration.parse(text) == .failure(.tooLarge), "\(text)")
        }
    }
}
