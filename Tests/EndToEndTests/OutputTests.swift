import Foundation
import TestHarness
import Testing

/// Output that cannot be written is never lost silently: the subcommands say so on stderr
/// and exit 1.
struct OutputTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    static let message = "appdeck: cannot write to standard output: No space left on device\n"

    func script(_ text: String) throws -> String {
        let path = config + "-script.deck"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(arguments: ["text", "jsonl"])
    func runToAFullDeviceSaysSoAndExits1(format: String) throws {
        let path = try script("launch Mail\nwait 30s\nhome\nwait 1m\n")
        let run = try Shell.run("\"$APPDECK\" run --format \(format) \(path) > /dev/full")
        #expect(run.status == 1)
        #expect(run.stderr == Self.message)
    }

    @Test func aScriptFailureOnAFullDeviceReportsBothAndExits1() throws {
        let path = try script("launch Mail\nexpect Mail suspended\n")
        let run = try Shell.run("\"$APPDECK\" run \(path) > /dev/full")
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix(Self.message))
        #expect(run.stderr.contains(":2: "), "the failed expect, with its line")
    }

    @Test(arguments: ["apps", "apps check MANIFEST", "themes", "themes check dark"])
    func theListingsToAFullDeviceSayItToo(subcommand: String) throws {
        let manifest = config + "-courier.yaml"
        try "name: Courier\n".write(toFile: manifest, atomically: true, encoding: .utf8)
        let command = subcommand.replacingOccurrences(of: "MANIFEST", with: manifest)
        let run = try Shell.run("\"$APPDECK\" \(command) > /dev/full", environment: ["XDG_CONFIG_HOME": config])
        #expect(run.status == 1)
        #expect(run.stderr.hasSuffix(Self.message))
    }

    @Test func everyEventOfALongRunReachesAPipe() throws {
        let path = try script("launch Mail\nlaunch Weather\nhome\nwait 48h\n")
        let all = try Shell.run("\"$APPDECK\" run --format jsonl \(path)")
        let counted = try Shell.run("\"$APPDECK\" run --format jsonl \(path) | wc -l")
        #expect(all.status == 0 && counted.status == 0)
        #expect(Int(counted.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) == all.stdout.split(separator: "\n").count)
        #expect(all.stdout.utf8.count > 1 << 16, "more than one block of output")
    }
}
