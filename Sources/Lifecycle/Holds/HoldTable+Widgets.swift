/// The widget rows of the table of holds (§11.7): a reload the app asks for now is checked in
/// the order `no-widget`, `unsupported` (the shared row, before ios26), `not-added`, `budget`.
extension Hold {
    /// Before `unsupported` in the table: an app without a widget has nothing to reload.
    static let noWidgetRow = Hold(
        reason: .noWidget, kinds: [.widgetReload],
        rule: "The app's manifest declares no widget: there is nothing to reload", sections: ["11.7"],
        sentence: { e, i, _ in "\(e.catalog[i].name) declares no widget" })

    /// At the end of the table.
    static let notAddedRow = Hold(
        reason: .notAdded, kinds: [.widgetReload],
        rule: "The app's widget is not on the Home Screen: a reload the app asks for does nothing", sections: ["11.7"],
        sentence: { e, i, _ in "\(e.catalog[i].name)'s widget is not on the Home Screen" })

    static let budgetRow = Hold(
        reason: .budget, kinds: [.widgetReload],
        rule: "The widget's counted reloads of the rolling 24 hours used its budget (our model: widget-budget, "
            + "default 40): a reload that would count waits for a slot",
        sections: ["11.7"],
        sentence: { e, i, _ in e.widgetBudgetSentence(i) })
}
