import Foundation
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckUI

struct KeyBindingTests {
    @Test func noKeyIsBoundTwiceInOneScope() {
        for scope in Scope.allCases {
            let keys = KeyBinding.table.filter { $0.scope == scope }.flatMap(\.keys)
            #expect(Set(keys).count == keys.count, "a key is bound twice in \(scope)")
        }
    }

    @Test func theKeysOfTheDesignAreBound() {
        let expected: [(Key, Scope, Action)] = [
            (.left, .switcher, .selectPrevious), (.character("h"), .switcher, .selectPrevious),
            (.right, .switcher, .selectNext), (.character("l"), .switcher, .selectNext),
            (.enter, .switcher, .open), (.up, .switcher, .lift), (.up, .lifted, .swipeUp),
            (.character("x"), .switcher, .swipeUp), (.delete, .switcher, .swipeUp), (.character("b"), .main, .home),
            (.tab, .main, .nextRegion), (.character("r"), .main, .toggleRefresh), (.character("s"), .main, .settings),
            (.character("f"), .main, .fetch), (.character("p"), .main, .push), (.character("L"), .main, .lock),
            (.character("L"), .locked, .unlock),
            (.character("c"), .main, .call), (.space, .main, .togglePause), (.character("+"), .main, .faster),
            (.character("-"), .main, .slower), (.character("/"), .main, .filter), (.character(":"), .main, .palette),
            (.character("i"), .main, .toggleInspector), (.character("t"), .main, .nextTheme),
            (.character("?"), .main, .help), (.function(1), .main, .help), (.character("q"), .mainScreen, .quit),
            (.function(10), .everywhere, .quit), (.control("c"), .everywhere, .interrupt),
            (.control("l"), .everywhere, .redraw), (.enter, .events, .open),
        ]
        for (key, scope, action) in expected {
            #expect(KeyBinding.binding(for: key, in: [scope])?.action == action, "\(key.label) in \(scope)")
        }
    }

    @Test func kNeverSwipesAndEscapeNeverDeclinesOrHangsUp() {
        for binding in KeyBinding.table where binding.keys.contains(.character("k")) {
            #expect(binding.action != .swipeUp && binding.action != .lift, "k \(binding.action) in \(binding.scope)")
        }
        for scope in [Scope.ringing, .onCall] {
            #expect(KeyBinding.binding(for: .escape, in: [scope]) == nil, "Esc in \(scope)")
        }
    }

