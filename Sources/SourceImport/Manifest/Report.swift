import Catalog
import Foundation
import Support

/// `--report FILE`: the tasks as the manifest has them (read back from its text, so the report
/// mirrors it) and the findings, as JSON.
enum Report {
    static let keys = ["kind", "register", "submit", "earliest", "expiration", "resubmit", "requires-network", "requires-power"]
    static let booleans: Set<String> = ["resubmit", "requires-network", "requires-power"]

    static func json(_ outcome: SourceImport.Outcome) -> String {
        let entries = ((try? YAMLDocument.compose(outcome.result.manifest, file: "manifest"))??["bg-tasks"]?.sequence) ?? []
        let tasks: [[String: Any]] = entries.map { entry in
            var task: [String: Any] = ["id": entry["id"]?.string ?? ""]
            for key in keys {
                guard let value = entry[key]?.string else {
                    task[key] = NSNull()
                    continue
                }
                task[key] = booleans.contains(key) ? (value == "true") as Any : value as Any
            }
            let id = entry["id"]?.string
            task["from"] = outcome.code.tasks.first { $0.id == id }.flatMap(from) ?? NSNull()
            return task
        }
        let findings: [[String: Any]] = outcome.findings.map { finding in
            ["token": finding.token, "file": finding.place.file, "line": finding.place.line, "verified": finding.verified]
        }
        let top: [String: Any] = [
            "app": outcome.result.name, "plist": outcome.plist, "tasks": tasks, "findings": findings,
            "files-read": outcome.files.total, "files-parsed": outcome.files.parsed,
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: top, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Where the task comes from: its registration, else its first request.
    static func from(_ task: CodeFacts.Task) -> String? {
        task.register?.from ?? task.kind?.from ?? task.submit?.from
    }
}
