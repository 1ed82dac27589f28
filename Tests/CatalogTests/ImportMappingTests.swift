import Foundation
import Lifecycle
import Testing

@testable import Catalog

/// `appdeck apps import`: what each Info.plist key becomes in the manifest. Each test runs on
/// the plist written as XML and as binary.
struct ImportMappingTests {
    typealias F = ImportFixture

    @Test(arguments: [false, true])
    func backgroundModesBecomeModes(binary: Bool) throws {
        let result = try F.imported(["UIBackgroundModes": ["audio", "location", "voip", "remote-notification"]], binary: binary)
        #expect(F.keys(result.manifest).contains("modes: [audio, location, voip, remote-notification]"))
        #expect(result.loads, "\(result.problems(file: "feed.yaml"))")
    }

    @Test(arguments: [false, true])
    func modesAppDeckDoesNotSimulateAreKeptAsAComment(binary: Bool) throws {
        let result = try F.imported(["UIBackgroundModes": ["bluetooth-central", "audio", "nearby-interaction"]], binary: binary)
        #expect(F.keys(result.manifest).contains("modes: [audio]"))
        #expect(F.comments(result.manifest).contains("UIBackgroundModes AppDeck does not simulate: bluetooth-central, nearby-interaction"))
        #expect(
            result.messages.contains("Info.plist: UIBackgroundModes[0]: AppDeck does not simulate 'bluetooth-central'; kept as a comment"))
        #expect(result.loads)
    }

    @Test func aModeListedTwiceIsWrittenOnce() throws {
        let result = try F.imported(["UIBackgroundModes": ["audio", "audio"]])
        #expect(F.keys(result.manifest).contains("modes: [audio]"))
        #expect(result.messages.contains("Info.plist: UIBackgroundModes[1]: 'audio' is listed twice; written once"))
    }

    @Test func eachSimulatedModeGetsItsFeatureBlockAsAComment() throws {
        let result = try F.imported(["UIBackgroundModes": ["audio", "remote-notification"]])
        let comments = F.comments(result.manifest)
        #expect(comments.contains("audio:"))
        #expect(comments.contains("silent-push:              # what a content-available push does"))
        // Uncommented, the blocks load: what the comment asks the user to do.
        let uncommented = result.manifest.replacingOccurrences(of: "\n# audio:", with: "\naudio:")
            .replacingOccurrences(of: "\n#   playlist", with: "\n  playlist")
        #expect(try app(uncommented).audio?.playlist == .hours(1))
    }

    @Test(arguments: [false, true])
    func permittedIdentifiersAreWrittenAsTheyAre(binary: Bool) throws {
        let ids = ["com.feed.refresh", "com.feed.Refresh-2", "ünïcode.task"]
        let result = try F.imported(["UIBackgroundModes": ["fetch"], "BGTaskSchedulerPermittedIdentifiers": ids], binary: binary)
        let keys = F.keys(result.manifest)
        let start = try #require(keys.firstIndex(of: "permitted-identifiers:"))
        #expect(Array(keys[(start + 1)...(start + 3)]) == ["  - com.feed.refresh", "  - com.feed.Refresh-2", "  - \"ünïcode.task\""])
        for id in ids { #expect(keys.contains("  - id: \(yamlScalar(id))")) }
    }

    @Test(arguments: [false, true])
    func fetchAloneMakesEveryTaskARefreshTask(binary: Bool) throws {
        let result = try F.imported(
            ["UIBackgroundModes": ["fetch"], "BGTaskSchedulerPermittedIdentifiers": ["com.feed.sync"]], binary: binary)
        #expect(F.keys(result.manifest).contains("    kind: refresh"))
        #expect(F.comments(result.manifest).contains("UIBackgroundModes has fetch, not processing"))
        #expect(result.undecided.isEmpty)
        #expect(!result.manifest.contains("requires-power"), "processing keys only for processing tasks")
    }

    @Test(arguments: [false, true])
    func processingAloneMakesEveryTaskAProcessingTask(binary: Bool) throws {
        let result = try F.imported(
            ["UIBackgroundModes": ["processing"], "BGTaskSchedulerPermittedIdentifiers": ["com.feed.sync"]], binary: binary)
        let keys = F.keys(result.manifest)
        #expect(keys.contains("    kind: processing"))
        #expect(keys.contains("    requires-power: false") && keys.contains("    requires-network: false"))
        #expect(result.undecided.isEmpty)
    }

    @Test(arguments: [false, true])
    func bothModesLeaveTheKindUndecidedWithAGuessAndAValueAppsCheckRefuses(binary: Bool) throws {
        let result = try F.imported(F.feedReader, binary: binary)
        #expect(result.undecided == ["com.feed.refresh", "com.feed.cleanup"])
        let lines = result.manifest.split(separator: "\n", omittingEmptySubsequences: false)
        for line in result.undecidedLines { #expect(lines[line - 1].hasPrefix("    kind: undecided")) }
        #expect(
            result.manifest.contains(
                "# CHOOSE its kind (refresh, processing or continued): UIBackgroundModes has both fetch and processing."))
        #expect(result.manifest.contains("# A guess from the word 'refresh' of the identifier: refresh."))
        #expect(result.manifest.contains("# A guess from the word 'cleanup' of the identifier: processing."))
        #expect(!result.loads)
        #expect(result.problems(file: "feed.yaml").filter { result.undecidedLines.contains($0.line) }.isEmpty)
    }

    @Test func anIdentifierWithNoTellingWordGetsNoGuess() throws {
        let result = try F.imported([
            "UIBackgroundModes": ["fetch", "processing"], "BGTaskSchedulerPermittedIdentifiers": ["org.x.sync.part1"],
        ])
        #expect(result.undecided == ["org.x.sync.part1"])
        #expect(!result.manifest.contains("A guess"))
    }

    @Test func theKindOptionDecidesATasksKind() throws {
        let result = try F.imported(F.feedReader, kinds: ["com.feed.cleanup=processing"])
        #expect(result.undecided == ["com.feed.refresh"])
        #expect(result.manifest.contains("    kind: processing          # from --kind"))
    }

    @Test func aContinuedTaskGetsItsTitleStrategyAndProgress() throws {
        let result = try F.imported(
            ["BGTaskSchedulerPermittedIdentifiers": ["com.x.export.video"]], kinds: ["com.x.export.video=continued"])
        let keys = F.keys(result.manifest)
        for key in [
            "    kind: continued", "    submit: command", "    title: \"Feed task\"", "    strategy: queue", "    progress-every: 1s",
        ] {
            #expect(keys.contains(key), "\(key)")
        }
        #expect(!keys.contains { $0.contains("resubmit") || $0.contains("earliest") || $0.contains("requires-") })
    }

    @Test(arguments: [false, true])
    func aWildcardIdentifierIsKeptWithACommentAndAnExampleButNoEntry(binary: Bool) throws {
        let result = try F.imported(
            ["UIBackgroundModes": ["processing"], "BGTaskSchedulerPermittedIdentifiers": ["com.x.export.*"]], binary: binary)
        let keys = F.keys(result.manifest)
        #expect(keys.contains("  - com.x.export.*"))
        #expect(!keys.contains("bg-tasks:"))
        let comments = F.comments(result.manifest)
        #expect(
            comments.contains(
                "com.x.export.* is a wildcard (continued tasks, ios26): it permits every id that starts with 'com.x.export.'."))
        #expect(comments.contains("  - id: com.x.export.export"))
        #expect(comments.contains("    kind: continued"))
        #expect(result.undecided.isEmpty)
    }

    @Test(arguments: [false, true])
    func aSceneManifestMakesScenesTrueWhateverItHolds(binary: Bool) throws {
        let only = try F.imported(["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true]], binary: binary)
        #expect(F.keys(only.manifest).contains("scenes: true"))
        let empty = try F.imported(["UIApplicationSceneManifest": [String: Any]()], binary: binary)
        #expect(F.keys(empty.manifest).contains("scenes: true"))
        let none = try F.imported(["CFBundleName": "Feed"], binary: binary)
        #expect(!none.manifest.contains("scenes"))
    }

    @Test func theTopCommentNamesTheSourceFileAndTheBundleIdentifier() throws {
        let with = try F.imported(["CFBundleIdentifier": "com.feed.app"])
        #expect(with.manifest.hasPrefix("# Feed: imported from Info.plist (CFBundleIdentifier com.feed.app) by appdeck apps import.\n"))
        let without = try F.imported([:])
        #expect(without.manifest.hasPrefix("# Feed: imported from Info.plist (no CFBundleIdentifier) by appdeck apps import.\n"))
    }

    @Test func everyValueTheImportWritesReadsBackAsWritten() throws {
        for text in ["plain.id", "with space", "#hash", "quote\"and\\slash", "yes", "null", "-dash", "*star", "${X}.y", "tab\there", "é"] {
            #expect(try app("name: A\nsummary: \(yamlScalar(text))\n").summary == text, "\(text) → \(yamlScalar(text))")
        }
    }
}
