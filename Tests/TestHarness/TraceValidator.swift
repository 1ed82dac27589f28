import Foundation

/// Checks text against Chrome's Trace Event Format as Perfetto and chrome://tracing read it:
/// valid JSON (an object with `traceEvents`, or a bare array), every event with `ph`, `ts`,
/// `pid` and `tid`, durations that are not negative, and the slices of each track (process
/// and thread) nested properly: two slices on a track are either apart or one inside the
/// other, never overlapping in part (`X` by their durations, `B`/`E` as a stack).
public enum TraceValidator {
    /// Every way the trace breaks the format; empty when it is valid.
    public static func problems(_ text: String) -> [String] {
        let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8))
        guard let events = (parsed as? [String: Any])?["traceEvents"] as? [Any] ?? parsed as? [Any] else {
            return ["not JSON with a traceEvents array"]
        }
        var problems: [String] = []
        var complete: [Track: [(start: Double, end: Double, index: Int)]] = [:]
        var open: [Track: [Int]] = [:]
        for (index, item) in events.enumerated() {
            guard let event = item as? [String: Any] else { problems.append("event \(index) is not an object"); continue }
            let missing = ["ph", "ts", "pid", "tid"].filter { event[$0] == nil }
            guard missing.isEmpty, let ph = event["ph"] as? String, let ts = (event["ts"] as? NSNumber)?.doubleValue,
                let pid = (event["pid"] as? NSNumber)?.intValue, let tid = (event["tid"] as? NSNumber)?.intValue
            else {
                problems.append("event \(index) lacks \(missing.isEmpty ? "well-typed ph, ts, pid, tid" : missing.joined(separator: ", "))")
                continue
            }
            let track = Track(pid: pid, tid: tid)
            switch ph {
            case "X":
                guard let dur = (event["dur"] as? NSNumber)?.doubleValue, dur >= 0 else {
                    problems.append("event \(index): a complete slice needs a duration of 0 or more"); continue
                }
                complete[track, default: []].append((ts, ts + dur, index))
            case "B":
                open[track, default: []].append(index)
            case "E":
                if open[track]?.popLast() == nil { problems.append("event \(index): an end with no begin on its track") }
            case "i", "I", "M", "C", "b", "e", "n":
                break
            default:
                problems.append("event \(index): unknown phase '\(ph)'")
            }
        }
        for (track, indices) in open where !indices.isEmpty {
            problems.append("track \(track): \(indices.count) begin(s) never ended")
        }
        for (track, slices) in complete {
            var stack: [(start: Double, end: Double, index: Int)] = []
            for slice in slices.sorted(by: { ($0.start, -$0.end) < ($1.start, -$1.end) }) {
                while let top = stack.last, top.end <= slice.start { stack.removeLast() }
                if let top = stack.last, slice.end > top.end {
                    problems.append("track \(track): event \(slice.index) overlaps event \(top.index) in part")
                }
                stack.append(slice)
            }
        }
        return problems
    }

    public struct Track: Hashable, CustomStringConvertible {
        var pid: Int
        var tid: Int
        public var description: String { "pid \(pid) tid \(tid)" }
    }

    /// The events of a trace that is valid JSON, as objects.
    public static func events(_ text: String) -> [[String: Any]] {
        let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8))
        return (parsed as? [String: Any])?["traceEvents"] as? [[String: Any]] ?? []
    }
}
