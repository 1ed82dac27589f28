import Lifecycle
import Support
import Testing

@testable import Catalog

/// Every kind of problem a manifest can have, with its message and line.
@Suite struct ManifestProblemTests {
    static let appKeys =
        "name, symbol, summary, memory, modes, launch-time, did-enter-background, tasks, "
        + "transfers, fetch, silent-push, audio, location, voip, accessory, newsstand, snapshot, "
        + "background-ui-update, will-terminate-work, scenes, permitted-identifiers, bg-tasks, lifecycle-code, "
        + "data-protection, locked-data, file-lock, reads-data-before-main, voip-call, notification-service, widget, live-activity"

    @Test func anUnknownTopLevelKeyIsNamedWithTheKeysAllowed() {
        #expect(
            problems("name: Kite\ncolour: red\n")
                == ["2: unknown key 'colour'; allowed keys: \(Self.appKeys)"])
    }

    @Test func anUnknownNestedKeyNamesItsMappingAndTheKeysAllowedThere() {
        let yaml = """
            name: Kite
            modes: [fetch]
            fetch:
              minimum-interval: 15m
              duration: 3s
              every: 1m
            """
        #expect(
            problems(yaml)
                == ["6: unknown key 'every' in fetch; allowed keys: minimum-interval, duration, result"])
    }

    @Test func anUnknownKeyInATaskNamesTheTask() {
        let yaml = """
            name: Kite
            did-enter-background:
              tasks:
                - name: save
                  duration: 2s
                  priority: high
            """
        #expect(
            problems(yaml) == [
                "6: unknown key 'priority' in did-enter-background.tasks[0]; allowed keys: name, thread, duration, expiration"
            ])
    }

    @Test func aMissingRequiredKeyIsReportedAtItsMapping() {
        #expect(problems("symbol: ✎\nsummary: nameless\n") == ["1: missing key 'name'"])
        let yaml = """
            name: Kite
            tasks:
              - at: 5s
                name: sync
            """
        #expect(problems(yaml) == ["3: missing key 'duration' in tasks[1]"])
    }

    @Test func aValueOfTheWrongTypeSaysWhatWasExpectedAndWhatWasFound() {
        #expect(problems("name: Kite\nmodes: fetch\n") == ["2: modes: expected a list, found 'fetch'"])
        #expect(problems("name: Kite\nmemory: [90MB]\n") == ["2: memory: expected a size such as 50MB, found a list"])
        #expect(
            problems("name: Kite\nmodes: [fetch]\nfetch: [15m]\n")
                == ["3: fetch: expected a mapping (keys minimum-interval, duration, result), found a list"])
        #expect(
            problems("name: Kite\nsnapshot:\n  - {a: b}\n")
                == ["3: snapshot: expected a line of text, found a mapping"])
        #expect(
            problems("name: Kite\nmodes: [audio]\naudio:\n")
                == ["3: audio: expected a mapping (keys playlist), found nothing"])
    }

    @Test func aNegativeDurationIsRefused() {
        #expect(
            problems("name: Kite\nlaunch-time: -5s\n")
                == ["2: launch-time: negative duration '-5s'; expected 0s or more"])
    }

    @Test(arguments: ["5 seconds", "5", "30m1h", "1.5s", "5x", "s", "1h1h"])
    func aMalformedDurationShowsTheSyntax(text: String) {
        #expect(
            problems("name: Kite\nwill-terminate-work: \(text)\n") == [
                "2: will-terminate-work: '\(text)' is not a duration; expected a whole number with a unit (h, m, s, ms), e.g. 250ms, 5s, 3m, 2h, 1h30m"
            ])
    }

    @Test func aDurationTooLargeToCountIsRefusedNotOverflowed() {
        #expect(
            problems("name: Kite\nlaunch-time: 99999999999999999999h\n")
                == ["2: launch-time: duration '99999999999999999999h' is longer than the maximum, 876000h (100 years)"])
        #expect(
            problems("name: Kite\nlaunch-time: 9000000000000000h\n")
                == ["2: launch-time: duration '9000000000000000h' is longer than the maximum, 876000h (100 years)"])
    }

    @Test func anIntervalOfZeroIsRefused() {
        #expect(
            problems("name: Kite\nmodes: [voip]\nvoip:\n  keep-alive: 0s\n")
                == ["4: voip.keep-alive: expected 10m or more (setKeepAliveTimeout's minimum), found '0s'"])
        #expect(
            problems("name: Kite\nmodes: [fetch]\nfetch:\n  minimum-interval: 0ms\n  duration: 1s\n")
                == ["4: fetch.minimum-interval: expected 1m or more, found '0ms'"])
    }

    /// Issue 25 item 1: a manifest of millisecond intervals passed the check and flooded the
    /// dashboard with events. Each interval has a floor, refused at its line.
    @Test func anIntervalBelowItsFloorIsRefusedAtItsLine() {
        let floors = [
            ("fetch", "minimum-interval", "1m", "", "59s999ms", "modes: [fetch]\nfetch:\n  duration: 1s\n  minimum-interval: "),
            (
                "voip", "keep-alive", "10m", " (setKeepAliveTimeout's minimum)", "9m59s",
                "modes: [voip]\nvoip:\n  handler-duration: 1s\n  keep-alive: "
            ),
            ("accessory", "interval", "1s", "", "999ms", "modes: [external-accessory]\naccessory:\n  # first\n  interval: "),
            ("location", "significant-changes", "1m", "", "1ms", "modes: [location]\nlocation:\n  navigation: 1m\n  significant-changes: "),
        ]
        for (feature, key, floor, why, below, head) in floors {
            #expect(
                problems("name: Kite\n" + head + below + "\n")
                    == ["5: \(feature).\(key): expected \(floor) or more\(why), found '\(below)'"])
            #expect(problems("name: Kite\n" + head + floor + "\n") == [], "\(feature).\(key): \(floor) is allowed")
        }
    }

    @Test func aMalformedSizeShowsTheSyntax() {
        #expect(
            problems("name: Kite\nmemory: lots\n") == [
                "2: memory: 'lots' is not a size; expected a number with a unit (B, KB, MB, GB), e.g. 900MB, 50 MB, 1.5GB"
            ])
        #expect(
            problems("name: Kite\nmemory: 90\n") == [
                "2: memory: '90' is not a size; expected a number with a unit (B, KB, MB, GB), e.g. 900MB, 50 MB, 1.5GB"
            ])
    }

    @Test func aNegativeOrEmptySizeIsRefused() {
        let yaml = """
            name: Kite
            transfers:
              - name: a
                size: -5MB
              - name: b
                size: 0MB
            """
        #expect(
            problems(yaml) == [
                "4: transfers[1].size: negative size '-5MB'; expected more than 0 bytes",
                "6: transfers[2].size: must be more than 0 bytes",
            ])
    }

    @Test func memoryMustBeAWholeNumberOfMegabytes() {
        #expect(problems("name: Kite\nmemory: 1500KB\n") == ["2: memory: expected a whole number of MB, e.g. 90MB"])
        #expect(problems("name: Kite\nmemory: 1.5B\n") == ["2: memory: '1.5B' is not a whole number of bytes"])
    }

    @Test func anUnknownBackgroundModeListsTheValidOnes() {
        #expect(
            problems("name: Kite\nmodes: [fetch, gps]\n") == [
                "2: unknown background mode 'gps'; valid modes: audio, location, voip, external-accessory, newsstand-content, fetch, remote-notification, processing"
            ])
    }

    @Test func aModeListedTwiceIsReported() {
        #expect(problems("name: Kite\nmodes:\n  - audio\n  - audio\n") == ["4: modes: 'audio' is listed twice"])
    }

    @Test(arguments: [
        ("fetch", "fetch", "minimum-interval: 15m\n  duration: 3s"),
        ("silent-push", "remote-notification", "duration: 2s"),
        ("audio", "audio", "playlist: 60m"),
        ("location", "location", "navigation: 45m"),
        ("voip", "voip", "keep-alive: 10m"),
        ("accessory", "external-accessory", "interval: 1m"),
        ("newsstand", "newsstand-content", "issue-size: 50MB"),
    ])
    func aFeatureWithoutItsModeNamesTheModeItNeeds(key: String, mode: String, body: String) {
        #expect(
            problems("name: Kite\n\(key):\n  \(body)\n")
                == ["2: \(key) needs the background mode '\(mode)' in modes"])
    }

    @Test func anExpirationHandlerThatEndsItsTaskFiveSecondsLateOrMoreIsATaskThatEndsAfterItIsExpired() {
        let yaml = """
            name: Kite
            did-enter-background:
              tasks:
                - name: save
                  duration: 1m
                  expiration: end-task after 5s
            transfers:
              - name: upload
                size: 10MB
                ios6-expiration: end-task after 1m
            """
        #expect(
            problems(yaml) == [
                "6: a task that ends after it is expired: did-enter-background.tasks[0].expiration ends the task 5s after the handler runs, but the app is terminated 5s after it; expected less than 5s",
                "10: a task that ends after it is expired: transfers[1].ios6-expiration ends the task 1m after the handler runs, but the app is terminated 5s after it; expected less than 5s",
            ])
    }

    @Test func anExpirationHandlerThatEndsItsTaskJustInTimeIsAccepted() throws {
        let spec = try app(
            """
            name: Kite
            did-enter-background:
              tasks:
                - {name: save, duration: 1m, expiration: end-task after 4s999ms}
            """)
        #expect(spec.didEnterBackground.tasks.first?.expiration == .endTask(after: .ms(4999)))
    }

    @Test func aMalformedExpirationHandlerShowsTheChoices() {
        #expect(
            problems("name: Kite\ntasks:\n  - {at: 1s, name: a, duration: 1s, expiration: stop}\n") == [
                "3: tasks[1].expiration: unknown expiration handler 'stop'; expected nothing, end-task, or end-task after DURATION"
            ])
        #expect(
            problems("name: Kite\ntasks:\n  - {at: 1s, name: a, duration: 1s, expiration: end-task after soon}\n") == [
                "3: tasks[1].expiration: 'soon' is not a duration; expected a whole number with a unit (h, m, s, ms), e.g. 250ms, 5s, 3m, 2h, 1h30m"
            ])
    }

    @Test func anUnknownThreadResultOrTransferStartShowsTheChoices() {
        #expect(
            problems("name: Kite\ntasks:\n  - {at: 1s, name: a, duration: 1s, thread: ui}\n")
                == ["3: tasks[1].thread: unknown thread 'ui'; expected one of main, background"])
        #expect(
            problems("name: Kite\nmodes: [remote-notification]\nsilent-push: {duration: 2s, result: ok}\n")
                == ["3: silent-push.result: unknown result 'ok'; expected one of newData, noData, failed"])
        #expect(
            problems("name: Kite\ntransfers:\n  - {name: a, size: 1MB, start: on launch}\n") == [
                "3: transfers[1].start: unknown start 'on launch'; expected enter-background or DURATION after launch (e.g. 30s after launch)"
            ])
    }

    @Test func anUnknownSnapshotPlaceholderListsTheValidOnes() {
        #expect(
            problems("name: Kite\nsnapshot:\n  - Updated {time}\n  - \"{fetches} fetches, {date}\"\n")
                == ["4: unknown snapshot placeholder '{date}'; valid placeholders: {time}, {fetches}"])
    }

    @Test(arguments: ["maybe", "1", "[true]", "~"])
    func scenesTakesTrueOrFalseAndNothingElse(_ value: String) {
        let found = ["[true]": "a list", "~": "nothing"][value] ?? "'\(value)'"
        #expect(problems("name: Kite\nscenes: \(value)\n") == ["2: scenes: expected true or false, found \(found)"])
    }

    @Test(arguments: [("true", true), ("false", false), ("yes", true), ("no", false), ("On", true), ("off", false)])
    func scenesReadsTheBooleansTheSettingsFileReads(_ value: String, _ expected: Bool) throws {
        #expect(try app("name: Kite\nscenes: \(value)\n").scenes == expected)
    }
}
