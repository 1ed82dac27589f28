import Lifecycle
import Testing

@testable import Scenario

/// The notification service extension is a process of its own (§11.5): its events show the
/// app's name and `extension` where the app's events show the app's state, and JSONL says
/// `"process":"extension"`, while `app` stays the app's name.
struct ServiceExtensionSourceTests {
    static func event(_ name: EventName, reason: String? = nil, app: String = "Cipher") -> Event {
        Event(time: .ms(500), app: app, name: name, state: .notRunning, reason: reason)
    }

    @Test func theExtensionsEventsShowTheAppsNameAndExtensionInTheStateColumn() {
        for name in [EventName.serviceExtensionDidReceive, .serviceExtensionTimeWillExpire, .serviceExtensionTerminated] {
            #expect(EventSource.label(of: Self.event(name)) == "Cipher")
            #expect(EventSource.state(of: Self.event(name)) == "extension")
        }
        #expect(EventSource.label(of: Self.event(.notificationShown, reason: "modified")) == "Cipher")
        #expect(EventSource.state(of: Self.event(.notificationShown, reason: "modified")) == "extension")
        #expect(EventSource.state(of: Self.event(.notificationShown, reason: "original")) == "notRunning")
        #expect(EventSource.state(of: Self.event(.finishedLaunching)) == "notRunning")
        #expect(EventSource.label(of: Event(time: .zero, app: nil, name: .deviceLocked, state: nil)) == nil)
        #expect(EventSource.state(of: Event(time: .zero, app: nil, name: .deviceLocked, state: nil)) == nil)
    }

    @Test func jsonlMarksTheExtensionsEventsWithProcessAndKeepsTheAppsName() {
        let line = JSONLFormatter().line(for: Self.event(.serviceExtensionTerminated, reason: "memory-limit"))
        #expect(
            line
                == #"{"t":0.5,"app":"Cipher","process":"extension","event":"ServiceExtensionTerminated","state":"notRunning","reason":"memory-limit"}"#
        )
        #expect(!JSONLFormatter().line(for: Self.event(.notificationShown, reason: "original")).contains("process"))
    }

    @Test func theTextOutputShowsTheExtensionsEventsWithTheAppsNameAndExtensionInTheStateColumn() {
        var text = TextFormatter(appNames: ["Cipher", "Sluggish"])
        _ = text.line(for: Event(time: .zero, app: "Cipher", name: .finishedLaunching, state: .background))
        let line = text.line(for: Event(time: .ms(500), app: "Cipher", name: .serviceExtensionDidReceive, state: .background))
        #expect(line.contains("  Cipher    ServiceExtensionDidReceive"), "\(line)")
        #expect(line.hasSuffix("  extension"), "\(line)")
        #expect(!line.contains("background"), "\(line)")
        let next = text.line(for: Event(time: .ms(600), app: "Cipher", name: .willEnterForeground, state: .inactive))
        #expect(next.contains("background → inactive"), "the app's own events go on from its state: \(next)")
    }
}
