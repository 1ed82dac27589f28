import SourceImport
import TestHarness
import Testing

/// The manual's table of findings ("From the app's source folder") has a row for every token
/// the import reports, in the contract's spelling.
@Suite struct ManualTableTests {
    static let tokens = [
        FindingToken.registeredLate, FindingToken.notRegistered, FindingToken.registeredTwice, FindingToken.notPermitted,
        FindingToken.modeMissing, FindingToken.modeUnused, FindingToken.notCompleted, FindingToken.submittedInAppDelegate,
        FindingToken.noExpirationHandler, FindingToken.resubmittedOnForeground, FindingToken.voipNotReported,
        FindingToken.serviceExtensionNoTimeWillExpire, FindingToken.fetchCompletionNotCalled,
        FindingToken.backgroundTaskNoExpiration, FindingToken.completeProtectionInBackground, FindingToken.twoRefreshTasks,
        FindingToken.legacyFetch,
    ]

    @Test func theManualsTableOfFindingsHasARowForEveryToken() throws {
        let section = try #require(try Manual.section("From the app's source folder"))
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for token in Self.tokens {
            #expect(rows.contains { $0.contains("`\(token)`") }, "no row for \(token)")
        }
    }
}
