import Foundation
import TestHarness
import Testing

/// The Architecture article's code map matches the tree: every Swift file it names exists,
/// every area folder of the engine, the command language, the catalog and the command line is
/// on the map, and no module's root keeps more than 15 Swift files.
@Suite struct CodeMapTests {
    static let article = "Sources/DeckUI/DeckUI.docc/Architecture.md"

    /// Every path of the repository's Sources and Tests, from the root.
    static func files() throws -> [String] {
        let root = Manual.root.path
        var paths: [String] = []
        for top in ["Sources", "Tests"] {
            guard let walker = FileManager.default.enumerator(atPath: "\(root)/\(top)") else { continue }
            while let next = walker.nextObject() as? String { paths.append("\(top)/\(next)") }
        }
        return paths
    }

    /// The inline code spans of a text that name a Swift file (`Holds/HoldTable.swift`).
    static func swiftFiles(in text: String) -> Set<String> {
        var names: Set<String> = []
        for (index, piece) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        where index % 2 == 1 && piece.hasSuffix(".swift") && !piece.contains(" ") && !piece.contains("<")
            && !piece.contains("AREA")
        {
            names.insert(String(piece))
        }
        return names
    }

    /// The article up to its table of old names (which names files that are gone on purpose).
    static func map() throws -> String {
        let text = try String(contentsOfFile: "\(Manual.root.path)/\(article)", encoding: .utf8)
        return text.components(separatedBy: "\n## Renamed")[0]
    }

    @Test func everySwiftFileTheCodeMapNamesExists() throws {
        let text = try Self.map()
        let files = try Self.files()
        let named = Self.swiftFiles(in: text)
        #expect(named.count > 20)
        for name in named.sorted() {
            #expect(files.contains { $0 == name || $0.hasSuffix("/\(name)") }, "Architecture.md names \(name), which is not in the tree")
        }
    }

    @Test func everyAreaFolderIsOnTheCodeMap() throws {
        let text = try Self.map()
        for module in ["Lifecycle", "Scenario", "Catalog", "appdeck"] {
            let path = "\(Manual.root.path)/Sources/\(module)"
            for entry in try FileManager.default.contentsOfDirectory(atPath: path) where !entry.contains(".") {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: "\(path)/\(entry)", isDirectory: &isFolder), isFolder.boolValue else {
                    continue
                }
                #expect(text.contains("\(entry)/"), "Sources/\(module)/\(entry)/ is not on the code map")
            }
        }
    }

    @Test func noModuleRootKeepsMoreThanFifteenSwiftFiles() throws {
        let sources = "\(Manual.root.path)/Sources"
        for module in try FileManager.default.contentsOfDirectory(atPath: sources) {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "\(sources)/\(module)")) ?? []
            let swift = entries.filter { $0.hasSuffix(".swift") }
            #expect(swift.count <= 15, "Sources/\(module) keeps \(swift.count) Swift files at its root")
        }
    }
}
