import Lifecycle
import Support
import Testing

@testable import Catalog

/// The warnings of a manifest that loads, as "LINE: message".
private func warnings(_ yaml: String) throws -> [String] {
    try ManifestParser.manifest(text: yaml, file: "app.yaml").warnings.map { "\($0.line): \($0.message)" }
}

/// The manifest keys of the rule book's §11.2–11.3 (`permitted-identifiers`, `bg-tasks`), the
/// mistakes that load with a warning, and the malformed values that are problems.
@Suite struct BGTaskManifestTests {
    static let feed = """
        name: Feed
        modes: [fetch, processing]
        permitted-identifiers: [com.feed.refresh, com.feed.clean]
        bg-tasks:
          - id: com.feed.refresh
            kind: refresh
            register: at-launch
            submit: enter-background
            earliest: 1h
            duration: 5s
            expiration: end-task
            resubmit: true
          - id: com.feed.clean
            kind: processing
            submit: command
            duration: never
            expiration: end-task after 2s
            requires-power: true
            requires-network: true
        """

    @Test func everyBGTaskKeyIsReadIntoTheAppSpec() throws {
        let spec = try app(Self.feed)
        #expect(spec.modes == [.fetch, .processing])
        #expect(spec.permittedIdentifiers == ["com.feed.refresh", "com.feed.clean"])
        #expect(
            spec.bgTasks == [
                BGTaskSpec(
                    id: "com.feed.refresh", kind: .refresh, register: .atLaunch, submit: .enterBackground, earliest: .hours(1),
                    duration: .seconds(5), expiration: .endTask(after: .zero), resubmit: true),
                BGTaskSpec(
                    id: "com.feed.clean", kind: .processing, submit: .command, duration: nil, expiration: .endTask(after: .seconds(2)),
                    requiresPower: true, requiresNetwork: true),
            ])
        #expect(try warnings(Self.feed).isEmpty)
    }

    @Test func aContinuedTaskReadsItsTitleStrategyAndProgress() throws {
        let spec = try app(
            """
            name: Export
            bg-tasks:
              - id: com.export.video
                kind: continued
                title: Exporting video
                strategy: fail
                progress-every: never
                expiration: no-handler
            """)
        let task = try #require(spec.bgTasks.first)
        #expect(task.title == "Exporting video")
        #expect(task.strategy == .fail)
        #expect(task.progressEvery == nil)
        #expect(task.expiration == .noHandler)
    }

    @Test func thePermittedIdentifiersDefaultToEveryIdOfBGTasks() throws {
        let spec = try app("name: A\nmodes: [fetch]\nbg-tasks:\n  - id: a.b\n    kind: refresh\n")
        #expect(spec.permittedIdentifiers == ["a.b"])
    }

    @Test func anIdNotInThePermittedIdentifiersIsAWarning() throws {
        let yaml = "name: A\nmodes: [fetch]\npermitted-identifiers: [x.y]\nbg-tasks:\n  - id: a.b\n    kind: refresh\n"
        #expect(
            try warnings(yaml) == ["5: warning: bg-tasks[0].id: 'a.b' is not in permitted-identifiers: submit will fail (not-permitted)"])
    }

    @Test func aTaskWithoutTheModeItsKindNeedsIsAWarning() throws {
        let yaml = "name: A\nbg-tasks:\n  - id: a.b\n    kind: refresh\n  - id: a.c\n    kind: processing\n"
        #expect(
            try warnings(yaml) == [
                "3: warning: bg-tasks[0]: a refresh task needs the background mode 'fetch' in modes: submit will fail (not-permitted)",
                "5: warning: bg-tasks[1]: a processing task needs the background mode 'processing' in modes: submit will fail (not-permitted)",
            ])
    }

    @Test func theProcessingModeWithNoIdentifiersIsAWarningTheAppStoreRefusesIt() throws {
        #expect(
            try warnings("name: A\nmodes: [processing]\n")
                == ["2: warning: modes: 'processing' with no permitted identifiers: the App Store refuses the app (ITMS-90771)"])
    }

    @Test func aHandlerRegisteredLateOrNeverIsAWarningTheAppWillCrash() throws {
        let yaml =
            "name: A\nmodes: [fetch]\nbg-tasks:\n  - id: a.b\n    kind: refresh\n    register: late\n  - id: a.c\n    kind: refresh\n    register: never\n"
        #expect(
            try warnings(yaml) == [
                "4: warning: bg-tasks[0].register: late: the app will crash at launch (task-registration)",
                "7: warning: bg-tasks[1].register: never: the app will crash at its first submit of 'a.c' (task-registration)",
            ])
    }

    @Test func aFetchBlockBesidePermittedIdentifiersIsAWarningLegacyFetchIsDisabled() throws {
        let yaml = "name: A\nmodes: [fetch]\nfetch:\n  minimum-interval: 15m\n  duration: 2s\nbg-tasks:\n  - id: a.b\n    kind: refresh\n"
        #expect(
            try warnings(yaml) == [
                "3: warning: fetch: legacy fetch is disabled on ios13 and later for an app that lists permitted identifiers"
            ])
    }

    @Test func aContinuedTaskIsAWarningItRunsOnIos26Only() throws {
        #expect(
            try warnings("name: A\nbg-tasks:\n  - id: a.b\n    kind: continued\n") == [
                "3: warning: bg-tasks[0].kind: continued tasks run on ios26 only"
            ])
    }

    @Test func anUnknownKindIsAProblemInTheHouseStyle() {
        #expect(
            problems("name: A\nbg-tasks:\n  - id: a.b\n    kind: nightly\n")
                == ["4: bg-tasks[0].kind: expected refresh, processing or continued, found 'nightly'"])
    }

    @Test func aStrategyOnARefreshTaskIsAProblem() {
        #expect(
            problems("name: A\nmodes: [fetch]\nbg-tasks:\n  - id: a.b\n    kind: refresh\n    strategy: queue\n")
                == ["6: bg-tasks[0].strategy: only a continued task has strategy; this is a refresh task"])
    }

    @Test func anIdListedTwiceIsAProblem() {
        #expect(
            problems("name: A\nmodes: [fetch]\nbg-tasks:\n  - id: a.b\n    kind: refresh\n  - id: a.b\n    kind: refresh\n")
                == ["6: bg-tasks[1].id: 'a.b' is listed twice (first on line 4)"])
    }

    @Test func progressUnderOneSecondIsAProblem() {
        #expect(
            problems("name: A\nbg-tasks:\n  - id: a.b\n    kind: continued\n    progress-every: 500ms\n")
                == ["5: bg-tasks[0].progress-every: expected at least 1s or never, found 500ms"])
    }

    /// Work that took no time, resubmitted with no earliest date, ran again in the same moment
    /// without end: a BG task's work takes at least 1 s.
    @Test func aTaskWorkUnderOneSecondIsAProblem() {
        #expect(
            problems("name: A\nmodes: [processing]\nbg-tasks:\n  - id: a.b\n    kind: processing\n    duration: 0s\n")
                == ["6: bg-tasks[0].duration: expected at least 1s or never, found 0s"])
        #expect(problems("name: A\nmodes: [processing]\nbg-tasks:\n  - id: a.b\n    kind: processing\n    duration: 1s\n") == [])
    }

    @Test func aNegativeEarliestIsAProblem() {
        #expect(
            problems("name: A\nmodes: [fetch]\nbg-tasks:\n  - id: a.b\n    kind: refresh\n    earliest: -1h\n")
                == ["6: bg-tasks[0].earliest: negative duration '-1h'; expected 0s or more"])
    }

    @Test func aBooleanKeyTakesTrueOrFalse() {
        #expect(
            problems("name: A\nmodes: [fetch]\nbg-tasks:\n  - id: a.b\n    kind: refresh\n    resubmit: maybe\n")
                == ["6: bg-tasks[0].resubmit: expected true or false, found 'maybe'"])
    }

    @Test func warningsLoadTheAppAndAManifestSetKeepsThemApartFromProblems() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("a.yaml", "name: A\nmodes: [fetch]\nbg-tasks:\n  - id: a.b\n    kind: refresh\n    register: late\n")
        let set = ManifestSet(files: [file])
        #expect(set.problems.isEmpty)
        #expect(set.apps.map(\.name) == ["A"])
        #expect(
            set.warnings.map(\.description) == [
                "\(file):4: warning: bg-tasks[0].register: late: the app will crash at launch (task-registration)"
            ])
        let loaded = try AppCatalog.loaded(only: dir.path)
        #expect(loaded.warnings.count == 1)
    }
}

