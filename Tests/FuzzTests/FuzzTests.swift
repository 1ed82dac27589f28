import Catalog
import Lifecycle
import Support
import Testing

@testable import DeckCore
@testable import DeckUI
@testable import Scenario

/// Random bytes and random valid-looking text into every reader of user input: the script
/// parser, the manifest loader, the theme loader, the settings reader, and the Canvas that
/// draws what they let through. Never a crash; every failure is a clean problem at a line of
/// the input, short, with no control character in it.
@Suite(.serialized) struct FuzzTests {
    /// A problem is well formed: a line of the input (or the whole file), a message, nothing
    /// raw for the terminal, and no input echoed at length.
    static func checkClean(_ problems: [Problem], lines: Int, seed: UInt64, file: String = "fuzz") {
        #expect(!problems.isEmpty, "seed \(seed): a failure without a problem")
        for problem in problems {
            let description = problem.description
            #expect(problem.file == file, "seed \(seed): \(description)")
            #expect((0...lines + 1).contains(problem.line), "seed \(seed): \(description)")
            #expect(!problem.message.isEmpty, "seed \(seed)")
            #expect(!description.unicodeScalars.contains(where: ControlCharacters.isControl), "seed \(seed): \(description)")
            #expect(description.count < 600, "seed \(seed): \(description.excerpt)")
        }
    }

    static func lineCount(_ text: String) -> Int { text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }

    // MARK: Scripts

    static let scriptWords =
        CommandLanguage.keywords + AppCatalog.builtIn().map(\.name) + [
            " ", " ", " ", "\n", "\n", "\t", "#", "\"", "\\", "\\n", "\\q", "5s", "250ms", "1h30m", "-5s", "0s",
            "99999999999999999999h", "on", "off", "wifi", "silent", "suspended", "ios6", "mail", "MAIL", "Mial",
        ] + Fuzz.hostileText

    static func checkScript(_ text: String, seed: UInt64, engine: Engine) {
        do throws(Problems) {
            let script = try Script(parsing: text, file: "fuzz")
            for line in script.lines {
                let written = CommandLanguage.format(line.command)
                #expect((try? CommandLanguage.parse(written)) == line.command, "seed \(seed): \(written.visible)")
            }
            _ = try ScriptRunner(script: script, engine: engine)
        } catch {
            checkClean(error.list, lines: lineCount(text), seed: seed)
        }
    }

    @Test func randomBytesIntoTheScriptParser() {
        let engine = Engine(apps: AppCatalog.builtIn(), seed: 1)
        Fuzz.run("script bytes", base: 1_000_000, rounds: 3000) { random, seed in
            Self.checkScript(String(decoding: Fuzz.bytes(&random, upTo: 300), as: UTF8.self), seed: seed, engine: engine)
        }
    }

    @Test func randomWordsIntoTheScriptParser() {
        let engine = Engine(apps: AppCatalog.builtIn(), seed: 1)
        Fuzz.run("script words", base: 2_000_000, rounds: 3000) { random, seed in
            Self.checkScript(Fuzz.tokens(Self.scriptWords, &random, upTo: 40), seed: seed, engine: engine)
        }
    }

    // MARK: Manifests

    static let manifestWords =
        [
            "name: ", "symbol: ", "summary: ", "modes: ", "memory: ", "fetch:\n", "  minimum-interval: ", "  duration: ",
            "tasks:\n", "  - ", "name", "duration", "expiration: ", "end-task after 2s", "transfers:\n", "size: ", "50MB",
            "snapshot:\n", "{time}", "{a{time}", "never", "5s", ": ", ":", "- ", "\n", "\n  ", "[", "]", "{", "}", ",",
            "'", "\"", "\\e", "\\u0007", "&a ", "*a", "!!str ", "---\n", "? ", "|\n", "~", "Kite", "Kite", "fetch",
        ] + Fuzz.hostileText

    static func checkManifest(_ bytes: [UInt8], seed: UInt64) {
        do throws(Problems) {
            let spec = try ManifestParser.parse(bytes: bytes, file: "fuzz")
            #expect(!spec.name.isEmpty, "seed \(seed)")
            #expect(!spec.name.unicodeScalars.contains(where: ControlCharacters.isControl), "seed \(seed)")
            #expect(spec.symbol.cellWidth == 1, "seed \(seed): symbol \(spec.symbol.visible)")
        } catch {
            checkClean(error.list, lines: lineCount(String(decoding: bytes, as: UTF8.self)), seed: seed)
        }
    }

