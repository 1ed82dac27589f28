import Catalog
import Lifecycle
import Scenario
import TestHarness
import Testing

/// The why report in the command language and the output (issue 35).
struct WhyCommandTests {
    @Test func whyAndSimulateLaunchIfAllowedParseAndFormatBack() throws {
        for line in ["why Feed", "why Feed com.appdeck.feed.refresh", "why Feed fetch", "simulate launch Feed com.x if-allowed"] {
            let command = try #require(try CommandLanguage.parse(line))
            #expect(CommandLanguage.format(command) == line)
        }
        #expect(try CommandLanguage.parse("why Feed fetch") == .why("Feed", "fetch"))
        #expect(try CommandLanguage.parse("simulate launch Feed com.x if-allowed") == .simulateLaunchIfAllowed("Feed", "com.x"))
        #expect(try CommandLanguage.parse("simulate launch Feed com.x") == .simulateLaunch("Feed", "com.x"))
    }

    @Test func aWhyEventsReasonsAreAJSONArrayOfTokens() {
        let json = JSONLFormatter()
        let held = Event(
            time: .seconds(2), app: "Backup", name: .why, state: .suspended, label: "com.x", reason: "low-power needs-power",
            detail: "d")
        #expect(json.line(for: held).contains(#""reasons":["low-power","needs-power"],"detail":"d""#))
        let free = Event(time: .seconds(2), app: "Feed", name: .why, state: .suspended, label: "com.x", detail: "runs in 1h")
        #expect(json.line(for: free).contains(#""reasons":[],"#))
    }

    @Test func theManualListsTheCategoryAndCodeOfEveryTerminationReason() throws {
        let rows = TerminationReason.allCases.map { reason in
            "| `\(reason.rawValue)` | " + (reason.category.map { "`\($0.rawValue)`" } ?? "none") + " | "
                + (reason.code.map { "`\($0)`" } ?? "none") + " |\n"
        }
        #expect(try Manual.contains("| reason | category | code |\n|---|---|---|\n" + rows.joined()))
    }
}

/// `why APP` with no word sums up every launch the app declares (issue 44, item 1).
struct WhyEveryLaunchTests {
    private func whyEvents(_ script: String) throws -> [Event] {
        let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios13, seed: 1)
        let runner = try ScriptRunner(script: try Script(parsing: script, file: "t.deck"), engine: engine)
        var events: [Event] = []
        try runner.run(emit: { if $0.name == .why { events.append($0) } })
        return events
    }

    @Test func whyWithoutAWordSumsUpEveryLaunchTheAppDeclaresWithWhatHoldsEach() throws {
        let events = try whyEvents("profile ios13\nlaunch Chat\nkill Chat\nwhy Chat\n")
        #expect(events.map(\.label) == ["push"])
        #expect(events.first?.whyReasons.first == "force-quit")
        #expect(events.contains { $0.detail?.contains("Background App Refresh lets") == true } == false)
    }

    @Test func whyWithoutAWordAnswersForBackgroundAppRefreshOnlyForAnAppThatDeclaresNothing() throws {
        let events = try whyEvents("launch Notes\nhome\nwhy Notes\n")
        #expect(events.map(\.label) == [nil])
    }
}
