import Lifecycle

/// The widget commands of the rule book's §11.7, in the one command table (`forms`).
extension CommandLanguage {
    // MARK: - Widgets (§11.7)

    /// The reasons `expect APP cannot widget-reload REASON` takes, in the order they are checked.
    static let widgetReloadReasons = Parameter.choice(HoldReason.order(for: .widgetReload).map(\.rawValue), placeholder: "REASON")

    static let widgetForms: [CommandForm] = [
        CommandForm(
            "widget", [.app, .choice(WidgetAction.allCases.map(\.rawValue))],
            "add or remove the app's widget on the Home Screen (the user), or reload: the app's code asks "
                + "WidgetCenter for a reload (a running app; ios26)",
            make: { .widget($0[0].app, WidgetAction(rawValue: $0[1].word)!) },
            arguments: { if case .widget(let app, let action) = $0 { [.app(app), .word(action.rawValue)] } else { nil } }),
        CommandForm(
            "widget-budget", [.bounded(UInt64(Limits.maxWidgetBudget), or: "off")],
            "counted reloads per widget per rolling 24 hours (our model; default \(Limits.widgetBudget), "
                + "0 to \(Limits.maxWidgetBudget); off: no budget; ios26)",
            make: { a in
                if case .number(let n) = a[0] { return .widgetBudget(Int(n)) }
                return .widgetBudget(nil)
            },
            arguments: {
                guard case .widgetBudget(let n) = $0 else { return nil }
                return [n.map { .number(UInt64(max(0, $0))) } ?? .word("off")]
            }),
        CommandForm(
            "widget-dev-mode", [.choice(["on", "off"])],
            "WidgetKit Developer Mode (Settings › Developer): on, no reload counts and the 5-minute floor is lifted (ios26)",
            make: { .widgetDevMode($0[0].word == "on") },
            arguments: { if case .widgetDevMode(let on) = $0 { [.word(on ? "on" : "off")] } else { nil } }),
        CommandForm(
            "expect", [.app, .choice(["can"]), .choice(["widget-reload"])],
            "fail unless a widget reload the app asked for now would run now; triggers nothing",
            make: { .expectWidgetReload($0[0].app, .allowed) },
            arguments: {
                guard case .expectWidgetReload(let app, .allowed) = $0 else { return nil }
                return [.app(app), .word("can"), .word("widget-reload")]
            }),
        CommandForm(
            "expect", [.app, .choice(["cannot"]), .choice(["widget-reload"])],
            "fail if a widget reload the app asked for now would run now",
            make: { .expectWidgetReload($0[0].app, .denied(nil)) },
            arguments: {
                guard case .expectWidgetReload(let app, .denied(nil)) = $0 else { return nil }
                return [.app(app), .word("cannot"), .word("widget-reload")]
            }),
        CommandForm(
            "expect", [.app, .choice(["cannot"]), .choice(["widget-reload"]), widgetReloadReasons],
            "fail unless it would not run, for REASON ("
                + HoldReason.order(for: .widgetReload).map(\.rawValue).joined(separator: ", ") + ")",
            make: { .expectWidgetReload($0[0].app, .denied(HoldReason(rawValue: $0[3].word)!)) },
            arguments: {
                guard case .expectWidgetReload(let app, .denied(let r?)) = $0 else { return nil }
                return [.app(app), .word("cannot"), .word("widget-reload"), .word(r.rawValue)]
            }),
    ]
}
