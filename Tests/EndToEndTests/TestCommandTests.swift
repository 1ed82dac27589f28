import Foundation
import TestHarness
import Testing

/// `appdeck test PATH… [--junit FILE] [--keep-going]`: scripts as tests, for CI.
struct TestCommandTests {
    /// The shipped example: the manual's why-not scripts, one file per row of its table.
    static let examples = Manual.root.appendingPathComponent("Sources/Scenario/Examples/why-not").path

    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
    }

    func folder(_ scripts: [String: String]) throws -> String {
        let dir = try AppdeckProcess.temporaryDirectory()
        for (name, text) in scripts { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        return dir
    }

    @Test func theShippedWhyNotExamplesPassAndTheirJUnitFileValidates() throws {
        let dir = try AppdeckProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try AppdeckProcess.run(["test", Self.examples, "--junit", dir + "/junit.xml"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count >= 21)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("✓ ") && $0.hasSuffix(" ms") })
        #expect(lines.last == "\(lines.count - 1) passed, 0 failed")
        let suite = try JUnitSchema.validate(Data(contentsOf: URL(fileURLWithPath: dir + "/junit.xml"))).get()
        #expect(suite.cases.count == lines.count - 1)
        #expect(suite.cases.first?.attributes["name"] == "01-the-simulator")
    }

    @Test func aFolderOfThreeScriptsOneFailingShowsTheFailureWithItsLineInTheTerminalAndTheXML() throws {
        let dir = try folder([
            "a.deck": "launch Mail\nexpect Mail active\n",
            "b.deck": "launch Mail\nhome\nexpect Mail active\nexpect Mail suspended\n",
            "c.deck": "# appdeck: --profile ios13\nlaunch Feed\nhome\nexpect Feed had BGTaskSubmitted com.appdeck.feed.refresh\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try AppdeckProcess.run(["test", ".", "--junit", "out.xml", "--keep-going"], directory: dir)
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("✓ a "))
        #expect(lines[1] == "✗ b: ./b.deck:3: expected Mail to be active, but it is background")
        #expect(lines[2] == "    ./b.deck:4: expected Mail to be suspended, but it is background")
        #expect(lines[3].hasPrefix("✓ c "))
        #expect(lines[4] == "2 passed, 1 failed")
        let suite = try JUnitSchema.validate(Data(contentsOf: URL(fileURLWithPath: dir + "/out.xml"))).get()
        #expect(
            suite.cases[1].failure
                == "./b.deck:3: expected Mail to be active, but it is background\n./b.deck:4: expected Mail to be suspended, but it is background"
        )
    }

    @Test func withoutKeepGoingAScriptStopsAtItsFirstFailedExpect() throws {
        let dir = try folder(["b.deck": "launch Mail\nexpect Mail background\nexpect Mail suspended\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try AppdeckProcess.run(["test", "b.deck"], directory: dir)
        #expect(result.status == 1)
        #expect(result.stdout == "✗ b: b.deck:2: expected Mail to be background, but it is active\n0 passed, 1 failed\n")
    }

    @Test func aMissingPathIsAUsageErrorAndLeavesTheJUnitFileAlone() throws {
        let dir = try folder(["out.xml": "keep me"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try AppdeckProcess.run(["test", "nowhere", "--junit", "out.xml"], directory: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("'nowhere': no such file or folder"))
        #expect(try String(contentsOfFile: dir + "/out.xml", encoding: .utf8) == "keep me")
    }

    @Test func aScriptThatDoesNotParseIsAnErrorExitingTwo() throws {
        let dir = try folder(["a.deck": "lanch Mail\n", "b.deck": "launch Mail\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try AppdeckProcess.run(["test", ".", "--junit", "out.xml"], directory: dir)
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("✗ a: ./a.deck:1:1: unknown command 'lanch'"))
        let suite = try JUnitSchema.validate(Data(contentsOf: URL(fileURLWithPath: dir + "/out.xml"))).get()
        #expect(suite.cases[0].error != nil)
    }

    @Test func aHeaderLineGivesTheScriptsProfileDeviceAndApps() throws {
        let dir = try folder([
            "sim.deck":
                "# appdeck: --profile ios13 --device simulator\nlaunch Feed\nhome\nexpect Feed had BGTaskSubmitFailed unavailable\n",
            "bad.deck": "# appdeck: --profile ios99\nlaunch Feed\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try AppdeckProcess.run(["test", "sim.deck", "bad.deck"], directory: dir)
        #expect(result.stdout.hasPrefix("✓ sim "))
        #expect(result.stdout.contains("✗ bad: bad.deck:1: expected a profile (ios6, ios7, ios13, ios26), not 'ios99'"))
        #expect(result.status == 2)
    }

    @Test func runKeepGoingReportsEveryFailedExpect() throws {
        let result = try AppdeckProcess.runScript("launch Mail\nexpect Mail background\nexpect Mail suspended\n", ["--keep-going"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "script.deck:2: expected Mail to be background, but it is active\nscript.deck:3: expected Mail to be suspended, but it is active\n"
        )
    }

    // Issue 44, item 14.

    @Test func aScriptNamedTwiceRunsOnce() throws {
        let dir = try folder(["a.deck": "launch Mail\n", "b.deck": "launch Notes\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try AppdeckProcess.run(["test", ".", ".", "a.deck", "./b.deck"], directory: dir)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.stdout)")
        #expect(lines.last == "2 passed, 0 failed")
    }

    @Test func aScriptThatCannotRunIsAnErrorInTheSummaryAsInTheJUnitFile() throws {
        let dir = try folder(["a.deck": "lanch Mail\n", "b.deck": "launch Mail\nexpect Mail suspended\n", "c.deck": "launch Mail\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try AppdeckProcess.run(["test", ".", "--junit", "out.xml"], directory: dir)
        #expect(result.stdout.split(separator: "\n").last == "1 passed, 1 failed, 1 error", "\(result.stdout)")
        let suite = try JUnitSchema.validate(Data(contentsOf: URL(fileURLWithPath: dir + "/out.xml"))).get()
        #expect(suite.attributes["failures"] == "1" && suite.attributes["errors"] == "1")
    }

    @Test func aFailedTestcaseCarriesTheFileAndLineOfItsFirstFailedExpect() throws {
        let dir = try folder(["b.deck": "launch Mail\nhome\nexpect Mail active\nexpect Mail suspended\n", "a.deck": "launch Mail\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try AppdeckProcess.run(["test", ".", "--junit", "out.xml", "--keep-going"], directory: dir)
        let suite = try JUnitSchema.validate(Data(contentsOf: URL(fileURLWithPath: dir + "/out.xml"))).get()
        #expect(suite.cases[1].attributes["file"] == "./b.deck")
        #expect(suite.cases[1].attributes["line"] == "3")
        #expect(suite.cases[0].attributes["line"] == nil, "a passed testcase has no line")
    }
}
