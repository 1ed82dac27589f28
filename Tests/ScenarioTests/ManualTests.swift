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

    @Test func theLinkReaderFindsLinksOutsideCodeOnly() {
        let text =
            "See [Keys](Keys.md#the-keys) and `[not](code.md)`.\n```\n[not](block.md)\n```\n[RuleBook](../Lifecycle.docc/RuleBook.md)\n"
        #expect(Self.links(in: text) == ["Keys.md#the-keys", "../Lifecycle.docc/RuleBook.md"])
        #expect(Self.anchor("§2 Delegate callbacks, in order") == "2-delegate-callbacks-in-order")
    }
}
