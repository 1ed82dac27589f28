import Foundation
import SourceImport
import Testing

/// What the Xcode project says of the plist's target beyond its bundle identifier: the package
/// type (`$(PRODUCT_BUNDLE_PACKAGE_TYPE)`, corona-warn-app's plists) when choosing the app's
/// plist, and the product name (`$(PRODUCT_NAME)`) for the app's name.
@Suite struct ProjectTargetTests {
    /// A plist under `Resources/` whose package type and names are build settings.
    static func plist(packageType: String = "$(PRODUCT_BUNDLE_PACKAGE_TYPE)") -> String {
        FixtureTree.plist(
            ids: ["com.example.refresh"],
            extra: "<key>CFBundlePackageType</key>\n<string>\(packageType)</string>\n"
                + "<key>CFBundleDisplayName</key>\n<string>$(PRODUCT_NAME)</string>\n"
        )
        .replacingOccurrences(of: "<string>Sample</string>", with: "<string>$(PRODUCT_NAME)</string>")
    }

    /// A project.pbxproj with one native target per entry: its name, product type, plist and
    /// PRODUCT_NAME as written (nil: not written).
    static func project(_ targets: [(name: String, type: String, plist: String, productName: String?)]) -> String {
        var objects = ""
        for (index, target) in targets.enumerated() {
            let name = target.productName.map { "\t\t\t\tPRODUCT_NAME = \"\($0)\";\n" } ?? ""
            objects += """
                \t\tT\(index) = {
                \t\t\tisa = PBXNativeTarget;
                \t\t\tbuildConfigurationList = L\(index);
                \t\t\tname = \(target.name);
                \t\t\tproductType = "com.apple.product-type.\(target.type)";
                \t\t};
                \t\tL\(index) = {
                \t\t\tisa = XCConfigurationList;
                \t\t\tbuildConfigurations = (C\(index));
                \t\t};
                \t\tC\(index) = {
                \t\t\tisa = XCBuildConfiguration;
                \t\t\tbuildSettings = {
                \t\t\t\tINFOPLIST_FILE = \(target.plist);
                \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.\(target.name.lowercased());
                \(name)\t\t\t};
                \t\t\tname = Release;
                \t\t};

                """
        }
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n\(objects)\t};\n\trootObject = T0;\n}\n"
    }

    static let code = [
        "App/Sources/AppDelegate.swift": SubmitTests.registering("com.example.refresh"),
        "App/Sources/Scheduler.swift": "class Scheduler {\n" + SubmitTests.scheduler("schedule()") + "\n}",
    ]

    @Test func aPackageTypeWrittenAsABuildSettingIsTheTargetsProductType() throws {
        let tree = try FixtureTree(
            Self.code.merging([
                "App/Resources/Info.plist": Self.plist(), "Storage/Info.plist": Self.plist(),
                "App.xcodeproj/project.pbxproj": Self.project([
                    ("Courier", "application", "App/Resources/Info.plist", nil), ("Storage", "framework", "Storage/Info.plist", nil),
                ]),
            ]) { a, _ in a })
        let outcome = try tree.run()
        #expect(outcome.plist == "App/Resources/Info.plist")
    }

    @Test func anUnexpandedPackageTypeIsUnknownAndADeclaredApplicationIsPreferred() throws {
        let tree = try FixtureTree(
            Self.code.merging(["App/Resources/Info.plist": Self.plist(packageType: "APPL"), "Storage/Info.plist": Self.plist()]) {
                a, _ in a
            })
        let outcome = try tree.run()
        #expect(outcome.plist == "App/Resources/Info.plist")
    }

    @Test func theNameOfAnAppWhosePlistIsInResourcesIsTheProductName() throws {
        let tree = try FixtureTree(
            Self.code.merging([
                "App/Resources/Info.plist": Self.plist(),
                "App.xcodeproj/project.pbxproj": Self.project([("Courier", "application", "App/Resources/Info.plist", "Courier Post")]),
            ]) { a, _ in a })
        #expect(try tree.run().result.name == "CourierPost")
    }

    @Test func theNameOfAnAppWhoseProductNameIsTheTargetsIsTheTargetName() throws {
        let tree = try FixtureTree(
            Self.code.merging([
                "App/Resources/Info.plist": Self.plist(),
                "App.xcodeproj/project.pbxproj": Self.project([("Courier", "application", "App/Resources/Info.plist", "$(TARGET_NAME)")]),
            ]) { a, _ in a })
        #expect(try tree.run().result.name == "Courier")
    }

    @Test func withoutAProjectTheNameIsTheFolderAboveResourcesNeverResources() throws {
        let tree = try FixtureTree(Self.code.merging(["Courier/Supporting Files/Info.plist": Self.plist()]) { a, _ in a })
        #expect(try tree.run().result.name == "Courier")
    }
}
