import Foundation
import TestHarness
import Testing

/// The binary with hostile or unlucky input: files of any kind and size, and text full of
/// escape sequences. Nothing written to stdout or stderr carries a control character from
/// the input; every error names the file and the real cause.
@Suite(.serialized)
struct UntrustedInputTests {
    /// A manifest whose texts hold escape sequences: an OSC 52 that would set the clipboard,
    /// a screen clear, a bell, a CSI in its one-byte form.
    static let evilManifest = """
        name: Evil
        summary: "\\e]52;c;aGVsbG8=\\a pwned"
        tasks:
          - {at: 0s, name: "\\e[2J\\x9b31m wipe", duration: 5s}
        snapshot:
          - "\\e[31m red"
        """

    /// Control characters an output may carry only as text: none but the line feed.
    static func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
            .map { String($0.value, radix: 16) }
    }

    func appsDirectory(_ files: [String: String]) throws -> String {
        let dir = try AppdeckProcess.temporaryDirectory()
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        return dir
    }

    @Test func runPrintsTextFromManifestsWithItsControlCharactersSpelledOut() throws {
        let apps = try appsDirectory(["evil.yaml": Self.evilManifest])
        let text = try AppdeckProcess.runScript("launch Evil\nwait 6s\n", ["--apps", apps])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(Self.rawControls(text.stdout).isEmpty, "\(text.stdout)")
        #expect(text.stdout.contains("task 1 \"\\e[2J\\u{9b}31m wipe\""), "\(text.stdout)")
        let jsonl = try AppdeckProcess.runScript("launch Evil\nwait 6s\n", ["--apps", apps, "--format", "jsonl"])
        #expect(Self.rawControls(jsonl.stdout).isEmpty, "\(jsonl.stdout)")
        #expect(jsonl.stdout.contains(#""name":"\u001b[2J\u009b31m wipe""#), "\(jsonl.stdout)")
    }

    @Test func appsListsSummariesSpelledOutAndChecksRefuseControlCharactersInNames() throws {
        let apps = try appsDirectory(["evil.yaml": Self.evilManifest])
        let list = try AppdeckProcess.run(["apps", "--apps", apps])
        #expect(list.status == 0)
        #expect(Self.rawControls(list.stdout).isEmpty, "\(list.stdout)")
        #expect(list.stdout.contains("Evil      -                           \\e]52;c;aGVsbG8=\\u{7} pwned"), "\(list.stdout)")
        let bad = try appsDirectory(["bad.yaml": "name: \"Ma\\e[8mil\"\nsymbol: \"\\e\"\n"])
        let check = try AppdeckProcess.run(["apps", "check", bad + "/bad.yaml"])
        #expect(check.status == 1)
        #expect(
            check.stdout == """
                \(bad)/bad.yaml:1: name: 'Ma\\e[8mil' contains a control character; a name is one word of visible characters
                \(bad)/bad.yaml:2: symbol: '\\e' is not one narrow character (it is a control character); expected one character one column wide, such as ✉ ♪ ☀ ✎

                """)
    }

    @Test func themesListAndCheckSpellOutControlCharactersOfFilesAndNames() throws {
        let config = try AppdeckProcess.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: config + "/appdeck/themes", withIntermediateDirectories: true)
        try "description: \"\\e[2J wipes\"\n".write(
            toFile: config + "/appdeck/themes/wipe\u{1B}[5m.yaml", atomically: true, encoding: .utf8)
        let list = try AppdeckProcess.run(["themes"], environment: ["XDG_CONFIG_HOME": config])
        #expect(list.status == 0)
        #expect(Self.rawControls(list.stdout).isEmpty, "\(list.stdout)")
        #expect(list.stdout.contains("wipe\\e[5m"), "\(list.stdout)")
        #expect(list.stdout.contains("\\e[2J wipes"), "\(list.stdout)")
        let check = try AppdeckProcess.run(["themes", "check", "/none/\u{9B}2J.yaml"], environment: ["XDG_CONFIG_HOME": config])
        #expect(check.status == 1)
        #expect(check.stdout == "/none/\\u{9b}2J.yaml: cannot read: no such file or directory\n")
    }

    @Test func errorMessagesSpellOutControlCharactersAndCutLongWords() throws {
        let missing = try AppdeckProcess.run(["run", "\u{1B}]52;c;aGk=\u{7}.deck"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "\\e]52;c;aGk=\\u{7}.deck: cannot read: no such file or directory\n")
        let word = String(repeating: "x", count: 1_500_000)
        let script = try AppdeckProcess.runScript("launch M\u{1B}[2Jail\n\(word)\nwait \(word)\n", name: "long.deck")
        #expect(script.status == 2)
        #expect(
            script.stderr == """
                long.deck:2:1: unknown command '\(String(repeating: "x", count: 40))…'
                long.deck:3:6: expected a duration like 5s, 250ms or 1h30m, not '\(String(repeating: "x", count: 40))…' \
                (usage: wait DURATION or wait until APP EVENT [REASON] [within DURATION])

                """)
        let apps = try AppdeckProcess.runScript("launch M\u{1B}[2Jail\nlaunch ma\n", name: "apps.deck")
        #expect(
            apps.stderr == """
                apps.deck:1:8: unknown app 'M\\e[2Jail'; the catalog has the built-in apps only: no --apps folder was loaded
                apps.deck:2:8: unknown app 'ma' (did you mean 'Mail' or 'Maps'?); the catalog has the built-in apps only: no --apps folder was loaded

                """)
        let option = try AppdeckProcess.run(["--profile", "\u{1B}[31mios9"])
        #expect(option.status == 2)
        #expect(Self.rawControls(option.stderr).isEmpty, "\(option.stderr)")
        #expect(option.stderr.contains("\\e[31mios9"), "\(option.stderr)")
    }

    @Test func runReadsAnyReadableFileAndStopsAnEndlessOneAtTheLimit() throws {
        let zero = try AppdeckProcess.run(["run", "/dev/zero"])
        #expect(zero.status == 2)
        #expect(
            zero.stderr
                == "/dev/zero: larger than 4 MB, the most AppDeck reads of a script, manifest, theme or settings file; stopped reading\n")
        let substituted = try AppdeckProcess.run(
            ["-c", "exec \"$0\" run <(printf 'lock\\nunlock\\n') --format jsonl", AppdeckProcess.binary],
            executable: "/bin/bash")
        #expect(substituted.status == 0, "\(substituted.stderr)")
        #expect(substituted.stdout.split(separator: "\n").count == 4)
        let dir = try AppdeckProcess.temporaryDirectory()
        let fifo = dir + "/script.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let fed = try AppdeckProcess.run(
            [
                "-c", "printf 'lock\\n' > \"$1\" & exec \"$0\" run \"$1\" --format jsonl",
                AppdeckProcess.binary, fifo,
            ], executable: "/bin/sh")
        #expect(fed.status == 0, "\(fed.stderr)")
        #expect(fed.stdout.contains("DeviceLocked"))
    }

    @Test func aFileThatIsNotUTF8NamesTheLineOfTheFirstBadByte() throws {
        let dir = try AppdeckProcess.temporaryDirectory()
        try Data(Array("lock\nunlock\n".utf8) + [0xFF] + Array("\nhome\n".utf8)).write(to: URL(fileURLWithPath: dir + "/bad.deck"))
        let result = try AppdeckProcess.run(["run", "bad.deck"], directory: dir)
        #expect(result.status == 2)
        #expect(result.stderr == "bad.deck:3: not UTF-8 text (a truncated or binary file?)\n")
    }
}
