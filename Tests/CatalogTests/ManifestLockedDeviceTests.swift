import Lifecycle
import Support
import Testing

@testable import Catalog

/// The manifest's keys for the locked device (§11.6): their words, their defaults, and an
/// unknown word refused at its line.
@Suite struct ManifestLockedDeviceTests {
    private func read(_ yaml: String) -> (spec: AppSpec?, problems: [String]) {
        let set = ManifestSet(manifests: [(file: "kite.yaml", text: yaml)])
        return (set.apps.first, set.problems.map { "\($0.line): \($0.message)" })
    }

    @Test func theLockedDeviceKeysDefaultToUntilFirstUnlockFailReleasedAndFalse() throws {
        let spec = try #require(read("name: Kite\n").spec)
        #expect(spec.dataProtection == .untilFirstUnlock)
        #expect(spec.lockedData == .fail)
        #expect(spec.fileLock == .released)
        #expect(!spec.readsDataBeforeMain)
    }

    @Test func theLockedDeviceKeysReadEveryWord() throws {
        for protection in DataProtection.allCases {
            for behaviour in LockedDataBehaviour.allCases {
                for hold in FileLockHold.allCases {
                    let yaml =
                        "name: Kite\ndata-protection: \(protection.rawValue)\nlocked-data: \(behaviour.rawValue)\n"
                        + "file-lock: \(hold.rawValue)\nreads-data-before-main: true\n"
                    let spec = try #require(read(yaml).spec)
                    #expect(spec.dataProtection == protection && spec.lockedData == behaviour && spec.fileLock == hold)
                    #expect(spec.readsDataBeforeMain)
                }
            }
        }
    }

    @Test func anUnknownProtectionClassOrBehaviourIsRefusedAtItsLine() {
        let result = read("name: Kite\ndata-protection: sometimes\nlocked-data: panic\nfile-lock: maybe\nreads-data-before-main: often\n")
        #expect(result.spec == nil)
        #expect(
            result.problems == [
                "2: data-protection: expected complete, complete-unless-open, until-first-unlock or none, found 'sometimes'",
                "3: locked-data: expected wait, fail or log-out, found 'panic'",
                "4: file-lock: expected released or held, found 'maybe'",
                "5: reads-data-before-main: expected true or false, found 'often'",
            ])
    }
}
