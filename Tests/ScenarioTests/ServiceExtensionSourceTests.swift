import Lifecycle
import Testing

@testable import Scenario

/// The notification service extension is a process of its own (§11.5): its events name it as
/// their source, and JSONL says so, while `app` stays the app's name.
struct ServiceExtensionSourceTests {
    static func event(_ name: EventName, reason: String? = nil, app: String = "Cipher") -> Event {
        Event(time: .ms(500), app: app, name: name, state: .notRunning, reason: reason)
    }

    @Test func theServiceExtensionsEventsNameTheExtensionAsTheirSource() {
        for name in [EventName.serviceExtensionDidReceive, .serviceExtensionTimeWillExpire, .serviceExtensionTerminated] {
            #expect(EventSource.label(of: Self.event(name), width: 10) == "Cipher▸ext")
        }
        #expect(EventSource.label(of: Self.event(.notificationShown, reason: "modified"), width: 10) == "Cipher▸ext")
        #expect(EventSource.label(of: Self.event(.notificationShown, reason: "original"), width: 10) == "Cipher")
        #expect(EventSource.label(of: Self.event(.finishedLaunching), width: 10) == "Cipher")
        #expect(EventSource.label(of: Event(time: .zero, app: nil, name: .deviceLocked, state: nil), width: 10) == nil)
    }

    @Test func theExtensionsSourceIsCutToTheColumnKeepingItsMark() {
        #expect(EventSource.label(of: Self.event(.serviceExtensionDidReceive), width: 8) == "Cip…▸ext")
        #expect(EventSource.label(of: Self.event(.serviceExtensionDidReceive), width: 9) == "Ciph…▸ext")
        #expect(EventSource.label(of: Self.event(.serviceExtensionDidReceive, app: "Mail"), width: 8) == "Mail▸ext")
    }

    @Test func jsonlMarksTheExtensionsEventsWithProcessAndKeepsTheAppsName() {
        let line = JSONLFormatter().line(for: Self.event(.serviceExtensionTerminated, reason: "memory-limit"))
        #expect(
            line
                == #"{"t":0.5,"app":"Cipher","process":"extension","event":"ServiceExtensionTerminated","state":"notRunning","reason":"memory-limit"}"#
        )
        #expect(!JSONLFormatter().line(for: Self.event(.notificationShown, reason: "original")).contains("process"))
    }

    @Test func theTextOutputNamesTheExtensionInTheAppColumn() {
        var text = TextFormatter(appNames: ["Cipher", "Sluggish"])
        let line = text.line(for: Self.event(.serviceExtensionDidReceive))
        #expect(line.contains("  Cip…▸ext  ServiceExtensionDidReceive"))
    }
}
