import DeckCore
import DeckUI
import Foundation
import Testing

/// `appdeck themes` resolves each theme once: a long inherit chain costs one read and one
/// build per theme, not one per theme and per theme that inherits it.
@Suite struct ThemeChainTests {
    /// `t0` … `t(n-1)`, each inheriting the one before; `t0` inherits dark.
    static func chain(_ count: Int, in scratch: ThemeScratchDirectory) throws {
        for i in 0..<count {
            try scratch.write("t\(i).yaml", "inherits: \(i == 0 ? "dark" : "t\(i - 1)")\ndescription: link \(i)\n")
        }
    }

    @Test func listingAnInheritChainReadsAndBuildsEachThemeOnce() throws {
        let scratch = try ThemeScratchDirectory()
        try Self.chain(60, in: scratch)
        let resolver = ThemeResolver(library: ThemeLibrary(userDirectory: scratch.path))
        let lines = ThemeReport.list(resolver: resolver, selection: ThemeSelection(option: "t59", environment: nil, settings: nil))
        #expect(lines.count == 5 + 60 + 1)
        #expect(lines.last == "active: t59 (--theme)")
        #expect(resolver.filesRead == 60, "each user theme read once")
        #expect(resolver.themesBuilt == 60 + 5, "each theme, user or bundled, built once")
    }

    @Test func aThemeBuiltOnceIsTheSameAsOneLoadedAlone() throws {
        let scratch = try ThemeScratchDirectory()
        try Self.chain(8, in: scratch)
        let library = ThemeLibrary(userDirectory: scratch.path)
        let resolver = ThemeResolver(library: library)
        for i in 0..<8 { _ = try resolver.load("t\(i)") }
        let (shared, sharedWarnings) = try resolver.load("t7")
        let (alone, aloneWarnings) = try library.load("t7")
        #expect(shared == alone && sharedWarnings == aloneWarnings)
    }

    @Test func aCycleIsStillAWarningWhenItsThemesAreResolvedTogether() throws {
        let scratch = try ThemeScratchDirectory()
        try scratch.write("a.yaml", "inherits: b\n")
        try scratch.write("b.yaml", "inherits: a\n")
        let resolver = ThemeResolver(library: ThemeLibrary(userDirectory: scratch.path))
        let a = try resolver.load("a"), b = try resolver.load("b")
        #expect(a.warnings.map(\.message) == ["inherits: 'a' leads back to this file; using the built-in default"])
        #expect(b.warnings.map(\.message) == ["inherits: 'b' leads back to this file; using the built-in default"])
    }
}
