import Foundation

/// The manual: README.md and the articles of the DocC catalogs beside the code
/// (Sources/*/*.docc/*.md). Tests that keep the manual true find a block in whichever page
/// holds it, so a section can move from the README into an article (or between articles)
/// and its checks follow it; `APPDECK_UPDATE_README=1` rewrites a generated block in the page
/// that holds it.
public enum Manual {
    /// One file of the manual.
    public struct Page: Sendable {
        /// Where the file is.
        public var url: URL
        /// Its path from the repository's root, e.g. `README.md`.
        public var path: String
        public var text: String
    }

    /// The repository's root (this file is Tests/TestHarness/Manual.swift).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// True when `APPDECK_UPDATE_README=1`: checks of generated blocks rewrite them instead.
    public static var updating: Bool { ProcessInfo.processInfo.environment["APPDECK_UPDATE_README"] == "1" }

    /// The paths of the manual's files from the root: README.md first, then the articles in
    /// path order.
    public static func paths() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        var articles: [String] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let targetDirectory = sources.appendingPathComponent(target)
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: targetDirectory.path) else { continue }
            for catalog in entries.sorted() where catalog.hasSuffix(".docc") {
                let files = try FileManager.default.contentsOfDirectory(atPath: targetDirectory.appendingPathComponent(catalog).path)
                articles += files.sorted().filter { $0.hasSuffix(".md") }.map { "Sources/\(target)/\(catalog)/\($0)" }
            }
        }
        return ["README.md"] + articles
    }

    /// Every page, read now (a test that rewrote one sees its new text).
    public static func pages() throws -> [Page] {
        try paths().map { path in
            let url = root.appendingPathComponent(path)
            return Page(url: url, path: path, text: try String(contentsOf: url, encoding: .utf8))
        }
    }

    /// The page at `path` from the root.
    public static func page(_ path: String) throws -> Page {
        let url = root.appendingPathComponent(path)
        return Page(url: url, path: path, text: try String(contentsOf: url, encoding: .utf8))
    }

    /// True when one page of the manual holds `text` whole.
    public static func contains(_ text: String) throws -> Bool {
        try pages().contains { $0.text.contains(text) }
    }

    /// The page that holds `text`, if any does.
    public static func page(holding text: String) throws -> Page? {
        try pages().first { $0.text.contains(text) }
    }

    /// The text from `marker` to the end of the page that holds it.
    public static func text(from marker: String) throws -> String? {
        for page in try pages() {
            if let start = page.text.range(of: marker) { return String(page.text[start.lowerBound...]) }
        }
        return nil
    }

    /// The section whose heading is `title` at any level (`# Themes`, `## Themes`...): its
    /// text after the heading line, up to the next heading of the same or a higher level, or
    /// the page's end. Lines in fenced code blocks are not headings. Nil when no page has it.
    public static func section(_ title: String) throws -> String? {
        for page in try pages() {
            if let section = section(title, in: page.text) { return section }
        }
        return nil
    }

    /// The section titled `title` in `text` (see `section(_:)`).
    public static func section(_ title: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var fenced = false
        var start: (index: Int, level: Int)?
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { fenced.toggle() }
            guard !fenced, let heading = heading(line) else { continue }
            if let open = start {
                if heading.level <= open.level {
                    return lines[(open.index + 1)..<index].joined(separator: "\n") + "\n"
                }
            } else if heading.title == title {
                start = (index, heading.level)
            }
        }
        guard let open = start else { return nil }
        return lines[(open.index + 1)...].joined(separator: "\n")
    }

    /// The headings of a page, in order, outside fenced code blocks.
    public static func headings(in text: String) -> [(level: Int, title: String)] {
        var fenced = false
        var headings: [(level: Int, title: String)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle() }
            if !fenced, let heading = heading(line) { headings.append(heading) }
        }
        return headings
    }

    static func heading(_ line: Substring) -> (level: Int, title: String)? {
        let level = line.prefix { $0 == "#" }.count
        guard (1...6).contains(level), line.dropFirst(level).first == " " else { return nil }
        return (level, String(line.dropFirst(level + 1)))
    }

    /// A generated block: the text between the `start` and `end` marker lines in the page
    /// that holds them. With `APPDECK_UPDATE_README=1` it writes `generated` there and
    /// returns it; otherwise it returns what the page has, for the test to compare.
    public static func generatedBlock(start: String, end: String, generated: String) throws -> String? {
        for var page in try pages() {
            guard let from = page.text.range(of: start),
                let to = page.text.range(of: end, range: from.upperBound..<page.text.endIndex)
            else { continue }
            if updating {
                page.text.replaceSubrange(from.upperBound..<to.lowerBound, with: generated)
                try page.text.write(to: page.url, atomically: true, encoding: .utf8)
                return generated
            }
            return String(page.text[from.upperBound..<to.lowerBound])
        }
        return nil
    }
}
