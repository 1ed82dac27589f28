import Lifecycle
import Scenario
import Testing

@testable import DeckCore

/// A play whose script opens with captions and then `reset PROFILE` starts on that profile, so
/// the status bar never shows another generation under the first caption.
struct PlayStartProfileTests {
    func lines(_ text: String) throws -> [ScriptLine] {
        try Script(parsing: text, file: "t.deck").lines
    }

    @Test func aPlayStartsOnTheProfileOfAResetThatOnlyCaptionsPrecede() throws {
        let script = try lines("# title\nsay On iOS 13 …\npause\nspeed 2\nreset ios13\nlaunch Notes\nreset ios26\n")
        #expect(PlayState.startProfile(of: script, otherwise: .ios7) == .ios13)
    }

    @Test func aPlayKeepsItsProfileWhenACommandComesBeforeTheFirstReset() throws {
        let script = try lines("say First on this device\nlaunch Notes\nreset ios13\n")
        #expect(PlayState.startProfile(of: script, otherwise: .ios26) == .ios26)
    }

    @Test func aPlayKeepsItsProfileWhenItsFirstResetNamesNone() throws {
        #expect(PlayState.startProfile(of: try lines("say Again\nreset\n"), otherwise: .ios6) == .ios6)
        #expect(PlayState.startProfile(of: try lines("launch Notes\n"), otherwise: .ios6) == .ios6)
    }

    @Test func theDemosThatOpenWithACaptionStartOnTheProfileOfTheirReset() throws {
        var opening: [(String, Profile)] = []
        for demo in Demo.all {
            let script = try Script(parsing: demo.text, file: demo.file).lines
            let first = script.first { if case .say = $0.command { false } else { true } }
            if case .reset(let profile?) = first?.command {
                opening.append((demo.name, profile))
                #expect(PlayState.startProfile(of: script, otherwise: .ios7) == profile, "\(demo.name)")
            }
        }
        #expect(opening.map(\.0).contains("pushes"))
    }
}
