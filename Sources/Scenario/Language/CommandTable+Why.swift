import Lifecycle

/// The why report's forms (issue 35), at the end of `CommandLanguage.forms`.
extension CommandLanguage {
    private static let whyTarget = Parameter.word(
        "ID|LAUNCH|widget|activity", expected: "a BG task identifier, a launch, widget or activity",
        suggestions: BackgroundLaunch.allCases.map(\.rawValue) + ["widget", "widget-reload", "activity"]
            + ActivityQuestion.allCases.map(\.rawValue))

    /// `why APP [ID|LAUNCH]` and `simulate launch APP ID if-allowed`.
    static let whyForms: [CommandForm] = [
        CommandForm(
            "why", [.app],
            "a Why event per request of the app and per launch it declares (or for its Background App Refresh): every unmet condition, in the hold order",
            make: { .why($0[0].app, nil) },
            arguments: { if case .why(let app, nil) = $0 { [.app(app)] } else { nil } }),
        CommandForm(
            "why", [.app, whyTarget],
            "a Why event for the app's BG task ID, LAUNCH, widget (its reload) or activity (activity-start, activity-update): every unmet condition, in the hold order (none: only time holds it)",
            make: { .why($0[0].app, $0[1].word) },
            arguments: { if case .why(let app, let word?) = $0 { [.app(app), .word(word)] } else { nil } }),
        CommandForm(
            "simulate", [.choice(["launch"]), .app, Parameter.word("ID", expected: "a BG task identifier"), .choice(["if-allowed"])],
            "run the pending request now only if no condition holds it, else a Why event (needs the debugger)",
            make: { .simulateLaunchIfAllowed($0[1].app, $0[2].word) },
            arguments: {
                guard case .simulateLaunchIfAllowed(let app, let id) = $0 else { return nil }
                return [.word("launch"), .app(app), .word(id), .word("if-allowed")]
            }),
    ]
}
