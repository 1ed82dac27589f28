import Lifecycle
import Scenario
import Testing

/// The push commands of the rule book's §11.5 in the command language: bad input is a usage
/// error that says what was expected, and every form writes back as it was read.
@Suite struct PushParseTests {
    static let usage =
        " (usage: push APP [silent|voip] [priority 5|10] [mutable] or "
        + "push APP activity [start|end] [priority 5|10] [stale DURATION] [size SIZE])"

    @Test(arguments: [
        ("push Chat silent mutable", 18, "expected priority, not 'mutable'" + usage),
        ("push Chat voip mutable", 16, "expected priority, not 'mutable'" + usage),
        ("push Chat priority 7", 20, "expected 5 or 10, not '7' (did you mean '5'?)" + usage),
        ("push-budget 61", 13, "expected a whole number from 0 to 60, or off, not '61'"),
        ("push-budget -1", 13, "expected a whole number from 0 to 60, or off, not '-1'"),
    ])
    func badPushInputIsAUsageErrorThatSaysWhatWasExpected(line: String, column: Int, message: String) {
        #expect(throws: LineError(column: column, message: message)) { try CommandLanguage.parse(line) }
    }

    @Test(arguments: [
        ("push Chat", Command.push("Chat")),
        ("push Chat mutable", .push("Chat", mutable: true)),
        ("push Chat priority 5 mutable", .push("Chat", priority: 5, mutable: true)),
        ("push Chat silent", .push("Chat", silent: true)),
        ("push Chat silent priority 10", .push("Chat", silent: true, priority: 10)),
        ("push Chat voip", .push("Chat", voip: true)),
        ("push Chat voip priority 10", .push("Chat", voip: true, priority: 10)),
        ("push-budget 12", .pushBudget(12)),
        ("push-budget off", .pushBudget(nil)),
    ])
    func everyPushFormReadsAndWritesBack(line: String, command: Command) throws {
        #expect(try CommandLanguage.parse(line) == command)
        #expect(CommandLanguage.format(command) == line)
    }
}
