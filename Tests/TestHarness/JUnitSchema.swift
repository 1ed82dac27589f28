import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checks a JUnit XML file against the structure CI systems read (the Jenkins / Ant JUnit
/// schema): a `testsuite` root (or `testsuites` around one) with `name`, `tests`, `failures`,
/// `errors` and `time`; `testcase` elements with `name`, `classname` and `time`; in a
/// testcase at most one `failure` or `error`, with a `message`; the counts matching the
/// elements and every time a non-negative decimal.
public enum JUnitSchema {
    /// What a parsed file holds: its cases with their failure messages (nil: passed).
    public struct Suite {
        public var attributes: [String: String] = [:]
        public var cases: [(attributes: [String: String], failure: String?, error: String?)] = []
    }

    /// The file's suite, or the schema's violations.
    public static func validate(_ data: Data) -> Result<Suite, Violations> {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            return .failure(Violations(list: ["not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")"]))
        }
        var problems = reader.problems
        let suite = reader.suite
        for key in ["name", "tests", "failures", "errors", "time"] where suite.attributes[key] == nil {
            problems.append("testsuite has no \(key)")
        }
        if Int(suite.attributes["tests"] ?? "") != suite.cases.count { problems.append("tests is not the number of testcases") }
        if Int(suite.attributes["failures"] ?? "") != suite.cases.filter({ $0.failure != nil }).count {
            problems.append("failures is not the number of failure elements")
        }
        if Int(suite.attributes["errors"] ?? "") != suite.cases.filter({ $0.error != nil }).count {
            problems.append("errors is not the number of error elements")
        }
        for time in [suite.attributes["time"]] + suite.cases.map({ $0.attributes["time"] }) {
            guard let time, let seconds = Double(time), seconds >= 0 else {
                problems.append("a time is not a non-negative decimal: \(time ?? "none")")
                continue
            }
        }
        for testcase in suite.cases {
            for key in ["name", "classname", "time"] where testcase.attributes[key] == nil { problems.append("testcase has no \(key)") }
        }
        return problems.isEmpty ? .success(suite) : .failure(Violations(list: problems))
    }

    public struct Violations: Error, CustomStringConvertible {
        public var list: [String]
        public var description: String { list.joined(separator: "\n") }
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var suite = Suite()
        var problems: [String] = []
        private var path: [String] = []
        private var suites = 0

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let parent = path.last
            path.append(name)
            switch (parent, name) {
            case (nil, "testsuites"): break
            case (nil, "testsuite"), ("testsuites", "testsuite"):
                suites += 1
                if suites > 1 { problems.append("more than one testsuite") }
                suite.attributes = attributes
            case ("testsuite", "testcase"): suite.cases.append((attributes, nil, nil))
            case ("testcase", "failure"), ("testcase", "error"):
                guard let message = attributes["message"] else {
                    problems.append("\(name) has no message")
                    return
                }
                let last = suite.cases.count - 1
                if suite.cases[last].failure != nil || suite.cases[last].error != nil {
                    problems.append("a testcase with more than one failure or error")
                }
                if name == "failure" { suite.cases[last].failure = message } else { suite.cases[last].error = message }
            case ("testsuite", "properties"), ("properties", "property"), ("testsuite", "system-out"), ("testsuite", "system-err"),
                ("testcase", "system-out"), ("testcase", "system-err"), ("testcase", "skipped"):
                break
            default: problems.append("<\(name)> is not allowed in <\(parent ?? "the document")>")
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            path.removeLast()
        }
    }
}
