import Testing

@testable import Lifecycle

/// `EventName.ordinal` is read from the enum's tag (the event history's bits and every
/// Set or Dictionary of names use it): it must be each name's place in `allCases`, and the
/// names must stay fewer than 256 for the tag to be one byte.
struct EventNameOrdinalTests {
    @Test func everyEventNameHasItsPlaceInAllCasesAsItsOrdinal() {
        #expect(EventName.allCases.count <= 256)
        for (place, name) in EventName.allCases.enumerated() {
            #expect(name.ordinal == place, "\(name.rawValue)")
        }
    }

    @Test func twoEventNamesHashAlikeOnlyWhenTheyAreTheSameName() {
        let names = Set(EventName.allCases)
        #expect(names.count == EventName.allCases.count)
        let hashes = Set(EventName.allCases.map(\.hashValue))
        #expect(hashes.count == EventName.allCases.count)
    }
}
