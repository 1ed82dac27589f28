import Lifecycle
import Testing

@testable import Catalog

/// The manifest's `live-activity:` (the rule book's §11.8): its keys, problems and warning at
/// FILE:LINE.
@Suite struct ManifestLiveActivityTests {
    @Test func liveActivityReadsIntoTheSpec() throws {
        let yaml = """
            name: Nalu
            live-activity:
              frequent-updates: true
              push-to-start: true
              attributes-size: 2KB
              update-every: 1m
              stale-after: 10m
            """
        let set = ManifestSet(manifests: [("nalu.yaml", yaml)])
        #expect(set.problems == [])
        let nalu = try #require(set.apps.first)
        #expect(
            nalu.liveActivity
                == LiveActivitySpec(
                    frequentUpdates: true, pushToStart: true, attributesBytes: 2000, updateEvery: .minutes(1),
                    staleAfter: .minutes(10)))
        let plain = ManifestSet(manifests: [("p.yaml", "name: Plain\nlive-activity: {}\n")])
        #expect(plain.apps.first?.liveActivity == LiveActivitySpec())
    }

    @Test func anUnknownKeyOrAnUpdateUnderOneSecondIsAProblemAtItsLine() {
        #expect(problems("name: Nalu\nlive-activity:\n  budget: 3\n").first?.hasPrefix("3: unknown key 'budget' in live-activity") == true)
        let fast = problems("name: Nalu\nlive-activity:\n  update-every: 500ms\n")
        #expect(fast.count == 1)
        #expect(fast.first?.hasPrefix("3: live-activity.update-every: expected 1s or more") == true)
        #expect(problems("name: Nalu\nlive-activity:\n  attributes-size: big\n").first?.hasPrefix("3: ") == true)
    }

    @Test func attributesOverFourKilobytesAreAWarningThatEveryStartWillFail() throws {
        let manifest = try ManifestParser.manifest(text: "name: Nalu\nlive-activity:\n  attributes-size: 5KB\n", file: "app.yaml")
        #expect(
            manifest.warnings.map { "\($0.line): \($0.message)" } == [
                "3: warning: live-activity.attributes-size: 5KB is over 4KB (4096 bytes): every start will fail: attributes-too-large"
            ])
    }
}
