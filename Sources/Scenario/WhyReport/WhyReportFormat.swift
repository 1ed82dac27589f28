import Lifecycle
import Support

/// The why report as text (`--format why`) and as JSONL records (after the events of
/// `--format jsonl`).
extension WhyReport {
    /// For people: a heading per request or push, then when it was submitted or sent, each
    /// hold's interval, and how it ended. `end`: the run's last moment.
    public func text(end: SimDuration) -> [String] {
        guard !records.isEmpty else { return ["no BG task request, no push and no widget reload in this run"] }
        var lines: [String] = []
        for record in records {
            if !lines.isEmpty { lines.append("") }
            let what =
                switch record.kind {
                case .request: "BG task request"
                case .push: "\(record.name) push"
                case .widget: record.name == "policy" ? "widget reload, its policy's" : "widget reload, asked by the app"
                }
            lines.append(record.kind == .request ? "\(record.app) \(record.name) (\(what))" : "\(record.app) (\(what))")
            let started = ["request": "submitted", "push": "sent", "widget": record.name == "policy" ? "fell due" : "asked"]
            lines.append(Self.row(record.start.timestamp, started[record.kind.rawValue] ?? ""))
            let order = Engine.bgTaskHoldOrder + HoldReason.allCases
            let rank = { (h: HoldInterval) in (h.from, order.firstIndex { $0 == h.reason } ?? order.count) }
            for hold in record.holds.sorted(by: { rank($0) < rank($1) }) {
                let span = hold.from.timestamp + " – " + (hold.to?.timestamp ?? "end")
                lines.append(Self.row(span, "held: \(hold.token)"))
            }
            if let launched = record.launched { lines.append(Self.row(launched.timestamp, "ran")) }
            let detail = record.detail.map { " (\($0))" } ?? ""
            switch record.end {
            case .pending: lines.append(Self.row(end.timestamp, "still pending at the end"))
            case .ran where record.kind == .request: lines.append(Self.row(end.timestamp, "still running at the end"))
            default: lines.append(Self.row(record.ended?.timestamp ?? end.timestamp, record.end.rawValue + detail))
            }
        }
        return lines
    }

    private static func row(_ time: String, _ text: String) -> String {
        "  " + time.padded(toWidth: 27) + "  " + text
    }

    /// One JSON object per request or push: `record` (`request` or `push`), `app`, `name`,
    /// `t` (submitted or sent), `holds` (each `reason`, `from`, `to`: null while it held at
    /// the end), `launched` when it ran, `end` and `ended`, `detail` when there is one.
    public var jsonl: [String] {
        records.map { r in
            let s = JSONLFormatter.string
            var out = "{\"record\":" + s(r.kind.rawValue) + ",\"app\":" + s(r.app) + ",\"name\":" + s(r.name)
            out += ",\"t\":" + r.start.secondsText + ",\"holds\":["
            out += r.holds.map { h in
                "{\"reason\":" + s(h.token) + ",\"from\":" + h.from.secondsText + ",\"to\":"
                    + (h.to?.secondsText ?? "null") + "}"
            }.joined(separator: ",")
            out += "]"
            if let launched = r.launched { out += ",\"launched\":" + launched.secondsText }
            out += ",\"end\":" + s(r.end.rawValue) + ",\"ended\":" + (r.ended?.secondsText ?? "null")
            if let detail = r.detail { out += ",\"detail\":" + s(detail) }
            return out + "}"
        }
    }
}
