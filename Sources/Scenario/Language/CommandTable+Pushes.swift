import Lifecycle

/// The push commands of the rule book's §11.5, in the one command table (`forms`).
extension CommandLanguage {
    // MARK: - Pushes (§11.5)

    /// The forms of `push APP [silent|voip] [priority 5|10] [mutable]` (`mutable`: alert pushes only).
    static let pushForms: [CommandForm] = [nil, "silent", "voip"].flatMap { (kind: String?) in
        [false, true].map { withPriority in
            let parameters: [Parameter] =
                [.app] + (kind.map { [.choice([$0])] } ?? [])
                + (withPriority ? [.choice(["priority"]), .choice(["5", "10"], placeholder: "5|10")] : [])
                + (kind == nil ? [.optional("mutable")] : [])
            let summary =
                switch (kind, withPriority) {
                case (nil, false):
                    "an alert push (mutable: through the app's notification service extension, ios13+); "
                        + "offline, APNs keeps the last one until online"
                case ("silent", false):
                    "a background push (content-available): wakes the app within the push budget (ios13+)"
                case ("voip", false): "a VoIP push (PushKit, ios13+): the app must report a call to CallKit"
                case (_, _): "the same, sent with that priority (a background push with 10 is refused, ios13+)"
                }
            return CommandForm(
                "push", parameters, summary,
                make: { a in
                    let priority = withPriority ? Int(a[kind == nil ? 2 : 3].word) : nil
                    return .push(
                        a[0].app, silent: kind == "silent", voip: kind == "voip", priority: priority,
                        mutable: kind == nil ? a[a.count - 1].flag : false)
                },
                arguments: {
                    guard case .push(let app, let silent, let voip, let priority, let mutable) = $0,
                        (silent ? "silent" : voip ? "voip" : nil) == kind, (priority != nil) == withPriority,
                        kind == nil || !mutable
                    else { return nil }
                    return [.app(app)] + (kind.map { [.word($0)] } ?? [])
                        + (priority.map { [.word("priority"), .word(String($0))] } ?? [])
                        + (kind == nil ? [.flag(mutable)] : [])
                }
            ).inFamily("push APP [silent|voip] [priority 5|10] [mutable]")
        }
    }

    /// `push-budget N|off`.
    static let pushBudgetForms: [CommandForm] = [
        CommandForm(
            "push-budget", [.bounded(UInt64(Limits.maxPushBudget), or: "off")],
            "background pushes that may wake each app per rolling hour (our model; default \(Limits.pushBudget), "
                + "0 to \(Limits.maxPushBudget); off: no budget; ios13+)",
            make: { a in
                if case .number(let n) = a[0] { return .pushBudget(Int(n)) }
                return .pushBudget(nil)
            },
            arguments: {
                guard case .pushBudget(let n) = $0 else { return nil }
                return [n.map { .number(UInt64(max(0, $0))) } ?? .word("off")]
            })
    ]
}
