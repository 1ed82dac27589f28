/// The rule of the rule book each event follows, in one sentence, for the dashboard's view of
/// one event (and anyone else explaining a log). A new event name must get its sentence here:
/// the switches are exhaustive.
extension EventName {
    /// Why this event happens, and what it means for the app (the § of the rule book in brackets).
    public var rule: String {
        switch self {
        case .finishedLaunching:
            "A cold launch starts the process: FinishedLaunching comes first, in front or in the background, and must return within 20 s or the watchdog ends the app (§2, §4)."
        case .onActivated:
            "The app is in front and receives events: after a launch, a return to the front, or the end of an interruption (§2)."
        case .onResignActivation:
            "The app stops receiving events: Home, the switcher, a call, an SMS alert or the lock pass through here first (§2)."
        case .didEnterBackground:
            "The app is off screen and must return within 5 s (the watchdog ends it otherwise); to keep running it begins background tasks (§2, §3, §4)."
        case .willEnterForeground:
            "A background or suspended app comes back to the front: a warm start, never after a cold launch (§2)."
        case .willTerminate:
            "The system ends a running app and tells it first (a swipe, or memory on ios6 and ios7); a suspended app, a watchdog kill or an ios13 memory kill gets no WillTerminate (§2)."
        case .performFetch:
            "A background fetch: the system woke or launched the app in the background, no more often than its minimum interval, and it has 30 s to finish (§8, §4)."
        case .didReceiveRemoteNotification:
            "A remote notification; a silent one wakes the app in the background for up to 30 s, and a Newsstand one starts an issue download (§6, §8)."
        case .handleEventsForBackgroundUrl:
            "The app's background transfers finished: the system woke or launched it in the background to hear of them, then suspends it (§6)."
        case .finishedDownloading:
            "A Newsstand issue finished downloading in the system (Newsstand Kit, on every profile): the app is woken or launched in the background to hear of it (§6)."
        case .receiveMemoryWarning:
            "The system is short of memory even after purging suspended apps: running apps should free what they can (§2.2)."
        case .locationsUpdated:
            "Location updates keep a location app running while it navigates; a significant change can wake or relaunch it even after a swipe (§7, §8, §9)."
        case .voipKeepAlive:
            "A VoIP app's keep-alive handler runs in the background at its interval (§7)."
        case .accessoryData:
            "An external accessory sent data: an external-accessory app runs while the accessory talks (§7)."
        case .configurationForConnecting:
            "A scene app's first scene connection creates a scene session, and the app delegate picks its configuration; a session lives until the user swipes the app away, so this comes only then (§11.1)."
        case .sceneWillConnect:
            "A scene app's scene connects: at a launch to the front, or when the user opens an app launched in the background or whose scene the system disconnected (§11.1)."
        case .sceneWillEnterForeground:
            "A scene comes to the front: unlike the app delegate's WillEnterForeground, also right after a cold launch; a scene app gets it instead of WillEnterForeground (§11.1)."
        case .sceneDidBecomeActive:
            "The scene is in front and receives events; a scene app gets it instead of OnActivated (§11.1)."
        case .sceneWillResignActive:
            "The scene stops receiving events (Home, the switcher, a call, an SMS alert, the lock); a scene app gets it instead of OnResignActivation (§11.1)."
        case .sceneDidEnterBackground:
            "The scene is off screen; a scene app gets it instead of DidEnterBackground, runs its did-enter-background work here and must return within 5 s (§11.1, §4)."
        case .sceneDidDisconnect:
            "The scene went away while the process lives: before WillTerminate when the user swipes a running app, or when the system reclaims a background scene (a suspended app hears it when it next runs) (§11.1)."
        case .didDiscardSceneSessions:
            "The user swiped the app away, which discarded its scene session: the app hears of it right after its next FinishedLaunching (§11.1)."
        case .sceneLifecycleRequired:
            "UIKit's warning on ios26: the app has no scene manifest, which apps built with the iOS 27 SDK need; logged once per app until a reset, not a callback (§11.1)."
        case .beginBackgroundTask:
            "The app asked for background time; every Begin needs an End before the budget (600 s, 180 s or 30 s by profile) runs out (§3)."
        case .endBackgroundTask:
            "The app gave its background time back; once no task is open, the system may suspend it (§3)."
        case .expirationHandler:
            "The budget is 5 s from its end: the handler must end the task, or the app is terminated at zero (§3)."
        case .suspended:
            "No code runs any more: the system moved the app here without telling it, once nothing kept it running (§1, §2)."
        case .terminated:
            "The process ended; the reason says who ended it, and a suspended app is ended silently (§2, §4)."
        case .fetchCompleted:
            "The app called its completion handler with its result; it is suspended again once nothing else runs (§8)."
        case .transferStarted:
            "A transfer started: from iOS 7 in the system's transfer service, which carries on while the app is suspended or ended; on iOS 6 inside a background task (§6)."
        case .transferCompleted:
            "A transfer finished; a system transfer wakes or launches the app in the background to hear of it (§6)."
        case .transferCancelled:
            "A transfer stopped before its end: the user swiped the app away, its process ended, or its iOS 6 task ended (§6, §9)."
        case .playbackEnded:
            "The playlist ended: an audio app keeps background time only while it plays (§7)."
        case .navigationEnded:
            "Navigation ended: a location app keeps background time only while it receives updates (§7)."
        case .backgroundUIUpdate:
            "The app updated its UI from the background: allowed from iOS 7, fatal on iOS 6 (§6)."
        case .notificationShown:
            "A notification was shown to the user; only a silent push runs the app's code in the background (§8)."
        case .pushHeld:
            "The device is offline, so the push cannot arrive: APNs keeps the last push per app and delivers it when the device is back online (§8)."
        case .backgroundLaunchDenied:
            "The system did not launch or resume the app in the background: the reason names the control that forbids it (§9, §10)."
        case .refreshChanged:
            "Background App Refresh changed, globally or for this app: it decides whether the system may run the app in the background (§9)."
        case .budgetHeld:
            "A continuous mode (audio, navigation, an accessory) keeps the app running: its budget stands still and its tasks do not expire meanwhile (§3, §7)."
        case .budgetReleased:
            "The continuous mode stopped: the app's budget runs again from where it stood (§3, §7)."
        case .bgTaskSubmitted:
            "The app submitted a BGTaskScheduler request; the system runs it at a moment it picks, once what the task needs is met (§11.2)."
        case .bgTaskSubmitFailed:
            "The app's submit(_:) threw: the reason is the error code (not-permitted, unavailable, too-many-pending, immediate-run-ineligible) (§11.2, §11.3)."
        case .bgTaskLaunched:
            "The system launched or resumed the app in the background (FinishedLaunching first if it was not running) and called the task's launch handler (§11.2)."
        case .bgTaskExpired:
            "The task's expiration handler ran (the reason says why); the app must call setTaskCompleted within 5 s or it is terminated (§11.2)."
        case .bgTaskCompleted:
            "The app called setTaskCompleted(success:) (the reason); the system may suspend it once nothing else runs (§11.2)."
        case .bgTaskProgress:
            "A continued task reported progress: while progress comes it runs without the 30 s budget; 30 s without progress expires it (§11.3)."
        case .debuggerAttached:
            "A debugger is attached: the app is never suspended and no watchdog ends it, so code works under Xcode that fails in the field (§11.2)."
        case .debuggerDetached:
            "The debugger detached: the app is suspended and watched as any other (§11.2)."
        case .chargerChanged:
            "The charger was plugged in or out: processing tasks that require external power run only on it (§11.2)."
        case .batteryChanged:
            "The battery's level changed: below 20 % and not charging, no BG task runs (§11.2)."
        case .profileChanged:
            "The simulated iOS generation changed: budgets, background sessions and the refresh settings follow it (§10)."
        case .deviceChanged:
            "The device became a phone or the Simulator: on the Simulator BGTaskScheduler runs nothing (every submit fails with unavailable); everything else is as on a phone, AppDeck's choice (§11.2)."
        case .deviceLocked:
            "The device sleeps: from iOS 7 background work waits for the next wake-up, unless a continuous mode keeps the app running (§5)."
        case .deviceUnlocked:
            "The device wakes and the app that was in front comes back (§2, §5)."
        case .deviceSlept:
            "The locked device went to sleep: from iOS 7 no background task makes progress and no app code runs until it wakes, unless a continuous mode keeps the app running (§5)."
        case .deviceWoke:
            "The device woke (the user, a call, a notification, a push, a fetch): background work that waited runs now, in a short chunk while locked (§5)."
        case .networkChanged:
            "The connection changed: transfers move at its bandwidth and pause while the network is down (§6)."
        case .lowPowerChanged:
            "Low Power Mode turns Background App Refresh off for every app while it is on (§9)."
        case .callIncoming:
            "A call rings over the front app, which resigns active until the call is declined or answered (§2)."
        case .callAnswered:
            "The answered call takes the front: the app that was in front goes to the background (§2)."
        case .callDeclined:
            "The declined call gives the front back to the app, which becomes active again (§2)."
        case .callEnded:
            "The call ended: the app that was in front comes back (§2)."
        case .smsAlert:
            "An SMS alert covers the front app, which resigns active until the alert is dismissed (§2)."
        case .smsDismissed:
            "The alert is gone and the front app is active again (§2)."
        case .switcherOpened:
            "The app switcher covers the front app, which resigns active (§2, §9)."
        case .switcherClosed:
            "The app switcher closed: the picked card's app comes to the front (§2, §9)."
        case .memoryPressure:
            "The system needs memory: suspended apps are purged first, silently, then running ones are warned (§2)."
        case .deviceReset:
            "A fresh device: every app not running, factory settings, the clock kept running (not iOS: a script's or the palette's reset)."
        case .caption:
            "A caption for the audience; nothing happens on the device (not iOS: a script's say)."
        case .why:
            "Every condition that holds the request now, in the hold order, not only the first; empty when only time holds it (§9, §11.2; not iOS: a script's why)."
        // The locked device (§11.6).
        case .deviceRebooted:
            "The device restarted: every process ended without a callback, and it stays locked since boot until the first unlock; only data protected `none` is readable until then (§11.6)."
        case .protectedDataWillBecomeUnavailable:
            "The device locked: `complete` data becomes unreadable 10 s from now; only running apps hear it (§11.6)."
        case .protectedDataDidBecomeAvailable:
            "The device unlocked: protected data is readable again, and work that waited for it runs (§11.6)."
        case .dataReadFailed:
            "The app's work started while its protected data was unreadable (the device locked, or not unlocked since boot); what follows is the app's code: wait, fail or log out (§11.6)."
        case .sessionCleared:
            "The app read its missing keychain token as no account and cleared its session: the user finds it logged out (§11.6)."
        case .prewarmed:
            "The system started the app's process before the user opened it (iOS 15+): code before UIApplicationMain ran, no callback; opening it launches as usual (§11.6)."
        // MARK: - Pushes (§11.5)
        case .pushRejected:
            "AppDeck's APNs refused the push at the send: a background push must have priority 5, so nothing reaches the device (§11.5)."
        case .pushDropped:
            "The device will never deliver this push: a newer background push replaced the held one (coalesced), or the system stopped the app's VoIP pushes (voip-blocked) (§11.5)."
        case .didReceiveIncomingPush:
            "A VoIP push (PushKit) launched or woke the app, even after a force-quit and whatever Background App Refresh says; it must report a call to CallKit before its handler returns (§11.5)."
        case .reportNewIncomingCall:
            "The app reported the incoming call to CallKit: the call sheet rings, and the user can answer or decline it (§11.5)."
        case .serviceExtensionDidReceive:
            "The app's notification service extension, a process of its own, got the alert push to change its content: about 30 s and 24 MB; the app's state does not change (§11.5)."
        case .serviceExtensionTimeWillExpire:
            "The notification service extension did not finish within 30 s: the system shows the original content (§11.5)."
        case .serviceExtensionTerminated:
            "The notification service extension went over its 24 MB memory limit: the system ended it and shows the original content (§11.5)."
        // MARK: - Widgets (§11.7)
        case .widgetAdded:
            "The user placed the app's widget on the Home Screen: WidgetKit asks its extension for a first timeline at once, free (§11.7)."
        case .widgetRemoved:
            "The user removed the widget: its pending reload is dropped; placed again, it is a new instance with a budget of its own (§11.7)."
        case .widgetReloadRequested:
            "The app's code asked WidgetKit for a reload: the system decides; from the background the reload counts against the widget's budget (§11.7)."
        case .widgetGetTimeline:
            "WidgetKit asked the widget extension, a process of its own, for a timeline: free (added, foreground, session, debugger, dev-mode) or counted (background, policy) against the budget of the rolling 24 hours (§11.7)."
        case .widgetEntryShown:
            "The widget shows the next entry of its timeline, at the entry's date; the app is not run for it (§11.7)."
        case .widgetReloadDeferred:
            "A reload that would count found the rolling 24 hours full: it waits for a slot, a free moment or a higher budget, and the app gets no signal (§11.7)."
        case .widgetPlaceholderShown:
            "The widget shows its placeholder: the extension was killed over its memory limit, or could not read the app's protected data (§11.7)."
        case .widgetExtensionTerminated:
            "The widget extension went over its 30 MB memory limit and was killed before it returned a timeline: the widget stays frozen until the app asks again (§11.7)."
        case .widgetDevModeChanged:
            "WidgetKit Developer Mode changed: while on, no reload counts and the 5-minute floor is lifted, as under Xcode (§11.7)."
        case .activityStarted, .activityStartFailed, .activityUpdated, .activityUpdateHeld, .activityUpdateDropped,
            .activityStale, .activityEnded, .activityDismissed, .activityAllowed, .liveActivitiesChanged:
            liveActivityRule
        }
    }
}

