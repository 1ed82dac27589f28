/// One key binding: the keys, what they do, and how the footer and help show them. The
/// table below is the only place keys are declared; the footer, the help overlay and the
/// tests are generated from it.
public struct KeyBinding: Hashable, Sendable {
    public var keys: [Key]
    public var action: Action
    public var scope: Scope
    /// The help overlay's line.
    public var description: String
    /// The footer's word, or nil when the binding is not shown in the footer.
    public var footer: String?

    public init(_ keys: [Key], _ action: Action, in scope: Scope, _ description: String, footer: String? = nil) {
        self.keys = keys; self.action = action; self.scope = scope
        self.description = description; self.footer = footer
    }

    /// The keys as help writes them: `← h`.
    public var keyLabel: String { keys.map(\.label).joined(separator: " ") }
    /// The footer's hint: the first key and the footer word.
    public var footerHint: (key: String, text: String)? { footer.map { (keys[0].label, $0) } }
}

extension KeyBinding {
    private static func c(_ character: Character) -> Key { .character(character) }

    /// Every key of the dashboard (DeckUI.docc/Keys.md): the dashboard's own, then each
    /// feature's (`Features`).
    public static let table: [KeyBinding] = shared + Features.all.flatMap { $0.keys }

    /// The keys that are no feature's own: everywhere, the main screen (where each overlay
    /// and pane is opened), the locked device, the text fields, the call and SMS sheets.
    private static let shared: [KeyBinding] = [
        KeyBinding([.control("c")], .interrupt, in: .everywhere, "quit at once (exit status 130)"),
        KeyBinding([.function(10)], .quit, in: .everywhere, "quit"),
        KeyBinding([.control("l")], .redraw, in: .everywhere, "clear the terminal and draw everything again"),

        KeyBinding([.tab], .nextRegion, in: .main, "next region: switcher, home, events", footer: "region"),
        KeyBinding([.backTab], .previousRegion, in: .main, "move back between the regions"),
        KeyBinding([c("b")], .home, in: .main, "press Home", footer: "home"),
        KeyBinding([c("r")], .toggleRefresh, in: .main, "toggle the selected app's refresh switch", footer: "refresh"),
        KeyBinding([c("f")], .fetch, in: .main, "background fetch for the selected app", footer: "fetch"),
        KeyBinding([c("p")], .push, in: .main, "send the selected app a silent push", footer: "push"),
        KeyBinding([c("s")], .settings, in: .main, "Background App Refresh settings", footer: "settings"),
        KeyBinding([c("L")], .lock, in: .main, "lock the device", footer: "lock"),
        KeyBinding([c("L")], .unlock, in: .locked, "unlock the device", footer: "unlock"),
        KeyBinding([c("c")], .call, in: .main, "an incoming phone call", footer: "call"),
        KeyBinding([.space], .togglePause, in: .main, "pause or resume time", footer: "pause"),
        KeyBinding([c("+"), c("=")], .faster, in: .main, "faster: 0.25× 0.5× 1× 2× 5× 10× 30× 60× 300×", footer: "faster"),
        KeyBinding([c("-")], .slower, in: .main, "slower (down to 0.25×)", footer: "slower"),
        KeyBinding([c("/")], .filter, in: .main, "filter the events (time stops while you type)", footer: "filter"),
        KeyBinding([c(":")], .palette, in: .main, "command palette (time stops while you type)", footer: "command"),
        KeyBinding([c("i")], .toggleInspector, in: .main, "inspector or faithful mode", footer: "inspector"),
        KeyBinding([c("u")], .toggleEventNames, in: .main, "events named by Xamarin.iOS or by UIKit", footer: "names"),
        KeyBinding([c("t")], .nextTheme, in: .main, "next theme", footer: "theme"),
        KeyBinding([c("T")], .toggleTimeline, in: .main, "the timeline in place of the events, or back", footer: "timeline"),
        KeyBinding([c("?"), .function(1)], .help, in: .main, "help: keys, legend, commands", footer: "help"),
        KeyBinding([c("q")], .quit, in: .mainScreen, "quit", footer: "quit"),

        KeyBinding([.left], .cursorLeft, in: .textField, "move the cursor left"),
        KeyBinding([.right], .cursorRight, in: .textField, "move the cursor right"),
        KeyBinding([.home, .control("a")], .cursorToStart, in: .textField, "to the start of the line"),
        KeyBinding([.end, .control("e")], .cursorToEnd, in: .textField, "to the end of the line"),
        KeyBinding([.backspace], .deleteBackward, in: .textField, "delete the character before the cursor"),
        KeyBinding([.delete], .deleteForward, in: .textField, "delete the character under the cursor"),
        KeyBinding([.control("w")], .deleteWordBackward, in: .textField, "delete the word before the cursor"),
        KeyBinding([.control("u")], .deleteToStart, in: .textField, "delete to the start of the line"),

        KeyBinding([c("a"), .enter], .answer, in: .ringing, "answer the call", footer: "answer"),
        KeyBinding([c("d")], .decline, in: .ringing, "decline the call (Esc never does)", footer: "decline"),
        KeyBinding([c("h")], .hangUp, in: .onCall, "hang up (Esc never does)", footer: "hang up"),
        KeyBinding([c("d"), .enter, .escape], .dismiss, in: .sms, "dismiss the alert", footer: "dismiss"),

        // MARK: - stage (issue 36): the events' own Home and End (the oldest, the newest) come first there.
        KeyBinding([.home], .selectFirst, in: .main, "the first card or app (switcher, home screen)"),
        KeyBinding([.end], .selectLast, in: .main, "the last card or app (switcher, home screen)"),
    ]

    /// The binding for `key` among `scopes`, the first scope winning.
    public static func binding(for key: Key, in scopes: [Scope]) -> KeyBinding? {
        bindingIndex(for: key, in: scopes).map { table[$0] }
    }

    /// The bindings shown in the footer for `scopes`, in table order of the scopes; a binding
    /// whose key an earlier scope takes is left out. Asked at every frame: it looks keys up
    /// in `firstInScope` rather than comparing every binding with every other.
    public static func footer(for scopes: [Scope]) -> [KeyBinding] {
        scopes.flatMap { scope in
            (indicesByScope[scope] ?? []).filter { k in
                table[k].footer != nil && bindingIndex(for: table[k].keys[0], in: scopes) == k
            }.map { table[$0] }
        }
    }

    /// The table's index of the binding `binding(for:in:)` finds.
    private static func bindingIndex(for key: Key, in scopes: [Scope]) -> Int? {
        for scope in scopes {
            if let k = firstInScope[scope]?[key] { return k }
        }
        return nil
    }

    /// For each scope, each of its keys' first binding in the table (an index).
    private static let firstInScope: [Scope: [Key: Int]] = {
        var first: [Scope: [Key: Int]] = [:]
        for (k, binding) in table.enumerated() {
            for key in binding.keys where first[binding.scope]?[key] == nil { first[binding.scope, default: [:]][key] = k }
        }
        return first
    }()

    /// Each scope's bindings (indices into the table), in table order.
    private static let indicesByScope: [Scope: [Int]] = Dictionary(grouping: table.indices, by: { table[$0].scope })
}
