import Foundation
import Lifecycle
import Testing

@testable import Scenario

/// JSONL and text lines for events.
struct EventFormatterTests {
    let json = JSONLFormatter()

    @Test func jsonlKeysComeInTheOrderTAppEventStateThenExtras() {
        let event = Event(
            time: .ms(12_500), app: "Mail", name: .beginBackgroundTask, state: .background,
            task: 1, label: "send outbox", reason: "r", detail: "d")
        #expect(
            json.line(for: event)
                == #"{"t":12.5,"app":"Mail","event":"BeginBackgroundTask","uikit":"beginBackgroundTask(expirationHandler:)","state":"background","task":1,"name":"send outbox","reason":"r","detail":"d"}"#
        )
    }

    @Test func jsonlMatchesTheExamplesOfTheDesign() {
        #expect(
            json.line(for: Event(time: .ms(12_500), app: "Mail", name: .didEnterBackground, state: .background))
                == #"{"t":12.5,"app":"Mail","event":"DidEnterBackground","uikit":"applicationDidEnterBackground(_:)","state":"background"}"#
        )
        #expect(
            json.line(
                for: Event(
                    time: .seconds(190), app: "Leaky", name: .terminated, state: .notRunning,
                    reason: TerminationReason.backgroundTaskTimeout.rawValue))
                == #"{"t":190.0,"app":"Leaky","event":"Terminated","state":"notRunning","reason":"background-task-timeout"}"#)
    }

    @Test func aDeviceEventHasANullAppAndState() {
        #expect(
            json.line(for: Event(time: .ms(250), app: nil, name: .deviceLocked, state: nil))
                == #"{"t":0.25,"app":null,"event":"DeviceLocked","state":null}"#)
    }

    @Test func jsonlEscapesQuotesBackslashesAndControlCharacters() {
        let event = Event(
            time: .zero, app: "Say \"hi\"\\", name: .onActivated, state: .active,
            detail: "a\nb\tc\u{1}é🙂")
        #expect(
            json.line(for: event)
                == #"{"t":0.0,"app":"Say \"hi\"\\","event":"OnActivated","uikit":"applicationDidBecomeActive(_:)","state":"active","detail":"a\nb\tc\u0001é🙂"}"#
        )
    }

    @Test func jsonlEscapesDELAndC1AndTheLineSeparatorsSoALineIsSafeOnATerminal() {
        let event = Event(
            time: .zero, app: "Mail", name: .onActivated, state: .active,
            detail: "\u{1B}]52;c;aGk=\u{7}\u{7F}\u{9B}2J\u{2028}")
        #expect(
            json.line(for: event)
                == #"{"t":0.0,"app":"Mail","event":"OnActivated","uikit":"applicationDidBecomeActive(_:)","state":"active","detail":"\u001b]52;c;aGk=\u0007\u007f\u009b2J\u2028"}"#
        )
    }

    @Test func textSpellsOutControlCharactersAndAlignsNamesOfDisputedWidth() {
        var text = TextFormatter(appNames: ["Notes", "🇫🇷Paris"])
        let line = text.line(
            for: Event(
                time: .zero, app: "🇫🇷Paris", name: .beginBackgroundTask, state: .background,
                task: 1, label: "\u{1B}[2Jwipe", detail: "\u{9B}31m"))
        #expect(line == "0:00:00.000  FRParis  BeginBackgroundTask             notRunning → background  task 1 \"\\e[2Jwipe\" — \\u{9b}31m")
    }

    @Test func textShowsTheStateChangeSinceTheAppsLastEvent() {
        var text = TextFormatter(appNames: ["Notes", "Weather"])
        let lines = [
            Event(time: .zero, app: "Notes", name: .finishedLaunching, state: .inactive),
            Event(time: .zero, app: "Notes", name: .onActivated, state: .active),
            Event(time: .ms(5000), app: "Notes", name: .onResignActivation, state: .inactive),
            Event(time: .ms(5000), app: nil, name: .deviceLocked, state: nil),
            Event(
                time: .ms(5500), app: "Weather", name: .beginBackgroundTask, state: .background,
                task: 3, label: "refresh"),
            Event(time: .seconds(3_723), app: "Notes", name: .terminated, state: .notRunning, reason: "user"),
        ].map { text.line(for: $0) }
        #expect(
            lines == [
                "0:00:00.000  Notes    FinishedLaunching               notRunning → inactive",
                "0:00:00.000  Notes    OnActivated                     inactive → active",
                "0:00:05.000  Notes    OnResignActivation              active → inactive",
                "0:00:05.000           DeviceLocked",
                "0:00:05.500  Weather  BeginBackgroundTask             notRunning → background  task 3 \"refresh\"",
                "1:02:03.000  Notes    Terminated                      inactive → notRunning    reason: user",
            ])
    }

    @Test func textSetsTheDetailApartFromTaskNameAndReason() {
        var text = TextFormatter(appNames: ["Leaky"])
        let expired = Event(
            time: .seconds(597), app: "Leaky", name: .expirationHandler, state: .background,
            task: 1, label: "leak", detail: "the handler does not end the task")
        let network = Event(time: .seconds(600), app: nil, name: .networkChanged, state: nil, detail: "cellular")
        #expect(text.line(for: expired).hasSuffix("background  task 1 \"leak\" — the handler does not end the task"))
        #expect(
            text.line(for: network)
                == "0:10:00.000         NetworkChanged                                           cellular")
    }

    @Test func textColumnsLineUpWhateverTheEvent() {
        var text = TextFormatter(appNames: ["Mail"])
        let names = EventName.allCases
        let lines = names.map {
            text.line(for: Event(time: .seconds(1), app: "Mail", name: $0, state: .background, detail: "x"))
        }
        let detailColumns = Set(lines.map { $0.distance(from: $0.startIndex, to: $0.lastIndex(of: "x")!) })
        #expect(detailColumns.count == 1)
    }

    @Test func textHasNoEscapesWithoutColourAndColoursTheEventNameWithIt() {
        let event = Event(time: .zero, app: "Leaky", name: .terminated, state: .notRunning, reason: "watchdog")
        var plain = TextFormatter(appNames: ["Leaky"])
        var colored = TextFormatter(appNames: ["Leaky"], kindEscapes: [.termination: "\u{1B}[1;31m"])
        #expect(!plain.line(for: event).contains("\u{1B}"))
        let line = colored.line(for: event)
        #expect(line.contains("\u{1B}[1;31mTerminated\u{1B}[0m"))
        #expect(
            line.replacingOccurrences(of: "\u{1B}[1;31m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
                == plain.line(for: event))
    }

    @Test func everyEventThatIsAUIKitCallbackOrAPICarriesItsUIKitNameRightAfterTheEvent() {
        #expect(
            json.line(for: Event(time: .seconds(3), app: "Weather", name: .performFetch, state: .background))
                == #"{"t":3.0,"app":"Weather","event":"PerformFetch","uikit":"application(_:performFetchWithCompletionHandler:)","state":"background"}"#
        )
        #expect(
            json.line(for: Event(time: .seconds(3), app: "Weather", name: .suspended, state: .suspended))
                == #"{"t":3.0,"app":"Weather","event":"Suspended","state":"suspended"}"#)
    }

    @Test func textNamesEventsByTheirUIKitNamesWhenAsked() {
        var text = TextFormatter(appNames: ["Notes"], names: .uikit)
        let lines = [
            Event(time: .zero, app: "Notes", name: .finishedLaunching, state: .inactive),
            Event(time: .ms(500), app: "Notes", name: .suspended, state: .suspended),
        ].map { text.line(for: $0) }
        #expect(lines[0].hasPrefix("0:00:00.000  Notes  application(_:didFinishLaunchingWithOptions:)  "))
        #expect(lines[1].contains("  Suspended  "))
        let width = EventName.allCases.map { ($0.uikitName ?? $0.rawValue).count }.max()!
        #expect(lines[1].hasPrefix("0:00:00.500  Notes  Suspended" + String(repeating: " ", count: width - 9 + 2)))
    }
}
