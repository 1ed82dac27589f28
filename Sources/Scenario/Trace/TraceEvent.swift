import Lifecycle

/// One event of Chrome's Trace Event Format (the JSON that Perfetto UI and chrome://tracing
/// open): a track's name, a duration slice, or an instant. Times are microseconds; AppDeck's
/// virtual milliseconds are multiplied by 1000.
struct TraceEvent: Sendable {
    enum Phase: Hashable, Sendable {
        /// `"ph":"M"`: names a process or a thread (a track), or orders them.
        case metadata
        /// `"ph":"X"`: a complete slice of `duration` microseconds.
        case complete(duration: Int64)
        /// `"ph":"i"` scoped to its thread: an instant on the track.
        case instant
    }

    /// A value of `args`: text or a whole number.
    enum Value: Hashable, Sendable {
        case text(String)
        case number(Int64)
    }

    var phase: Phase
    var name: String
    /// The category (`cat`): the event kind of an instant, `state`, `task` or `device` for slices.
    var category: String?
    /// Microseconds since the session started.
    var timestamp: Int64
    var pid: Int
    var tid: Int
    var args: [(key: String, value: Value)] = []

    /// Names a process (`process_name`) or a thread (`thread_name`), or sets its place among
    /// the others (`process_sort_index`, `thread_sort_index`).
    static func metadata(_ name: String, pid: Int, tid: Int = 0, _ value: Value) -> TraceEvent {
        let key = name.hasSuffix("_name") ? "name" : "sort_index"
        return TraceEvent(phase: .metadata, name: name, timestamp: 0, pid: pid, tid: tid, args: [(key, value)])
    }

    /// Virtual time as the format's microseconds.
    static func microseconds(_ time: SimDuration) -> Int64 {
        time.milliseconds.multipliedReportingOverflow(by: 1000).overflow ? .max : time.milliseconds * 1000
    }

    /// The event as one JSON object, keys in the order ph, name, cat, ts, dur, s, pid, tid, args.
    var json: String {
        var out = "{\"ph\":"
        switch phase {
        case .metadata: out += "\"M\""
        case .complete: out += "\"X\""
        case .instant: out += "\"i\""
        }
        out += ",\"name\":" + JSONLFormatter.string(name)
        if let category { out += ",\"cat\":" + JSONLFormatter.string(category) }
        out += ",\"ts\":\(timestamp)"
        switch phase {
        case .complete(let duration): out += ",\"dur\":\(duration)"
        case .instant: out += ",\"s\":\"t\""
        case .metadata: break
        }
        out += ",\"pid\":\(pid),\"tid\":\(tid)"
        if !args.isEmpty {
            out +=
                ",\"args\":{"
                + args.map { key, value in
                    let text =
                        switch value {
                        case .text(let s): JSONLFormatter.string(s)
                        case .number(let n): "\(n)"
                        }
                    return JSONLFormatter.string(key) + ":" + text
                }.joined(separator: ",") + "}"
        }
        return out + "}"
    }

    /// A whole trace: a JSON object with `traceEvents` (one event a line, so that a trace
    /// reads and diffs line by line) and `displayTimeUnit`.
    static func document(_ events: [TraceEvent]) -> String {
        "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n" + events.map(\.json).joined(separator: ",\n") + "\n]}\n"
    }
}
