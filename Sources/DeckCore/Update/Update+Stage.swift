import Lifecycle

/// The commands of scripts on stage as the dashboard carries them out, from the palette or a
/// playing script: the engine has done its part (a Caption event, a fresh device); the
/// dashboard's is the caption, the clock and the settings file.
extension DeckState {
    mutating func stage(_ command: Command, _ context: UpdateContext) {
        switch command {
        case .say(let text):
            caption = text.isEmpty ? nil : text
        case .pause:
            clock.pause(at: context.engine.device.now, atReal: context.realTime)
            // The start's hint (`space pauses, …`) would say the opposite of what space does now.
            message = StatusMessage("the script pauses here: space resumes")
        case .speed(let speed):
            clock.setSpeed(speed.factor, atReal: context.realTime)
        case .skip(let span):
            noteSkip(span, atReal: context.realTime)
        case .reset:
            // Factory settings apply to the simulated device only: from here on the session
            // saves nothing (as with --factory), so settings.yaml keeps what the person chose.
            settings.factory = true
            settings.hiddenByProfile = []
            settings.refreshOff = 0
            settings.saved = currentSettings(context.engine)
            eventPane.anchor = nil
            eventPane.cursor = nil
        default:
            break
        }
    }
}
