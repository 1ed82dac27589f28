import Foundation
import Scenario
import TestHarness
import Testing

/// The manual's causes, one script each, run through the real binary: "why didn't my task
/// run?" (`why-not`, issue 29), "why wasn't my push delivered?" (`pushes`, §11.5) and the
/// locked device (`locked`, §11.6). Each folder's `*.deck` files are its causes, run with
/// `--apps` its `apps` folder and what the script's `# appdeck:` header line asks (as
/// `appdeck test` does); the text output is the golden beside it (APPDECK_UPDATE_GOLDENS=1
/// rewrites them) and every expect in it holds. A new cause is a new `.deck` file.
@Suite(.serialized)
struct CauseGoldenTests {
    static let folders = ["why-not", "pushes", "locked", "widgets"]

    /// `folder/cause`, for every script of every folder, sorted.
    static let causes: [String] = folders.flatMap { folder in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".deck") }.sorted().map { folder + "/" + $0.dropLast(".deck".count) }
    }

    static func directory(_ folder: String) -> URL { GoldenTests.goldenDirectory.appendingPathComponent(folder) }

    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
    }

    @Test func everyFolderHasItsCauses() {
        for folder in Self.folders { #expect(Self.causes.contains { $0.hasPrefix(folder + "/") }, "\(folder) has no scripts") }
    }

    @Test(arguments: causes)
    func eachCausesRunIsItsGolden(cause: String) throws {
        let url = GoldenTests.goldenDirectory.appendingPathComponent(cause)
        let folder = url.deletingLastPathComponent()
        let script = try String(contentsOf: url.appendingPathExtension("deck"), encoding: .utf8)
        let header = try ScriptHeader(parsing: script, file: url.lastPathComponent + ".deck")
        var options = ["--apps", folder.appendingPathComponent(header.apps ?? "apps").path]
        if let profile = header.profile { options += ["--profile", profile.rawValue] }
        if let device = header.device { options += ["--device", device.rawValue] }
        let result = try AppdeckProcess.runScript(script, name: url.lastPathComponent + ".deck", options)
        #expect(result.status == 0, "\(result.stderr)")
        // The only thing on stderr: the manifests' warnings (Upload's continued task is ios26's).
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.contains(": warning: ") }, "\(result.stderr)")
        let golden = url.appendingPathExtension("txt")
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] == "1" {
            try Data(result.stdout.utf8).write(to: golden)
        }
        #expect(result.stdout == (try String(contentsOf: golden, encoding: .utf8)))
    }
}