    @Test func randomBytesIntoTheManifestLoader() {
        Fuzz.run("manifest bytes", base: 3_000_000, rounds: 2000) { random, seed in
            Self.checkManifest(Fuzz.bytes(&random, upTo: 300), seed: seed)
        }
    }

    @Test func randomWordsIntoTheManifestLoader() {
        Fuzz.run("manifest words", base: 4_000_000, rounds: 2000) { random, seed in
            Self.checkManifest(Array(("name: Kite\n" + Fuzz.tokens(Self.manifestWords, &random, upTo: 40)).utf8), seed: seed)
        }
    }

    // MARK: Themes and settings

    static let themeWords =
        [
            "description: ", "inherits: ", "dark", "palette:\n", "roles:\n", "  ", "card", "base", "state.active",
            "event.task", "fg", "bg", "attrs", "mono", ": ", "{ ", " }", "[bold, dim]", "\"#ff0000\"", "#ff0000", "256:12",
            "ansi:3", "bright-red", "default", "sea", "nope", "\n", "- ", ",", "'", "\"", "*a", "&a ",
        ] + Fuzz.hostileText

    static func checkTheme(_ text: String, seed: UInt64) {
        let file = ThemeFile(text: text, file: "fuzz")
        _ = file.laid(over: .dark, name: "fuzz")
        if !file.problems.isEmpty { checkClean(file.problems, lines: lineCount(text), seed: seed) }
    }

    @Test func randomBytesAndWordsIntoTheThemeLoader() {
        Fuzz.run("theme", base: 5_000_000, rounds: 3000) { random, seed in
            Self.checkTheme(Fuzz.bytesOrWords(Self.themeWords, &random, seed: seed), seed: seed)
        }
    }

    static let settingsWords =
        [
            "profile: ", "theme: ", "inspector: ", "speed: ", "lowPowerMode: ", "backgroundAppRefresh: ", "appRefresh:\n",
            "  Mail: ", "ios6", "ios13", "true", "off", "on", "wifi", "5", "300", "7", "dark", ": ", "\n", "[", "]", "{",
            "}", "- ", "'", "\"", "#",
        ] + Fuzz.hostileText

    static func checkSettings(_ text: String, seed: UInt64) {
        do throws(Problem) {
            let (settings, _) = try SettingsFile.parse(text, file: "fuzz")
            let again = try SettingsFile.parse(SettingsFile.format(settings), file: "fuzz").settings
            #expect(again == settings, "seed \(seed): settings do not survive a save")
        } catch {
            checkClean([error], lines: lineCount(text), seed: seed)
        }
    }

    @Test func randomBytesAndWordsIntoTheSettingsReader() {
        Fuzz.run("settings", base: 6_000_000, rounds: 3000) { random, seed in
            Self.checkSettings(Fuzz.bytesOrWords(Self.settingsWords, &random, seed: seed), seed: seed)
        }
    }

    // MARK: The screen

    @Test func randomTextOnTheCanvasNeverCarriesAControlCharacterAndTakesItsWidth() {
        Fuzz.run("canvas", base: 7_000_000, rounds: 3000) { random, seed in
            var text = Fuzz.tokens(Fuzz.hostileText + ["a", " ", "✉"], &random, upTo: 12)
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &random)) { text.unicodeScalars.append(scalar) }
            }
            var canvas = Canvas(size: Size(width: text.cellWidth + 2, height: 1))
            let end = canvas.draw(text, x: 0, y: 0, style: .plain)
            #expect(end == text.cellWidth, "seed \(seed): \(text.excerpt)")
            for x in 0..<canvas.size.width where !canvas[x, 0].isWideTail {
                let cell = canvas[x, 0].character
                #expect(!cell.unicodeScalars.contains(where: ControlCharacters.isControl), "seed \(seed)")
                #expect(
                    Glyphs.isDrawnAsItself(cell),
                    "seed \(seed): a cell drawn again changes: \(cell.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }
}
