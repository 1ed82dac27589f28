import Testing

@testable import Lifecycle

/// §11.5: on a profile with PushKit the `voip` launch is a VoIP push, and its sentence says so
/// (the settings overlay said "for its VoIP keep-alive" on ios13, where it never fires); on
/// ios7 it stays the keep-alive.
@Suite struct VoipLaunchSentenceTests {
    @Test func onIOS13TheVoipLaunchsSentenceSaysVoIPPush() throws {
        let answer = try #require(PushFixtures.engine(.ios13).backgroundLaunch(.voipKeepAlive, for: "Phone"))
        #expect(answer.explanation == "the system may launch Phone for a VoIP push now", "\(answer.explanation)")
    }

    @Test func onIOS7TheVoipLaunchsSentenceSaysKeepAlive() throws {
        let answer = try #require(PushFixtures.engine(.ios7).backgroundLaunch(.voipKeepAlive, for: "Phone"))
        #expect(answer.explanation == "the system may launch Phone for its VoIP keep-alive now", "\(answer.explanation)")
    }
}