/// The rule book's §11.1–11.2: the mistakes of issue 29 load with a warning.
@Suite struct WhyNotManifestTests {
    @Test func aHandlerRegisteredTwiceIsAWarningTheAppWillCrashAtEveryLaunch() throws {
        let yaml = "name: A\nmodes: [fetch]\nbg-tasks:\n  - id: a.b\n    kind: refresh\n    register: twice\n"
        #expect(
            try warnings(yaml) == [
                "4: warning: bg-tasks[0].register: twice: the second registration of 'a.b' raises: the app will crash at every launch (task-registration)"
            ])
    }

    @Test func codeLeftInTheAppDelegateOfASceneAppIsAWarningApplicationDidEnterBackgroundIsNotCalled() throws {
        let yaml = "name: A\nscenes: true\nlifecycle-code: app-delegate\n"
        let found = try warnings(yaml)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("3: warning: applicationDidEnterBackground is not called for a scene app: ") == true)
        let spec = try ManifestParser.manifest(text: yaml, file: "app.yaml").spec
        #expect(spec.lifecycleCode == .appDelegate)
        #expect(try warnings("name: A\nlifecycle-code: app-delegate\n").isEmpty)
        #expect(try warnings("name: A\nscenes: true\nlifecycle-code: scene\n").isEmpty)
    }

    @Test func aLifecycleCodeOtherThanSceneOrAppDelegateIsAProblem() throws {
        #expect(throws: (any Error).self) { try ManifestParser.manifest(text: "name: A\nlifecycle-code: delegate\n", file: "app.yaml") }
    }
}
