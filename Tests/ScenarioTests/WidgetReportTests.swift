import Catalog
import Lifecycle
import Testing

@testable import Scenario

/// §11.7 in the reports: `--format why` has a `widget` record for each reload the app asked for
/// and each policy reload (its `budget` hold, and how it ended: `ran`, `merged`, `dropped`,
/// `pending`); the trace marks each reload with an instant of category `widget`; the matrix
/// has the launch `widget-reload` for an app with a widget.
@Suite struct WidgetReportTests {
    static let deferred = """
        profile ios26
        push-budget off
        widget-budget 3
        widget Ticker add
        wait 5s
        launch Ticker
        home
        wait 1m
        push Ticker silent
        wait 10s
        push Ticker silent
        wait 10s
        push Ticker silent
        wait 10s
        push Ticker silent
        wait 10s
        push Ticker silent
        wait 10s

        """

    private func report(_ script: String) throws -> WhyReport { try whyRun(script).report }

    @Test func theWhyReportHasAWidgetRecordPerReloadWithItsBudgetHold() throws {
        let widget = try report(Self.deferred).records.filter { $0.kind == .widget }
        // The return to the front, three counted reloads, the fourth deferred, the fifth merged.
        #expect(widget.map(\.end) == [.ran, .ran, .ran, .ran, .pending, .merged], "\(widget)")
        #expect(widget[4].holds.map(\.reason) == [.budget])
        #expect(widget[4].holds.first?.to == nil)
        let text = try report(Self.deferred).text(end: .hours(1)).joined(separator: "\n")
        #expect(text.contains("Ticker (widget reload, asked by the app)"))
        #expect(text.contains("held: budget"))
    }

    @Test func aRemovedWidgetDropsItsPendingReloadInTheReport() throws {
        let widget = try report(Self.deferred + "widget Ticker remove\n").records.filter { $0.kind == .widget }
        #expect(widget[4].end == .dropped)
        #expect(widget[4].detail == "the widget was removed")
    }

    @Test func eachWidgetReloadIsAnInstantOfCategoryWidget() {
        let get = Event(time: .seconds(2), app: "Ticker", name: .widgetGetTimeline, state: .suspended, reason: "policy")
        let marks = WidgetMark.marks(for: get, pid: 3)
        #expect(marks.count == 1)
        #expect(marks.first?.category == "widget" && marks.first?.name == "widget reload")
        #expect(WidgetMark.marks(for: Event(time: .zero, app: "Ticker", name: .widgetEntryShown, state: .suspended), pid: 3).isEmpty)
    }

    @Test func theMatrixHasTheWidgetReloadLaunchForAnAppWithAWidget() throws {
        let ticker = try #require(AppCatalog.builtIn().first { $0.name == "Ticker" })
        #expect(MatrixLaunch.declared(by: ticker).contains(.widgetReload))
        #expect(MatrixLaunch.widgetReload.name == "widget-reload")
    }
}
