import Lifecycle
import Support
import Testing

@testable import Catalog

/// A manifest's problems as a file: YAML that does not read, keys repeated, more than one
/// document, text that is not UTF-8 or cut short; every problem of a file, each at its line.
@Suite struct ManifestFileProblemTests {
    @Test func malformedYAMLIsReportedAtTheLineTheParserStopped() {
        #expect(
            problems("name: Kite\nmodes: [fetch\nfetch:\n  duration: 2s\n")
                == ["3: malformed YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 2)"])
        #expect(
            problems("name: Kite\n  summary: x\n")
                == [
                    "2: malformed YAML: mapping values are not allowed in this context: expected each key at the indent "
                        + "of the keys beside it, and a value that holds ': ' in quotes"
                ])
    }

    @Test func eachDuplicateKeyIsReportedAtItsOwnLine() {
        #expect(
            problems("name: Kite\nmemory: 50MB\nname: Kite2\n")
                == ["3: duplicate key 'name'; line 1 has it already in this mapping"])
        let yaml = """
            name: Kite
            modes: [fetch]
            memory: 50MB
            fetch:
              minimum-interval: 15m
              duration: 3s
              minimum-interval: 20m
            memory: 60MB
            "name": Kite3
            """
        #expect(
            problems(yaml) == [
                "7: duplicate key 'minimum-interval'; line 5 has it already in this mapping",
                "8: duplicate key 'memory'; line 3 has it already in this mapping",
                "9: duplicate key 'name'; line 1 has it already in this mapping",
            ])
    }

    @Test func aKeyMustBeAPlainWord() {
        #expect(problems("name: Kite\n? [a, b]\n: 1\n") == ["2: a key must be a plain word, found a list"])
    }

    @Test func aSecondDocumentIsRefusedBecauseAManifestHoldsOneApp() {
        #expect(
            problems("name: Kite\n---\nname: Kite2\n")
                == ["2: a second YAML document; the file holds one"])
    }

    @Test func anEmptyManifestOrOneThatIsNotAMappingIsRefused() {
        #expect(problems("") == ["1: empty manifest; expected a mapping with at least 'name'"])
        #expect(problems("# only a comment\n") == ["1: empty manifest; expected a mapping with at least 'name'"])
        #expect(problems("- Kite\n") == ["1: expected a mapping (keys \(ManifestProblemTests.appKeys)), found a list"])
    }

    @Test func aFileCutInsideAMultiByteCharacterIsNotUTF8AndSaysWhere() {
        let bytes = Array("name: Kite\nsymbol: ✎\n".utf8)
        let cut = Array(bytes.prefix(bytes.count - 2)) // inside the three bytes of ✎
        do throws(Problems) {
            _ = try ManifestParser.parse(bytes: cut, file: "kite.yaml")
            Issue.record("a truncated character was accepted")
        } catch {
            #expect(error.description == "kite.yaml:2: not UTF-8 text (a truncated or binary file?)")
        }
    }

    @Test func aFileCutShortIsReportedNotHalfRead() {
        let whole = """
            name: Kite
            modes: [fetch]
            fetch:
              minimum-interval: 15m
              duration: 3s
            """
        #expect(problems(String(whole.prefix(whole.count - 13))) == ["3: missing key 'duration' in fetch"])
        #expect(
            problems(String(whole.prefix(52))) == [
                "3: missing key 'duration' in fetch",
                "4: fetch.minimum-interval: expected a duration such as 5s, found nothing",
            ])
    }

    @Test func everyProblemOfAFileIsReportedNotJustTheFirst() {
        let yaml = """
            name: Kite
            memory: lots
            modes: [gps]
            colour: red
            fetch:
              duration: -1s
            snapshot:
              - "{date}"
            """
        #expect(
            problems(yaml) == [
                "2: memory: 'lots' is not a size; expected a number with a unit (B, KB, MB, GB), e.g. 900MB, 50 MB, 1.5GB",
                "3: unknown background mode 'gps'; valid modes: audio, location, voip, external-accessory, newsstand-content, fetch, remote-notification, processing",
                "4: unknown key 'colour'; allowed keys: \(ManifestProblemTests.appKeys)",
                "5: missing key 'minimum-interval' in fetch",
                "5: fetch needs the background mode 'fetch' in modes",
                "6: fetch.duration: negative duration '-1s'; expected 0s or more",
                "8: unknown snapshot placeholder '{date}'; valid placeholders: {time}, {fetches}",
            ])
    }
}
