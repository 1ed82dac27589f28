/// The built-in app of widgets (the rule book's §11.7): a stock widget whose timeline asks for
/// a reload every 15 minutes (96 a day) and whose app asks for one after each silent push, so
/// its budget runs out by itself.
extension BuiltInManifests {
    static let widgets: [(file: String, text: String)] = [("builtin/Ticker.yaml", ticker)]

    static let ticker = """
        name: Ticker
        symbol: ↗
        summary: "a stock widget reloaded every 15 min and by each silent push: 40 a day"
        memory: 45MB
        scenes: true
        modes: [remote-notification]
        silent-push:
          duration: 2s
          result: newData
        widget:
          policy: after 15m
          entries: 1
          work: 1s
          memory: 18MB
          reload-from: [push, foreground]
        snapshot:
          - "AAPL 231.40 +1.2%"
          - "Quotes at {time}"
        """
}
