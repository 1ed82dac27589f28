/// The why report (`why APP [ID|LAUNCH]`, `simulate launch APP ID if-allowed`): every unmet
/// condition of a request, in the hold order, not only the first. The predicates are the rows
/// of `Hold.table`; `firstHold` stops at the first row that holds, this evaluates them all.

/// What a why answer is about: an app's BG task request, one kind of background launch, or
/// Background App Refresh for the app.
public enum WhyTarget: Hashable, Sendable {
    case task(String)
    case launch(BackgroundLaunch)
    case refresh
    /// A reload of the app's widget the app asks for now (§11.7): `why APP widget`.
    case widgetReload
}

/// Every unmet condition of a request, in the hold order, each with its sentence.
public struct WhyAnswer: Hashable, Sendable {
    public var app: String
    public var target: WhyTarget
    /// Every hold reason that holds now, in the hold order; empty when nothing but time holds
    /// the request (or it may run now).
    public var reasons: [HoldReason]
    /// One sentence per reason, in the same order.
    public var sentences: [String]
    /// What the engine says when nothing holds it ("runs in 15m", "the system may wake
    /// Digest for a fetch now"); the sentences joined otherwise.
    public var summary: String

    /// The Why event's label: the task's identifier or the launch's token; nil for refresh.
    public var label: String? {
        switch target {
        case .task(let id): id
        case .launch(let launch): launch.rawValue
        case .refresh: nil
        case .widgetReload: "widget-reload"
        }
    }

    /// The Why event's detail: each reason's token and sentence, or the summary.
    public var detail: String {
        reasons.isEmpty
            ? summary : zip(reasons, sentences).map { "\($0.rawValue): \($1)" }.joined(separator: "; ")
    }
}

extension Engine {
    /// Every reason of `kind` that holds app `i` for the question, in table order.
    func allHolds(_ kind: HoldKind, _ i: Int, _ question: HoldQuestion) -> [HoldReason] {
        let facts = holdFacts(i, question)
        return Hold.order(kind).filter { $0.holds(facts) }
    }

    /// The why answer for `app` about `target`; nil for an unknown app.
    public func why(_ app: String, _ target: WhyTarget) -> WhyAnswer? {
        indexByName[app.lowercased()].map { why($0, target) }
    }

    /// The why answers `why APP` gives: one per pending, queued or running request of the app,
    /// then one per kind of background launch it declares (a silent push, a fetch, …), each
    /// with what holds it; Background App Refresh for the app only when it has neither (and,
    /// for an app without background modes, that nothing runs it in the background).
    public func whyAll(_ app: String) -> [WhyAnswer] {
        guard let i = indexByName[app.lowercased()] else { return [] }
        var ids: [String] = []
        for request in apps[i].requests where !ids.contains(request.id) { ids.append(request.id) }
        let answers = ids.map { why(i, .task($0)) } + catalog[i].backgroundLaunches.map { why(i, .launch($0)) }
        return answers.isEmpty ? [why(i, .refresh)] : answers
    }

    func why(_ i: Int, _ target: WhyTarget) -> WhyAnswer {
        let name = catalog[i].name
        var reasons: [HoldReason]
        var question: HoldQuestion
        var summary: String
        switch target {
        case .launch(let launch):
            question = .launch(launch)
            reasons = allHolds(.backgroundLaunch, i, question)
            summary = backgroundLaunch(launch, i).explanation
        case .refresh:
            question = .refresh
            // An app without background modes has no switch: nothing the setting says runs it.
            guard !catalog[i].modes.isEmpty else {
                return WhyAnswer(
                    app: name, target: target, reasons: [], sentences: [],
                    summary: "\(name) declares no background mode: the system never runs it in the background, "
                        + "whatever Background App Refresh says")
            }
            reasons = allHolds(.backgroundRefresh, i, question)
            summary = "Background App Refresh lets \(name) run in the background"
        case .widgetReload:
            question = .widgetReload
            reasons = allHolds(.widgetReload, i, question)
            summary = widgetReloadSummary(i)
        case .task(let id):
            let k = catalog[i].bgTasks.firstIndex { $0.id == id } ?? 0
            let kind = catalog[i].bgTask(id)?.kind ?? .refresh
            // The pending request if there is one (a running one has nothing holding it).
            let request = apps[i].requests.first { $0.id == id && $0.run == nil } ?? apps[i].requests.first { $0.id == id }
            question = request.map { .request($0, due: dueTime($0)) } ?? .bgTask(task: k, kind: kind, due: now)
            let facts = holdFacts(i, question)
            // With no request, `not-pending` holds too, at its place in the order.
            reasons = Hold.rows(.bgTask).filter { $0.reason.holds(facts) || (request == nil && $0.reason == .notPending) }
                .map(\.reason)
            if let request, request.run != nil || request.kind == .continued { reasons = [] }
            summary = request.map { answer(i, $0).explanation } ?? backgroundLaunch(task: id, for: name)?.explanation ?? ""
        }
        let sentences = reasons.map { holdSentence($0, i, question) }
        if !reasons.isEmpty { summary = sentences.joined(separator: "; ") }
        return WhyAnswer(app: name, target: target, reasons: reasons, sentences: sentences, summary: summary)
    }

    /// What `why APP ID` names: a task the app declares, else a launch token.
    func whyTarget(_ i: Int, _ word: String) throws(CommandError) -> WhyTarget {
        if catalog[i].bgTask(word) != nil { return .task(word) }
        if word == "widget" || word == "widget-reload" { return .widgetReload }
        if let launch = BackgroundLaunch(rawValue: word) { return .launch(launch) }
        _ = try requireTask(i, word)
        return .task(word)
    }

    /// `why APP [ID|LAUNCH]`: logs a Why event per answer; changes nothing.
    func whyCommand(_ i: Int, _ word: String?) throws(CommandError) {
        if let question = word.flatMap(ActivityQuestion.init(whyWord:)) { return whyActivity(i, question) }
        let answers = try word.map { w throws(CommandError) in [why(i, try whyTarget(i, w))] } ?? whyAll(catalog[i].name)
        for answer in answers { emitWhy(answer, apps[i]) }
    }

    /// A Why event: its `reason` holds the reasons' tokens separated by spaces (JSONL writes
    /// them as the array `reasons`), nil when there are none.
    func emitWhy(_ answer: WhyAnswer, _ app: AppRuntime) {
        let tokens = answer.reasons.map(\.rawValue).joined(separator: " ")
        emit(.why, app, label: answer.label, reason: tokens.isEmpty ? nil : tokens, detail: answer.detail)
    }

    /// `simulate launch APP ID if-allowed`: as Android's `cmd jobscheduler run` without `-f`,
    /// runs the pending request now only if no condition holds it (its time aside); otherwise
    /// logs a Why event with the unmet ones and runs nothing. Needs the debugger.
    func simulateLaunchIfAllowed(_ i: Int, _ id: String) throws(CommandError) {
        try requireDebugger(i, "simulate launch")
        _ = try requireTask(i, id)
        let answer = why(i, .task(id))
        guard answer.reasons.isEmpty,
            let request = apps[i].requests.first(where: { $0.id == id && $0.run == nil && $0.kind != .continued })
        else {
            emitWhy(answer, apps[i])
            return
        }
        launchBGTask(i, serial: request.serial, simulated: false)
    }
}

extension Event {
    /// A Why event's reasons, in the hold order (its `reason`'s tokens); empty for any other
    /// event or when nothing holds the request.
    public var whyReasons: [String] {
        guard name == .why, let reason else { return [] }
        return reason.split(separator: " ").map(String.init)
    }
}
