import Lifecycle
import Support

/// The settings overlay's background pushes (§11.5), below the BG task requests on ios13 and
/// ios26: the push budget (AppDeck's model, set with `:push-budget N|off`) and, for each app
/// that background pushes woke in the rolling hour or that has one held, how many and the held one.
extension SettingsOverlay {
    static let pushesHeading = "Background pushes"

    func pushLines(textWidth: Int) -> [Line] {
        guard snapshot.profile.hasBGTaskScheduler else { return [] }
        let budget = snapshot.device.pushBudget.map { "push-budget \($0) per app per rolling hour" } ?? "push-budget off: no budget"
        var lines: [Line] = [.blank, .heading(Self.pushesHeading)]
        for piece in (budget + " (AppDeck's model; :push-budget N|off)").wrapped(toWidth: textWidth) { lines.append(.note(piece)) }
        for app in snapshot.apps {
            guard let pushes = app.pushes, pushes.used > 0 || pushes.held != nil else { continue }
            let text = app.name + ": " + ([pushes.budgetLine] + (pushes.heldLine.map { [$0] } ?? [])).joined(separator: ", ")
            for piece in text.wrapped(toWidth: textWidth) { lines.append(.note(piece)) }
        }
        return lines
    }
}
