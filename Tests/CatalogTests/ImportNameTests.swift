import Foundation
import Testing

@testable import Catalog

/// `apps import`: where the app's name comes from, and the build settings (`$(VAR)`) an
/// Info.plist in a project holds in place of values.
struct ImportNameTests {
    typealias F = ImportFixture

    @Test(arguments: [false, true])
    func theNameComesFromCFBundleDisplayNameFirst(binary: Bool) throws {
        let result = try F.imported(["CFBundleDisplayName": "Reader", "CFBundleName": "reader_app"], binary: binary)
        #expect(result.name == "Reader")
        #expect(result.messages.first == "Info.plist: name 'Reader': from CFBundleDisplayName")
        #expect(F.keys(result.manifest).contains("name: Reader"))
    }

    @Test(arguments: [false, true])
    func withoutADisplayNameTheNameComesFromCFBundleName(binary: Bool) throws {
        let result = try F.imported(["CFBundleName": "reader_app"], binary: binary)
        #expect(result.name == "reader_app")
        #expect(result.messages.first == "Info.plist: name 'reader_app': from CFBundleName")
    }

    @Test(arguments: ["$(PRODUCT_NAME)", "${PRODUCT_NAME}", "$(PRODUCT_NAME:rfc1034identifier)"])
    func whenTheBundleKeysStillHoldAVariableTheNameComesFromTheFolder(written: String) throws {
        let result = try F.imported(["CFBundleDisplayName": written, "CFBundleName": written], folder: "Mastodon")
        #expect(result.name == "Mastodon")
        #expect(
            result.messages.first
                == "Info.plist: name 'Mastodon': from the folder holding the plist (CFBundleDisplayName holds '\(written)', CFBundleName holds '\(written)'); pass --name NAME to choose another"
        )
    }

    @Test func withNoNameKeyTheNameComesFromTheFolderAndSuggestsTheNameOption() throws {
        let result = try F.imported([:], folder: "Runner")
        #expect(result.name == "Runner")
        #expect(
            result.messages.first
                == "Info.plist: name 'Runner': from the folder holding the plist (no CFBundleDisplayName, no CFBundleName); pass --name NAME to choose another"
        )
    }

    @Test func aBuiltAppsFolderGivesItsNameWithoutTheAppExtension() throws {
        #expect(try F.imported([:], folder: "Mastodon.app").name == "Mastodon")
    }

    @Test func withNoFolderNameTheNameIsAppAndTheNameOptionIsSuggested() throws {
        let result = try F.imported([:], folder: "/")
        #expect(result.name == "App")
        #expect(result.messages.first?.hasSuffix("pass --name NAME to choose another") == true)
    }

    @Test func theNameOptionWinsOverEveryKey() throws {
        let result = try F.imported(["CFBundleDisplayName": "Reader"], name: "Feedy")
        #expect(result.name == "Feedy")
        #expect(result.messages.first == "Info.plist: name 'Feedy': from --name")
    }

    @Test func aNameIsMadeOneWordAndStderrSaysWhatWasChanged() throws {
        let result = try F.imported(["CFBundleDisplayName": "Flutter Gallery ✨"])
        #expect(result.name == "FlutterGallery")
        #expect(
            result.messages.first == "Info.plist: name 'FlutterGallery': from CFBundleDisplayName, made one word from 'Flutter Gallery ✨'")
        #expect(try app(result.manifest).name == "FlutterGallery")
    }

    @Test func aNameStartingWithADotOrDashLosesItSoTheFileIsNotHidden() throws {
        #expect(ImportName.sanitized("..hidden") == "hidden")
        #expect(ImportName.sanitized("-x y") == "xy")
        #expect(try F.imported(["CFBundleDisplayName": "🙂"], folder: "Smile").name == "Smile")
    }

    @Test func aNameEqualToABuiltInAppsSaysItWillReplaceIt() throws {
        let result = try F.imported(["CFBundleDisplayName": "podcasts"])
        #expect(
            result.messages.contains(
                "Info.plist: name 'podcasts' is a built-in app's: loaded with --apps, this manifest replaces the built-in Podcasts (pass --name NAME to keep both)"
            ))
    }

    @Test(arguments: ["$(PRODUCT_NAME)", "${PRODUCT_NAME}", "$(PRODUCT_NAME:c99extidentifier)"])
    func setExpandsEachFormOfABuildSetting(written: String) throws {
        let result = try F.imported(
            ["CFBundleDisplayName": written, "CFBundleIdentifier": "com.x.\(written)"], set: ["PRODUCT_NAME=Reader"])
        #expect(result.name == "Reader")
        #expect(result.manifest.contains("(CFBundleIdentifier com.x.Reader)"))
        #expect(!result.messages.contains { $0.contains("unexpanded") })
    }

    @Test func setExpandsVariablesInsideIdentifiers() throws {
        let result = try F.imported(
            ["UIBackgroundModes": ["fetch"], "BGTaskSchedulerPermittedIdentifiers": ["$(PRODUCT_BUNDLE_IDENTIFIER).refresh"]],
            set: ["PRODUCT_BUNDLE_IDENTIFIER=com.feed"])
        #expect(F.keys(result.manifest).contains("  - id: com.feed.refresh"))
    }

    @Test func unexpandedBuildSettingsAreListedOnceWithTheirKeysAndTheHint() throws {
        let result = try F.imported(F.feedReader)
        let unexpanded = result.messages.filter { $0.contains("unexpanded") || $0.contains("--set VAR=VALUE") }
        #expect(
            unexpanded == [
                "Info.plist: unexpanded build setting $(PRODUCT_NAME) in CFBundleDisplayName, CFBundleName",
                "Info.plist: unexpanded build setting $(PRODUCT_BUNDLE_IDENTIFIER) in CFBundleIdentifier",
                "Info.plist: pass --set VAR=VALUE for each, or import the built app's Info.plist (…/Build/Products/…/App.app/Info.plist), where Xcode has filled them in",
            ])
    }

    @Test func anIdentifierStillHoldingAVariableIsKeptVerbatimAndWarned() throws {
        let id = "${PRODUCT_BUNDLE_IDENTIFIER}.refresh"
        let result = try F.imported(["UIBackgroundModes": ["fetch"], "BGTaskSchedulerPermittedIdentifiers": [id]])
        #expect(F.keys(result.manifest).contains("  - id: \"\(id)\""))
        #expect(
            result.messages.contains(
                "Info.plist: warning: BGTaskSchedulerPermittedIdentifiers[0]: '\(id)' still holds a build setting; kept as written (to AppDeck it is only a name, and scripts use it as it is)"
            ))
        #expect(
            result.messages.contains(
                "Info.plist: unexpanded build setting ${PRODUCT_BUNDLE_IDENTIFIER} in BGTaskSchedulerPermittedIdentifiers[0]"))
    }

    @Test func aDollarThatIsNotABuildSettingIsLeftAlone() throws {
        #expect(BuildSettings.references(in: "$5 and $(not a name) and $(OPEN").isEmpty)
        #expect(BuildSettings.references(in: "a$(X)b${Y:lower}c").map(\.name) == ["X", "Y"])
        #expect(BuildSettings(["X": "1"]).expand("$(X)$(X)${Z}").text == "11${Z}")
    }
}
