import Lifecycle
import Scenario
import Testing

/// The widget commands of the rule book's §11.7 in the command language: bad input is a usage
/// error that says what was expected, every form writes back as it was read, and the
/// extension's events say `widget` in run's text and JSONL.
@Suite struct WidgetParseTests {
    @Test(arguments: [
        ("widget Ticker place", 15, "expected add, remove or reload, not 'place'"),
        ("widget-budget 201", 15, "expected a whole number from 0 to 200, or off, not '201'"),
        ("widget-dev-mode maybe", 17, "expected on or off, not 'maybe'"),
        ("expect Ticker cannot widget-reload bogus", 36, "expected no-widget, unsupported, not-added or budget, not 'bogus'"),
    ])
    func badWidgetInputIsAUsageErrorThatSaysWhatWasExpected(line: String, column: Int, message: String) throws {
        let error = try #require(throws: LineError.self) { try CommandLanguage.parse(line) }
        #expect(error.column == column)
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }

    @Test(arguments: [
        ("widget Ticker add", Command.widget("Ticker", .add)),
        ("widget Ticker remove", .widget("Ticker", .remove)),
        ("widget Ticker reload", .widget("Ticker", .reload)),
        ("widget-budget 3", .widgetBudget(3)),
        ("widget-budget off", .widgetBudget(nil)),
        ("widget-dev-mode on", .widgetDevMode(true)),
        ("widget-dev-mode off", .widgetDevMode(false)),
        ("expect Ticker can widget-reload", .expectWidgetReload("Ticker", .allowed)),
        ("expect Ticker cannot widget-reload", .expectWidgetReload("Ticker", .denied(nil))),
        ("expect Ticker cannot widget-reload budget", .expectWidgetReload("Ticker", .denied(.budget))),
        ("why Ticker widget", .why("Ticker", "widget")),
        ("why Ticker widget-reload", .why("Ticker", "widget-reload")),
    ])
    func everyWidgetFormReadsAndWritesBack(line: String, command: Command) throws {
        #expect(try CommandLanguage.parse(line) == command)
        #expect(CommandLanguage.format(command) == line)
    }

    @Test func theWidgetExtensionsEventsSayWidgetInTextAndJSONL() {
        let get = Event(
            time: .seconds(1), app: "Ticker", name: .widgetGetTimeline, state: .suspended, reason: "policy",
            detail: "counted: 3 of 40 in the last 24h")
        #expect(
            JSONLFormatter().line(for: get)
                == #"{"t":1.0,"app":"Ticker","process":"widget","event":"WidgetGetTimeline","uikit":"getTimeline(in:completion:)","state":"suspended","reason":"policy","detail":"counted: 3 of 40 in the last 24h"}"#
        )
        let read = Event(time: .zero, app: "Vault", name: .dataReadFailed, state: .notRunning, reason: "locked", process: .widget)
        #expect(JSONLFormatter().line(for: read).contains(#""process":"widget""#))
        #expect(EventSource.state(of: read) == "widget")
        let requested = Event(time: .zero, app: "Ticker", name: .widgetReloadRequested, state: .active)
        #expect(!JSONLFormatter().line(for: requested).contains("process"))
        var text = TextFormatter(appNames: ["Ticker"])
        let line = text.line(for: get)
        #expect(line.contains("WidgetGetTimeline ") && line.contains(" widget ") && !line.contains("suspended"), "\(line)")
    }
}
