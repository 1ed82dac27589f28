import Catalog
import Lifecycle
import Scenario
import Testing

/// `--format why` says how a push ended, not only that it reached the app (issue 44, item 2).
struct WhyPushOutcomeTests {
    /// The why report of `script` on the built-in catalog and `extra`.
    private func report(_ script: String, extra: [AppSpec] = []) throws -> WhyReport {
        try whyRun(script, profile: .ios13, extra: extra).report
    }

    @Test func aVoipPushWhoseAppWasKilledForNotReportingACallEndsKilled() throws {
        let report = try report("launch Dialer\nhome\nwait 10s\npush Dialer voip\nwait 10s\n")
        let record = try #require(report.records.first { $0.app == "Dialer" })
        #expect(record.end == .killed)
        #expect(record.detail?.hasPrefix("voip-no-call") == true)
        #expect(report.text(end: .seconds(30)).contains { $0.hasSuffix("killed (voip-no-call: it never reported a call to CallKit)") })
    }

    @Test func aVoipPushWhoseCallWasReportedRanAndSaysSo() throws {
        var talker = AppSpec(name: "Talker", modes: [.voip])
        talker.voipCall = .reported
        let report = try report("launch Talker\nhome\nwait 10s\npush Talker voip\nwait 10s\n", extra: [talker])
        let record = try #require(report.records.first { $0.app == "Talker" })
        #expect(record.end == .ran && record.detail == "call reported to CallKit")
    }

    @Test func aPushWhoseServiceExtensionRanOutOfTimeSaysTheOriginalWasShown() throws {
        var sealed = AppSpec(name: "Sealed")
        sealed.notificationService = ServiceExtensionSpec(work: .seconds(40), memoryBytes: 8_000_000)
        let report = try report("push Sealed mutable\nwait 40s\n", extra: [sealed])
        let record = try #require(report.records.first)
        #expect(record.end == .ran)
        #expect(record.detail == "original shown: the service extension ran out of time")
    }

    @Test func aPushWhoseServiceExtensionWasKilledForMemorySaysTheOriginalWasShown() throws {
        let report = try report("push Cipher mutable\nwait 5s\n")
        let record = try #require(report.records.first)
        #expect(record.detail == "original shown: the service extension was killed (memory-limit)")
    }
}
