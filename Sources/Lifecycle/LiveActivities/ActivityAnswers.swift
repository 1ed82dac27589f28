/// The answers about an app's Live Activity (§11.8): `expect APP can|cannot activity-start|
/// activity-update [REASON]` checks the first unmet condition, `why APP activity[-start|-update]`
/// lists them all, in the rule book's order.
extension Engine {
    /// Every unmet condition of the question now, in order (for an app without a Live
    /// Activity, `no-live-activity` and, for an update, `no-activity` too).
    func unmet(_ question: ActivityQuestion, _ i: Int) -> [ActivityReason] {
        question.reasons.filter { holds($0, i) }
    }

    func firstUnmet(_ question: ActivityQuestion, _ i: Int) -> ActivityReason? {
        question.reasons.first { holds($0, i) }
    }

    private func holds(_ reason: ActivityReason, _ i: Int) -> Bool {
        let record = apps[i].activities
        let activity = record.current
        switch reason {
        case .noLiveActivity: return catalog[i].liveActivity == nil
        case .unsupported: return !profile.hasLiveActivities
        case .disabled: return !record.enabled
        case .visibility: return apps[i].state != .active
        case .tooMany: return activity?.isShownLive == true
        case .attributesTooLarge: return (catalog[i].liveActivity?.attributesBytes ?? 0) > Limits.activityPayloadLimit
        case .noActivity: return activity == nil || activity?.phase == .dismissed
        case .ended: return activity?.phase == .ended
        case .noToken: return activity?.isShownLive == true && activity?.hasToken == false
        case .noNetwork: return deviceState.network == .off
        case .throttled:
            guard activity?.isShownLive == true, let budget = activityBudget(i) else { return false }
            return priority10InHour(i) >= budget
        }
    }

    /// The sentence for an unmet condition.
    func reasonSentence(_ reason: ActivityReason, _ i: Int, _ question: ActivityQuestion) -> String {
        let name = catalog[i].name
        switch reason {
        case .noLiveActivity: return "\(name)'s manifest declares no live-activity: (NSSupportsLiveActivities)"
        case .unsupported: return "\(profile.rawValue) has no Live Activities (ActivityKit came with iOS 16.1)"
        case .disabled: return "the user turned Live Activities off for \(name) (live-activities \(name) on)"
        case .visibility: return "\(name) is \(apps[i].state.rawValue): only an active app starts a Live Activity"
        case .tooMany: return "\(name) already shows a Live Activity (one at a time: our model)"
        case .attributesTooLarge:
            let size = ByteSize.text(catalog[i].liveActivity?.attributesBytes ?? 0)
            return "its attributes and first content are \(size), over 4KB"
        case .noActivity: return "\(name) shows no Live Activity: none started, or the last one was dismissed"
        case .ended: return "its activity has ended: it stays on the Lock Screen but no longer updates"
        case .noToken: return "its activity was started by push and awaits Allow: the server has no update token"
        case .noNetwork: return "the device is offline: APNs keeps the newest activity push until it is online"
        case .throttled:
            let used = priority10InHour(i)
            let budget = activityBudget(i) ?? 0
            let slot = apps[i].activities.priority10.slotFrees(budget: budget, after: now)
            let when =
                slot.map { "a slot frees in \(SimDuration.seconds((($0 - now).milliseconds + 999) / 1000))" }
                ?? "held while the budget is 0"
            return "\(used) of \(budget) priority-10 pushes this hour (activity-budget, our model): the next is held, " + when
        }
    }

    /// `expect APP can|cannot activity-start|activity-update [REASON]`.
    func expectActivity(_ i: Int, _ question: ActivityQuestion, _ expected: ActivityExpectation) throws(CommandError) {
        let first = firstUnmet(question, i)
        let name = catalog[i].name
        switch (expected, first) {
        case (.allowed, nil), (.denied(nil), .some): return
        case (.denied(let want?), let got?) where want == got: return
        case (.allowed, let got?):
            throw .expectationFailed(
                "expected \(name) can \(question.rawValue), but it cannot: \(got.rawValue) (\(reasonSentence(got, i, question)))")
        case (.denied(let want), nil):
            throw .expectationFailed(
                "expected \(name) cannot \(question.rawValue)\(want.map { " \($0.rawValue)" } ?? ""), but it can")
        case (.denied(let want?), let got?):
            throw .expectationFailed(
                "expected \(name) cannot \(question.rawValue) \(want.rawValue), but the first unmet condition is \(got.rawValue) "
                    + "(\(reasonSentence(got, i, question)))")
        }
    }

    /// `why APP activity[-start|-update]`: a Why event named by the question's long word.
    func whyActivity(_ i: Int, _ question: ActivityQuestion) {
        let reasons = unmet(question, i)
        let detail =
            reasons.isEmpty
            ? (question == .start
                ? "\(catalog[i].name) could start a Live Activity now"
                : "a priority-10 push sent now would be shown now")
            : reasons.map { "\($0.rawValue): \(reasonSentence($0, i, question))" }.joined(separator: "; ")
        let tokens = reasons.map(\.rawValue).joined(separator: " ")
        emit(.why, apps[i], label: question.rawValue, reason: tokens.isEmpty ? nil : tokens, detail: detail)
    }

    /// The why answer's reasons and sentences, for the screens.
    public func activityWhy(of app: String, _ question: ActivityQuestion) -> [(reason: ActivityReason, sentence: String)] {
        guard let i = indexByName[app.lowercased()] else { return [] }
        return unmet(question, i).map { ($0, reasonSentence($0, i, question)) }
    }
}