extension TerminationReason {
    /// The rule behind this reason, in one sentence.
    public var rule: String {
        switch self {
        case .user: "The user swiped the card up: a running app gets WillTerminate first, a suspended one nothing (§2, §9)."
        case .watchdog:
            "A callback did not return in time (DidEnterBackground 5 s, FinishedLaunching 20 s, WillTerminate 5 s): 0x8badf00d, no WillTerminate (§4)."
        case .backgroundTaskTimeout: "The background time ran out with a task still open: a watchdog kill, no WillTerminate (§3)."
        case .fetchTimeout: "A background fetch or silent push did not complete within 30 s (§4)."
        case .memory: "The system needed the memory: suspended apps go first and silently (§2.2)."
        case .uiInBackground: "iOS 6 ends an app that updates its UI from the background (§6)."
        case .taskRegistration:
            "A BG task's launch handler was registered after launch ended, or the app submitted or was launched for a task without one: NSInternalInconsistencyException (§11.2)."
        case .taskNotCompleted: "A BG task was not completed 5 s after its expiration handler ran (§11.2)."
        case .fileLock:
            "The app was suspended while holding a file or database lock in a shared container: 0xdead10cc; end writes inside a background task (§11.6)."
        case .voipNoCall:
            "The app got a VoIP push and never reported an incoming call to CallKit: the system killed it; after 3 times its VoIP pushes are dropped until a reset (§11.5)."
        }
    }
}
