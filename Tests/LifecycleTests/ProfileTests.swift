import Lifecycle
import Testing

/// The rule book's §10: what differs between the ios6, ios7 and ios13 profiles.
@Suite struct ProfileTests {
    @Test func profilesHaveTheBudgetsOfTheRuleBook() {
        #expect(Profile.ios6.backgroundTaskBudget == .seconds(600))
        #expect(Profile.ios7.backgroundTaskBudget == .seconds(180))
        #expect(Profile.ios13.backgroundTaskBudget == .seconds(30))
        #expect(Profile.default == .ios7)
    }

    @Test func iOS6HasNoBackgroundFetchOrSilentPush() throws {
        let e = Fixtures.engine(.ios6)
        try e.run(.launch("Weather"), .home, .wait(.hours(3)), .fetch("Weather"), .push("Chat", silent: true))
        #expect(!e.log.events.contains { $0.name == .performFetch || $0.name == .didReceiveRemoteNotification })
        let denied = e.log.events.filter { $0.name == .backgroundLaunchDenied }
        #expect(denied.map(\.reason) == ["unsupported", "unsupported"])
    }

    @Test func iOS6HasNoBackgroundAppRefreshSetting() throws {
        let e = Fixtures.engine(.ios6)
        #expect(throws: CommandError.cannotCarryOut("ios6 has no Background App Refresh setting")) {
            try e.apply(.refresh(.off))
        }
        #expect(e.status(of: "Weather")?.refreshStatus == nil)
    }

    @Test func onlyIOS13HasLowPowerMode() throws {
        #expect(throws: CommandError.self) { try Fixtures.engine(.ios7).apply(.lowPower(true)) }
        try Fixtures.engine(.ios13).apply(.lowPower(true))
    }

    @Test func theProfileCanChangeOnlyBeforeTheFirstAppStarts() throws {
        let e = Fixtures.engine(.ios7)
        try e.run(.profile(.ios6))
        #expect(e.profile == .ios6)
        try e.run(.launch("Notes"))
        #expect(throws: CommandError.cannotCarryOut("the profile can change only before the first app starts")) {
            try e.apply(.profile(.ios13))
        }
    }
}
