@testable import DeckUI
import Lifecycle
import Testing

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
            (.enter, .switcher, .open), (.up, .switcher, .swipe), (.character("k"), .switcher, .swipe),
            (.character("x"), .switcher, .swipe), (.character("b"), .main, .home), (.tab, .main, .nextRegion),
            (.character("r"), .main, .toggleRefresh), (.character("s"), .main, .settings),
            (.character("f"), .main, .fetch), (.character("p"), .main, .push), (.character("L"), .main, .lockOrUnlock),
            (.character("c"), .main, .call), (.space, .main, .togglePause), (.character("+"), .main, .faster),
            (.character("-"), .main, .slower), (.character("/"), .main, .filter), (.character(":"), .main, .palette),
            (.character("i"), .main, .toggleInspector), (.character("t"), .main, .nextTheme),
            (.character("?"), .main, .help), (.character("q"), .main, .quit), (.control("c"), .everywhere, .quit),
        ]
        for (key, scope, action) in expected {
            #expect(KeyBinding.binding(for: key, in: [scope])?.action == action, "\(key.label) in \(scope)")
        }
    }

    @Test func theHelpListsEveryBindingWithItsKeysAndDescription() {
        let help = HelpOverlay.columns(1)[0]
        for binding in KeyBinding.table {
            #expect(help.contains(.binding(binding)), "help misses \(binding.keyLabel) \(binding.description)")
        }
        #expect(HelpOverlay.columns(2).flatMap { $0 }.filter { $0 != .blank } == help.filter { $0 != .blank })
    }

    @Test func theHelpOverlayShowsEveryBindingOnScreen() {
        let theme = Theme.dark
        var text = ""
        var scroll = 0
        let screen = Rect(size: Size(width: 80, height: 24))
        repeat {
            var canvas = Canvas(size: screen.size)
            HelpOverlay(scroll: scroll, theme: theme).draw(in: screen, into: &canvas)
            text += canvas.text
            scroll += 1
        } while scroll <= HelpOverlay.maxScroll(in: screen)
        for binding in KeyBinding.table {
            #expect(text.contains(binding.keyLabel), "\(binding.keyLabel) is not on screen")
            #expect(text.contains(binding.description.truncated(toWidth: 48).dropLast()), "\(binding.description) is not on screen")
        }
    }

    @Test func theFooterShowsTheTableHintsOfTheActiveScopesInOrder() {
        let scopes: [Scope] = [.everywhere, .switcher, .main]
        let all = KeyBinding.footer(for: scopes)
        let help = all.filter { $0.action == .help }
        #expect(Footer.hints(for: scopes, width: 400) == all.filter { $0.action != .help } + help)
        var canvas = Canvas(size: Size(width: 400, height: 1))
        Footer(scopes: scopes, message: nil, theme: .dark).draw(in: canvas.bounds, into: &canvas)
        for binding in KeyBinding.footer(for: scopes) {
            let hint = binding.footerHint!
            #expect(canvas.text.contains("\(hint.key) \(hint.text)"))
        }
    }

    @Test func aNarrowFooterKeepsATablePrefixAndTheHelpHint() {
        let scopes: [Scope] = [.everywhere, .home, .main]
        var canvas = Canvas(size: Size(width: 80, height: 1))
        Footer(scopes: scopes, message: nil, theme: .dark).draw(in: canvas.bounds, into: &canvas)
        let all = KeyBinding.footer(for: scopes).filter { $0.action != .help }
        let shown = Footer.hints(for: scopes, width: 80)
        #expect(shown.last?.action == .help)
        #expect(Array(shown.dropLast()) == Array(all.prefix(shown.count - 1)))
        #expect(canvas.text.hasSuffix("? help"))
        for binding in shown { #expect(canvas.text.contains(binding.footerHint!.key + " " + binding.footerHint!.text)) }
    }

    @Test func everyFooterWordBelongsToABindingOfItsScope() {
        for scope in Scope.allCases {
            for binding in KeyBinding.footer(for: [scope]) { #expect(binding.scope == scope) }
        }
    }

    @Test func anOpenOverlayTakesTheKeysAndASheetComesBeforeTheRegion() {
        var state = DeckState()
        let engine = Engine(apps: [AppSpec(name: "Notes")], seed: 1)
        #expect(state.activeScopes(device: engine.device) == [.everywhere, .switcher, .main])
        try? engine.apply(.call)
        #expect(state.activeScopes(device: engine.device) == [.everywhere, .ringing, .switcher, .main])
        state.overlay = .help
        #expect(state.activeScopes(device: engine.device) == [.everywhere, .help])
    }
}
