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

    /// Every key of the dashboard (DeckUI.docc/Keys.md).
    public static let table: [KeyBinding] = [
        KeyBinding([.control("c")], .interrupt, in: .everywhere, "quit at once (exit status 130)"),
        KeyBinding([.function(10)], .quit, in: .everywhere, "quit"),
        KeyBinding([.control("l")], .redraw, in: .everywhere, "clear the terminal and draw everything again"),

        KeyBinding([.left, c("h")], .selectPrevious, in: .switcher, "select the previous card", footer: "prev"),
        KeyBinding([.right, c("l")], .selectNext, in: .switcher, "select the next card", footer: "next"),
        KeyBinding([.enter], .open, in: .switcher, "bring the selected app to the front", footer: "open"),
        KeyBinding([.up], .lift, in: .switcher, "lift the card (↑ again swipes it up; k never does)", footer: "lift"),
        KeyBinding([c("x"), .delete], .swipeUp, in: .switcher, "swipe the card up at once (ends the app)", footer: "swipe"),

        KeyBinding([c("n")], .playStep, in: .play, "run the script's next line now (a wait ends at once)", footer: "step"),
        KeyBinding([c("N")], .playToCaption, in: .play, "run the script now up to its next say or pause", footer: "to caption"),
        KeyBinding(
            [c("R")], .restart, in: .play, "restart the script from the top on a fresh device (asks first)",
            footer: "restart"),
        KeyBinding(
            [c("R")], .restart, in: .restarting, "restart: reset the device and play from the top",
            footer: "again to restart"),
        KeyBinding([.escape], .cancelConfirmation, in: .restarting, "keep playing (any other key does too)", footer: "cancel"),
        KeyBinding(
            [c("z")], .zoom, in: .play, "give the screen to the events and the script (apps as icons), or back",
            footer: "zoom"),
        KeyBinding([c("z")], .zoom, in: .zoomed, "back from the zoom: the home list and the events as before", footer: "unzoom"),
        KeyBinding([c("q")], .quitPlay, in: .play, "quit (asks first while the script plays)", footer: "quit"),
        KeyBinding([c("q")], .quit, in: .quitting, "quit: the play ends here", footer: "again to quit"),
        KeyBinding([.escape], .cancelConfirmation, in: .quitting, "keep playing (any other key does too)", footer: "cancel"),

        KeyBinding([.up], .swipeUp, in: .lifted, "swipe the lifted card up (ends the app)", footer: "again to swipe"),
        KeyBinding([.escape], .putBack, in: .lifted, "put the card back (any other key does too)", footer: "put back"),

        KeyBinding([.left, c("h")], .selectPrevious, in: .home, "select the previous app", footer: "prev"),
        KeyBinding([.right, c("l")], .selectNext, in: .home, "select the next app", footer: "next"),
        KeyBinding([.up, c("k")], .selectUp, in: .home, "select the app above"),
        KeyBinding([.down, c("j")], .selectDown, in: .home, "select the app below"),
        KeyBinding([.enter], .open, in: .home, "launch the selected app", footer: "launch"),

        KeyBinding([.up, c("k")], .scrollUp, in: .events, "select the older event", footer: "older"),
        KeyBinding([.down, c("j")], .scrollDown, in: .events, "select the newer event", footer: "newer"),
        KeyBinding([.pageUp], .pageUp, in: .events, "a page of older events"),
        KeyBinding([.pageDown], .pageDown, in: .events, "a page of newer events"),
        KeyBinding([.home], .scrollToTop, in: .events, "the oldest event"),
        KeyBinding([.end, c("G")], .scrollToEnd, in: .events, "follow the newest events", footer: "newest"),
        KeyBinding([.enter], .open, in: .events, "show the selected event in full", footer: "details"),

        KeyBinding([.left, c("h")], .earlierEvent, in: .timeline, "the cursor to the earlier event", footer: "earlier"),
        KeyBinding([.right, c("l")], .laterEvent, in: .timeline, "the cursor to the later event", footer: "later"),
        KeyBinding([c("[")], .zoomIn, in: .timeline, "zoom in: less time a column (down to 1 s)", footer: "zoom in"),
        KeyBinding([c("]")], .zoomOut, in: .timeline, "zoom out: more time a column (up to 1 h)", footer: "zoom out"),
        KeyBinding([.end, c("G")], .scrollToEnd, in: .timeline, "no cursor: follow the clock", footer: "now"),
        KeyBinding([.enter], .open, in: .timeline, "show the cursor's event in full", footer: "details"),
        KeyBinding([c("g")], .toggleLegend, in: .timeline, "a legend of the glyphs in view, or none", footer: "legend"),

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

        KeyBinding([.up, c("k")], .scrollUp, in: .help, "scroll up"),
        KeyBinding([.down, c("j")], .scrollDown, in: .help, "scroll down"),
        KeyBinding([.pageUp], .pageUp, in: .help, "a page up"),
        KeyBinding([.pageDown, .space], .pageDown, in: .help, "a page down"),
        KeyBinding([.home], .scrollToTop, in: .help, "the top"),
        KeyBinding([.end], .scrollToEnd, in: .help, "the end"),
        KeyBinding([.escape, c("?"), c("q"), .function(1)], .close, in: .help, "close the help", footer: "close"),

        KeyBinding([.up, c("k")], .selectUp, in: .settings, "previous setting", footer: "up"),
        KeyBinding([.down, c("j")], .selectDown, in: .settings, "next setting", footer: "down"),
        KeyBinding([.left, c("h")], .change(-1), in: .settings, "previous choice"),
        KeyBinding([.right, c("l")], .change(1), in: .settings, "next choice"),
        KeyBinding([.enter, .space], .toggle, in: .settings, "toggle the switch or take the next choice", footer: "toggle"),
        KeyBinding([.escape, c("s"), c("q")], .close, in: .settings, "close the settings", footer: "close"),

        KeyBinding([.enter], .run, in: .palette, "run the command", footer: "run"),
        KeyBinding([.tab], .complete, in: .palette, "complete the command, app name or value", footer: "complete"),
        KeyBinding([.up], .historyPrevious, in: .palette, "previous command in the history", footer: "history"),
        KeyBinding([.down], .historyNext, in: .palette, "next command in the history"),
        KeyBinding([.escape], .close, in: .palette, "close the palette", footer: "cancel"),

        KeyBinding([.enter], .close, in: .filter, "keep the filter and go back", footer: "keep"),
        KeyBinding([.escape], .clearFilter, in: .filter, "clear the filter", footer: "clear"),

        KeyBinding([.left], .cursorLeft, in: .textField, "move the cursor left"),
        KeyBinding([.right], .cursorRight, in: .textField, "move the cursor right"),
        KeyBinding([.home, .control("a")], .cursorToStart, in: .textField, "to the start of the line"),
        KeyBinding([.end, .control("e")], .cursorToEnd, in: .textField, "to the end of the line"),
        KeyBinding([.backspace], .deleteBackward, in: .textField, "delete the character before the cursor"),
        KeyBinding([.delete], .deleteForward, in: .textField, "delete the character under the cursor"),
        KeyBinding([.control("w")], .deleteWordBackward, in: .textField, "delete the word before the cursor"),
        KeyBinding([.control("u")], .deleteToStart, in: .textField, "delete to the start of the line"),

        KeyBinding([.escape, .enter, c("q")], .close, in: .event, "close the event", footer: "close"),

        KeyBinding([c("a"), .enter], .answer, in: .ringing, "answer the call", footer: "answer"),
        KeyBinding([c("d")], .decline, in: .ringing, "decline the call (Esc never does)", footer: "decline"),
        KeyBinding([c("h")], .hangUp, in: .onCall, "hang up (Esc never does)", footer: "hang up"),
        KeyBinding([c("d"), .enter, .escape], .dismiss, in: .sms, "dismiss the alert", footer: "dismiss"),
    ]

    /// The binding for `key` among `scopes`, the first scope winning.
    public static func binding(for key: Key, in scopes: [Scope]) -> KeyBinding? {
        for scope in scopes {
            if let binding = table.first(where: { $0.scope == scope && $0.keys.contains(key) }) { return binding }
        }
        return nil
    }

    /// The bindings shown in the footer for `scopes`, in table order of the scopes; a binding
    /// whose key an earlier scope takes is left out.
    public static func footer(for scopes: [Scope]) -> [KeyBinding] {
        scopes.flatMap { scope in
            table.filter { $0.scope == scope && $0.footer != nil && binding(for: $0.keys[0], in: scopes) == $0 }
        }
    }
}
