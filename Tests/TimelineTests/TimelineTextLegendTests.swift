import Lifecycle
import Testing

@testable import Timeline

/// `appdeck run --format timeline`'s legend says what every glyph it draws means, as the
/// dashboard's `g` does: a group per kind of row (the widget's and the Live Activity's
/// included), the hold letters, the marks.
struct TimelineTextLegendTests {
    /// Ticker's event at `minute`; the Live Activity's events carry the activity's number.
    func event(_ minute: Int64, _ name: EventName, reason: String? = nil) -> Event {
        let activity = name.rawValue.hasPrefix("Activity") ? 1 : nil
        return Event(time: .minutes(minute), app: "Ticker", name: name, state: .suspended, reason: reason, activity: activity)
    }

    /// Ticker's widget (shown, a deferred reload, the placeholder) and its Live Activity
    /// (active, an update held for the budget, stale, ended) over an hour.
    func widgetAndActivity() -> Timeline {
        var timeline = Timeline()
        for event in [
            event(0, .widgetAdded), event(0, .widgetGetTimeline, reason: "added"), event(1, .widgetEntryShown),
            event(2, .activityStarted, reason: "in-app"), event(10, .activityUpdateHeld, reason: "throttled"),
            event(15, .widgetGetTimeline, reason: "policy"), event(20, .activityUpdated), event(25, .activityStale),
            event(30, .widgetReloadDeferred, reason: "budget"), event(35, .activityEnded),
            event(40, .widgetGetTimeline, reason: "foreground"), event(50, .widgetPlaceholderShown, reason: "locked"),
        ] {
            timeline.add(event)
        }
        timeline.extend(to: .hours(1))
        return timeline
    }

    @Test func theTextLegendHasAWidgetGroupWithTheWidgetRowsBands() {
        let text = TimelineText(width: 120)
        let lines = text.lines(widgetAndActivity())
        let legend = lines.drop { !$0.isEmpty }
        let widget = legend.drop { !$0.hasPrefix("widget") }.prefix { $0.hasPrefix("widget") || $0.hasPrefix("        ") }
        #expect(!widget.isEmpty, "\(lines.joined(separator: "\n"))")
        let render = TimelineRender()
        for band in [Band.widgetShown, .widgetPlaceholder] {
            #expect(widget.joined().contains("\(render.glyph(band)) \(band.meaning)"), "\(band) in \(widget)")
        }
        // The deferred reload's band is lettered with `budget`'s letter all along: the `held` line says it.
        #expect(legend.contains { $0.hasPrefix("held") && $0.contains("G held: budget") }, "\(lines.joined(separator: "\n"))")
    }

    @Test func everyGlyphTheTextTimelineDrawsIsInItsLegendWithGsMeaning() {
        let timeline = widgetAndActivity()
        let text = TimelineText(width: 120)
        let render = TimelineRender()
        let picture = render.render(timeline, from: .zero, step: .minutes(1), columns: 60)
        let legend = text.legend(picture, rows: timeline.rows).joined(separator: "\n")
        var looks = Set<TimelineCell.Look>()
        for row in picture.rows { for cell in row where cell.character != " " { looks.insert(cell.look) } }
        #expect(looks.contains(.band(.activityThrottled)) && looks.contains(.hold(.budget)))
        for look in looks {
            switch look {
            case .band(let band):
                #expect(legend.contains("\(render.glyph(band)) \(band.meaning)"), "\(band) not in:\n\(legend)")
            case .moment(let kind):
                #expect(legend.contains("\(render.glyph(kind)) "), "\(kind) not in:\n\(legend)")
            case .hold(let reason):
                #expect(legend.contains("\(reason.timelineGlyph) held: \(reason.rawValue)"), "\(reason) not in:\n\(legend)")
            case .denial(let reason):
                #expect(legend.contains("\(reason.timelineGlyph) denied: \(reason.rawValue)"))
            case .axis: break
            }
        }
    }
}
