import Foundation
import Support

/// What `appdeck apps import` reads of an Info.plist, read with Foundation's
/// PropertyListSerialization (XML or binary; a key given twice is read as Foundation reads it:
/// the last wins). A key of the wrong type is a problem naming its key path (`UIBackgroundModes`,
/// `BGTaskSchedulerPermittedIdentifiers[2]`: items count from 0, as in Xcode's plist editor).
public struct InfoPlist: Sendable, Equatable {
    public var displayName: String?
    public var bundleName: String?
    public var bundleIdentifier: String?
    /// UIBackgroundModes as written; nil when the key is absent.
    public var backgroundModes: [String]?
    /// BGTaskSchedulerPermittedIdentifiers as written; nil when the key is absent.
    public var permittedIdentifiers: [String]?
    /// Whether UIApplicationSceneManifest is present (whatever it holds).
    public var hasSceneManifest = false
    /// Every build setting referred to anywhere in the plist (for `--set`, which must name one).
    public var settingNames: Set<String> = []

    public init() {}

    static let displayNameKey = "CFBundleDisplayName", bundleNameKey = "CFBundleName"
    static let identifierKey = "CFBundleIdentifier", modesKey = "UIBackgroundModes"
    static let permittedKey = "BGTaskSchedulerPermittedIdentifiers", sceneKey = "UIApplicationSceneManifest"

    /// Reads the bytes of a plist file; `file` names it in problems.
    public static func read(_ bytes: [UInt8], file: String) throws(Problem) -> InfoPlist {
        let value: Any
        var format = PropertyListSerialization.PropertyListFormat.xml
        do {
            value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
        } catch {
            throw Problem(file: file, line: 0, message: notAPlist(bytes, error))
        }
        // What is left of a binary plist's header can read as an old-style (OpenStep) string.
        if bytes.starts(with: damagedBinary.prefix) && format != .binary {
            throw Problem(file: file, line: 0, message: damagedBinary.message)
        }
        // Any text without plist syntax reads as an old-style (OpenStep) string: not a plist.
        if format == .openStep && !(value is [String: Any]) {
            throw Problem(file: file, line: 0, message: "not a property list (an Info.plist, XML or binary)")
        }
        guard let top = value as? [String: Any] else {
            throw Problem(
                file: file, line: 0, message: "the top level is \(describe(value)); an Info.plist holds a dictionary (<dict> in XML)")
        }
        var plist = InfoPlist()
        do throws(KeyProblem) {
            plist.displayName = try string(top, displayNameKey)
            plist.bundleName = try string(top, bundleNameKey)
            plist.bundleIdentifier = try string(top, identifierKey)
            plist.backgroundModes = try strings(top, modesKey)
            plist.permittedIdentifiers = try strings(top, permittedKey)
            if let scenes = top[sceneKey] {
                guard scenes is [String: Any] else { throw KeyProblem(path: sceneKey, expected: "a dictionary", found: describe(scenes)) }
                plist.hasSceneManifest = true
            }
        } catch {
            throw Problem(file: file, line: 0, message: "\(error.path): expected \(error.expected), found \(error.found)")
        }
        plist.settingNames = settingNames(in: top)
        return plist
    }

    private struct KeyProblem: Error {
        var path: String
        var expected: String
        /// What it holds instead, described.
        var found: String
    }

    private static func string(_ top: [String: Any], _ key: String) throws(KeyProblem) -> String? {
        guard let value = top[key] else { return nil }
        guard let text = value as? String else { throw KeyProblem(path: key, expected: "a string", found: describe(value)) }
        return text
    }

    private static func strings(_ top: [String: Any], _ key: String) throws(KeyProblem) -> [String]? {
        guard let value = top[key] else { return nil }
        guard let items = value as? [Any] else { throw KeyProblem(path: key, expected: "an array of strings", found: describe(value)) }
        var texts: [String] = []
        for (index, item) in items.enumerated() {
            guard let text = item as? String else {
                throw KeyProblem(path: "\(key)[\(index)]", expected: "a string", found: describe(item))
            }
            texts.append(text)
        }
        return texts
    }

    /// The names of the build settings in every key and string of the plist, walked with a
    /// stack of its own (no recursion: a deeply nested plist cannot exhaust the stack).
    private static func settingNames(in top: [String: Any]) -> Set<String> {
        var names: Set<String> = []
        var pending: [Any] = [top]
        while let value = pending.popLast() {
            if let text = value as? String {
                for reference in BuildSettings.references(in: text) { names.insert(reference.name) }
            } else if let dictionary = value as? [String: Any] {
                pending += Array(dictionary.keys) as [Any]
                pending += Array(dictionary.values)
            } else if let array = value as? [Any] {
                pending += array
            }
        }
        return names
    }

    /// How a message names what a key holds instead of what was expected.
    static func describe(_ value: Any) -> String {
        switch value {
        case let text as String: "a string (\(text.quoted))"
        case is Bool: "a boolean"
        case is NSNumber: "a number"
        case is Date: "a date"
        case is Data: "data"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        default: "a value of another type"
        }
    }

    private static let damagedBinary = (
        prefix: Array("bplist".utf8),
        message: "a binary property list that is truncated or damaged; PropertyListSerialization cannot read it"
    )

    /// Why the bytes are not a property list Foundation can read.
    private static func notAPlist(_ bytes: [UInt8], _ error: Error) -> String {
        if bytes.isEmpty { return "empty file; expected a property list (an Info.plist, XML or binary)" }
        if bytes.starts(with: damagedBinary.prefix) { return damagedBinary.message }
        let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        return "not a property list (an Info.plist, XML or binary)"
            + (reason.map { ": PropertyListSerialization says \($0.excerpt.quoted)" } ?? "")
    }
}
