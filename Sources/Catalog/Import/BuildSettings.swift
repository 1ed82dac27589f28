/// Xcode build settings as an Info.plist in a project holds them: `$(VAR)`, `${VAR}` and
/// `$(VAR:modifier)` (the modifier is ignored: the value is used as it is), and the values
/// `appdeck apps import --set VAR=VALUE` gives them.
public struct BuildSettings: Sendable, Equatable {
    /// The values given, by variable name.
    public private(set) var values: [String: String] = [:]

    public init(_ values: [String: String] = [:]) { self.values = values }

    /// One reference to a build setting in a text: where it is, as written, and its name.
    struct Reference: Equatable {
        var range: Range<String.Index>
        var written: String
        var name: String
    }

    /// Reads `--set` arguments (`VAR=VALUE`, the value may be empty or hold `=`); the message
    /// of the first malformed or repeated one.
    public static func parse(_ arguments: [String]) -> Result<BuildSettings, OptionProblem> {
        var settings = BuildSettings()
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "="), isName(argument[..<equals]) else {
                return .failure(
                    OptionProblem(
                        option: "--set \(argument)",
                        message: "expected VAR=VALUE, VAR a build setting's name (letters, digits, _), e.g. --set PRODUCT_NAME=Feed"))
            }
            let name = String(argument[..<equals])
            if settings.values[name] != nil {
                return .failure(OptionProblem(option: "--set \(argument)", message: "\(name) is set twice"))
            }
            settings.values[name] = String(argument[argument.index(after: equals)...])
        }
        return .success(settings)
    }

    /// `text` with every reference to a setting that has a value replaced by the value, and
    /// the references left as they were.
    public func expand(_ text: String) -> (text: String, unexpanded: [(name: String, written: String)]) {
        let references = Self.references(in: text)
        guard !references.isEmpty else { return (text, []) }
        var result = ""
        var unexpanded: [(name: String, written: String)] = []
        var position = text.startIndex
        for reference in references {
            result += text[position..<reference.range.lowerBound]
            if let value = values[reference.name] {
                result += value
            } else {
                result += reference.written
                unexpanded.append((reference.name, reference.written))
            }
            position = reference.range.upperBound
        }
        result += text[position...]
        return (result, unexpanded)
    }

    /// Whether `text` refers to a build setting (and so is not yet what the built app has).
    public static func hasReference(_ text: String) -> Bool { !references(in: text).isEmpty }

    /// The build settings `text` refers to, in order. A `$(` or `${` not closed, or closed
    /// around something that is not a name (with an optional `:modifier`), is not a reference.
    static func references(in text: String) -> [Reference] {
        var found: [Reference] = []
        var index = text.startIndex
        while let dollar = text[index...].firstIndex(of: "$") {
            let open = text.index(after: dollar)
            index = open
            guard open < text.endIndex, text[open] == "(" || text[open] == "{" else { continue }
            let close: Character = text[open] == "(" ? ")" : "}"
            let inside = text.index(after: open)
            guard let end = text[inside...].firstIndex(where: { $0 == close || $0 == "$" }), text[end] == close else { continue }
            let body = text[inside..<end]
            let name = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard isName(name) else { continue }
            let range = dollar..<text.index(after: end)
            found.append(Reference(range: range, written: String(text[range]), name: String(name)))
            index = range.upperBound
        }
        return found
    }

    /// A build setting's name: a letter or `_`, then letters, digits and `_` (ASCII).
    static func isName(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || isLetter(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || ("0"..."9").contains($0) }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
}

/// A command-line option of `apps import` that cannot be used: `--set X: expected …`.
public struct OptionProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The option as given (`--kind com.x=nightly`).
    public var option: String
    public var message: String

    public init(option: String, message: String) { self.option = option; self.message = message }

    public var description: String { "\(option): \(message)" }
}
