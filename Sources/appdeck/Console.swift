import Foundation
import Support

/// Where `appdeck` writes text for people (all but the events of `appdeck run`, which their
/// formatter makes safe): each line passes through the sanitizer, so no control character
/// from a file, a script or an argument reaches the terminal (`\e`, `\u{9b}`; see
/// `ControlCharacters`).
enum Console {
    /// Writes `text` (one or more lines) to standard output.
    static func out(_ text: String) {
        print(lines(text), terminator: "")
    }

    /// Writes `text` (one or more lines) to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data(lines(text).utf8))
    }

    /// `text`'s lines made visible, each ended by a line break.
    private static func lines(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { String($0).visible + "\n" }.joined()
    }
}
