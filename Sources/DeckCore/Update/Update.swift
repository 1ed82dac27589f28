import Lifecycle
import Scenario
import Timeline

/// The dashboard's one update function (the Elm / Bubble Tea shape): a message changes the
/// state and returns the effects the run loop must perform. Pure: it reads only its state,
/// the message and the context, performs no I/O and never changes the engine.
extension DeckState {
    public mutating func update(_ msg: Msg, _ context: UpdateContext) -> [Effect] {
        var effects: [Effect]
        expireStageHolds(atReal: context.realTime)
        switch msg {
        case .start(let start):
            effects = self.start(start, context)
        case .startSession:
            effects = startSession(context)
        case .key(let key):
            message = nil
            effects = handle(key: key, context)
        case .mouse(let mouse):
            effects = handle(mouse: mouse, context)
        case .paste(let text):
            paste(text)
            effects = []
        case .resized(let newSize):
            size = newSize
            keepSelectedEventInView(context.engine)
            effects = []
        case .tick:
            catchingUp = false
            effects = runPlay(context)
            if effects.isEmpty { effects = advance(toward: clock.virtualTime(atReal: context.realTime), context) }
        case .advanced:
            sampleHolds(context.engine)
            effects = continuePlay(context)
        case .fellBehind:
            catchingUp = true
            clock.holdBack(to: context.engine.device.now, atReal: context.realTime)
            effects = []
        case .applied(let command, let after, let error, let at, let to):
            // Its events come next: a push sent is marked in the trace before them.
            if error == nil {
                trace.willApply(command, at: at)
                trace.didApply()
            }
            effects = logAndRecord(command, after, error, at: at, to: to) + applied(command, after, error, at: at, context)
        case .events(let events):
            let forgotten = trace.timeline.forgottenEvents
            for event in events {
                trace.add(event)
                if event.name == .caption { stageCaptions += 1 }
            }
            sampleHolds(context.engine)
            if let cursor = timelinePane.cursor, trace.timeline.forgottenEvents != forgotten {
                // The trace forgot its oldest events: the cursor stays on its event, if kept.
                let shift = trace.timeline.forgottenEvents - forgotten
                timelinePane.cursor = cursor >= shift ? cursor - shift : nil
            }
            effects = files.sessionStarted && files.log == .writing && !events.isEmpty ? [.appendLog(events)] : []
            effects += captionMarkers(events)
        case .themeLoaded(let name, let loaded, let warnings):
            effects = themeLoaded(name, loaded, warnings, context)
        case .logFailed(let why):
            files.log = .failed(why)
            message = StatusMessage(why, isError: true)
            effects = []
        case .recordingWritten, .recordingFailed, .finished:
            effects = recordingResult(msg, context)
        case .settingsSaved(let note):
            settings.unsaved = []
            if let note { message = StatusMessage(note, isError: true) }
            effects = []
        case .saveFailed(let why), .historyFailed(let why):
            message = StatusMessage(why, isError: true)
            effects = []
        case .historyLoaded(let lines):
            palette.restore(lines)
            effects = []
        case .exported(let path, let replaced):
            message = StatusMessage(
                "trace written to \(path)\(replaced ? " (replaced the file that was there)" : "")"
                    + ": open it in ui.perfetto.dev or chrome://tracing")
            effects = []
        case .exportFailed(let why):
            message = StatusMessage(why, isError: true)
            effects = []
        }
        reconcileSelection(context.engine)
        keepSettingsSelection(context.engine)
        updateGhosts(msg, atReal: context.realTime)
        clock.hold(overlay?.takesText == true || playHeldBySize(context.engine), atReal: context.realTime)
        return effects
    }

    /// The effects that start the dashboard: the saved settings that differ from the engine's
    /// fresh state and that its profile has (iOS 6 has no Background App Refresh; only iOS 13
    /// has Low Power Mode; a saved Wi-Fi only is On where there is no such choice, and says
    /// so; the push budget on every profile, since a later `:profile ios13` keeps it), then
    /// reading the palette's history.
    mutating func applySavedSettings(_ engine: EngineSnapshot) -> [Effect] {
        let device = engine.device
        let saved = settings.saved
        var commands: [Command] = []
        if let choice = saved.backgroundAppRefresh.nearest(on: device.profile) {
            if choice != saved.backgroundAppRefresh {
                settings.hiddenByProfile.insert(.backgroundAppRefresh)
                if message == nil {
                    message = StatusMessage(
                        "saved \(saved.backgroundAppRefresh.name): \(device.profile.rawValue) has no such "
                            + "choice, using \(choice.title(on: device.profile)) (settings.yaml keeps it)")
                }
            }
            if choice != device.refresh { commands.append(.refresh(choice)) }
            for (name, on) in saved.appRefresh.sorted(by: { $0.key < $1.key }) {
                guard let app = engine.app(name), app.spec.isListedInRefreshSettings, app.refreshSwitch != on else { continue }
                commands.append(.appRefresh(app.name, on))
            }
        }
        if device.profile.hasLowPowerMode && saved.lowPowerMode != device.lowPower {
            commands.append(.lowPower(saved.lowPowerMode))
        }
        if saved.pushBudget != device.pushBudget { commands.append(.pushBudget(saved.pushBudget)) }
        if device.profile.hasWidgets, saved.widgetBudget != device.widgetBudget { commands.append(.widgetBudget(saved.widgetBudget)) }
        if device.profile.hasLiveActivities, saved.activityBudget != device.activityBudget {
            commands.append(.activityBudget(saved.activityBudget))
        }
        return commands.map { .apply($0, then: .savedSetting) } + [.loadHistory]
    }

