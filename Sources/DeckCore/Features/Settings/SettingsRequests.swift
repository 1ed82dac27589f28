import Lifecycle
import Support

/// The settings overlay's BG task requests, below the device's rows: every app's pending,
/// queued and running requests, each as its app and identifier, then the engine's sentence
/// after the cards' `⏲` (`held: it requires external power and the device is not charging`,
/// `runs in 4m58s (5 minutes into the lock)`, `running, 9m12s left`), a continued task's
/// progress after it, and a held one's other unmet conditions below (`also device-in-use: …`);
/// for an app with no request, its last failed submit (`submit failed:
/// not-permitted: …`). On a profile without BGTaskScheduler (ios6, ios7) the section is left out.
/// Each request is a row (`SettingsRow.request`): Enter on it shows every condition that holds
/// it (`SettingsWhyView`).
extension SettingsOverlay {
    static let requestsHeading = "BG task requests"
    static let noRequests = "none pending: most apps submit as they enter the background"

    func requestLines(textWidth: Int) -> [Line] {
        // Each entry: its first line (a request's row, or a failed submit's line), its glyph's
        // colour, its sentence and the other holds.
        var entries: [(first: Line, role: Role, sentence: String, more: [String])] = []
        for app in snapshot.apps {
            for answer in app.bgTaskRequests {
                entries.append(
                    (.row(.request(app: app.name, id: answer.id)), Self.role(answer.status), Self.sentence(answer), Self.otherHolds(answer))
                )
            }
            if app.bgTaskRequests.isEmpty, let failure = app.bgSubmitFailure {
                entries.append((.request(app: app.name, id: failure.id), .error, Self.sentence(failure), []))
            }
        }
        guard snapshot.profile.hasBGTaskScheduler || !entries.isEmpty else { return [] }
        var lines: [Line] = [.blank, .heading(Self.requestsHeading)]
        if entries.isEmpty { lines.append(.note(Self.noRequests)) }
        for entry in entries {
            lines.append(entry.first)
            for (k, piece) in (CardBGTask.glyph + " " + entry.sentence).wrapped(toWidth: textWidth).enumerated() {
                lines.append(.requestText(entry.role, text: piece, first: k == 0))
            }
            for other in entry.more {
                for piece in other.wrapped(toWidth: textWidth) { lines.append(.requestText(entry.role, text: piece, first: false)) }
            }
        }
        return lines
    }

    /// The engine's explanation, with a continued task's progress.
    static func sentence(_ answer: BGTaskAnswer) -> String {
        if case .running(_, false, let progress?) = answer.status { return answer.explanation + ", " + Format.percent(progress) + " done" }
        return answer.explanation
    }

    /// A request held for more than one reason: the others, after the first, in the hold order
    /// (the why answer's list: `why APP ID`): `also device-in-use: the device is in use …`.
    static func otherHolds(_ answer: BGTaskAnswer) -> [String] {
        answer.holds.dropFirst().map { "  also \($0.reason.rawValue): \($0.sentence)" }
    }

    /// `submit failed: not-permitted: com.x.refresh is not in BGTaskSchedulerPermittedIdentifiers`.
    static func sentence(_ failure: BGSubmitFailure) -> String {
        "submit failed: " + failure.reason + (failure.detail.isEmpty ? "" : ": " + failure.detail)
    }

    /// The glyph's colour: on for a request that runs or is running, error for one held or
    /// expired, muted for one queued.
    static func role(_ status: BGTaskAnswer.Status) -> Role {
        switch status {
        case .runsIn, .running(_, false, _): .switchOn
        case .held, .running(_, true, _): .error
        case .queued: .muted
        }
    }

    /// ` ⤓ Backup                  com.appdeck.backup.nightly`.
    func drawRequest(app name: String, id: String, in rect: Rect, selected: Bool = false, into canvas: inout Canvas) {
        drawAppRow(name, value: id, role: nil, in: rect, selected: selected, into: &canvas)
    }

    /// One piece of a request's sentence: the first with the glyph in `role`'s colour.
    func drawRequestText(_ role: Role, _ text: String, first: Bool, x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        let muted = theme.style(.muted, over: .overlay)
        let prefix = CardBGTask.glyph + " "
        guard first, text.hasPrefix(prefix) else {
            canvas.draw(text, x: x, y: y, width: width, style: muted)
            return
        }
        let column = canvas.draw(prefix, x: x, y: y, style: theme.style(role, over: .overlay))
        canvas.draw(String(text.dropFirst(prefix.count)), x: column, y: y, width: x + width - column, style: muted)
    }
}

extension SettingsRow {
    /// A row per pending, queued or running request, in the order the overlay lists them.
    static func requestRows(_ snapshot: EngineSnapshot) -> [SettingsRow] {
        var rows: [SettingsRow] = []
        for app in snapshot.apps {
            for answer in app.bgTaskRequests where !rows.contains(.request(app: app.name, id: answer.id)) {
                rows.append(.request(app: app.name, id: answer.id))
            }
        }
        return rows
    }
}
