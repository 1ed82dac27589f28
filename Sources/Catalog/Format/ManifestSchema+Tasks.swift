import Lifecycle
import Support

/// The manifest format, continued: the tasks an app begins in the background, and its transfers.
extension ManifestReader {
    mutating func didEnterBackground(_ node: YAMLNode, keyLine: Int) -> DidEnterBackgroundSpec? {
        let path = "did-enter-background"
        guard let f = fields(node, path: path, allowed: ["main-thread-work", "tasks"], keyLine: keyLine) else {
            return nil
        }
        var spec = DidEnterBackgroundSpec()
        spec.mainThreadWork = duration(f, "main-thread-work") ?? .zero
        spec.tasks = (list(f, "tasks") ?? []).enumerated().compactMap { index, item in
            guard
                let t = fields(
                    item, path: "\(path).tasks[\(index)]", allowed: Self.taskKeys,
                    required: ["name", "duration"])
            else { return nil }
            return task(t)
        }
        return spec
    }

    mutating func timedTask(_ node: YAMLNode, path: String) -> TimedTaskSpec? {
        guard
            let f = fields(
                node, path: path, allowed: ["at"] + Self.taskKeys,
                required: ["at", "name", "duration"])
        else { return nil }
        let at = duration(f, "at")
        guard let task = task(f), let at else { return nil }
        return TimedTaskSpec(at: at, task: task)
    }

    /// The task keys shared by DidEnterBackground tasks and timed tasks.
    mutating func task(_ f: Fields) -> TaskSpec? {
        let name = singleLine(f, "name")
        let thread = choice(f, "thread", TaskThread.allCases.map { ($0.rawValue, $0) }, what: "thread")
        let length = taskDuration(f)
        let expiration = expiration(f, "expiration")
        guard let name, let length else { return nil }
        return TaskSpec(
            name: name, thread: thread ?? .background, duration: length.duration,
            expiration: expiration ?? .nothing)
    }

    /// How long a task's work takes: a duration, or `never` for a task the app never ends.
    private struct TaskLength { var duration: SimDuration? }

    private mutating func taskDuration(_ f: Fields) -> TaskLength? {
        guard let node = f.value("duration") else { return nil }
        if node.string == "never" { return TaskLength(duration: nil) }
        guard let duration = duration(node, path: f.path(of: "duration")) else { return nil }
        return TaskLength(duration: duration)
    }

    /// `nothing`, `end-task`, or `end-task after DURATION` (less than the 5 s between the
    /// handler and the end of the budget).
    mutating func expiration(
        _ f: Fields, _ key: String, expected: String = "nothing, end-task, or end-task after DURATION"
    ) -> ExpirationAction? {
        guard let node = f.value(key) else { return nil }
        let path = f.path(of: key)
        guard let value = text(node, path: path, expected: expected) else { return nil }
        if value == "nothing" { return .nothing }
        if value == "end-task" { return .endTaskNow }
        let prefix = "end-task after "
        guard value.hasPrefix(prefix) else {
            report(line(node), path, "unknown expiration handler \(value.quoted); expected \(expected)")
            return nil
        }
        let delay = String(value.dropFirst(prefix.count))
        guard let after = duration(delay, line: line(node), path: path) else { return nil }
        guard after < Limits.expirationWarning else {
            report(
                line(node),
                "a task that ends after it is expired: \(path) ends the task \(after) after the handler runs, but the app is terminated \(Limits.expirationWarning) after it; expected less than \(Limits.expirationWarning)"
            )
            return nil
        }
        return .endTask(after: after)
    }

    // MARK: Transfers

    mutating func transfer(_ node: YAMLNode, path: String) -> TransferSpec? {
        guard
            let f = fields(
                node, path: path, allowed: ["name", "size", "start", "ios6-expiration"],
                required: ["name", "size"])
        else { return nil }
        let name = singleLine(f, "name")
        let bytes = size(f, "size")
        let start = transferStart(f)
        let expiration = expiration(f, "ios6-expiration")
        guard let name, let bytes else { return nil }
        return TransferSpec(
            name: name, bytes: bytes, start: start ?? .enterBackground,
            ios6Expiration: expiration ?? .endTaskNow)
    }

    /// `enter-background` or `DURATION after launch`.
    mutating func transferStart(_ f: Fields) -> TransferStart? {
        guard let node = f.value("start") else { return nil }
        let path = f.path(of: "start")
        let expected = "enter-background or DURATION after launch (e.g. 30s after launch)"
        guard let value = text(node, path: path, expected: expected) else { return nil }
        if value == "enter-background" { return .enterBackground }
        let suffix = " after launch"
        guard value.hasSuffix(suffix) else {
            report(line(node), path, "unknown start \(value.quoted); expected \(expected)")
            return nil
        }
        let delay = String(value.dropLast(suffix.count))
        return duration(delay, line: line(node), path: path).map { .afterLaunch($0) }
    }
}