    /// Once the saved settings are applied: how many apps they turned Background App Refresh
    /// off for, said in the status line (unless something more urgent is there) and kept in the
    /// status bar until a refresh setting changes, so that nobody is misled by an earlier session.
    mutating func noteRefreshOff(_ engine: EngineSnapshot) {
        guard engine.profile.hasBackgroundAppRefresh else { return }
        let listed = engine.apps.filter(\.spec.isListedInRefreshSettings)
        let off = listed.filter { $0.refreshStatus != .available }
        settings.refreshOff = off.count
        guard !off.isEmpty, message == nil else { return }
        let device = engine.device
        let why =
            device.lowPower
            ? "Low Power Mode is on"
            : device.refresh == .off ? "Background App Refresh is Off" : off.map(\.name).joined(separator: ", ")
        message = StatusMessage((savedRefreshWarning(engine) ?? "") + ": " + why, isError: true)
    }

    /// The status bar's warning while the saved settings' refresh-off apps stand.
    func savedRefreshWarning(_ engine: EngineSnapshot) -> String? {
        settings.refreshOff == 0
            ? nil : Self.refreshOffText(settings.refreshOff, of: engine.apps.filter(\.spec.isListedInRefreshSettings).count)
    }

    /// `refresh off for 3 apps (saved)`, `… for all 8 apps (saved)`.
    static func refreshOffText(_ count: Int, of all: Int) -> String {
        let apps = count == 1 ? "1 app" : count == all ? "all \(count) apps" : "\(count) apps"
        return "refresh off for \(apps) (saved)"
    }

    /// A command came back from the engine: a refusal goes to the status line; otherwise the
    /// clock catches up with a `wait`, the follow-up runs and changed settings are saved.
    private mutating func applied(
        _ command: Command, _ after: AfterApply, _ error: CommandError?, at: SimDuration,
        _ context: UpdateContext
    ) -> [Effect] {
        if let error {
            if after == .played {
                played(error)
            } else if after == .savedSetting {
                if message == nil { message = StatusMessage("settings.yaml: \(error)", isError: true) }
            } else {
                message = StatusMessage(error.description, isError: true)
            }
            return []
        }
        let engine = context.engine
        clock.catchUp(to: engine.device.now, atReal: context.realTime)
        switch after {
        case .nothing, .savedSetting, .played:
            break
        case .selectFront:
            selectedCard = engine.device.frontApp ?? selectedCard
        case .paletteDone:
            message = StatusMessage(paletteOutcome(command, since: at, engine))
            if let front = engine.device.frontApp { selectedCard = front }
        case .selectCard(let index):
            let cards = engine.switcherCards
            selectedCard = cards.isEmpty ? nil : cards[min(index, cards.count - 1)]
        }
        if after == .savedSetting { return [] }
        stage(command, context)
        switch command {
        case .refresh:
            settings.hiddenByProfile.remove(.backgroundAppRefresh)
            settings.refreshOff = 0
        case .appRefresh, .lowPower:
            settings.refreshOff = 0
        default:
            break
        }
        var effects: [Effect]
        if case .profile(let profile) = command {
            effects = persist(engine) { $0.profile = profile }
        } else {
            effects = persist(engine)
        }
        if after == .played {
            played(nil)
            if case .say(let text) = command, !text.isEmpty { startReading(text, at: engine.device.now, atReal: context.realTime) }
            effects += continuePlay(context)
        }
        return effects
    }

    private mutating func themeLoaded(
        _ name: String, _ loaded: Theme, _ warnings: [String],
        _ context: UpdateContext
    ) -> [Effect] {
        let depth = theme.depth
        theme = loaded
        theme.depth = depth
        themeName = name
        if let first = warnings.first {
            let more = warnings.count > 1 ? " (and \(warnings.count - 1) more)" : ""
            message = StatusMessage("theme \(name): \(first)\(more)", isError: true)
        } else {
            message = StatusMessage("theme \(name)")
        }
        return persist(context.engine) { $0.theme = name }
    }

    /// Keeps the selected card on a card that exists, and a lifted card on the selected one.
    mutating func reconcileSelection(_ engine: EngineSnapshot) {
        let cards = engine.switcherCards
        if selectedCard.map(cards.contains) != true { selectedCard = cards.first }
        if liftedCard != selectedCard || focus != .switcher { liftedCard = nil }
    }

    /// The app the app keys (r, f, p) act on: the home screen's selection when it has the
    /// focus, otherwise the selected card.
    func selectedApp(_ engine: EngineSnapshot) -> String? {
        focus == .home ? engine.apps[safe: selectedHome]?.name : selectedCard
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
