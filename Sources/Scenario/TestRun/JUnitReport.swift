import Support

/// The outcome of one script run as a test by `appdeck test`.
public struct ScriptTestResult: Hashable, Sendable {
    /// The script's name without `.deck` (`why-not`).
    public var name: String
    /// The folder the script is in, as given (the JUnit classname).
    public var folder: String
    /// The script's path, as given.
    public var file: String
    /// How long it took, in milliseconds of real time.
    public var milliseconds: Int
    /// Every failed `expect` (and what stopped the script), each with its FILE:LINE.
    public var failures: [Problem]
    /// The script could not be run at all (it does not parse, an app or a header is wrong):
    /// a JUnit error rather than a failure.
    public var isError: Bool

    public init(name: String, folder: String, file: String, milliseconds: Int, failures: [Problem], isError: Bool = false) {
        self.name = name; self.folder = folder; self.file = file
        self.milliseconds = milliseconds; self.failures = failures; self.isError = isError
    }

    public var passed: Bool { failures.isEmpty }
}

/// JUnit XML as CI systems read it (Jenkins, GitLab, GitHub actions' reporters): one
/// `testsuite` with `name`, `tests`, `failures`, `errors`, `skipped` and `time`, a `testcase`
/// per script with `name`, `classname`, `file`, `line` (a failed script's first failed
/// `expect`, as pytest's XML has it) and `time`, and for a failed script one
/// `failure` (or `error`) whose `message` gives each failed `expect` with its FILE:LINE.
/// Text is escaped for XML 1.0, and the characters it does not allow are left out.
public enum JUnitReport {
    public static func xml(_ results: [ScriptTestResult], suite: String = "appdeck test") -> String {
        let failures = results.filter { !$0.passed && !$0.isError }.count
        let errors = results.filter(\.isError).count
        let total = results.reduce(0) { $0 + $1.milliseconds }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuite name=\"\(escape(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\""
        out += " errors=\"\(errors)\" skipped=\"0\" time=\"\(seconds(total))\">\n"
        for result in results {
            out += "  <testcase name=\"\(escape(result.name))\" classname=\"\(escape(result.folder))\""
            out += " file=\"\(escape(result.file))\""
            if let line = result.failures.first?.line, line > 0 { out += " line=\"\(line)\"" }
            out += " time=\"\(seconds(result.milliseconds))\""
            guard !result.passed else {
                out += "/>\n"
                continue
            }
            let element = result.isError ? "error" : "failure"
            let lines = result.failures.map(\.description)
            out += ">\n    <\(element) message=\"\(escape(lines.joined(separator: "\n")))\""
            out += " type=\"\(result.isError ? "script" : "expect")\">\(escape(lines.joined(separator: "\n"), inAttribute: false))"
            out += "</\(element)>\n  </testcase>\n"
        }
        return out + "</testsuite>\n"
    }

    /// Milliseconds as seconds with three decimals: `0.012`.
    static func seconds(_ milliseconds: Int) -> String {
        let ms = max(0, milliseconds)
        let frac = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }

    /// `text` as XML 1.0 character data or an attribute's value: the five special characters
    /// as entities, line breaks and tabs in an attribute as character references (a parser
    /// would fold them into spaces), and the characters XML 1.0 does not allow (the C0 controls
    /// but tab, line feed and carriage return; U+FFFE and U+FFFF) left out.
    public static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += inAttribute ? "&quot;" : "\""
            case "'": out += inAttribute ? "&apos;" : "'"
            case "\n": out += inAttribute ? "&#10;" : "\n"
            case "\r": out += "&#13;"
            case "\t": out += inAttribute ? "&#9;" : "\t"
            default:
                guard allowed(scalar) else { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether XML 1.0 allows the character (its Char production; the C1 controls are
    /// allowed but discouraged, and left out too).
    static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return false }
        return v != 0xFFFE && v != 0xFFFF
    }
}
