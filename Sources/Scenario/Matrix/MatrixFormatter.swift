import Lifecycle
import Support

/// `appdeck matrix --format`: text for people, csv for spreadsheets, jsonl for CI.
public enum MatrixFormat: String, CaseIterable, Sendable {
    case text, jsonl, csv
}

/// Writes matrices out. Text is one table per app, folded (`MatrixFold`): combinations with
/// the same outcomes share a row, an axis they cover entirely reads `any`, and each cell is
/// marked `✓` (ran), `✗` (denied) or `·` (nothing happened), in the event kinds' colours when
/// `kindEscapes` are given. CSV and JSONL have one line per combination, every axis spelled
/// out (empty, or absent, where the profile or app has no such setting).
public struct MatrixFormatter: Sendable {
    public let format: MatrixFormat
    /// The escape sequence of each event kind, or nil for no colour (text only).
    public let kindEscapes: [EventKind: String]?

    public init(format: MatrixFormat, kindEscapes: [EventKind: String]? = nil) {
        self.format = format; self.kindEscapes = kindEscapes
    }

    /// Every line for `matrices`, each ending with a line break.
    public func output(_ matrices: [AppMatrix]) -> String {
        switch format {
        case .text: matrices.map(text).joined(separator: "\n")
        case .csv: csv(matrices)
        case .jsonl: matrices.flatMap(jsonl).joined()
        }
    }

    // MARK: - Text

    private func text(_ matrix: AppMatrix) -> String {
        let title = "\(matrix.app.drawn) on \(matrix.profile.rawValue)"
        guard !matrix.launches.isEmpty else { return title + ": declares no background launch\n" }
        let groups = MatrixFold(matrix).groups
        var lines = ["\(title): \(matrix.rows.count) combinations, \(groups.count) row\(groups.count == 1 ? "" : "s")"]
        let header = matrix.axes.map(\.axis.rawValue) + matrix.launches.map(\.name)
        let body: [[(text: String, kind: EventKind?)]] = groups.map { group in
            zip(matrix.axes, group.values).map { axis, chosen in
                (
                    chosen.count == axis.values.count && axis.values.count > 1
                        ? "any" : chosen.map { axis.values[$0] }.joined(separator: ", "), nil
                )
            } + group.outcomes.map(Self.cell)
        }
        let widths = header.indices.map { column in
            ([header[column].cellWidth] + body.map { $0[column].text.cellWidth }).max() ?? 0
        }
        lines.append(Self.row(header.map { ($0, nil) }, widths, escapes: nil))
        lines += body.map { Self.row($0, widths, escapes: kindEscapes) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A text cell: its mark and words, and the event kind it is coloured as.
    private static func cell(_ outcome: MatrixOutcome) -> (text: String, kind: EventKind?) {
        switch outcome {
        case .ran: ("✓ " + outcome.text, .background)
        case .denied, .refused: ("✗ " + outcome.text, .refresh)
        case .nothing: ("· " + outcome.text, .device)
        }
    }

    private static func row(
        _ cells: [(text: String, kind: EventKind?)], _ widths: [Int],
        escapes: [EventKind: String]?
    ) -> String {
        var line = ""
        for (i, cell) in cells.enumerated() {
            if i > 0 { line += "  " }
            let padding = String(repeating: " ", count: max(0, widths[i] - cell.text.cellWidth))
            if let kind = cell.kind, let escape = escapes?[kind], !escape.isEmpty {
                line += escape + cell.text + "\u{1B}[0m" + padding
            } else {
                line += cell.text + padding
            }
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    // MARK: - CSV

    private func csv(_ matrices: [AppMatrix]) -> String {
        let launches = Self.columns(matrices)
        let header = ["app", "profile"] + MatrixAxis.allCases.map(\.rawValue) + launches
        var lines = [header.map(Self.csvField).joined(separator: ",")]
        for matrix in matrices {
            for row in matrix.rows {
                var fields = [matrix.app, matrix.profile.rawValue]
                for axis in MatrixAxis.allCases {
                    fields.append(matrix.axes.firstIndex { $0.axis == axis }.map { row.values[$0] } ?? "")
                }
                for launch in launches {
                    fields.append(matrix.launches.firstIndex { $0.name == launch }.map { row.outcomes[$0].text } ?? "")
                }
                lines.append(fields.map(Self.csvField).joined(separator: ","))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The launch columns of every matrix, once each by name (every app's first refresh task is
    /// `refresh-task`), in `MatrixLaunch.rank` order, then in the order the apps declare them.
    static func columns(_ matrices: [AppMatrix]) -> [String] {
        var seen: [String: (rank: Int, order: Int)] = [:]
        for launch in matrices.flatMap(\.launches) where seen[launch.name] == nil {
            seen[launch.name] = (launch.rank, seen.count)
        }
        return seen.sorted { ($0.value.rank, $0.value.order) < ($1.value.rank, $1.value.order) }.map(\.key)
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    // MARK: - JSONL

    private func jsonl(_ matrix: AppMatrix) -> [String] {
        matrix.rows.map { row in
            var out = "{\"app\":" + JSONLFormatter.string(matrix.app) + ",\"profile\":\"\(matrix.profile.rawValue)\""
            for (axis, value) in zip(matrix.axes, row.values) {
                out += ",\"\(axis.axis.rawValue)\":" + JSONLFormatter.string(value)
            }
            for (launch, outcome) in zip(matrix.launches, row.outcomes) {
                out += "," + JSONLFormatter.string(launch.name) + ":" + Self.json(outcome)
            }
            return out + "}\n"
        }
    }

    private static func json(_ outcome: MatrixOutcome) -> String {
        switch outcome {
        case .ran(let callback, let result):
            var out = "{\"outcome\":\"ran\",\"callback\":\"\(callback.rawValue)\""
            if let uikit = callback.uikitName { out += ",\"uikit\":" + JSONLFormatter.string(uikit) }
            if let result { out += ",\"result\":" + JSONLFormatter.string(result) }
            return out + "}"
        case .denied(let reason):
            return "{\"outcome\":\"denied\",\"reason\":\"\(reason.rawValue)\"}"
        case .refused(let reason):
            return "{\"outcome\":\"denied\",\"reason\":" + JSONLFormatter.string(reason) + "}"
        case .nothing(let why):
            return "{\"outcome\":\"nothing\",\"why\":" + JSONLFormatter.string(why) + "}"
        }
    }
}
