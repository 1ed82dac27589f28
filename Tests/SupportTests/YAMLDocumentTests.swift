import Support
import Testing

/// The one YAML loader: the node tree (Support's own nodes), and every syntax problem at its line.
struct YAMLDocumentTests {
    func problems(_ text: String) -> [String] {
        do {
            _ = try YAMLDocument.compose(text, file: "f.yaml")
            return []
        } catch {
            return error.list.map(\.description)
        }
    }

    @Test func aDocumentIsItsNodeTreeWithLines() throws {
        let root = try #require(try YAMLDocument.compose("name: Kite\nmemory: 50MB\n", file: "f.yaml"))
        #expect(root["memory"]?.line == 2)
        #expect(root["memory"]?.string == "50MB")
        #expect(try YAMLDocument.compose("# nothing\n", file: "f.yaml") == nil)
    }

    @Test func malformedYAMLIsAProblemAtItsLineAndColumn() {
        #expect(
            problems("name: Kite\n  summary: x\n") == [
                "f.yaml:2:10: malformed YAML: mapping values are not allowed in this context: "
                    + "expected each key at the indent of the keys beside it, and a value that holds ': ' in quotes"
            ])
        #expect(problems("a: 1\n---\nb: 2\n") == ["f.yaml:2:1: a second YAML document; the file holds one"])
    }

    /// The parser's most common complaints say what to write instead: a key out of line, a
    /// tab that indents.
    @Test func malformedYAMLSaysWhatWasExpected() {
        let tab = problems("name: Kite\n\tsummary: x\n")
        #expect(tab.count == 1 && tab[0].hasPrefix("f.yaml:2:") && tab[0].hasSuffix("expected spaces to indent, never tabs"), "\(tab)")
        let key = problems("widget:\n  policy: at-end\n entries: 3\n")
        #expect(key.count == 1 && key[0].contains("expected each key at the indent of the keys beside it"), "\(key)")
    }

    @Test func everyDuplicateKeyIsReportedAtItsOwnLine() {
        let text = """
            a: 1
            b:
              x: 1
              "x": 2
              x: 3
            a: 4
            c: [{k: 1, k: 2}]
            """
        #expect(
            problems(text) == [
                "f.yaml:4:3: duplicate key 'x'; line 3 has it already in this mapping",
                "f.yaml:5:3: duplicate key 'x'; line 3 has it already in this mapping",
                "f.yaml:6:1: duplicate key 'a'; line 1 has it already in this mapping",
                "f.yaml:7:12: duplicate key 'k'; line 7 has it already in this mapping",
            ])
    }
}
