import Lifecycle
import Support

/// `appdeck compare --format`.
public enum CompareFormat: String, CaseIterable, Sendable {
    case text, jsonl, csv
}
