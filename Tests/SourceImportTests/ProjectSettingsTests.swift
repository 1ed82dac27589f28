import Foundation
import SourceImport
import TestHarness
import Testing

/// `$(PRODUCT_BUNDLE_IDENTIFIER)` read from the Xcode project (the app target's build settings)
/// when `--set` does not give it, and a warning naming the file when it cannot be decided.
@Suite struct ProjectSettingsTests {
    /// An Info.plist whose identifiers are written with the build setting, as Xcode's template has them.
    static let plist = FixturePlist.app(
        identifier: "$(PRODUCT_BUNDLE_IDENTIFIER)", name: "Feed", modes: ["fetch", "processing"],
        ids: ["$(PRODUCT_BUNDLE_IDENTIFIER).refresh"])

    /// A project.pbxproj (old-style plist) with the app target's Debug and Release
    /// configurations and a widget's.
    static func project(debug: String, release: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tA1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = Feed/Info.plist;
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = \(debug);
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tA2 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = "$(SRCROOT)/Feed/Info.plist";
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = \(release);
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tB1 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = Widget/Info.plist;
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.widget;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t};
        \trootObject = A1;
        }

        """
    }

    /// The app: registers and submits `com.example.feed.refresh` as a literal.
    static func tree(project: String?) throws -> FixtureTree {
        var files = [
            "Feed/Info.plist": plist,
            "Feed/AppDelegate.swift": SubmitTests.registering("com.example.feed.refresh"),
            "Feed/Scheduler.swift": "class Scheduler {\n" + SubmitTests.scheduler("schedule()", id: "com.example.feed.refresh") + "\n}",
        ]
        if let project { files["Feed.xcodeproj/project.pbxproj"] = project }
        return try FixtureTree(files)
    }

    @Test func theBundleIdentifierComesFromTheAppTargetsBuildSettings() throws {
        let outcome = try Self.tree(project: Self.project(debug: "com.example.feed", release: "com.example.feed")).run()
        #expect(outcome.value("kind", task: "com.example.feed.refresh") == "refresh")
        #expect(outcome.findings(FindingToken.notPermitted).isEmpty)
        let said = outcome.warnings.first { $0.hasPrefix("Feed.xcodeproj/project.pbxproj:") }
        #expect(said?.contains("PRODUCT_BUNDLE_IDENTIFIER 'com.example.feed'") == true, "\(outcome.warnings)")
        #expect(said?.contains("Feed/Info.plist") == true)
    }

    @Test func whereTheConfigurationsDifferTheReleaseOneIsUsedAndTheOthersNamed() throws {
        let outcome = try Self.tree(project: Self.project(debug: "com.example.feed.debug", release: "com.example.feed")).run()
        #expect(outcome.value("kind", task: "com.example.feed.refresh") == "refresh")
        let said = outcome.warnings.first { $0.hasPrefix("Feed.xcodeproj/project.pbxproj:") } ?? ""
        #expect(said.contains("Release") && said.contains("com.example.feed.debug"), "\(said)")
    }

    @Test func setOverridesTheProject() throws {
        let tree = try Self.tree(project: Self.project(debug: "com.example.feed", release: "com.example.feed"))
        let outcome = try tree.run(settings: ["PRODUCT_BUNDLE_IDENTIFIER=com.example.feed"])
        #expect(!outcome.warnings.contains { $0.contains("project.pbxproj") })
        #expect(outcome.value("kind", task: "com.example.feed.refresh") == "refresh")
    }

    @Test func aBundleIdentifierMadeOfOtherSettingsIsAWarningNamingTheProject() throws {
        let outcome = try Self.tree(project: Self.project(debug: "\"$(BASE_ID).feed\"", release: "\"$(BASE_ID).feed\"")).run()
        let warning = outcome.warnings.first { $0.hasPrefix("Feed.xcodeproj/project.pbxproj: warning:") } ?? ""
        #expect(warning.contains("$(BASE_ID).feed") && warning.contains("--set PRODUCT_BUNDLE_IDENTIFIER=ID"), "\(outcome.warnings)")
    }

    @Test func noProjectIsAWarningNamingTheFolder() throws {
        let tree = try Self.tree(project: nil)
        let outcome = try tree.run()
        #expect(outcome.warnings.contains { $0.contains("warning: no NAME.xcodeproj/project.pbxproj") }, "\(outcome.warnings)")
    }
}
