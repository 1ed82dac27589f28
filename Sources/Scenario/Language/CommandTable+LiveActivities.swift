import Lifecycle

/// The Live Activity commands of the rule book's §11.8, in the one command table (`forms`).
extension CommandLanguage {
    private static let actionWords = ["start", "update", "dismiss", "allow"]

    private static func action(_ word: String) -> ActivityAction {
        switch word {
        case "start": .start
        case "update": .update
        case "dismiss": .dismiss
        default: .allow
        }
    }

    /// `activity start|update|dismiss|allow APP` and `activity end APP [immediate]`.
    static let activityForms: [CommandForm] = [
        CommandForm(
            "activity", [.choice(actionWords, placeholder: "start|update|dismiss|allow"), .app],
            "the app's code starts (only when active) or updates its Live Activity; the user swipes it off the "
                + "Lock Screen (dismiss) or taps Allow on one started by push (ios26)",
            make: { .activity($0[1].app, action($0[0].word)) },
            arguments: {
                guard case .activity(let app, let a) = $0 else { return nil }
                let word: String? =
                    switch a {
                    case .start: "start"
                    case .update: "update"
                    case .dismiss: "dismiss"
                    case .allow: "allow"
                    case .end: nil
                    }
                return word.map { [.word($0), .app(app)] }
            }),
        CommandForm(
            "activity", [.choice(["end"]), .app, .optional("immediate")],
            "the app's code ends its Live Activity: on the Lock Screen 4 more hours (immediate: dismissed at once; ios26)",
            make: { .activity($0[1].app, .end(immediate: $0[2].flag)) },
            arguments: {
                guard case .activity(let app, .end(let immediate)) = $0 else { return nil }
                return [.word("end"), .app(app), .flag(immediate)]
            }),
    ]

    /// The forms of `push APP activity [start|end] [priority 5|10] [stale DURATION] [size SIZE]`.
    static let activityPushForms: [CommandForm] = [ActivityPush.Kind.update, .start, .end].flatMap { kind in
        [true, false].flatMap { withPriority in
            [true, false].flatMap { withStale in
                [true, false].map { withSize in activityPushForm(kind, withPriority, withStale, withSize) }
            }
        }
    }

    private static func activityPushForm(_ kind: ActivityPush.Kind, _ withPriority: Bool, _ withStale: Bool, _ withSize: Bool)
        -> CommandForm
    {
        let parameters: [Parameter] =
            [.app, .choice(["activity"])] + (kind == .update ? [] : [.choice([kind.rawValue])])
            + (withPriority ? [.choice(["priority"]), .choice(["5", "10"], placeholder: "5|10")] : [])
            + (withStale ? [.choice(["stale"]), .duration] : []) + (withSize ? [.choice(["size"]), .size] : [])
        let summary =
            withPriority || withStale || withSize
            ? "the same, with a priority (default 10), a stale date that long after delivery, a payload size (default 1KB, limit 4KB)"
            : pushSummary(kind)
        return CommandForm(
            "push", parameters, summary,
            make: { a in
                var push = ActivityPush(kind: kind)
                var k = kind == .update ? 2 : 3
                if withPriority { push.priority = Int(a[k + 1].word) ?? 10; k += 2 }
                if withStale { push.stale = a[k + 1].duration; k += 2 }
                if withSize, let bytes = a[k + 1].size { push.bytes = bytes }
                return .activityPush(a[0].app, push)
            },
            arguments: {
                guard case .activityPush(let app, let push) = $0, push.kind == kind, (push.priority != 10) == withPriority,
                    (push.stale != nil) == withStale, (push.bytes != ActivityPush().bytes) == withSize
                else { return nil }
                return [.app(app), .word("activity")] + (kind == .update ? [] : [.word(kind.rawValue)])
                    + (withPriority ? [.word("priority"), .word(String(push.priority))] : [])
                    + (push.stale.map { [.word("stale"), .duration($0)] } ?? [])
                    + (withSize ? [.word("size"), .size(push.bytes)] : [])
            }
        ).inFamily("push APP activity [start|end] [priority 5|10] [stale DURATION] [size SIZE]")
    }

