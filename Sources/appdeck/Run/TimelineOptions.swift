import ArgumentParser
import Foundation
import Lifecycle
import Support
import SupportIO
import Timeline

/// `appdeck run --format timeline`'s options: the width to fit, the window, ASCII only.
struct TimelineOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The width to fit the timeline to (default: the terminal's, else 100; at least \(TimelineText.minimumWidth)).",
            valueName: "N"))
    var width: Int?

    @Option(help: ArgumentHelp("Draw the timeline from this time of the run (a duration: 90s, 5m, 1h30m).", valueName: "T"))
    var from: SimDuration?

    @Option(help: ArgumentHelp("Draw the timeline up to this time (default: the end of the run).", valueName: "T"))
    var to: SimDuration?

    @Flag(help: "Draw the timeline in ASCII stand-ins (as without a UTF-8 locale).")
    var ascii = false

    /// Whether any of these options was given.
    var anyGiven: Bool { width != nil || from != nil || to != nil || ascii }

    func validate() throws {
        if let width, width < TimelineText.minimumWidth {
            throw ValidationError("--width must be at least \(TimelineText.minimumWidth), got \(width)")
        }
        if let from, let to, to <= from {
            throw ValidationError("--to (\(to)) must come after --from (\(from))")
        }
    }

    /// The text for people: the width given, else the terminal's, else 100; ASCII when asked
    /// or when the locale says it is not UTF-8.
    func text(environment: [String: String] = ProcessInfo.processInfo.environment) -> TimelineText {
        let locale =
            environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LC_CTYPE"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"] ?? ""
        let utf8 = locale.isEmpty || locale.uppercased().replacingOccurrences(of: "-", with: "").contains("UTF8")
        return TimelineText(width: width ?? Self.terminalWidth ?? 100, ascii: ascii || !utf8)
    }

    /// The columns of the terminal on stdout, if stdout is one.
    static var terminalWidth: Int? {
        guard let size = Platform.windowSize(1), size.columns > 0 else { return nil }
        return size.columns
    }
}

extension SimDuration: ExpressibleByArgument {
    public init?(argument: String) {
        guard case .success(let value) = SimDuration.parse(argument) else { return nil }
        self = value
    }
}
