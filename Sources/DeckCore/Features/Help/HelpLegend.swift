import Lifecycle

/// What the help's legend explains: every glyph and colour of the cards, of the event pane and
/// of the timeline, each drawn as the screen draws it.
enum HelpLegend {
    typealias Entry = ([HelpLayout.Sample], String)

    private static func sample(_ text: String, _ role: Role) -> HelpLayout.Sample { HelpLayout.Sample(text: text, role: role) }

    static let cards: [Entry] =
        AppState.allCases.map { state in
            ([sample("● " + state.rawValue, .state(state))], stateMeaning(state))
        } + [
            (
                [sample("● … · swiped", .state(.background))],
                "swiped away: not run in the background until opened (§9)"
            ),
            (
                [sample("◷ ", .muted), sample("▓▓▓", .barFill), sample("░░", .barEmpty)],
                "backgroundTimeRemaining: the budget left, in seconds"
            ),
            (
                [sample("◷ ", .muted), sample("▓", .barWarning), sample("░░ 9s", .barEmpty)],
                "the last seconds: the expiration handler is due"
            ),
            (
                [sample("◷ ", .muted), sample("∞", .barFill)],
                "backgroundTimeRemaining unbounded: in front, held by a continuous mode, or under the debugger"
            ),
            ([sample("◷ ", .muted), sample("—", .muted)], "no code runs (suspended or not running)"),
            ([sample("⚙ ", .event(.task)), sample("task 10s", .card)], "an open background task and its work left"),
            ([sample("⚙ ", .event(.task)), sample("expired", .barWarning)], "its expiration handler ran and did not end it"),
            ([sample("⇣ ", .event(.transfer)), sample("▓░ 40%", .barFill)], "a transfer in the system's service (iOS 7+)"),
            ([sample("⇅ ", .event(.transfer)), sample("▓░ 40%", .barFill)], "a transfer the app runs in a task (iOS 6)"),
            ([sample("paused", .barWarning)], "paused (no network): the transfer waits for a connection"),
            ([sample("∿ ", .event(.background)), sample("audio 59m", .card)], "what keeps the app running, and for how long"),
            (
                [sample("⧗ ", .event(.lifecycle)), sample("busy 3s/5s", .card)],
                "a callback holds the main thread: how long, and the watchdog's limit"
            ),
            (
                [sample("⊕ ", .event(.lifecycle)), sample("connected", .card)],
                "a scene app's scene is connected (iOS 13+); the state says in front or in the background"
            ),
            (
                [sample("⊖ ", .event(.lifecycle)), sample("disconnected", .card)],
                "the system disconnected it, or no scene yet (launched in the background): opening connects it"
            ),
            (
                [sample("⏲ ", .event(.background)), sample("refresh in 42m", .card)],
                "its most pressing BG task request (iOS 13+): when it runs; s lists every request and why"
            ),
            ([sample("⏲ ", .event(.background)), sample("device in use", .error)], "the request is held, for the first unmet condition"),
            (
                [sample("⏲ ", .event(.background)), sample("not permitted", .error)],
                "no request: its last submit failed (BGTaskSubmitFailed), until one succeeds"
            ),
            (
                [sample("⏲ ", .event(.background)), sample("9m left", .card)],
                "a BG task runs, and its time left (a continued task: its progress bar)"
            ),
            ([sample("◷ ", .muted), sample("— in a BG task", .muted)], "a BG task runs: its own time counts, not the budget"),
            (
                [sample("◉ active 2h13m/8h · p10 4/10", .muted)],
                "its Live Activity (iOS 26): its age of 8 hours, the priority-10 pushes this hour over the budget"
            ),
            (
                [sample("◉ held: throttled, 42m", .error)],
                "an update held (throttled, opportunistic), stale, awaiting Allow or Live Activities off; s: why"
            ),
            ([sample("↻ ", .muted), sample("● on", .switchOn)], "its Background App Refresh switch is on"),
            ([sample("↻ ", .muted), sample("○ off", .switchOff)], "off; then BackgroundRefreshStatus"),
            ([sample("available", .muted)], "BackgroundRefreshStatus: may run in the background"),
            ([sample("denied", .error)], "denied (switched off) or restricted"),
            ([sample("↻ no modes", .muted)], "declares no background mode (not in Settings)"),
            ([sample("fetch", .card), sample("✓", .switchOn)], "the system may wake or launch it for this background launch now"),
            ([sample("fetch", .card), sample("✗ wifi-only", .error)], "it may not, and why (the reasons of BackgroundLaunchDenied)"),
            ([sample("╭ ✎ Notes ─", .cardSelected)], "the selected card"),
            ([sample("╭ ✎ Notes ─", .cardLifted)], "a lifted card: ↑ again swipes it away"),
            ([sample("◀ 2", .muted), sample("  3 ▶", .muted)], "cards out of view to the left and right"),
            ([sample("╭ ◌ Leaky ╌", .muted)], "a ghost: the system just ended the app, and says why (4 s; never selected)"),
            (
                [sample("purged", .error)],
                "why the system just ended an app whose card stays (iOS 13): purged for memory, killed by watchdog…"
            ),
        ]

    static let events: [Entry] =
        EventKind.allCases.map { kind in ([sample(kind.rawValue, .event(kind))], kindMeaning(kind)) } + [
            ([sample("0:01:07.250", .eventTime)], "virtual time of the event"),
            ([sample("#1 · name", .muted)], "task, name, reason and detail"),
            ([sample("selected", .overlaySelected)], "the selected event; Enter shows it in full"),
            ([sample("↓ 12 newer", .muted)], "events newer than those shown; End follows them"),
            ([sample("3 of 120", .muted)], "events matching the filter, of those in the log"),
        ]

    /// The timeline's glyphs (`T`), every one, as its legend (`g`) writes them.
    static let timeline: [Entry] = TimelineLegend.entries().map { ([sample(String($0.glyph), $0.role)], $0.meaning) }

    private static func stateMeaning(_ state: AppState) -> String {
        switch state {
        case .notRunning: "not launched, or its process ended"
        case .inactive: "in front, not receiving events"
        case .active: "in front, receiving events"
        case .background: "off screen, running code"
        case .suspended: "in memory, running no code"
        }
    }

    private static func kindMeaning(_ kind: EventKind) -> String {
        switch kind {
        case .lifecycle: "delegate and scene callbacks: launch, activation, background, foreground, terminate"
        case .background: "background work: fetch, pushes, transfers done, location, audio, VoIP"
        case .task: "background tasks: Begin, End, ExpirationHandler"
        case .transfer: "transfers started, completed, cancelled"
        case .suspension: "Suspended: the system stopped the app's code"
        case .termination: "Terminated: the process was killed (reason: who and why)"
        case .refresh: "Background App Refresh: changes and denied background launches"
        case .device: "the device: lock, network, calls, SMS, switcher, memory"
        }
    }
}
