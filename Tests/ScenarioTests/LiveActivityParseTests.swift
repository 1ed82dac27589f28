import Lifecycle
import Scenario
import Testing

/// The Live Activity commands of the rule book's §11.8 in the command language: bad input is a
/// usage error that says what was expected, and every form writes back as it was read.
@Suite struct LiveActivityParseTests {
    static let pushUsage =
        " (usage: push APP [silent|voip] [priority 5|10] [mutable] or "
        + "push APP activity [start|end] [priority 5|10] [stale DURATION] [size SIZE])"

    @Test(arguments: [
        ("push Scores activity start end", 28, "expected priority, stale or size, not 'end'" + pushUsage),
        ("push Scores activity priority 7", 31, "expected 5 or 10, not '7' (did you mean '5'?)" + pushUsage),
        ("push Scores activity size huge", 27, "expected a size like 300MB or 1.5GB, not 'huge'" + pushUsage),
        ("activity-budget 61", 17, "expected a whole number from 0 to 60, or off, not '61'"),
        (
            "activity begin Scores", 10,
            "expected start, update, dismiss, allow or end, not 'begin' (usage: activity start|update|dismiss|allow APP or activity end APP [immediate])"
        ),
    ])
    func badLiveActivityInputIsAUsageErrorThatSaysWhatWasExpected(line: String, column: Int, message: String) {
        #expect(throws: LineError(column: column, message: message)) { try CommandLanguage.parse(line) }
    }

    @Test func anUnknownReasonOfActivityStartIsAParseError() throws {
        do {
            _ = try CommandLanguage.parse("expect Scores cannot activity-start bogus")
            Issue.record("parsed")
        } catch {
            #expect(error.column == 37)
            #expect(
                error.message.hasPrefix(
                    "expected no-live-activity, unsupported, disabled, visibility, too-many or attributes-too-large, not 'bogus' (usage: "))
        }
    }

    @Test(arguments: [
        ("activity start Scores", Command.activity("Scores", .start)),
        ("activity end Scores immediate", .activity("Scores", .end(immediate: true))),
        ("activity allow Scores", .activity("Scores", .allow)),
        ("push Scores activity", .activityPush("Scores", ActivityPush())),
        ("push Scores activity start", .activityPush("Scores", ActivityPush(kind: .start))),
        (
            "push Scores activity end priority 5 stale 10m size 2KB",
            .activityPush("Scores", ActivityPush(kind: .end, priority: 5, stale: .minutes(10), bytes: 2000))
        ),
        ("live-activities Scores off", .liveActivities("Scores", frequent: false, on: false)),
        ("live-activities Scores frequent on", .liveActivities("Scores", frequent: true, on: true)),
        ("activity-budget 3", .activityBudget(3)),
        ("activity-budget off", .activityBudget(nil)),
        ("expect Scores cannot activity-update throttled", .expectActivity("Scores", .update, .denied(.throttled))),
        ("expect Scores can activity-start", .expectActivity("Scores", .start, .allowed)),
    ])
    func everyLiveActivityFormReadsAndWritesBack(line: String, command: Command) throws {
        #expect(try CommandLanguage.parse(line) == command)
        #expect(CommandLanguage.format(command) == line)
    }
}
