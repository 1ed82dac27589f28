import Foundation
import Testing

@testable import SourceImport

/// A folder that cannot be read is a warning naming it, and the rest is read. As root a
/// `chmod 000` folder is still readable, so the folder lister is given a failure for one path:
/// the error path itself, not a stand-in.
@Suite struct UnreadableFolderTests {
    static func walk(_ tree: borrowing FixtureTree, failing: String) throws -> SourceTree {
        try SourceTree.walk(tree.root) { path in
            path == failing ? .failure(FolderFailure(reason: "Permission denied")) : SourceTree.names(path)
        }
    }

    @Test func anUnreadableFolderIsAWarningNamingItAndTheRestIsRead() throws {
        let tree = try FixtureTree([
            "App/Info.plist": FixtureTree.plist(), "App/AppDelegate.swift": "class AppDelegate {}",
            "App/Locked/Secret.swift": "let secret = 1",
        ])
        let walked = try Self.walk(tree, failing: tree.root + "/App/Locked")
        #expect(walked.warnings == ["App/Locked: warning: cannot read the folder (Permission denied); skipped"])
        #expect(walked.swiftFiles == ["App/AppDelegate.swift"])
        #expect(walked.plists == ["App/Info.plist"])
    }

    @Test func anUnreadableRootFolderIsAWarningNamingTheFolderGiven() throws {
        let tree = try FixtureTree(["App/Info.plist": FixtureTree.plist()])
        let walked = try Self.walk(tree, failing: tree.root)
        #expect(walked.warnings == ["\(tree.root): warning: cannot read the folder (Permission denied); skipped"])
        #expect(walked.plists.isEmpty)
    }
}
