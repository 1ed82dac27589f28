import Lifecycle

/// The matrix and widgets (the rule book's §11.7, ios26): the launch `widget-reload`, for an
/// app with `widget:`. Its widget is placed on the Home Screen (a free first timeline), then the
/// cell says whether a reload the app asked for from its state would run now and how it
/// counts: `ran WidgetGetTimeline background`, `ran WidgetGetTimeline foreground (free)`, or
/// the first unmet condition (`budget`, `unsupported` before ios26).
extension MatrixRunner {
    func widgetReloadOutcome(_ spec: AppSpec, _ setting: [(MatrixAxis, String)]) throws(MatrixFailure) -> MatrixOutcome {
        guard profile.hasWidgets else { return .denied(.unsupported) }
        let cell = try prepared(spec, setting)
        try cell.carryOut([.widget(spec.name, .add)])
        cell.engine.advance(by: (spec.widget?.work ?? .zero) + .seconds(1))
        guard let answer = cell.engine.why(spec.name, .widgetReload) else { return .nothing("not in the catalog") }
        if let first = answer.reasons.first { return .denied(first) }
        guard let reason = cell.engine.widgetReloadReason(of: spec.name) else { return .nothing("no reload") }
        return .ran(callback: .widgetGetTimeline, result: reason.rawValue + (reason.counts ? "" : " (free)"))
    }
}
