import Lifecycle
import Testing

/// One home for the user's controls' rules: `Engine.refusal(of:)` answers "would this command
/// be refused now, and why", and carrying the command out refuses with the same words.
@Suite struct RefusalTests {
    static let commands: [Command] = [
        .launch("Notes"), .launch("Mail"), .launch("Nobody"), .tap("Notes"), .tap("Mail"), .swipeUp("Notes"), .switcher,
        .home, .lock, .unlock, .call, .answer, .decline, .hangup, .sms, .dismiss, .appRefresh("Notes", false),
        .appRefresh("Mail", false), .fetch("Mail"), .fetch("Notes"),
    ]

    /// Device histories that put something in the way of each command.
    static let histories: [[Command]] = [
        [], [.launch("Mail")], [.launch("Mail"), .call], [.launch("Mail"), .call, .answer], [.launch("Mail"), .sms],
        [.launch("Mail"), .lock], [.launch("Mail"), .lock, .call], [.launch("Notes"), .home, .switcher],
        [.launch("Mail"), .home, .fetch("Mail")],
    ]

    @Test(arguments: [Profile.ios6, .ios13])
    func aCommandIsRefusedExactlyWhenItsRefusalSaysAndWithItsWords(profile: Profile) throws {
        for history in Self.histories {
            for command in Self.commands {
                let e = Fixtures.engine(profile)
                for step in history { try e.apply(step) }
                let refusal = e.refusal(of: command)
                let context = "\(profile) \(history) then \(command)"
                do {
                    try e.apply(command)
                    #expect(refusal == nil, "\(context): carried out, but the refusal says \(refusal ?? "")")
                } catch {
                    #expect(error == .cannotCarryOut(refusal ?? "(none)"), "\(context)")
                }
            }
        }
    }

    @Test func anSMSAlertRefusesATapAndACallWithOneSentence() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Mail"), .sms)
        #expect(e.refusal(of: .call) == "an SMS alert is showing: dismiss it first")
        #expect(e.refusal(of: .call) == e.refusal(of: .tap("Notes")))
    }

    @Test func askingForARefusalChangesNothing() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Mail"), .call)
        let count = e.log.totalCount
        for command in Self.commands { _ = e.refusal(of: command) }
        #expect(e.log.totalCount == count && e.device.call == .ringing)
    }
}
