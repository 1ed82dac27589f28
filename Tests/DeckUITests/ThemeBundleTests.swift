import Foundation
import Testing

@testable import DeckCore
@testable import DeckUI

@Suite struct ThemeBundleTests {
    static let themesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("themes")

    static func fileText(_ name: String) throws -> String {
        try String(contentsOf: themesDirectory.appendingPathComponent("\(name).yaml"), encoding: .utf8)
    }

    @Test(arguments: ThemeLibrary.bundled.map(\.name))
    func bundledThemesAreByteForByteCopiesOfTheFiles(name: String) throws {
        let file = try Self.fileText(name)
        let embedded = ThemeLibrary.bundled.first { $0.name == name }!.text
        let fileLines = file.split(separator: "\n", omittingEmptySubsequences: false)
        let embeddedLines = embedded.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference =
            zip(fileLines, embeddedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(fileLines.count, embeddedLines.count)
        #expect(
            Array(file.utf8) == Array(embedded.utf8),
            "themes/\(name).yaml and the embedded copy differ from line \(firstDifference + 1): the build did not embed the file")
    }

    @Test func everyThemeFileIsBundledAndNothingElse() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.themesDirectory.path)
        #expect(Set(files) == Set(ThemeLibrary.bundled.map { "\($0.name).yaml" }))
    }

    @Test func theBundledThemesAreTheFiveOfTheContractInOrder() {
        let library = ThemeLibrary(userDirectory: nil)
        #expect(
            library.entries
                == ["dark", "light", "high-contrast", "ansi", "monochrome"].map {
                    ThemeEntry(name: $0, source: .bundled)
                })
    }

    @Test(arguments: ThemeLibrary.bundled.map(\.name))
    func everyBundledThemePassesTheCheckWithNoProblems(name: String) throws {
        let (theme, warnings) = try ThemeLibrary(userDirectory: nil).load(name)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(theme.name == name)
        #expect(!theme.summary.isEmpty)
    }

    @Test(arguments: ThemeLibrary.bundled.map(\.name))
    func everyBundledThemeNamesEveryRole(name: String) throws {
        let file = ThemeFile(text: try Self.fileText(name), file: "\(name).yaml")
        #expect(Set(file.entries.keys) == Set(Role.allCases))
    }

    /// dark.yaml laid over a theme where every role looks wrong must give `standard` exactly:
    /// so the file sets every field of every role, to the values in the code.
    @Test func theDarkFileIsTheStandardThemeFieldByField() throws {
        var sentinel = Theme.dark
        for role in Role.allCases {
            sentinel.set(
                role,
                to: RoleLook(
                    style: Style(foreground: .indexed(201), background: .indexed(202), attributes: .italic),
                    monochrome: .italic))
        }
        let dark = ThemeFile(text: try Self.fileText("dark"), file: "dark.yaml").laid(over: sentinel, name: "dark")
        for role in Role.allCases {
            #expect(dark.look(role) == Theme.dark.look(role), "\(role.themeKey)")
        }
        #expect(dark.summary == Theme.dark.summary)
        #expect(Theme.dark.name == "dark")
    }

    @Test func theAnsiThemeUsesOnlyTheTerminalsOwnColours() throws {
        let (theme, _) = try ThemeLibrary(userDirectory: nil).load("ansi")
        for role in Role.allCases {
            for colour in [theme.look(role).style.foreground, theme.look(role).style.background] {
                switch colour {
                case .default, .ansi(0...15): break
                default: Issue.record("\(role.themeKey) uses \(colour.literal)")
                }
            }
        }
    }

    @Test func theMonochromeThemeUsesNoColourAndLooksAsWithNoColour() throws {
        let (theme, _) = try ThemeLibrary(userDirectory: nil).load("monochrome")
        for role in Role.allCases {
            #expect(theme.style(role) == Style(attributes: Theme.dark.look(role).monochrome), "\(role.themeKey)")
        }
    }

    /// WCAG contrast of each region's text on its background: at least 7 in high-contrast,
    /// at least 4.5 (the WCAG AA level for text) in dark and light.
    @Test(arguments: [("dark", 4.5), ("light", 4.5), ("high-contrast", 7.0)])
    func regionTextIsReadable(name: String, minimum: Double) throws {
        let (theme, _) = try ThemeLibrary(userDirectory: nil).load(name)
        let regions: [Role] = [.base, .statusBar, .card, .cardSelected, .overlay, .overlaySelected, .input, .footer]
        for role in regions {
            let style = theme.look(role).style
            let ratio = try Self.contrast(#require(Self.rgb(style.foreground)), #require(Self.rgb(style.background)))
            #expect(ratio >= minimum, "\(role.themeKey): \(ratio)")
        }
    }

    static func rgb(_ colour: Color) -> (Double, Double, Double)? {
        guard case .rgb(let r, let g, let b) = colour else { return nil }
        return (Double(r), Double(g), Double(b))
    }

    static func contrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        func luminance(_ c: (Double, Double, Double)) -> Double {
            func channel(_ v: Double) -> Double {
                let s = v / 255
                return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
        }
        let (high, low) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
        return (high + 0.05) / (low + 0.05)
    }
}
