/// The built-in app of Live Activities (the rule book's §11.8): a match tracker whose
/// activity is started in front or by a push, updated by priority-10 pushes over the budget.
extension BuiltInManifests {
    static let liveActivities: [(file: String, text: String)] = [("builtin/Scores.yaml", scores)]

    /// Frequent updates and push-to-start, a 1 KB activity that goes stale 10 minutes after
    /// its last update.
    static let scores = """
        name: Scores
        symbol: ◎
        summary: "ios26: a match tracker; its Live Activity lasts 8 hours, on a budget"
        memory: 50MB
        scenes: true
        live-activity:
          frequent-updates: true
          push-to-start: true
          attributes-size: 1KB
          stale-after: 10m
        snapshot:
          - "Scores: Lions 2 - 1 Tigers"
          - "Updated {time}"
        """
}
