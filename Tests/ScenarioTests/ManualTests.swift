import Foundation
import TestHarness
import Testing

/// The manual (README.md and the articles of Sources/*/*.docc) reads as plain Markdown on a
/// forge: every relative link between its files resolves, to a file and, when it names one,
/// to a heading of that file.
@Suite struct ManualTests {
    /// The targets of the Markdown links `[text](target)` of a page, outside code.
    static func links(in text: String) -> [String] {
        var links: [String] = []
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle() }
            if fenced { continue }
            // Inline code spans are the odd pieces between backticks.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                links.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return links
    }

    /// The anchor a forge gives a heading: lower case, spaces to hyphens, punctuation dropped.
    static func anchor(_ title: String) -> String {
        String(
            title.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
    }

    @Test func everyRelativeLinkOfTheManualResolvesToAFileAndHeading() throws {
        let pages = try Manual.pages()
        #expect(pages.count > 1)
        var checked = 0
        for page in pages {
            let directory = page.url.deletingLastPathComponent()
            for link in Self.links(in: page.text) where !link.contains("://") && !link.hasPrefix("mailto:") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? page.url : directory.appendingPathComponent(parts[0]).standardizedFileURL
                checked += 1
                guard FileManager.default.fileExists(atPath: target.path) else {
                    Issue.record("\(page.path): the link \(link) names no file")
                    continue
                }
                if parts.count == 2, target.pathExtension == "md" {
                    let text = try String(contentsOf: target, encoding: .utf8)
                    let anchors = Manual.headings(in: text).map { Self.anchor($0.title) }
                    #expect(anchors.contains(parts[1]), "\(page.path): the link \(link) names no heading of its file")
                }
            }
        }
        #expect(checked > 0)
    }

    @Test func theReadmeIsAtMostFourHundredLinesAndLinksEveryArticle() throws {
        let readme = try Manual.page("README.md").text
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 400, "README.md has \(lines) lines: the reference goes into an article (Sources/*/*.docc)")
        let links = Set(Self.links(in: readme).map { String($0.prefix { $0 != "#" }) })
        for path in try Manual.paths() where path != "README.md" {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            // A module's catalog page (Lifecycle.md in Lifecycle.docc) is DocC's; the README links the articles.
            if path.hasSuffix(".docc/" + name), path.contains("/" + name.dropLast(3) + ".docc/") { continue }
            #expect(links.contains(path), "the README links \(path)")
        }
    }

    /// DocC drops an article whose file is named as a symbol of its module (`Dashboard.md`
    /// beside `struct Dashboard`), and reads ``X`` as a link to the symbol X.
    @Test func theArticlesBuildAsDocCCatalogs() throws {
        for path in try Manual.paths() where path.hasPrefix("Sources/") {
            let parts = path.split(separator: "/").map(String.init)
            let module = parts[1], name = String(parts[3].dropLast(3))
            let moduleDirectory = Manual.root.appendingPathComponent("Sources/\(module)")
            let enumerator = FileManager.default.enumerator(atPath: moduleDirectory.path)
            while let file = enumerator?.nextObject() as? String, name != module {
                guard file.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: moduleDirectory.appendingPathComponent(file), encoding: .utf8)
                // Top-level declarations only: a nested type's name does not collide.
                for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
                    let words = line.split(separator: " ").filter { !["public", "final", "indirect"].contains($0) }
                    guard words.count > 1, ["struct", "enum", "class", "protocol", "actor", "typealias"].contains(words[0]) else {
                        continue
                    }
                    let declared = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    #expect(declared != name, "\(path) is named as \(line) in \(module)/\(file): DocC would drop the article")
                }
            }
            var fenced = false
            for line in try Manual.page(path).text.split(separator: "\n") {
                // A fence may be indented, inside a list item.
                let isFence = line.drop { $0 == " " }.hasPrefix("```")
                if isFence { fenced.toggle() }
                if fenced || isFence { continue }
                let pieces = line.components(separatedBy: "``")
                for (index, piece) in pieces.enumerated() where index % 2 == 1 {
                    #expect(
                        piece.allSatisfy { $0.isLetter || $0.isNumber || "_./():-".contains($0) },
                        "\(path): ``\(piece)`` is not a symbol link; DocC reads double backticks as one")
                }
            }
        }
    }

    @Test func theLinkReaderFindsLinksOutsideCodeOnly() {
        let text =
            "See [Keys](Keys.md#the-keys) and `[not](code.md)`.\n```\n[not](block.md)\n```\n[RuleBook](../Lifecycle.docc/RuleBook.md)\n"
        #expect(Self.links(in: text) == ["Keys.md#the-keys", "../Lifecycle.docc/RuleBook.md"])
        #expect(Self.anchor("§2 Delegate callbacks, in order") == "2-delegate-callbacks-in-order")
    }
}
