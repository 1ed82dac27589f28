import Catalog
import Lifecycle
import Support
import Testing

@testable import DeckCore
@testable import DeckUI

/// The main screen drawn under two bundled themes, compared cell by cell: a theme changes
/// how cells look, never what they say, and every role takes the theme's own style.
struct ThemedScreenTests {
    func screen(theme name: String) throws -> (canvas: Canvas, theme: Theme) {
        let theme = try ThemeLibrary(userDirectory: nil).load(name).theme
        let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios7, seed: 1)
        let deck = makeProgram(engine: engine, theme: theme)
        deck.launchFromHome("Notes", "Leaky", "Podcasts")
        deck.press("b")
        deck.tick(atReal: 30)
        return (deck.render(size: Size(width: 120, height: 40)), theme)
    }

    func firstCell(of text: String, in canvas: Canvas) -> Cell? {
        for (y, line) in canvas.lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            var x = 0
            for character in line[..<range.lowerBound] { x += TextWidth.of(character) }
            return canvas[x, y]
        }
        return nil
    }

    @Test func theMainScreenUnderDarkAndLightHasTheSameTextInEveryCellAndEachThemesOwnStyles() throws {
        let (dark, darkTheme) = try screen(theme: "dark")
        let (light, lightTheme) = try screen(theme: "light")
        #expect(dark.size == light.size)
        // The status bar names the theme in use; everything else reads the same.
        #expect(dark.lines[0].replacingOccurrences(of: "theme dark", with: "theme light") == light.lines[0])
        var differing = 0
        for y in 1..<dark.size.height {
            for x in 0..<dark.size.width {
                #expect(dark[x, y].character == light[x, y].character, "cell \(x),\(y)")
                if dark[x, y].style != light[x, y].style { differing += 1 }
            }
        }
        // The light theme restyles the whole screen, not a corner of it.
        #expect(differing > dark.size.width * dark.size.height * 9 / 10)

        for (text, role, region) in [
            ("ios7", Role.statusBar, Role.statusBar),
            ("DidEnterBackground", .event(.lifecycle), .base),
            ("BeginBackgroundTask", .event(.task), .base),
            ("● suspended", .state(.suspended), .card),
            ("● background", .state(.background), .card),
        ] {
            let inDark = try #require(firstCell(of: text, in: dark), "\(text) on the dark screen")
            let inLight = try #require(firstCell(of: text, in: light), "\(text) on the light screen")
            #expect(inDark.style == darkTheme.style(role, over: region), "\(text) in dark")
            #expect(inLight.style == lightTheme.style(role, over: region), "\(text) in light")
            #expect(inDark.style != inLight.style, "\(text) looks different under the two themes")
        }
    }
}
