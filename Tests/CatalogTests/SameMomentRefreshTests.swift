import Support
import Testing

@testable import Catalog

/// One refresh request may be pending per app (§11.2): two refresh tasks the app submits at
/// the same moment make the second submit fail with too-many-pending, every time.
struct SameMomentRefreshTests {
    static let twoRefreshTasks = """
        name: A
        modes: [fetch]
        bg-tasks:
          - id: a.one
            kind: refresh
            submit: enter-background
          - id: a.two
            kind: refresh
            submit: enter-background
          - id: a.three
            kind: refresh
            submit: command
        """

    @Test func twoRefreshTasksSubmittedAtTheSameMomentAreWarnedOfWithTheLine() throws {
        let warnings = try ManifestParser.manifest(text: Self.twoRefreshTasks, file: "a.yaml").warnings.map(\.description)
        #expect(
            warnings == [
                "a.yaml:7: warning: bg-tasks[1]: a second refresh task submitted at enter-background, as 'a.one' is: its submit always fails (too-many-pending: one refresh request per app)"
            ])
    }

    @Test func theImportSaysSoWhenItMakesTwoRefreshTasks() throws {
        let result = try ImportFixture.imported([
            "CFBundleName": "Feed", "UIBackgroundModes": ["fetch"],
            "BGTaskSchedulerPermittedIdentifiers": ["com.feed.one", "com.feed.two"],
        ])
        #expect(
            result.messages.contains(
                "Info.plist: warning: BGTaskSchedulerPermittedIdentifiers[1]: a second refresh task submitted at enter-background, as 'com.feed.one' is: its submit always fails (too-many-pending: one refresh request per app)"
            ), "\(result.messages)")
    }
}