    @Test func theHelpListsEveryBindingWithItsKeysAndDescription() {
        let help = HelpOverlay.columns(1, width: 400)[0]
        for binding in KeyBinding.table {
            // Or the same keys, listed before it in its section (R, q and z while playing).
            let section = HelpOverlay.sections.first { $0.scopes.contains(binding.scope) }
            let listed = section.map(HelpOverlay.bindings(of:))?.contains { $0.keys == binding.keys } ?? false
            #expect(
                listed
                    && help.contains { if case .binding(let b) = $0 { b.keys == binding.keys } else { false } },
                "help misses \(binding.keyLabel) \(binding.description)")
        }
        #expect(HelpOverlay.columns(2, width: 400).flatMap { $0 }.filter { $0 != .blank } == help.filter { $0 != .blank })
    }

    @Test func theHelpListsEachKeyOnceInASectionRestartOnce() {
        for section in HelpOverlay.sections {
            let labels = HelpOverlay.bindings(of: section).map(\.keyLabel)
            #expect(Set(labels).count == labels.count, "\(section.title): \(labels)")
        }
        let help = HelpOverlay.columns(1, width: 400)[0]
        let restarts = help.filter { if case .binding(let b) = $0 { b.action == .restart } else { false } }
        #expect(restarts.count == 1)
        #expect(KeyReference.markdown.components(separatedBy: "| `R` |").count == 2, "R once in the README's keys")
    }

    @Test func theHelpsPlaySectionListsQAndZOnce() {
        let play = HelpOverlay.sections.first { $0.title == Scope.play.title }.map(HelpOverlay.bindings(of:)) ?? []
        #expect(play.filter { $0.keys == [.character("q")] }.map(\.description) == ["quit (asks first while the script plays)"])
        #expect(play.filter { $0.keys == [.character("z")] }.count == 1)
        let markdown = KeyReference.markdown.components(separatedBy: "**\(Scope.play.title)**").last ?? ""
        let table = markdown.components(separatedBy: "\n\n").dropFirst().first ?? ""
        #expect(table.components(separatedBy: "| `q` |").count == 2, "q once in the README's play keys: \(table)")
    }

    @Test func zoomedTheFooterSaysZUnzooms() {
        var state = DeckState()
        state.play = PlayState(file: "t.deck", lines: [], profile: .ios7)
        let engine = Engine(apps: [AppSpec(name: "Notes")], seed: 1)
        let words = {
            KeyBinding.footer(for: state.activeScopes(device: engine.device)).filter { $0.keys == [.character("z")] }.map(\.footer)
        }
        #expect(words() == ["zoom"])
        state.zoomed = true
        #expect(words() == ["unzoom"])
    }

    @Test func at200ColumnsEveryPaletteCommandIsWholeAndDistinctAndNoLegendSampleIsClipped() {
        let text = Self.helpText(Size(width: 200, height: 50))
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for form in CommandLanguage.forms {
            #expect(lines.contains { $0.hasPrefix(form.usage + " ") || $0 == form.usage }, "\(form.usage) is not whole")
        }
        for (samples, _) in HelpLegend.cards + HelpLegend.events {
            let sample = samples.map(\.text).joined()
            #expect(text.contains(sample), "\(sample) is clipped")
        }
    }

    /// The help's text on a screen, column by column, page by page.
    static func helpText(_ size: Size) -> String {
        var text = ""
        let screen = Rect(size: size)
        let (rect, count, columnWidth) = HelpOverlay.box(in: screen)
        // Column by column, page by page, so that lines wrapped within a column read on.
        for column in 0..<count {
            let x = rect.x + 2 + column * (columnWidth + 1)
            for scroll in 0...HelpOverlay.maxScroll(in: screen) {
                var canvas = Canvas(size: screen.size)
                HelpOverlay(scroll: scroll, theme: .dark).draw(in: screen, into: &canvas)
                let rows = scroll == 0 ? Array(rect.y + 1..<rect.maxY - 1) : [rect.maxY - 2]
                for y in rows {
                    text += (x..<x + columnWidth - 1).map { String(canvas[$0, y].character) }.joined() + "\n"
                }
            }
        }
        return text
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func theHelpOverlayShowsEveryBindingEveryCommandAndEveryLegendLineOnScreen(size: Size) {
        let text = Self.helpText(size)
        let joined = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        func shown(_ words: String) -> Bool { joined.contains(words.split(separator: " ").joined(separator: " ")) }
        for binding in HelpOverlay.sections.flatMap(HelpOverlay.bindings(of:)) {
            #expect(text.contains(binding.keyLabel), "\(binding.keyLabel) is not on screen")
            #expect(shown(binding.description), "\(binding.description) is not on screen")
        }
        for (samples, meaning) in HelpLegend.cards + HelpLegend.events + HelpLegend.timeline {
            #expect(text.contains(samples[0].text), "\(samples[0].text) is not on screen")
            #expect(shown(meaning), "\(meaning) is not on screen")
        }
        #expect(shown("Palette commands (:)"))
        #expect(shown("quit leave the dashboard (dashboard only)"))
    }

    @Test func theFooterShowsTheTableHintsOfTheActiveScopesInOrder() {
        let all = KeyBinding.footer(for: [.everywhere, .switcher, .main, .mainScreen])
        let help = all.filter { $0.action == .help }
        #expect(Footer.hints(all, width: 400) == all.filter { $0.action != .help } + help)
        var canvas = Canvas(size: Size(width: 400, height: 1))
        Footer(bindings: all, message: nil, theme: .dark).draw(in: canvas.bounds, into: &canvas)
        for binding in all {
            let hint = binding.footerHint!
            #expect(canvas.text.contains("\(hint.key) \(hint.text)"))
        }
    }

    @Test func aNarrowFooterKeepsATablePrefixAndTheHelpHint() {
        let all = KeyBinding.footer(for: [.everywhere, .home, .main, .mainScreen])
        var canvas = Canvas(size: Size(width: 80, height: 1))
        Footer(bindings: all, message: nil, theme: .dark).draw(in: canvas.bounds, into: &canvas)
        let shown = Footer.hints(all, width: 80)
        #expect(shown.last?.action == .help)
        #expect(Array(shown.dropLast()) == Array(all.filter { $0.action != .help }.prefix(shown.count - 1)))
        #expect(canvas.text.hasSuffix("? help"))
        for binding in shown { #expect(canvas.text.contains(binding.footerHint!.key + " " + binding.footerHint!.text)) }
    }

    @Test func aKeyTakenByAnEarlierScopeIsNotHintedTwice() {
        let hints = KeyBinding.footer(for: [.everywhere, .lifted, .switcher, .main])
        #expect(hints.filter { $0.keys[0] == .up }.map(\.action) == [.swipeUp])
    }

    @Test func everyFooterWordBelongsToABindingOfItsScope() {
        for scope in Scope.allCases {
            for binding in KeyBinding.footer(for: [scope]) { #expect(binding.scope == scope) }
        }
    }

    @Test func anOpenOverlayTakesTheKeysAndASheetComesBeforeTheRegionAndHidesQ() {
        var state = DeckState()
        let engine = Engine(apps: [AppSpec(name: "Notes")], seed: 1)
        #expect(state.activeScopes(device: engine.device) == [.everywhere, .switcher, .main, .mainScreen])
        try? engine.apply(.call)
        #expect(state.activeScopes(device: engine.device) == [.everywhere, .ringing, .switcher, .main])
        state.overlay = .help(scroll: 0)
        #expect(state.activeScopes(device: engine.device) == [.everywhere, .help])
        state.overlay = .palette
        #expect(state.activeScopes(device: engine.device) == [.everywhere, .palette, .textField])
    }

    @Test func functionKeysAndControlKeysAreWrittenAsTerminalsShowThem() {
        #expect(Key.function(1).label == "F1")
        #expect(Key.control("l").label == "Ctrl-L")
    }
}
