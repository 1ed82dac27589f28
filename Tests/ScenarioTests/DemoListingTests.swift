import Scenario
import TestHarness
import Testing

/// `appdeck demo` as the manual shows it: each demo with its length at 1×.
struct DemoListingTests {
    @Test func theManualShowsTheDemoListWithTheLengths() throws {
        #expect(try Manual.contains("```\n$ appdeck demo\n" + Demo.listing + "```\n"))
    }

    @Test func everyDemoIsListedWithItsLength() {
        for demo in Demo.all {
            #expect(Demo.listing.contains(demo.name), "\(demo.name)")
            #expect(demo.length != nil, "\(demo.name) has no measured length")
        }
    }
}
