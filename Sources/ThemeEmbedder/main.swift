// Writes a Swift file that carries the text of each theme file, so the binary needs no
// files at run time: `ThemeEmbedder OUTPUT FILE...`. Run by the EmbedThemes build plugin on
// the files of the top-level themes/ folder, the one copy people edit.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: ThemeEmbedder OUTPUT FILE...\n".utf8))
    exit(2)
}

/// A raw string literal that holds `text` exactly: more `#` than any run in the text.
func literal(_ text: String) -> String {
    var longest = 0, run = 0
    for character in text {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

var source = """
    // Generated at build time from the top-level themes/ folder by the EmbedThemes plugin.

    /// The text of each bundled theme file, by name (the file name without `.yaml`), in name order.
    let bundledThemeFiles: [(name: String, text: String)] = [

    """
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        FileHandle.standardError.write(Data("ThemeEmbedder: cannot read \(path) as UTF-8 text\n".utf8))
        exit(1)
    }
    let name = url.deletingPathExtension().lastPathComponent
    source += "    (\"\(name)\", \(literal(text))),\n"
}
source += "]\n"
do {
    try source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("ThemeEmbedder: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
