import Lifecycle
import Support

/// What a script asks `appdeck test` to run it with, in one comment line among its first
/// comment lines: `# appdeck: --profile ios13 --device simulator --apps manifests` (the
/// manual's Scripts.md). `--apps` is a folder relative to the script's own folder.
public struct ScriptHeader: Hashable, Sendable {
    public var profile: Profile?
    public var device: DeviceKind?
    public var apps: String?

    /// The prefix of the header line.
    public static let prefix = "# appdeck:"

    public init(profile: Profile? = nil, device: DeviceKind? = nil, apps: String? = nil) {
        self.profile = profile; self.device = device; self.apps = apps
    }

    /// The header of the script `text` (none: every value nil); only the comment and blank
    /// lines before the first command are read. A header that does not parse is a problem at
    /// its line.
    public init(parsing text: String, file: String) throws(Problem) {
        self.init()
        for (index, raw) in Script.splitLines(text).enumerated() {
            let line = Script.trimmed(raw)
            guard line.isEmpty || line.hasPrefix("#") else { return }
            guard line.hasPrefix(Self.prefix) else { continue }
            let words = line.dropFirst(Self.prefix.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            try read(words, at: Problem(file: file, line: index + 1, message: ""))
            return
        }
    }

    private mutating func read(_ words: [String], at place: Problem) throws(Problem) {
        func problem(_ message: String) -> Problem {
            var p = place
            p.message = message
            return p
        }
        var rest = words[...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { throw problem("\(option.quoted) needs a value") }
            switch option {
            case "--profile":
                guard let p = Profile(rawValue: value) else {
                    throw problem(
                        "expected a profile (" + Profile.allCases.map(\.rawValue).joined(separator: ", ") + "), not \(value.quoted)")
                }
                profile = p
            case "--device":
                guard let d = DeviceKind(rawValue: value) else {
                    throw problem("expected \(DeviceKind.namesInASentence), not \(value.quoted)")
                }
                device = d
            case "--apps": apps = value
            default: throw problem("unknown option \(option.quoted) (a header gives --profile, --device and --apps)")
            }
        }
    }
}
