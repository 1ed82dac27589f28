// Writes a Swift file that carries the text of each file given, so the binary needs no
// files at run time: `FileEmbedder OUTPUT CONSTANT FOLDER FILE...` makes
// `let CONSTANT: [(name: String, text: String)]`, each name the file's name without its
// extension, in the order given. Run by the EmbedFiles build plugin (themes/, Demos/).
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: FileEmbedder OUTPUT CONSTANT FOLDER FILE...\n".utf8))
    exit(2)
}
let (output, constant, folder) = (arguments[0], arguments[1], arguments[2])

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
    // Generated at build time from the \(folder)/ folder by the EmbedFiles plugin.

    /// The text of each file of \(folder)/, by name (the file name without its extension), in name order.
    let \(constant): [(name: String, text: String)] = [

    """
for path in arguments.dropFirst(3) {
    let url = URL(fileURLWithPath: path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        FileHandle.standardError.write(Data("FileEmbedder: cannot read \(path) as UTF-8 text\n".utf8))
        exit(1)
    }
    let name = url.deletingPathExtension().lastPathComponent
    source += "    (\"\(name)\", \(literal(text))),\n"
}
source += "]\n"
do {
    try source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("FileEmbedder: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
