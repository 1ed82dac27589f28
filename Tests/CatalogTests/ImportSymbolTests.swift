import Foundation
import Lifecycle
import Testing

@testable import Catalog

/// An imported app is told apart from the others on screen: its symbol is its initial.
struct ImportSymbolTests {
    typealias F = ImportFixture

    @Test func anImportedAppsSymbolIsItsInitial() throws {
        let result = try F.imported(["CFBundleDisplayName": "wikipedia"])
        #expect(F.keys(result.manifest).contains("symbol: W"))
        #expect(result.loads, "\(result.problems(file: "feed.yaml"))")
    }

    @Test func anInitialThatIsNoSymbolIsLeftOut() throws {
        let result = try F.imported(["CFBundleDisplayName": "界Maps"])
        #expect(!F.keys(result.manifest).contains { $0.hasPrefix("symbol:") })
        #expect(result.loads)
    }
}
