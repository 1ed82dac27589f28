import Foundation
import Lifecycle
import Support
import Testing

@testable import Catalog

/// `apps import`: the warnings it gives from its own reading of the plist (what the real
/// system punishes), the plists and options it refuses, and the manifest loading once its
/// kinds are chosen.
struct ImportProblemTests {
    typealias F = ImportFixture

    // MARK: Warnings

    @Test(arguments: [false, true])
    func processingWithoutPermittedIdentifiersWarnsThatTheAppStoreRefusesIt(binary: Bool) throws {
        let result = try F.imported(["UIBackgroundModes": ["processing"]], binary: binary)
        #expect(
            result.messages.contains(
                "Info.plist: warning: UIBackgroundModes: 'processing' without BGTaskSchedulerPermittedIdentifiers: the App Store refuses the app (ITMS-90771)"
            ))
        let empty = try F.imported(
            ["UIBackgroundModes": ["processing"], "BGTaskSchedulerPermittedIdentifiers": [String]()], binary: binary)
        #expect(empty.messages.contains { $0.contains("ITMS-90771") })
        let listed = try F.imported(["UIBackgroundModes": ["processing"], "BGTaskSchedulerPermittedIdentifiers": ["com.x.db"]])
        #expect(!listed.messages.contains { $0.contains("ITMS-90771") })
    }

    @Test func aTaskWhoseKindLacksItsModeWarnsThatSubmitFailsNotPermitted() throws {
        let result = try F.imported(
            ["UIBackgroundModes": ["processing"], "BGTaskSchedulerPermittedIdentifiers": ["com.x.db", "com.x.feed"]],
            kinds: ["com.x.feed=refresh"])
        #expect(
            result.messages.contains(
                "Info.plist: warning: BGTaskSchedulerPermittedIdentifiers[1]: 'com.x.feed' is a refresh task, but UIBackgroundModes has no 'fetch': submit fails with notPermitted"
            ))
        #expect(result.messages.filter { $0.contains("notPermitted") }.count == 1, "the processing task has its mode")
    }

    @Test(arguments: [false, true])
    func identifiersWithNeitherTaskModeWarnAndLeaveTheKindUndecided(binary: Bool) throws {
        let result = try F.imported(
            ["UIBackgroundModes": ["audio"], "BGTaskSchedulerPermittedIdentifiers": ["com.x.nightly.backup"]], binary: binary)
        #expect(
            result.messages.contains(
                "Info.plist: warning: BGTaskSchedulerPermittedIdentifiers: identifiers, but UIBackgroundModes has neither 'fetch' nor 'processing': submit fails with notPermitted, whatever the kind"
            ))
        #expect(result.undecided == ["com.x.nightly.backup"])
        #expect(result.manifest.contains("# A guess from the word 'backup' of the identifier: processing."))
    }

    @Test func anIdentifierListedTwiceIsWrittenOnceAndAnEmptyOneIsLeftOut() throws {
        let result = try F.imported(["UIBackgroundModes": ["fetch"], "BGTaskSchedulerPermittedIdentifiers": ["a.b", "", "a.b"]])
        #expect(F.keys(result.manifest).filter { $0 == "  - a.b" }.count == 1)
        #expect(result.messages.contains("Info.plist: warning: BGTaskSchedulerPermittedIdentifiers[1]: an empty identifier; left out"))
        #expect(result.messages.contains("Info.plist: BGTaskSchedulerPermittedIdentifiers[2]: 'a.b' is listed twice; written once"))
    }

    // MARK: Plists refused

    @Test(arguments: ["hello there", "name: Feed\nmodes: [fetch]\n", "<plist><dict><key>a</key></plist>"])
    func aFileThatIsNotAPlistIsRefused(text: String) {
        let problem = F.readProblem(Array(text.utf8))
        #expect(problem?.hasPrefix("Info.plist: not a property list (an Info.plist, XML or binary)") == true, "\(problem ?? "read")")
    }

    @Test func anEmptyFileIsRefused() {
        #expect(F.readProblem([]) == "Info.plist: empty file; expected a property list (an Info.plist, XML or binary)")
    }

    @Test(arguments: [false, true])
    func aPlistWhoseTopLevelIsNotADictionaryIsRefused(binary: Bool) throws {
        let bytes = Array(try PropertyListSerialization.data(fromPropertyList: ["fetch"], format: binary ? .binary : .xml, options: 0))
        #expect(F.readProblem(bytes) == "Info.plist: the top level is an array; an Info.plist holds a dictionary (<dict> in XML)")
    }

    @Test func aKeyOfTheWrongTypeIsRefusedWithItsKeyPath() throws {
        let cases: [([String: Any], String)] = [
            (["UIBackgroundModes": "fetch"], "UIBackgroundModes: expected an array of strings, found a string ('fetch')"),
            (["UIBackgroundModes": ["fetch", 3]], "UIBackgroundModes[1]: expected a string, found a number"),
            (
                ["BGTaskSchedulerPermittedIdentifiers": [["id": "x"]]],
                "BGTaskSchedulerPermittedIdentifiers[0]: expected a string, found a dictionary"
            ),
            (["CFBundleDisplayName": true], "CFBundleDisplayName: expected a string, found a boolean"),
            (["CFBundleIdentifier": ["a"]], "CFBundleIdentifier: expected a string, found an array"),
            (["UIApplicationSceneManifest": "yes"], "UIApplicationSceneManifest: expected a dictionary, found a string ('yes')"),
        ]
        for (dictionary, message) in cases {
            for binary in [false, true] {
                #expect(F.readProblem(try F.bytes(dictionary, binary: binary)) == "Info.plist: \(message)", "binary: \(binary)")
            }
        }
    }

    @Test func aTruncatedBinaryPlistIsRefused() throws {
        let bytes = try F.bytes(F.feedReader, binary: true)
        for length in [bytes.count - 1, bytes.count / 2, 8] {
            #expect(
                F.readProblem(Array(bytes.prefix(length)))
                    == "Info.plist: a binary property list that is truncated or damaged; PropertyListSerialization cannot read it")
        }
    }

    @Test func aKeyGivenTwiceIsReadAsFoundationReadsItTheLastWins() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleDisplayName</key><string>First</string>
            <key>CFBundleDisplayName</key><string>Second</string>
            </dict></plist>
            """
        #expect(try InfoPlist.read(Array(xml.utf8), file: "Info.plist").displayName == "Second")
    }

    // MARK: Options refused

    @Test(arguments: ["PRODUCT_NAME", "=x", "1X=y", "A B=c"])
    func aMalformedSetIsRefused(argument: String) throws {
        #expect(try F.refusal([:], set: [argument])?.hasPrefix("--set \(argument): expected VAR=VALUE") == true)
    }

    @Test func aSetThatNamesNothingInThePlistIsRefused() throws {
        #expect(
            try F.refusal(["CFBundleName": "$(PRODUCT_NAME)"], set: ["PRODUCT_NAME=A", "TEAM=x"])
                == "--set TEAM=x: the plist has no $(TEAM) or ${TEAM} to expand")
        #expect(try F.refusal(["CFBundleName": "$(A)"], set: ["A=1", "A=2"]) == "--set A=2: A is set twice")
        // A setting anywhere in the plist counts, even in a key the import does not read.
        #expect(try F.refusal(["CFBundleShortVersionString": "$(MARKETING_VERSION)"], set: ["MARKETING_VERSION=1.0"]) == nil)
    }

    @Test(arguments: [
        ("com.feed.refresh", "--kind com.feed.refresh: expected ID=KIND, KIND one of refresh, processing, continued"),
        (
            "com.feed.refresh=nightly",
            "--kind com.feed.refresh=nightly: unknown kind 'nightly'; expected one of refresh, processing, continued"
        ),
        (
            "com.feed.other=refresh",
            "--kind com.feed.other=refresh: no such identifier in BGTaskSchedulerPermittedIdentifiers (it lists com.feed.refresh, com.feed.cleanup)"
        ),
    ])
    func aMalformedKindOrOneNamingNoIdentifierIsRefused(argument: String, message: String) throws {
        #expect(try F.refusal(F.feedReader, kinds: [argument]) == message)
    }

    @Test func aKindForAWildcardsTaskSaysToEditTheManifest() throws {
        let plist: [String: Any] = ["BGTaskSchedulerPermittedIdentifiers": ["com.x.export.*"]]
        #expect(
            try F.refusal(plist, kinds: ["com.x.export.video=continued"])
                == "--kind com.x.export.video=continued: no such identifier in BGTaskSchedulerPermittedIdentifiers; 'com.x.export.*' is a wildcard: add a task it permits by editing the manifest (its comment has an example)"
        )
        #expect(try F.refusal(F.feedReader, kinds: ["com.feed.refresh=refresh", "com.feed.refresh=processing"]) != nil)
    }

    @Test func aNameOptionWithNothingToMakeANameOfIsRefused() throws {
        #expect(try F.refusal([:], name: "🙂 !") == "--name 🙂 !: expected a name: one word of letters, digits, '-', '_', '.' or '+'")
    }

    // MARK: Loading

    @Test func aManifestWithNothingFromIssues21And22LoadsAsWritten() throws {
        let result = try F.imported(["CFBundleDisplayName": "Radio", "UIBackgroundModes": ["audio", "bluetooth-central"]])
        #expect(result.loads)
        #expect(try app(result.manifest).modes == [.audio])
    }

    @Test(.enabled(if: ManifestKeys.readable, ManifestKeys.waiting))
    func theImportedManifestLoadsOnceItsKindsAreChosen() throws {
        var plist = F.feedReader
        plist["BGTaskSchedulerPermittedIdentifiers"] = ["com.feed.refresh", "com.feed.cleanup", "com.feed.export.*"]
        let undecided = try F.imported(plist)
        #expect(undecided.problems(file: "feed.yaml").isEmpty, "only the kinds are missing")
        let chosen = try F.imported(plist, kinds: ["com.feed.refresh=refresh", "com.feed.cleanup=processing"])
        #expect(chosen.loads, "\(chosen.problems(file: "feed.yaml"))")
        let continued = try F.imported(
            ["BGTaskSchedulerPermittedIdentifiers": ["com.feed.export.video"]], kinds: ["com.feed.export.video=continued"])
        #expect(continued.loads, "\(continued.problems(file: "feed.yaml"))")
    }
}
