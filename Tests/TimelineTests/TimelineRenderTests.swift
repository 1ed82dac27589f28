import Lifecycle
import Testing
import Timeline

/// Drawing a window of a timeline as cells, and as text fitted to a width.
struct TimelineRenderTests {
    @Test func theRunsOfAnAppRowHaveDistinctGlyphsAndDistinctASCIIStandIns() {
        let states: [Band] = [.notRunning, .active, .inactive, .backgroundTask, .background, .suspended]
        #expect(Set(states.map(\.glyph)).count == states.count)
        #expect(Set(states.map(\.asciiGlyph)).count == states.count)
        #expect(states.dropFirst().map(\.glyph) == ["█", "▓", "▒", "░", "·"])
        for rows in [
            [Band.unlocked, .lockedAwake, .asleep, .call], [.budgetNone, .budgetRunning, .budgetAsleep, .budgetHeld],
            [.wifi, .cellular, .offline],
        ] {
            #expect(Set(rows.map(\.glyph)).count == rows.count)
            #expect(Set(rows.map(\.asciiGlyph)).count == rows.count)
        }
        #expect(Set(MomentKind.allCases.map(\.asciiGlyph)).count == MomentKind.allCases.count)
        #expect(Band.allCases.allSatisfy { $0.asciiGlyph.isASCII } && MomentKind.allCases.allSatisfy { $0.asciiGlyph.isASCII })
    }

    @Test func aShortWakeUpShowsInAColumnMostlyAsleep() throws {
        let t = try timeline("launch Leaky\nhome\nlock\nwait 5m\npush Chat\nwait 5m\n")
        let picture = TimelineRender().render(t, from: .zero, step: .minutes(1), columns: 10)
        let device = String(picture.rows[0].map(\.character))
        // Asleep but for the 10 s chunk the notification woke it for, in the sixth minute.
        #expect(device == "·····▒····")
    }

    @Test func aMomentIsDrawnOverItsRunAndTheMostImportantWins() throws {
        let t = try timeline("launch Leaky\nhome\nwait 4m\n")
        let leaky = try #require(t.rows.firstIndex { $0.title == "Leaky" })
        let wide = TimelineRender().render(t, from: .zero, step: .seconds(5), columns: 48)
        #expect(wide.rows[leaky][0].look == .moment(.launch))
        #expect(wide.rows[leaky][35].look == .moment(.expiration))
        #expect(wide.rows[leaky][36].look == .moment(.watchdogKill))
        // At 5 m a column launch, expiration and kill share the first column: the kill is drawn.
        let narrow = TimelineRender(ascii: true).render(t, from: .zero, step: .minutes(5), columns: 1)
        #expect(narrow.rows[leaky][0].character == "X")
    }

    @Test func theCursorMarksItsEventsCellOnItsRow() throws {
        let t = try timeline("launch Notes\nwait 10s\nlaunch Mail\nwait 10s\n")
        let k = try #require(t.events.firstIndex { $0.app == "Mail" && $0.name == .finishedLaunching })
        let picture = TimelineRender().render(t, from: .zero, step: .seconds(1), columns: 30, cursor: k)
        #expect(picture.cursor?.row == 2 && picture.cursor?.column == 10)
        #expect(picture.rows[2][10].cursor)
        #expect(picture.rows.joined().filter(\.cursor).count == 1)
    }

    @Test func theTextFitsTheWidthAndItsStepIsTheSmallestRoundOneThatFits() throws {
        let t = try timeline("launch Mail\nwait 1h\n")
        for width in [40, 80, 100, 200] {
            let lines = TimelineText(width: width).lines(t)
            #expect(lines.allSatisfy { $0.count <= width }, "\(width)")
        }
        #expect(TimelineText(width: 80).lines(t).first == "0s to 1h, 1m a column")
        #expect(TimelineRender.step(toFit: .hours(1), columns: 59) == .minutes(2))
        #expect(TimelineRender.step(toFit: .hours(24 * 7), columns: 80) == .hours(3))
    }

    @Test func anAppNameFromAManifestCannotDriveTheTerminal() {
        var t = Timeline()
        t.add(Event(time: .zero, app: "Evil\u{1B}[2J", name: .finishedLaunching, state: .active))
        let lines = TimelineText(width: 60).lines(t)
        #expect(!lines.joined().contains("\u{1B}"))
        #expect(lines.contains { $0.hasPrefix("Evil\\e[2J") || $0.hasPrefix("Evil\\e") })
    }

    @Test func aResetStartsEveryRowAfresh() throws {
        let t = try timeline("launch Leaky\nhome\nlock\nwait 1m\nreset ios6\nwait 1m\n")
        let leaky = try #require(t.apps.first)
        #expect(leaky.state.band(at: .seconds(90)) == .notRunning)
        #expect(leaky.budget?.band(at: .seconds(90)) == .budgetNone)
        #expect(t.device.band(at: .seconds(90)) == .unlocked)
        #expect(t.device.moments.map(\.kind) == [.device])
    }
}
