import Lifecycle
import Support
import Timeline

/// `appdeck compare --format`.
public enum CompareFormat: String, CaseIterable, Sendable {
    case text, jsonl, csv
}

/// Writes a comparison out. Text, for people: the runs' timelines one under the other on one
/// time axis, the table of each app in each run, the first divergence of each app, and how
/// each run ended. JSONL and CSV, for machines: the table alone, a line per app and run,
/// times in seconds.
public struct CompareFormatter: Sendable {
    public var format: CompareFormat
    /// How the timelines are drawn (width, ASCII) and their window.
    public var timeline: TimelineText
    public var from: SimDuration?
    public var to: SimDuration?

    public init(format: CompareFormat, timeline: TimelineText, from: SimDuration? = nil, to: SimDuration? = nil) {
        self.format = format; self.timeline = timeline; self.from = from; self.to = to
    }

    /// The whole output, each line ending with a line break.
    public func output(_ comparison: Comparison) -> String {
        let lines =
            switch format {
            case .text: text(comparison)
            case .jsonl: rows(comparison).map(jsonl)
            case .csv: [Self.csvHeader.joined(separator: ",")] + rows(comparison).map(csv)
            }
        return lines.map { $0 + "\n" }.joined()
    }

    private func rows(_ comparison: Comparison) -> [AppSummary] {
        comparison.apps.flatMap { app in comparison.runs.indices.map { comparison.summary(of: app, inRun: $0) } }
    }

    // MARK: - Text

    private func text(_ comparison: Comparison) -> [String] {
        var out = timeline.stackedLines(comparison.runs.map { ($0.label, $0.trace.timeline) }, from: from, to: to)
        out.append("")
        out += comparison.apps.isEmpty ? ["No app lived in any run."] : table(comparison) + [""] + divergences(comparison)
        out.append("")
        out.append("Runs")
        let labelWidth = comparison.runs.map(\.label.count).max() ?? 0
        for run in comparison.runs {
            let how = run.failure.map { "stopped: \($0)" } ?? "every expect held"
            out.append(run.label.padded(toWidth: labelWidth) + "  " + how + " (\(run.trace.events.count) events)")
        }
        return out.map { $0.visible }
    }

    private func table(_ comparison: Comparison) -> [String] {
        let header = [
            "app", "run", "active", "inactive", "bg+task", "background", "suspended", "not running",
            "bg used", "expired", "kills", "fetches", "denials", "BG tasks",
        ]
        var table = [header]
        for app in comparison.apps {
            for (k, run) in comparison.runs.enumerated() {
                let s = comparison.summary(of: app, inRun: k)
                table.append(
                    [k == 0 ? app.drawn : "", run.label]
                        + AppSummary.stateBands.map { Self.rounded(s.time[$0] ?? .zero) }
                        + [
                            Self.rounded(s.backgroundUsed), "\(s.tasksExpired)", s.killsText, "\(s.fetches)", "\(s.denials)",
                            s.bgTasks.text,
                        ])
            }
        }
        return [
            "Time in each state, background time used (budget running), tasks expired, kills, fetches, denials, "
                + "BG task requests (submitted, ran, done, expired)"
        ]
            + Self.aligned(table)
    }

    private func divergences(_ comparison: Comparison) -> [String] {
        var out = ["First divergence (the first of the app's events that is not the same in every run)"]
        let labelWidth = comparison.runs.map(\.label.count).max() ?? 0
        for app in comparison.apps {
            guard let divergence = comparison.divergence(of: app) else {
                out.append("\(app.drawn): none, the same \(comparison.eventCount(of: app, inRun: 0)) events in every run")
                continue
            }
            out.append("\(app.drawn): event \(divergence.position)")
            for (run, event) in zip(comparison.runs, divergence.events) {
                out.append("  " + run.label.padded(toWidth: labelWidth) + "  " + (event.map(Self.describe) ?? "(no more events)"))
            }
        }
        return out
    }

    /// A duration to the nearest second, for the table (`32m44s`); JSONL and CSV keep the
    /// milliseconds.
    static func rounded(_ d: SimDuration) -> String {
        SimDuration.ms((d.milliseconds + 500) / 1000 * 1000).description
    }

    /// `0:03:05 ExpirationHandler (background) upload library`.
    static func describe(_ event: Event) -> String {
        var text = "\(event.time.clock) \(event.name.rawValue)"
        if let state = event.state { text += " (\(state.rawValue))" }
        if let reason = event.reason { text += " reason \(reason)" }
        if let label = event.label { text += " \(label)" }
        return text
    }

    static func aligned(_ table: [[String]]) -> [String] {
        let widths = (0..<(table.first?.count ?? 0)).map { c in table.map { $0[c].cellWidth }.max() ?? 0 }
        return table.map { row in
            var line = zip(row, widths).map { $0.padded(toWidth: $1) }.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    // MARK: - JSONL and CSV

    /// The keys of a row, in order (CSV's header; JSONL's keys, kills as one object).
    static let stateKeys = ["active", "inactive", "backgroundTask", "background", "suspended", "notRunning"]
    static let csvHeader =
        ["app", "profile", "seed"] + stateKeys + ["backgroundUsed", "tasksExpired"]
        + TerminationReason.allCases.map { "kills:\($0.rawValue)" } + ["fetches", "denials"]
        + BGTaskCounts().named.map { "bgTasks:\($0.name)" }

    private func jsonl(_ s: AppSummary) -> String {
        var out = "{\"app\":" + JSONLFormatter.string(s.app) + ",\"profile\":\"\(s.profile.rawValue)\",\"seed\":\(s.seed)"
        for (key, band) in zip(Self.stateKeys, AppSummary.stateBands) {
            out += ",\"\(key)\":" + (s.time[band] ?? .zero).secondsText
        }
        out += ",\"backgroundUsed\":" + s.backgroundUsed.secondsText + ",\"tasksExpired\":\(s.tasksExpired)"
        out +=
            ",\"kills\":{"
            + TerminationReason.allCases.compactMap { r in s.kills[r].map { "\"\(r.rawValue)\":\($0)" } }
            .joined(separator: ",") + "}"
        out += ",\"fetches\":\(s.fetches),\"denials\":\(s.denials)"
        return out + ",\"bgTasks\":{" + s.bgTasks.named.map { "\"\($0.name)\":\($0.count)" }.joined(separator: ",") + "}}"
    }

    private func csv(_ s: AppSummary) -> String {
        let fields =
            [s.app, s.profile.rawValue, "\(s.seed)"]
            + AppSummary.stateBands.map { (s.time[$0] ?? .zero).secondsText }
            + [s.backgroundUsed.secondsText, "\(s.tasksExpired)"]
            + TerminationReason.allCases.map { "\(s.kills[$0] ?? 0)" } + ["\(s.fetches)", "\(s.denials)"]
            + s.bgTasks.named.map { "\($0.count)" }
        return fields.map(MatrixFormatter.csvField).joined(separator: ",")
    }
}
