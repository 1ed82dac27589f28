/// The rule book's §11.5, VoIP pushes (PushKit; ios13, ios26): a VoIP push launches or wakes
/// the app even after a force-quit and whatever Background App Refresh says; the app must
/// report an incoming call to CallKit before its handler returns, or the system kills it
/// (unless it is in front or in a call); after `Limits.voipStrikes` kills its VoIP pushes are
/// dropped until a reset (our model).

/// Whether the app reports an incoming call to CallKit for each VoIP push (`voip-call`).
public enum VoipCall: String, CaseIterable, Hashable, Sendable {
    case reported
    case notReported = "not-reported"
}

extension Engine {
    /// The system's words when it kills an app for a VoIP push without a call.
    static let voipNoCallMessage =
        "Killing app because it never posted an incoming call to the system after receiving a PushKit VoIP push"

    /// A VoIP push reaches the device (`push APP voip`).
    func voipPush(_ i: Int, _ sent: PushSent) {
        let app = apps[i]
        switch backgroundLaunchDenial(.voipKeepAlive, i) {
        case .noNetwork?:
            holdPush(i, sent)
        case .voipBlocked?:
            emit(.pushDropped, app, reason: HoldReason.voipBlocked.rawValue, detail: holdSentence(.voipBlocked, i, .launch(.voipKeepAlive)))
        case let denial? where !app.state.isForeground || denial == .noMode:
            emit(.backgroundLaunchDenied, app, reason: denial.rawValue, detail: "VoIP push")
        default:
            wakeDevice()
            if app.state.isForeground {
                emit(.didReceiveIncomingPush, app, detail: "VoIP")
                voipHandlerReturned(i)
                return
            }
            wake(
                i, for: .voipKeepAlive,
                WakeCall(callback: .didReceiveIncomingPush, detail: "VoIP", work: .voipPush, duration: .seconds(1)),
                denied: "VoIP push", launchOption: "voip")
        }
    }

    /// The PushKit handler returned: the call was reported (the call sheet rings) or not (the
    /// system kills the app, unless it is in front or in a call).
    func voipHandlerReturned(_ i: Int) {
        let app = apps[i]
        guard app.state.isRunning else { return }
        if app.spec.voipCall != .notReported {
            emit(.reportNewIncomingCall, app)
            if callRefusal == nil { try? incomingCall(from: i) }
            return
        }
        guard !app.state.isForeground, deviceState.call == .none else { return }
        app.pushes.voipStrikes += 1
        terminate(i, .voipNoCall, detail: Self.voipNoCallMessage)
    }
}

extension Engine {
    /// Why the `newsstand` launch is `unsupported` on ios13/ios26.
    static let newsstandGoneSentence =
        "Newsstand ended with iOS 9: background pushes and PushKit replaced it, so an issue push is an ordinary push here"
}
