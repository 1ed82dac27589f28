import Foundation
import TestHarness
import Testing

/// `appdeck apps import` as a user runs it: the real binary on plists written in the test
/// with PropertyListSerialization; its exit statuses, files and messages, and the imported
/// app loaded with `--apps` and run.
struct ImportCommandTests {
    static var radio: [String: Any] { ["CFBundleDisplayName": "Radio", "UIBackgroundModes": ["audio", "bluetooth-central"]] }

    /// A feed reader as its project has it: both task modes (kinds undecided), build settings.
    static var feed: [String: Any] {
        [
            "CFBundleName": "$(PRODUCT_NAME)", "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
            "UIBackgroundModes": ["fetch", "processing"],
            "BGTaskSchedulerPermittedIdentifiers": ["$(PRODUCT_BUNDLE_IDENTIFIER).refresh", "com.feed.cleanup"],
            "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": false],
        ]
    }

    /// A fresh directory with `dictionary` written as `Feed/Info.plist` in it.
    func project(_ dictionary: [String: Any], binary: Bool = false) throws -> String {
        let dir = try AppdeckProcess.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/Feed", withIntermediateDirectories: true)
        let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: binary ? .binary : .xml, options: 0)
        try data.write(to: URL(fileURLWithPath: dir + "/Feed/Info.plist"))
        try FileManager.default.createDirectory(atPath: dir + "/apps", withIntermediateDirectories: true)
        return dir
    }

    func importing(_ arguments: [String], in dir: String) throws -> AppdeckProcess.Result {
        try AppdeckProcess.run(["apps", "import"] + arguments, directory: dir)
    }

    @Test func importWritesTheManifestToStdoutAndWhatItDidToStderr() throws {
        let dir = try project(Self.radio)
        let result = try importing(["Feed/Info.plist"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# Radio: imported from Feed/Info.plist (no CFBundleIdentifier) by appdeck apps import.\n"))
        #expect(result.stdout.contains("\nmodes: [audio] "))
        #expect(
            result.stderr == """
                Feed/Info.plist: name 'Radio': from CFBundleDisplayName
                Feed/Info.plist: UIBackgroundModes[1]: AppDeck does not simulate 'bluetooth-central'; kept as a comment

                """)
    }

    @Test func aBinaryPlistImportsAsItsXMLDoes() throws {
        let xml = try importing(["Feed/Info.plist"], in: try project(Self.feed))
        let binary = try importing(["Feed/Info.plist"], in: try project(Self.feed, binary: true))
        #expect(binary.stdout == xml.stdout)
        #expect(binary.stderr == xml.stderr)
    }

    @Test func anUndecidedKindExitsOneWritesTheManifestAndTheLastLineSaysHowToFinishIt() throws {
        let dir = try project(Self.feed)
        let result = try importing(["Feed/Info.plist", "--out", "apps"], in: dir)
        #expect(result.status == 1)
        let written = try String(contentsOfFile: dir + "/apps/feed.yaml", encoding: .utf8)
        #expect(written.components(separatedBy: "kind: undecided").count == 3)
        let last = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(
            last
                == "Feed/Info.plist: 2 tasks' kinds are undecided ($(PRODUCT_BUNDLE_IDENTIFIER).refresh, com.feed.cleanup); the manifest does not load until chosen: edit the lines marked CHOOSE in apps/feed.yaml (or remove it and import again with --kind ID=KIND for each)"
        )
        let stdout = try importing(["Feed/Info.plist"], in: dir)
        #expect(stdout.status == 1)
        #expect(
            stdout.stderr.hasSuffix(
                "import again with --kind ID=KIND for each (KIND: refresh, processing or continued), or edit the lines marked CHOOSE\n"))
    }

    @Test func outWritesNameDotYamlInLowerCaseAndSaysHowToLoadIt() throws {
        let dir = try project(Self.radio)
        let result = try importing(["Feed/Info.plist", "--out", "apps", "--name", "FM Radio"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(FileManager.default.fileExists(atPath: dir + "/apps/fmradio.yaml"))
        #expect(result.stderr.hasSuffix("Feed/Info.plist: wrote apps/fmradio.yaml; load it with appdeck --apps apps\n"))
    }

    @Test func outNeverReplacesAnExistingFileNotEvenADanglingLink() throws {
        let dir = try project(Self.radio)
        try "name: Mine\n".write(toFile: dir + "/apps/radio.yaml", atomically: true, encoding: .utf8)
        let result = try importing(["Feed/Info.plist", "--out", "apps"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr == "apps/radio.yaml: exists; not replaced (move it away, or choose another --name or --out)\n")
        #expect(try String(contentsOfFile: dir + "/apps/radio.yaml", encoding: .utf8) == "name: Mine\n")

        try FileManager.default.removeItem(atPath: dir + "/apps/radio.yaml")
        try FileManager.default.createSymbolicLink(atPath: dir + "/apps/radio.yaml", withDestinationPath: dir + "/elsewhere.yaml")
        #expect(try importing(["Feed/Info.plist", "--out", "apps"], in: dir).status == 2)
        #expect(!FileManager.default.fileExists(atPath: dir + "/elsewhere.yaml"))
    }

    @Test func badPlistsExitTwoNamingTheFileAndKeyPathAndWriteNothing() throws {
        let dir = try project([:])
        let truncated = try PropertyListSerialization.data(fromPropertyList: Self.feed, format: .binary, options: 0)
        let cases: [(bytes: Data, message: String)] = [
            (Data("hello".utf8), "bad.plist: not a property list (an Info.plist, XML or binary)"),
            (try PropertyListSerialization.data(fromPropertyList: ["a"], format: .xml, options: 0), "bad.plist: the top level is an array"),
            (
                try PropertyListSerialization.data(fromPropertyList: ["UIBackgroundModes": "fetch"], format: .xml, options: 0),
                "bad.plist: UIBackgroundModes: expected an array of strings, found a string ('fetch')"
            ),
            (truncated.prefix(truncated.count / 2), "bad.plist: a binary property list that is truncated or damaged"),
            (Data(repeating: 0x20, count: 4_000_001), "bad.plist: larger than 4 MB"),
        ]
        for (bytes, message) in cases {
            try bytes.write(to: URL(fileURLWithPath: dir + "/bad.plist"))
            let result = try importing(["bad.plist", "--out", "apps"], in: dir)
            #expect(result.status == 2, "\(message)")
            #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/apps").isEmpty)
        }
        let missing = try importing(["nowhere/Info.plist"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr == "nowhere/Info.plist: cannot read: no such file or directory\n")
    }

    @Test func aMalformedOptionOrOneNamingNothingExitsTwoAndWritesNothing() throws {
        let dir = try project(Self.feed)
        let cases: [([String], String)] = [
            (["--set", "PRODUCT_NAME"], "appdeck apps import: --set PRODUCT_NAME: expected VAR=VALUE"),
            (["--set", "TEAM_ID=x"], "appdeck apps import: --set TEAM_ID=x: the plist has no $(TEAM_ID) or ${TEAM_ID} to expand"),
            (["--kind", "com.feed.cleanup=nightly"], "appdeck apps import: --kind com.feed.cleanup=nightly: unknown kind 'nightly'"),
            (["--kind", "com.feed.other=refresh"], "appdeck apps import: --kind com.feed.other=refresh: no such identifier"),
            (["--name", "!!"], "appdeck apps import: --name !!: expected a name"),
            (["--out", "Feed/Info.plist"], "appdeck apps import: --out Feed/Info.plist: not a folder"),
        ]
        for (options, message) in cases {
            let result = try importing(["Feed/Info.plist", "--out", "apps"] + options, in: dir)
            #expect(result.status == 2, "\(options)")
            #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/apps").isEmpty)
        }
    }

    @Test func importOutCreatesTheFolderAndItsParents() throws {
        let dir = try project(Self.feed)
        let result = try importing(["Feed/Info.plist", "--out", "new/apps"], in: dir)
        #expect(result.status != 2, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/new/apps").count == 1)
    }

    @Test func anImportedAppLoadsWithAppsAndAScriptRunsAgainstIt() throws {
        let dir = try project(Self.radio)
        #expect(try importing(["Feed/Info.plist", "--out", "apps"], in: dir).status == 0)
        let list = try AppdeckProcess.run(["apps", "--apps", dir + "/apps"])
        #expect(list.stdout.contains("Radio"), "\(list.stdout)")
        let script = "launch Radio\nwait 1s\nhome\nwait 10s\nexpect Radio suspended\n"
        let run = try AppdeckProcess.runScript(script, ["--apps", dir + "/apps"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Radio     Suspended"), "\(run.stdout)")
    }

    @Test func anAppWithASceneManifestImportsWithScenesAndGetsTheSceneLifeCycle() throws {
        let chat: [String: Any] = [
            "CFBundleName": "$(PRODUCT_NAME)", "UIBackgroundModes": ["remote-notification"],
            "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": false],
        ]
        let dir = try project(chat)
        let imported = try importing(["Feed/Info.plist", "--out", "apps"], in: dir)
        #expect(imported.status == 0, "\(imported.stderr)")
        let check = try AppdeckProcess.run(["apps", "check", dir + "/apps/feed.yaml"])
        #expect(check.status == 0, "\(check.stdout)")
        let script = "launch Feed\nwait 1s\nhome\nwait 5s\nexpect Feed suspended\nexpect Feed had SceneDidEnterBackground\n"
        let run = try AppdeckProcess.runScript(script, ["--apps", dir + "/apps", "--profile", "ios13"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("Feed      SceneWillConnect"), "\(run.stdout)")
    }

    @Test(.enabled(if: BGTaskKeys.readable, BGTaskKeys.waiting))
    func aFeedReaderWithItsKindsChosenPassesAppsCheckLoadsAndRunsItsRefreshTask() throws {
        let dir = try project(Self.feed)
        let imported = try importing(
            [
                "Feed/Info.plist", "--out", "apps", "--set", "PRODUCT_BUNDLE_IDENTIFIER=com.feed", "--kind", "com.feed.refresh=refresh",
                "--kind", "com.feed.cleanup=processing",
            ], in: dir)
        #expect(imported.status == 0, "\(imported.stderr)")
        let check = try AppdeckProcess.run(["apps", "check", dir + "/apps/feed.yaml"])
        #expect(check.status == 0, "\(check.stdout)")
        let script = """
            launch Feed
            wait 2s
            home
            wait 1h
            expect Feed had BGTaskSubmitted com.feed.refresh
            expect Feed had BGTaskLaunched com.feed.refresh

            """
        let run = try AppdeckProcess.runScript(script, ["--apps", dir + "/apps", "--profile", "ios13"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
}

/// Tests of manifests holding issue 22's BG task keys run from the moment the binary reads
/// them (the bgengine branch, whose built-in Feed app has a refresh task).
enum BGTaskKeys {
    static var readable: Bool { (try? AppdeckProcess.run(["apps", "show", "Feed"]))?.stdout.contains("bg-tasks:") == true }
    static let waiting: Comment = "waits for issue 22's manifest keys (bg-tasks, permitted-identifiers, mode processing: branch bgengine)"
}
