/// The UIKit names of the events that are a callback or an API call, for people who write
/// Swift or Objective-C.
extension EventName {
    /// The name people who write Swift or Objective-C know, for an event that is a UIKit
    /// callback or API (or, for location, accessories and Newsstand, the framework's
    /// delegate callback); nil for the simulator's own events.
    public var uikitName: String? {
        switch self {
        case .finishedLaunching: "application(_:didFinishLaunchingWithOptions:)"
        case .onActivated: "applicationDidBecomeActive(_:)"
        case .onResignActivation: "applicationWillResignActive(_:)"
        case .didEnterBackground: "applicationDidEnterBackground(_:)"
        case .willEnterForeground: "applicationWillEnterForeground(_:)"
        case .willTerminate: "applicationWillTerminate(_:)"
        case .performFetch: "application(_:performFetchWithCompletionHandler:)"
        case .didReceiveRemoteNotification: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
        case .handleEventsForBackgroundUrl: "application(_:handleEventsForBackgroundURLSession:completionHandler:)"
        case .finishedDownloading: "connectionDidFinishDownloading(_:destinationURL:)"
        case .receiveMemoryWarning: "applicationDidReceiveMemoryWarning(_:)"
        case .locationsUpdated: "locationManager(_:didUpdateLocations:)"
        case .voipKeepAlive: "setKeepAliveTimeout(_:handler:)"
        case .accessoryData: "stream(_:handle:)"
        case .configurationForConnecting: "application(_:configurationForConnecting:options:)"
        case .sceneWillConnect: "scene(_:willConnectTo:options:)"
        case .sceneWillEnterForeground: "sceneWillEnterForeground(_:)"
        case .sceneDidBecomeActive: "sceneDidBecomeActive(_:)"
        case .sceneWillResignActive: "sceneWillResignActive(_:)"
        case .sceneDidEnterBackground: "sceneDidEnterBackground(_:)"
        case .sceneDidDisconnect: "sceneDidDisconnect(_:)"
        case .didDiscardSceneSessions: "application(_:didDiscardSceneSessions:)"
        case .beginBackgroundTask: "beginBackgroundTask(expirationHandler:)"
        case .endBackgroundTask: "endBackgroundTask(_:)"
        case .bgTaskSubmitted, .bgTaskSubmitFailed: "BGTaskScheduler.submit(_:)"
        case .bgTaskLaunched: "BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)"
        case .bgTaskExpired: "BGTask.expirationHandler"
        case .bgTaskCompleted: "BGTask.setTaskCompleted(success:)"
        case .bgTaskProgress: "BGContinuedProcessingTask.progress"
        case .protectedDataWillBecomeUnavailable: "applicationProtectedDataWillBecomeUnavailable(_:)"
        case .protectedDataDidBecomeAvailable: "applicationProtectedDataDidBecomeAvailable(_:)"
        case .didReceiveIncomingPush: "pushRegistry(_:didReceiveIncomingPushWith:for:completion:)"
        case .reportNewIncomingCall: "CXProvider.reportNewIncomingCall(with:update:completion:)"
        case .serviceExtensionDidReceive: "didReceive(_:withContentHandler:)"
        case .serviceExtensionTimeWillExpire: "serviceExtensionTimeWillExpire()"
        case .widgetReloadRequested: "WidgetCenter.reloadTimelines(ofKind:)"
        case .widgetGetTimeline: "getTimeline(in:completion:)"
        default: nil
        }
    }
}
