import Lifecycle

/// One event in full (Enter on an event): every field it has, its app's state before and
/// after it, and the rule of the rule book it follows (and its reason's), wrapped to the box.
struct EventOverlay {
    var event: Event
    /// The app's state just before the event (nil for a device event).
    var before: AppState?
    /// The engine's time the screen's clock counts from (a play's restart).
    var start: SimDuration = .zero
    /// The event's app is a scene app whose life-cycle code sits in the app delegate.
    var appDelegateCode = false
    var theme: Theme

    /// The event's fields as label and value, in the order of the JSONL keys, with the app's
    /// state before the event beside the state after it; a Terminated event's `category`
    /// under `metric`.
    static func fields(of event: Event, before: AppState? = nil, start: SimDuration = .zero) -> [(label: String, value: String)] {
        let shown = StageStart(time: start).time(of: event.time)
        let log = start == .zero ? "" : " since the restart; \(event.time.timestamp) in the log"
        var fields: [(String, String)] = [
            ("time", "\(shown.timestamp)  (t = \(shown.secondsText) s\(log))"),
            ("app", event.app ?? "— (a device event)"),
        ]
        if event.process == .serviceExtension {
            fields.append(("process", "extension: the app's notification service extension, a process of its own"))
        } else if event.process == .widget {
            fields.append(("process", "widget: the app's widget extension, a process of its own"))
        } else if let activity = event.activity, event.process == .activity {
            fields.append(("process", "activity \(activity): the app's Live Activity, drawn by its widget extension"))
        }
        fields += [
            ("event", "\(event.name.rawValue)  (\(event.name.kind.rawValue))")
        ]
        if let uikit = event.name.uikitName { fields.append(("uikit", uikit)) }
        if let before { fields.append(("before", before.rawValue)) }
        if let state = event.state {
            fields.append(("after", state.rawValue + (state == before ? " (unchanged)" : "")))
        }
        if let task = event.task { fields.append(("task", "#\(task)")) }
        if let label = event.label { fields.append(("name", label)) }
        if event.name == .why {
            fields.append(("reasons", event.whyReasons.isEmpty ? "none: only time holds it" : event.whyReasons.joined(separator: ", ")))
        } else if let reason = event.reason {
            fields.append(("reason", reason))
        }
        if let termination = event.terminationReason {
            if let category = termination.category {
                fields.append(("metric", category.rawValue + " (MetricKit's \(category.metricCount))"))
            }
            if let code = termination.code { fields.append(("code", code)) }
        }
        if let detail = event.detail { fields.append(("detail", detail)) }
        return fields
    }

    /// The rules: the event's, then its reason's when it has one the engine names, for a scene
    /// callback of an app whose code sits in the app delegate why that code did not run, then
    /// the titles of the rule book's sections they cite (`§2 Delegate callbacks…`).
    static func rules(of event: Event, appDelegateCode: Bool = false) -> [(label: String, value: String)] {
        var rules = [("rule", event.name.rule)]
        if appDelegateCode, let why = event.name.appDelegateCodeRule { rules.append(("code", why)) }
        if let reason = event.reason {
            if let why = TerminationReason(rawValue: reason)?.rule ?? HoldReason(rawValue: reason)?.rule {
                rules.append(("why", why))
            }
        }
        if let sections = RuleBookSection.titles(citedIn: rules.map(\.1).joined(separator: " ")) {
            rules.append(("see", sections))
        }
        return rules
    }

    static let labelWidth = 8

    /// The lines (label and text) at `textWidth`, and the rectangle the overlay fills.
    private func frame(in screen: Rect) -> (lines: [(String, String)], rect: Rect, textWidth: Int) {
        let width = min(screen.width - 4, 84)
        let textWidth = width - 4 - Self.labelWidth
        // Only the start of a value that can show is wrapped: a caption of a megabyte costs a
        // frame what a line does (more characters than the screen's rows have cells).
        let shown = (screen.height + 2) * (textWidth + 1)
        let lines =
            (Self.fields(of: event, before: before, start: start) + [("", "")] + Self.rules(of: event, appDelegateCode: appDelegateCode))
            .flatMap { label, value in
                String(value.prefix(shown)).wrapped(toWidth: textWidth).enumerated().map { ($0.offset == 0 ? label : "", $0.element) }
                    + (value.isEmpty ? [("", "")] : [])
            }
        return (lines, screen.centered(Size(width: width, height: min(screen.height - 2, lines.count + 2))), textWidth)
    }

    /// The rectangle the overlay fills before it draws.
    func rect(in screen: Rect) -> Rect { frame(in: screen).rect }

    func draw(in screen: Rect, into canvas: inout Canvas) {
        let (lines, rect, textWidth) = frame(in: screen)
        canvas.fill(rect, style: theme.style(.overlay))
        let box = Box(
            rect: rect, style: theme.style(.overlay), title: event.name.rawValue,
            titleStyle: theme.style(.event(event.name.kind), over: .overlay))
        box.draw(into: &canvas)
        let inner = box.inside
        for (i, line) in lines.prefix(inner.height).enumerated() {
            canvas.draw(line.0, x: inner.x + 1, y: inner.y + i, style: theme.style(.overlayTitle, over: .overlay))
            canvas.draw(line.1, x: inner.x + 1 + Self.labelWidth, y: inner.y + i, width: textWidth, style: theme.style(.overlay))
        }
    }
}