    private static func pushSummary(_ kind: ActivityPush.Kind) -> String {
        switch kind {
        case .update: "an ActivityKit push updating the app's Live Activity (priority 10 counts toward the hourly budget; ios26)"
        case .start: "a push-to-start: the system starts the app's Live Activity (needs a token from a launch; ios26)"
        case .end: "an ActivityKit push ending the app's Live Activity (ios26)"
        }
    }

    private static let onOff = Parameter.choice(["on", "off"])

    /// `live-activities APP [frequent] on|off` and `activity-budget N|off`.
    static let liveActivitySettingForms: [CommandForm] = [
        CommandForm(
            "live-activities", [.app, onOff],
            "the user's Live Activities switch for the app (off ends and removes its activity; ios26)",
            make: { .liveActivities($0[0].app, frequent: false, on: $0[1].word == "on") },
            arguments: {
                guard case .liveActivities(let app, false, let on) = $0 else { return nil }
                return [.app(app), .word(on ? "on" : "off")]
            }),
        CommandForm(
            "live-activities", [.app, .choice(["frequent"]), onOff],
            "the app's More Frequent Updates switch (for an app that declares frequent-updates; ios26)",
            make: { .liveActivities($0[0].app, frequent: true, on: $0[2].word == "on") },
            arguments: {
                guard case .liveActivities(let app, true, let on) = $0 else { return nil }
                return [.app(app), .word("frequent"), .word(on ? "on" : "off")]
            }),
        CommandForm(
            "activity-budget", [.bounded(UInt64(Limits.maxActivityBudget), or: "off")],
            "priority-10 ActivityKit pushes shown per app per rolling hour (our model; default \(Limits.activityBudget), "
                + "six times that with frequent updates; 0 to \(Limits.maxActivityBudget); off: no budget; ios26)",
            make: { a in
                if case .number(let n) = a[0] { return .activityBudget(Int(n)) }
                return .activityBudget(nil)
            },
            arguments: {
                guard case .activityBudget(let n) = $0 else { return nil }
                return [n.map { .number(UInt64(max(0, $0))) } ?? .word("off")]
            }),
    ]

    private static let expectFamily = "expect APP can|cannot activity-start|activity-update [REASON]"

    /// `expect APP can|cannot activity-start|activity-update [REASON]`.
    static let expectActivityForms: [CommandForm] = ActivityQuestion.allCases.flatMap { question in
        let word = Parameter.choice([question.rawValue])
        let reason = Parameter.choice(question.reasons.map(\.rawValue), placeholder: "REASON")
        let what =
            question == .start ? "the app's code could start a Live Activity now" : "a priority-10 push sent now would be shown now"
        return [
            CommandForm(
                "expect", [.app, .choice(["can"]), word], "fail unless \(what); triggers nothing",
                make: { .expectActivity($0[0].app, question, .allowed) },
                arguments: {
                    guard case .expectActivity(let app, question, .allowed) = $0 else { return nil }
                    return [.app(app), .word("can"), .word(question.rawValue)]
                }
            ).inFamily(expectFamily),
            CommandForm(
                "expect", [.app, .choice(["cannot"]), word], "fail if \(what)",
                make: { .expectActivity($0[0].app, question, .denied(nil)) },
                arguments: {
                    guard case .expectActivity(let app, question, .denied(nil)) = $0 else { return nil }
                    return [.app(app), .word("cannot"), .word(question.rawValue)]
                }
            ).inFamily(expectFamily),
            CommandForm(
                "expect", [.app, .choice(["cannot"]), word, reason],
                "fail unless REASON is the first unmet condition ("
                    + question.reasons.map(\.rawValue).joined(separator: ", ") + ")",
                make: { .expectActivity($0[0].app, question, .denied(ActivityReason(rawValue: $0[3].word))) },
                arguments: {
                    guard case .expectActivity(let app, question, .denied(let r?)) = $0 else { return nil }
                    return [.app(app), .word("cannot"), .word(question.rawValue), .word(r.rawValue)]
                }
            ).inFamily(expectFamily),
        ]
    }

    /// Every Live Activity form, at the end of `forms`.
    static let liveActivityForms = activityForms + activityPushForms + liveActivitySettingForms + expectActivityForms
}
