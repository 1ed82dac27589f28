import DeckCore
import DeckUI
import Foundation
import Testing

/// A scratch directory, removed when the test ends.
final class ThemeScratchDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("appdeck-themes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = (path as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}

@Suite struct ThemeLibraryTests {
    @Test func userThemesComeAfterTheBundledOnesAndReplaceOnesWithTheSameName() throws {
        let scratch = try ThemeScratchDirectory()
        let zebra = try scratch.write("zebra.yaml", "roles: {}\n")
        let apple = try scratch.write("apple.yml", "roles: {}\n")
        let light = try scratch.write("light.yaml", "roles: {}\n")
        try scratch.write("notes.txt", "not a theme")
        let entries = ThemeLibrary(userDirectory: scratch.path).entries
        #expect(
            entries == [
                ThemeEntry(name: "dark", source: .bundled),
                ThemeEntry(name: "light", source: .user(light)),
                ThemeEntry(name: "high-contrast", source: .bundled),
                ThemeEntry(name: "ansi", source: .bundled),
                ThemeEntry(name: "monochrome", source: .bundled),
                ThemeEntry(name: "apple", source: .user(apple)),
                ThemeEntry(name: "zebra", source: .user(zebra)),
            ])
    }

    @Test func aMissingUserDirectoryMeansOnlyTheBundledThemes() {
        let library = ThemeLibrary(userDirectory: "/nonexistent/appdeck/themes")
        #expect(library.entries.map(\.name) == ["dark", "light", "high-contrast", "ansi", "monochrome"])
    }

    @Test func aUserThemeLoadsByNameAndItsProblemsNameItsPath() throws {
        let scratch = try ThemeScratchDirectory()
        let path = try scratch.write("mine.yaml", "roles:\n  card: { fg: red, bg: nope }\n")
        let (theme, warnings) = try ThemeLibrary(userDirectory: scratch.path).load("mine")
        #expect(theme.name == "mine")
        #expect(theme.look(.card).style.foreground == .ansi(1))
        #expect(warnings.map(\.description) == ["\(path):2: roles.card.bg: unknown colour 'nope'; expected \(Color.literalForms)"])
    }

    @Test func aThemeLoadsByPathNamedAfterItsFile() throws {
        let scratch = try ThemeScratchDirectory()
        let path = try scratch.write("sub/Solar.yaml", "roles:\n  base: { bg: \"#002b36\" }\n")
        let (theme, warnings) = try ThemeLibrary(userDirectory: nil).load(path)
        #expect(warnings.isEmpty)
        #expect(theme.name == "Solar")
        #expect(theme.look(.base).style.background == .rgb(0, 0x2b, 0x36))
    }

    @Test func anUnknownNameIsAnErrorListingTheThemes() {
        #expect(throws: ThemeError.noSuchTheme("nope", available: ["dark", "light", "high-contrast", "ansi", "monochrome"])) {
            try ThemeLibrary(userDirectory: nil).load("nope")
        }
        let error = ThemeError.noSuchTheme("nope", available: ["dark", "light"])
        #expect(error.description == "no theme named 'nope' (available: dark, light)")
    }

    @Test func aMissingOrUnreadableFileIsAnErrorWithItsRealCause() throws {
        func error(_ path: String) -> String? {
            do {
                _ = try ThemeLibrary(userDirectory: nil).load(path)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error("/nonexistent/x.yaml") == "/nonexistent/x.yaml: cannot read: no such file or directory")
        let scratch = try ThemeScratchDirectory()
        let directory = (scratch.path as NSString).appendingPathComponent("dir.yaml")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(error(directory) == "\(directory): cannot read: it is a directory, not a file")
        let binary = (scratch.path as NSString).appendingPathComponent("binary.yaml")
        _ = FileManager.default.createFile(atPath: binary, contents: Data([0x20, 0x0a, 0xff, 0xfe, 0x00, 0xc3]))
        #expect(error(binary) == "\(binary):2: not UTF-8 text (a truncated or binary file?)")
        if getuid() != 0 {
            let locked = try scratch.write("locked.yaml", "description: x\n")
            chmod(locked, 0)
            #expect(error(locked) == "\(locked): cannot read: permission denied")
        }
    }

    @Test func aThemeIsLaidOverTheThemeItInherits() throws {
        let scratch = try ThemeScratchDirectory()
        try scratch.write("paper.yaml", "inherits: light\nroles:\n  card: { bg: \"#ffffee\" }\n")
        let library = ThemeLibrary(userDirectory: scratch.path)
        let (paper, warnings) = try library.load("paper")
        let (light, _) = try library.load("light")
        #expect(warnings.isEmpty)
        #expect(paper.look(.card).style.background == .rgb(0xff, 0xff, 0xee))
        #expect(paper.look(.card).style.foreground == light.look(.card).style.foreground)
        #expect(paper.look(.base) == light.look(.base))
    }

    @Test func aUserThemeNamedLikeABundledOneInheritsTheBundledOne() throws {
        let scratch = try ThemeScratchDirectory()
        try scratch.write("light.yaml", "inherits: light\nroles:\n  error: magenta\n")
        let (theme, warnings) = try ThemeLibrary(userDirectory: scratch.path).load("light")
        let (bundled, _) = try ThemeLibrary(userDirectory: nil).load("light")
        #expect(warnings.isEmpty)
        #expect(theme.look(.error).style.foreground == .ansi(5))
        #expect(theme.look(.base) == bundled.look(.base))
    }

    @Test func anInheritanceCycleIsAWarningAndFallsBackToTheStandard() throws {
        let scratch = try ThemeScratchDirectory()
        try scratch.write("a.yaml", "inherits: b\nroles:\n  error: magenta\n")
        try scratch.write("b.yaml", "inherits: a\nroles:\n  base: { bg: \"#123456\" }\n")
        let (theme, warnings) = try ThemeLibrary(userDirectory: scratch.path).load("a")
        let b = (scratch.path as NSString).appendingPathComponent("b.yaml")
        #expect(warnings.map(\.description) == ["\(b):1: inherits: 'a' leads back to this file; using the built-in default"])
        #expect(theme.look(.error).style.foreground == .ansi(5))
        #expect(theme.look(.base).style.background == .rgb(0x12, 0x34, 0x56))
    }

    @Test func inheritingAnUnknownThemeIsAWarning() throws {
        let scratch = try ThemeScratchDirectory()
        let path = try scratch.write("a.yaml", "\ninherits: nope\n")
        let (_, warnings) = try ThemeLibrary(userDirectory: scratch.path).load("a")
        #expect(
            warnings.map(\.description) == [
                "\(path):2: inherits: no theme named 'nope' (available: dark, light, high-contrast, ansi, monochrome, a); using the built-in default"
            ])
    }

    @Test func aWordIsANameAndAnythingWithASlashOrYAMLExtensionIsAPath() {
        #expect(!ThemeLibrary.isPath("high-contrast"))
        #expect(ThemeLibrary.isPath("./mine"))
        #expect(ThemeLibrary.isPath("mine.yaml"))
        #expect(ThemeLibrary.isPath("mine.yml"))
    }
}
