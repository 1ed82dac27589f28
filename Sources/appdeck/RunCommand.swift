import ArgumentParser
import Catalog
import Foundation
import Lifecycle
import Scenario

/// `appdeck run`: a script on the virtual clock, as fast as possible, events to stdout.
/// Starts from factory settings: the dashboard's settings file is neither read nor written.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a script headless on the virtual clock and print its events.",
        discussion: """
            Exits 0 when the script ran and every expect held, 1 when an expect failed or a \
            command could not be carried out (FILE:LINE: why, on stderr), 2 for usage and parse \
            errors (FILE:LINE:COLUMN: why).

            THE COMMAND LANGUAGE


            """ + CommandLanguage.reference.dropLast()
    )

    /// `--format` values.
    enum FormatOption: String, CaseIterable, ExpressibleByArgument {
        case text, jsonl
        var format: EventFormat { self == .text ? .text : .jsonl }
    }

    /// `--profile` values.
    enum ProfileOption: String, CaseIterable, ExpressibleByArgument {
        case ios6, ios7, ios13
        var profile: Profile { Profile(rawValue: rawValue) ?? .default }
    }

    @Argument(help: "The script to run, or - to read it from standard input.")
    var script: String

    @Option(help: "text: aligned columns for people; jsonl: one JSON object per event.")
    var format: FormatOption = .text

    @Option(help: "The iOS generation to simulate at the start.")
    var profile: ProfileOption = .ios7

    @OptionGroup var catalog: CatalogOptions

    @Option(help: ArgumentHelp("Colour event names with this theme on a terminal (default: APPDECK_THEME, else dark; the settings file is not read).",
                               valueName: "NAME|PATH"))
    var theme: String?

    @Option(help: "Seed for the simulation's randomness: the same seed gives the same run.")
    var seed: UInt64 = 0

    func run() throws {
        let file = script == "-" ? "<stdin>" : script
        let text: String
        do {
            text = try readScript()
        } catch {
            Self.fail("appdeck run: cannot read \(file): \(error.message)")
            throw ExitCode(2)
        }
        let parsed: Script
        do {
            parsed = try Script(parsing: text, file: file)
        } catch {
            Self.fail(error.description)
            throw ExitCode(2)
        }
        let catalog = try catalog.load(exitingWith: 2)
        let escapes = try RunColors.kindEscapes(theme: theme, onTerminal: Self.colorOnStdout)
        let engine = Engine(apps: catalog, profile: profile.profile, seed: seed)
        let runner: ScriptRunner
        do {
            runner = try ScriptRunner(script: parsed, engine: engine)
        } catch {
            Self.fail(error.description)
            throw ExitCode(2)
        }

        var formatter: any EventFormatter = switch format.format {
        case .jsonl: JSONLFormatter()
        case .text: TextFormatter(appNames: catalog.map(\.name), kindEscapes: escapes)
        }
        var output = OutputBuffer()
        do {
            try runner.run { event in output.append(formatter.line(for: event)) }
        } catch {
            output.flush()
            Self.fail(error.description)
            throw ExitCode(1)
        }
        output.flush()
    }

    /// The script's text; throws a message naming what went wrong (`No such file or directory`).
    private func readScript() throws(ReadError) -> String {
        let fd = script == "-" ? 0 : open(script, O_RDONLY)
        guard fd >= 0 else { throw ReadError(String(cString: strerror(errno))) }
        defer { if fd != 0 { close(fd) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReadError(String(cString: strerror(errno)))
            }
            bytes += chunk[0..<n]
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw ReadError("not UTF-8 text") }
        return text
    }

    struct ReadError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// Colour only for a person: stdout is a terminal and NO_COLOR is not set.
    private static var colorOnStdout: Bool {
        isatty(1) == 1 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// Lines for stdout, written in large blocks.
private struct OutputBuffer {
    private var bytes: [UInt8] = []

    mutating func append(_ line: String) {
        bytes.append(contentsOf: line.utf8)
        bytes.append(0x0A)
        if bytes.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                break
            }
            written += n
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
