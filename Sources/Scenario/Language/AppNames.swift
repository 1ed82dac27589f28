import Lifecycle
import Support

/// The one way an app name written by a person (in a script or the `:` palette) is matched
/// against the catalog: ignoring case, to the catalog's spelling. A name that matches no app
/// gets one message everywhere: `unknown app 'Mial' (did you mean 'Mail'?)`, naming every
/// equally likely app when several are (`unknown app 'Ma' (did you mean 'Mail' or 'Maps'?)`).
public struct AppNames: Sendable {
    /// The catalog's names, in catalog order.
    public let names: [String]
    private let byLowercased: [String: String]

    public init(_ names: [String]) {
        self.names = names
        byLowercased = Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The catalog's spelling of `written`; throws the message for a name it does not have.
    public func resolve(_ written: String) throws(UnknownApp) -> String {
        guard let name = byLowercased[written.lowercased()] else {
            throw UnknownApp(message: "unknown app \(written.quoted)" + Suggestion.hint(for: written, in: names))
        }
        return name
    }

    /// `command` with the app it names (if any) in the catalog's spelling.
    public func resolve(_ command: Command) throws(UnknownApp) -> Command {
        guard let written = CommandLanguage.appName(in: command) else { return command }
        let name = try resolve(written)
        return name == written ? command : CommandLanguage.replacingAppName(in: command, with: name)
    }
}

/// A name the catalog does not have, with the message to show for it.
public struct UnknownApp: Error, Hashable, Sendable, CustomStringConvertible {
    /// `unknown app 'Mial' (did you mean 'Mail'?)`.
    public var message: String
    public var description: String { message }
}
