import Lifecycle
import Testing
import Timeline

/// The timeline of the locked device (§11.6): the device row shows the lock state.
struct LockedDeviceTimelineTests {
    @Test func theDeviceRowShowsLockedSinceBootUntilTheFirstUnlockThenLockedAndUnlocked() throws {
        let t = try timeline("launch Notes\nwait 1m\nreboot\nwait 5m\nunlock\nwait 1m\nlock\nwait 1m\n", profile: .ios13)
        let runs = t.device.runs(from: .zero, to: t.end + .seconds(1)).map(\.band)
        #expect(runs == [.unlocked, .lockedSinceBoot, .unlocked, .asleep])
        #expect(t.device.band(at: .minutes(3)) == .lockedSinceBoot)
    }

    @Test func aRestartEndsEveryAppsRowWithoutAnEventOfItsOwn() throws {
        let t = try timeline("launch Mail\nwait 5s\nreboot\nwait 1m\n", profile: .ios13)
        let mail = try #require(t.apps.first { $0.name == "Mail" })
        #expect(mail.state.band(at: .seconds(30)) == .notRunning)
    }

    @Test func theDeviceRowsBandsKeepDistinctGlyphs() {
        let device: [Band] = [.unlocked, .lockedAwake, .asleep, .call, .lockedSinceBoot]
        #expect(Set(device.map(\.glyph)).count == device.count)
        #expect(Set(device.map(\.asciiGlyph)).count == device.count)
        #expect(Band.lockedSinceBoot.meaning == "locked since boot")
    }
}
