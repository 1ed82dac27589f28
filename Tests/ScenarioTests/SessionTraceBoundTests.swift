import Lifecycle
import Testing
import Timeline

@testable import Scenario

/// Issue 25 item 2: the dashboard's trace of a session (behind the timeline and `:export
/// trace`) kept every event: about 250 bytes an event, without limit. Bounded now as the
/// engine's ring is: the newest `limit` events, the oldest forgotten a quarter at a time, and
/// the timeline says where its memory starts.
struct SessionRecordBoundTests {
    /// Mail going to the background and back every second, with a task begun and ended, and a
    /// caption of its own each time (a text that is never repeated).
    func events(_ count: Int) -> [Event] {
        (0..<count).map { k in
            let time = SimDuration.seconds(Int64(k))
            switch k % 4 {
            case 0: return Event(time: time, app: "Mail", name: .didEnterBackground, state: .background)
            case 1: return Event(time: time, app: "Mail", name: .beginBackgroundTask, state: .background, task: k, label: "send")
            case 2: return Event(time: time, app: "Mail", name: .endBackgroundTask, state: .background, task: k - 1, label: "send")
            default: return Event(time: time, app: nil, name: .caption, state: nil, detail: "caption \(k)")
            }
        }
    }

    @Test func aBoundedRecordKeepsTheNewestEventsAndSaysWhereItsMemoryStarts() throws {
        var trace = SessionTrace(limit: 1000)
        for event in events(20_000) { trace.add(event) }
        #expect(trace.events.count <= 1250)
        #expect(trace.timeline.events.count <= 1250)
        #expect(trace.tasks.spans.count <= 1250)
        #expect(trace.start > .zero)
        #expect(trace.start == trace.events[0].time, "the memory starts at the oldest event kept")
        #expect(trace.events[trace.events.count - 1].time == .seconds(19_999))
        for row in trace.timeline.rows {
            #expect(row.lane.times.count <= 1251 && row.lane.moments.count <= 1250)
            #expect(row.lane.times[0] >= trace.start)
        }
        let json = trace.json()
        let earliest = json.split(separator: "\n").compactMap { line -> Int64? in
            guard !line.contains("\"ph\":\"M\""), let range = line.range(of: "\"ts\":") else { return nil }
            return Int64(line[range.upperBound...].prefix { $0.isNumber })
        }.min()
        #expect(earliest == trace.start.milliseconds * 1000, "the trace starts where the memory does")
    }

    @Test func aBoundedRecordForgetsTheTextsOnlyForgottenEventsHad() throws {
        var trace = SessionTrace(limit: 1000)
        for event in events(20_000) { trace.add(event) }
        #expect(trace.events[trace.events.count - 1].detail == "caption 19999")
        #expect(trace.events.events.allSatisfy { ($0.detail.flatMap { Int($0.dropFirst(8)) } ?? 20_000) >= 18_000 })
    }

    @Test func anUnboundedRecordKeepsEverything() {
        var trace = SessionTrace()
        for event in events(20_000) { trace.add(event) }
        #expect(trace.events.count == 20_000 && trace.start == .zero)
    }

    @Test func aTimelineDrawsNothingBeforeItsMemoryStarts() throws {
        var trace = SessionTrace(limit: 100)
        for event in events(1000) { trace.add(event) }
        let picture = TimelineRender(ascii: true).render(trace.timeline, from: .zero, step: .seconds(10), columns: 100)
        let start = Int(trace.start.milliseconds / 10_000)
        for row in picture.rows { #expect(row.prefix(start).allSatisfy { $0.character == " " }) }
        #expect(picture.rows[0][start + 1].character == "#", "the device row, unlocked, from where the memory starts")
    }
}
