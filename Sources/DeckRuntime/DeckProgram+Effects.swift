import DeckCore
import Lifecycle
import Scenario

/// Performing effects: the one place the program reaches the engine and the world.
extension DeckProgram {
    /// Performs one effect; returns the messages that carry its result. A command waits behind
    /// a framed wait, or for the next frame once this one's work is done; time does not pass
    /// meanwhile (the clock holds).
    func perform(_ effect: Effect) -> [Msg] {
        switch effect {
        case .apply where framedWait != nil || !queued.isEmpty || overBudget:
            queued.append(effect)
            workLeftOver = true
            return []
        case .advance, .advanceUntil:
            if framedWait != nil || !queued.isEmpty { return [] }
        default:
            break
        }
        return carryOut(effect)
    }

    func carryOut(_ effect: Effect) -> [Msg] {
        performing = effect
        defer { performing = nil }
        switch effect {
        case .apply(let command, let after):
            if let wait = FramedWait(command, after, on: engine) {
                framedWait = wait
                return continueFramedWait()
            }
            let at = engine.now
            do {
                try engine.apply(command)
                return [.applied(command, after, nil, at: at, to: engine.now)]
            } catch {
                return [.applied(command, after, error, at: at, to: engine.now)]
            }
        case .advance(let time):
            _ = advanceEngine(to: time)
            return engine.now >= time ? [.advanced] : []
        case .advanceUntil(let time, let pattern):
            let happened = advanceEngine(to: time, until: pattern)
            return happened || engine.now >= time ? [.advanced] : []
        case .saveSettings(let settings, let changed):
            guard let world else { return [] }
            do {
                return [.settingsSaved(note: try world.saveSettings(settings, changed: changed))]
            } catch {
                return [.saveFailed(error.description)]
            }
        case .appendLog(let events):
            do {
                try world?.appendLog(events)
                return []
            } catch {
                return [.logFailed(error.description)]
            }
        case .logSession(let entry):
            do {
                try world?.appendLog(entry)
                return []
            } catch {
                return [.logFailed(error.description)]
            }
        case .addToRecording(let entry):
            guard let world else { return [] }
            do {
                try world.addToRecording(entry)
                return [.recordingWritten]
            } catch {
                return [.recordingFailed(error.description)]
            }
        case .loadNextTheme(let current):
            guard let world else { return [] }
            let loaded = world.theme(after: current)
            return [.themeLoaded(name: loaded.name, theme: loaded.theme, warnings: loaded.warnings)]
        case .loadHistory:
            return reaching { world throws(WorldError) in [.historyLoaded(try world.loadHistory())] }
        case .saveHistory(let line):
            return reaching { world throws(WorldError) in
                try world.saveHistory(line); return []
            }
        case .exportTrace(let trace, let path):
            guard let world else { return [] }
            do {
                return [.exported(path: path, replaced: try world.export(trace.json(), to: path))]
            } catch {
                return [.exportFailed(error.description)]
            }
        case .markCaption(let caption):
            world?.markCaption(caption)
            return []
        case .redraw:
            redrawRequested = true
            return []
        case .quit(let status):
            quitRequested = true
            exitStatus = status
            return []
        }
    }

    /// What `body` makes of the world (nothing without one), or its failure as a message.
    private func reaching(_ body: (DeckWorld) throws(WorldError) -> [Msg]) -> [Msg] {
        guard let world else { return [] }
        do {
            return try body(world)
        } catch {
            return [.historyFailed(error.description)]
        }
    }
}
