import Lifecycle
import Testing

@testable import Catalog

/// The manifest's `widget:` key (the rule book's §11.7): its problems and warnings name the
/// line, and the manual's complete example reads into the spec.
@Suite struct ManifestWidgetTests {
    private func warnings(_ yaml: String) throws -> [String] {
        try ManifestParser.manifest(text: yaml, file: "app.yaml").warnings.map { "\($0.line): \($0.message)" }
    }

    @Test func theManualsExampleReadsIntoTheSpec() throws {
        let yaml = """
            name: Maple
            modes: [remote-notification]
            widget:
              policy: after 20m
              entries: 3
              entry-spacing: 10m
              work: 2s
              memory: 25MB
              reload-from: [push, foreground]
            """
        let set = ManifestSet(manifests: [("maple.yaml", yaml)])
        #expect(set.problems == [])
        let widget = try #require(set.apps.first?.widget)
        #expect(
            widget
                == WidgetSpec(
                    policy: .after(.minutes(20)), entries: 3, entrySpacing: .minutes(10), work: .seconds(2),
                    memoryBytes: 25_000_000, reloadFrom: [.push, .foreground]))
    }

    @Test func aWidgetWithNoKeysHasEveryDefault() throws {
        let set = ManifestSet(manifests: [("maple.yaml", "name: Maple\nwidget:\n")])
        #expect(set.apps.first?.widget == WidgetSpec())
        #expect(WidgetSpec().policy == .atEnd && WidgetSpec().entries == 5 && WidgetSpec().entrySpacing == .minutes(15))
    }

    @Test(arguments: [
        ("name: Maple\nwidget:\n  policy: sometimes\n", "3: widget.policy: expected at-end, after DURATION or never, found 'sometimes'"),
        ("name: Maple\nwidget:\n  entries: 0\n", "3: widget.entries: expected a whole number from 1 to 1000, found '0'"),
        ("name: Maple\nwidget:\n  entry-spacing: 30s\n", "3: widget.entry-spacing: expected 1m or more, found '30s'"),
        (
            "name: Maple\nwidget:\n  reload-from: [launch]\n",
            "3: widget.reload-from: unknown reload point 'launch'; valid points: foreground, push, bg-task"
        ),
        (
            "name: Maple\nwidget:\n  size: small\n",
            "3: unknown key 'size' in widget; allowed keys: policy, entries, entry-spacing, work, memory, reload-from"
        ),
    ])
    func badWidgetKeysAreProblemsAtTheirLine(yaml: String, problem: String) {
        #expect(problems(yaml) == [problem])
    }

    @Test func warningsSayWhatWillHappen() throws {
        #expect(
            try warnings("name: Maple\nwidget:\n  memory: 45MB\n")
                == ["3: warning: widget.memory: 45MB is over the 30MB limit: the widget extension will be killed: memory-limit"])
        #expect(
            try warnings("name: Maple\nwidget:\n  reload-from: [push]\n").first?.hasPrefix(
                "3: warning: widget.reload-from: push needs the background mode 'remote-notification' in modes") == true)
        #expect(
            try warnings("name: Maple\nwidget:\n  reload-from: [bg-task]\n")
                == ["3: warning: widget.reload-from: bg-task needs bg-tasks: no BG task will ask for a reload"])
    }
}
