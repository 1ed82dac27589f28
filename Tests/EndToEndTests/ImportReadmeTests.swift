import Foundation
import TestHarness
import Testing

/// The manual's "Bring your own app" example stays the program's output: the import of a plist
/// with the keys of Wikipedia's Info.plist that the import reads (wikimedia/wikipedia-ios; the
/// file itself is not in this repository), run with the manual's command line.
struct ImportReadmeTests {
    /// The example's block: the command's output (stderr), then the manifest after `$ cat`.
    func example() throws -> (stderr: String, manifest: String, arguments: [String]) {
        let rest = try #require(try Manual.section("Bring your own app"), "the manual has a section titled Bring your own app")
        let command = try #require(rest.range(of: "$ appdeck apps import "))
        let block = rest[command.upperBound...]
        let end = try #require(block.range(of: "\n```\n"))
        let body = String(block[..<end.lowerBound]) + "\n"
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let commandEnd = try #require(lines.firstIndex { !$0.hasSuffix("\\") })
        let arguments = lines[0...commandEnd].joined(separator: " ").replacingOccurrences(of: "\\", with: "")
            .split(separator: " ").map(String.init)
        let cat = try #require(lines.firstIndex { $0.hasPrefix("$ cat ") })
        let stderr = lines[(commandEnd + 1)..<cat].joined(separator: "\n") + "\n"
        let manifest = lines[(cat + 1)...].joined(separator: "\n")
        return (stderr, manifest, arguments)
    }

    /// The README's command run on the plist, in a fresh directory.
    func run(_ arguments: [String]) throws -> (result: AppdeckProcess.Result, manifest: String) {
        let dir = try AppdeckProcess.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/Wikipedia", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/mine", withIntermediateDirectories: true)
        let keys: [String: Any] = [
            "BGTaskSchedulerPermittedIdentifiers": ["org.wikimedia.wikipedia.appRefresh", "org.wikimedia.wikipedia.databaseHousekeeper"],
            "CFBundleDisplayName": "${PRODUCT_NAME}", "CFBundleName": "${PRODUCT_NAME}",
            "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "UIBackgroundModes": ["fetch", "processing"],
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": false,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"]]
                ],
            ],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: keys, format: .xml, options: 0)
        try data.write(to: URL(fileURLWithPath: dir + "/Wikipedia/Wikipedia-Info.plist"))
        let result = try AppdeckProcess.run(["apps", "import"] + arguments, directory: dir)
        return (result, (try? String(contentsOfFile: dir + "/mine/wikipedia.yaml", encoding: .utf8)) ?? "")
    }

    @Test func theReadmesImportExampleIsTheManifestTheImportWrites() throws {
        let example = try example()
        let (_, manifest) = try run(example.arguments)
        #expect(manifest == example.manifest)
    }

    @Test(.enabled(if: BGTaskKeys.readable, BGTaskKeys.waiting))
    func theReadmesImportExampleShowsWhatTheImportSays() throws {
        let example = try example()
        let (result, _) = try run(example.arguments)
        #expect(result.status == 0)
        #expect(result.stderr == example.stderr)
    }
}
