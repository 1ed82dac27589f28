import Lifecycle
import Scenario

/// Playing a script on stage: the play runs its lines while time runs (and at once on `n`
/// and `N`), waits on the dashboard's clock, and stops at a line the engine refuses. What the
/// person does meanwhile goes to the engine as always; the script goes on from there.
extension DeckState {
    /// Runs the play as far as it can go now; the effects ask the engine for its next line.
    mutating func runPlay(_ context: UpdateContext) -> [Effect] {
        guard var play else { return [] }
        defer { self.play = play }
        let now = context.engine.device.now
        while true {
            switch play.status {
            case .applying, .failed, .finished:
                return []
            case .waitingUntilTime(let end):
                if play.stepping != nil {
                    play.status = .applying
                    return [.apply(.wait(end > now ? end - now : .zero), then: .played)]
                }
                guard now >= end else { return [] }
                lineDone(&play)
            case .waitingForEvent(let pattern, let deadline, let limit, let since):
                let log = context.engine.log
                if log.events(since: since).contains(where: pattern.matches) {
                    lineDone(&play)
                    continue
                }
                play.status = .waitingForEvent(pattern, deadline: deadline, limit: limit, since: log.totalCount)
                if play.stepping != nil {
                    play.status = .applying
                    return [.apply(.waitUntil(pattern, within: deadline > now ? deadline - now : .zero), then: .played)]
                }
                guard now >= deadline else { return [] }
                fail(&play, AwaitedEvent(pattern, within: limit).failure().description)
            case .ready:
                guard clock.running || play.stepping != nil else { return [] }
                guard play.next < play.lines.count else {
                    play.status = .finished
                    play.stepping = nil
                    return []
                }
                let index = play.next
                play.current = index
                play.next += 1
                switch play.lines[index].command {
                case .wait(let span):
                    play.status = .waitingUntilTime(now + span)
                case .waitUntil(let pattern, let within):
                    let limit = AwaitedEvent(pattern, within: within).limit
                    play.status = .waitingForEvent(
                        pattern, deadline: now + limit, limit: limit,
                        since: context.engine.log.totalCount)
                case .speed where play.fixedSpeed != nil:
                    lineDone(&play)
                case let command:
                    play.status = .applying
                    return [.apply(command, then: .played)]
                }
            }
        }
    }

    /// The play's next line, or once it waits, the engine moved on to the clock's time (as far
    /// as the wait lets it): a play catches up with the clock without waiting for a tick.
    mutating func continuePlay(_ context: UpdateContext) -> [Effect] {
        guard play != nil else { return [] }
        let effects = runPlay(context)
        return effects.isEmpty ? advance(toward: clock.virtualTime(atReal: context.realTime), context) : effects
    }

    /// How far the engine may go on this tick: not past a wait's end, and to an awaited event
    /// at most (the engine stops there), so that a play left alone gives `appdeck run`'s events.
    func advance(toward target: SimDuration, _ context: UpdateContext) -> [Effect] {
        let now = context.engine.device.now
        switch play?.status {
        case .waitingUntilTime(let end)?:
            let to = min(target, end)
            return to > now ? [.advance(to: to)] : []
        case .waitingForEvent(let pattern, let deadline, _, _)?:
            let to = min(target, deadline)
            return to > now ? [.advanceUntil(to, pattern)] : []
        default:
            return target > now ? [.advance(to: target)] : []
        }
    }

    /// A line the play asked for came back from the engine.
    mutating func played(_ error: CommandError?) {
        guard var play else { return }
        defer { self.play = play }
        if let error {
            fail(&play, error.description)
        } else {
            lineDone(&play)
        }
    }

    /// `n`, `N`, `R` (twice) and `q` (twice while the script has lines to play).
    mutating func performPlay(_ action: Action, _ context: UpdateContext) -> [Effect] {
        guard var play else { return [] }
        switch action {
        case .playStep, .playToCaption:
            if play.status == .finished || play.failure != nil {
                message = StatusMessage("the script has stopped: R restarts it")
                return []
            }
            if play.readingUntil != nil {
                // The caption counts as read: `n` moves on at once, and only that.
                play.readingUntil = nil
                clock.endReading(atReal: context.realTime)
                if action == .playStep {
                    self.play = play
                    return runPlay(context)
                }
            }
            play.stepping = action == .playStep ? .oneLine : .toCaption
            self.play = play
            return runPlay(context)
        case .quitPlay where play.status == .finished || play.failure != nil:
            return [.quit(status: 0)]
        case .quitPlay:
            play.confirming = .quit
            self.play = play
            message = StatusMessage("q again quits while the script plays; any other key keeps playing", isError: true)
            return []
        case .restart where play.confirming != .restart:
            play.confirming = .restart
            self.play = play
            message = StatusMessage(
                "R again restarts the script from the top on a fresh device; any other key cancels",
                isError: true)
            return []
        case .restart:
            play.confirming = nil
            play.next = 0
            play.current = nil
            play.stepping = nil
            play.status = .applying
            self.play = play
            caption = nil
            endReading(atReal: context.realTime)
            ghosts = []
            selectedCard = nil
            liftedCard = nil
            if overlay?.scope == .event { overlay = nil }
            // A clean start on screen: the clock counts from here and the pane shows the events
            // from the DeviceReset on (the log and the recording keep one clock).
            stageStart = StageStart(time: context.engine.device.now, firstEvent: context.engine.log.totalCount)
            stageCaptions = 0
            resetEventSelection()
            timelinePane.cursor = nil
            clock.setSpeed(play.fixedSpeed ?? 1, atReal: context.realTime)
            // From the top, playing: a pause of the run before (its `pause` line, space) is over.
            if clock.paused { clock.togglePause(atReal: context.realTime) }
            message = StatusMessage("restarted \(play.file) on a fresh device")
            return [.apply(.reset(play.profile), then: .played)]
        default:
            return []
        }
    }

    /// Any key but the second `R` or `q` while a restart or a quit waits for it: cancelled.
    mutating func cancelConfirmation() {
        let what = play?.confirming == .quit ? "quit" : "restart"
        play?.confirming = nil
        message = StatusMessage("\(what) cancelled")
    }

    private func lineDone(_ play: inout PlayState) {
        play.status = .ready
        guard let stepping = play.stepping else { return }
        switch stepping {
        case .oneLine:
            play.stepping = nil
        case .toCaption:
            switch play.current.map({ play.lines[$0].command }) {
            case .say?, .pause?: play.stepping = nil
            default: break
            }
        }
    }

    private mutating func fail(_ play: inout PlayState, _ why: String) {
        play.status = .failed(why)
        play.stepping = nil
        let line = play.current.map { play.lines[$0].number }
        message = StatusMessage(line.map { "\(play.file):\($0): \(why)" } ?? why, isError: true)
    }
}
