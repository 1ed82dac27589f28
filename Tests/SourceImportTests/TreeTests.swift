import Foundation
import SourceImport
import Testing

/// The folder: which Info.plist is the app's, which folders are skipped, files that cannot be
/// read, links that loop.
@Suite struct TreeTests {
    static let register = SubmitTests.registering("com.example.refresh")

    @Test func theAppPlistIsNotAnExtensionsNorATestBundlesNorAFrameworks() throws {
        let tree = try FixtureTree([
            "App/Info.plist": FixtureTree.plist(modes: ["fetch"], ids: ["com.example.refresh"]),
            "Widget/Info.plist": FixtureTree.plist(extra: "<key>NSExtension</key>\n<dict/>\n"),
            "AppTests/Info.plist": FixtureTree.plist(),
            "Kit/Info.plist": FixtureTree.plist(extra: "<key>CFBundlePackageType</key>\n<string>FMWK</string>\n"),
            "App/GoogleService-Info.plist": "<plist version=\"1.0\"><dict><key>API_KEY</key><string>x</string></dict></plist>",
            "App/AppDelegate.swift": Self.register,
        ])
        let outcome = try tree.run()
        #expect(outcome.plist == "App/Info.plist")
    }

    @Test func severalAppPlistsAreRefusedListingThem() throws {
        let tree = try FixtureTree([
            "App/Info.plist": FixtureTree.plist(), "Other/Other-Info.plist": FixtureTree.plist(),
        ])
        #expect {
            try tree.run()
        } throws: { error in
            let text = "\(error)"
            return text.contains("App/Info.plist") && text.contains("Other/Other-Info.plist") && text.contains("--plist")
        }
        #expect(try tree.run(plist: "Other/Other-Info.plist").plist == "Other/Other-Info.plist")
    }

    @Test func noAppPlistIsRefused() throws {
        let tree = try FixtureTree(["App/AppDelegate.swift": Self.register])
        #expect(throws: SourceImport.Refusal.self) { try tree.run() }
    }

    @Test func podsCarthageAndTestFoldersAreNotRead() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.register,
                "Pods/Lib/Lib.swift": Self.register, "Carthage/Lib.swift": Self.register,
                "AppTests/Test.swift": Self.register, "Tests/More.swift": Self.register, "App/Mocks/Mock.swift": "let x = 1",
            ], ids: ["com.example.refresh"])
        #expect(outcome.findings(FindingToken.registeredTwice).isEmpty)
        #expect(outcome.files.total == 2)
    }

    @Test func aLinkedFolderIsNotReadTwiceAndALoopEnds() throws {
        let tree = try FixtureTree([
            "App/Info.plist": FixtureTree.plist(ids: ["com.example.refresh"]), "App/Code/AppDelegate.swift": Self.register,
        ])
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/App/Code/Loop", withDestinationPath: tree.root + "/App")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/Again", withDestinationPath: tree.root + "/App/Code")
        let outcome = try tree.run()
        #expect(outcome.findings(FindingToken.registeredTwice).isEmpty)
        #expect(outcome.files.total == 1)
    }

    @Test func aBinaryFileAndAFileThatDoesNotParseAreWarnings() throws {
        let tree = try FixtureTree([
            "App/Info.plist": FixtureTree.plist(ids: ["com.example.refresh"]),
            "App/AppDelegate.swift": Self.register,
            "App/Broken.swift": "func scheduleAppRefresh( {\n let request = BGAppRefreshTaskRequest(identifier: \"com.example.refresh\")\n",
        ])
        try Data(Array("BGTaskScheduler ".utf8) + [0, 1, 2]).write(to: URL(fileURLWithPath: tree.root + "/App/Blob.swift"))
        let outcome = try tree.run()
        #expect(outcome.warnings.contains { $0.hasPrefix("App/Blob.swift: warning: not text") })
        #expect(outcome.warnings.contains { $0.hasPrefix("App/Broken.swift:1:") && $0.contains("does not parse") })
    }

    @Test func aPathThatIsNotAFolderIsRefused() throws {
        #expect(throws: SourceImport.Refusal.self) {
            try SourceImport.run(SourceImport.Options(folder: "/nonexistent/appdeck-folder"))
        }
    }
}
