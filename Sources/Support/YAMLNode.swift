import Yams

/// A node of a YAML document as AppDeck reads its files (manifests, themes, settings.yaml):
/// a scalar's text, a mapping's pairs in the file's order, or a list, each with the line and
/// column where it starts. Support's own type, so that Yams stays behind `YAMLDocument`: no
/// other module imports it. (An alias is read as the node it refers to.)
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        /// A scalar's text, as written (without its quotes).
        case scalar(String)
        /// The pairs of a mapping, in order.
        case mapping([(key: YAMLNode, value: YAMLNode)])
        case sequence([YAMLNode])
    }

    public var content: Content
    /// Where the node starts in its file (1-based); 1 for a node made to be written.
    public var line: Int
    public var column: Int
    /// A plain empty scalar, `~` or `null` (a quoted `'null'` is text).
    public var isNull: Bool

    /// A scalar, to be written (`YAMLDocument.text(of:)`).
    public init(_ text: String) {
        content = .scalar(text); line = 1; column = 1; isNull = false
    }

    /// A mapping, to be written, its keys in this order.
    public init(pairs: [(key: String, value: YAMLNode)]) {
        content = .mapping(pairs.map { (YAMLNode($0.key), $0.value) }); line = 1; column = 1; isNull = false
    }

    /// The scalar's text; nil for a mapping or a list.
    public var string: String? {
        if case .scalar(let text) = content { text } else { nil }
    }

    /// The mapping's pairs, in order; nil for a scalar or a list.
    public var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = content { pairs } else { nil }
    }

    /// The list's items; nil for a scalar or a mapping.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { items } else { nil }
    }

    /// In a mapping, the value of the first key spelled `key`.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.string == key }?.value
    }
}

extension YAMLNode {
    /// Yams' node as AppDeck's (composed nodes always carry their place).
    init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            content = .scalar(scalar.string)
        case .mapping(let mapping):
            content = .mapping(mapping.map { (YAMLNode($0.key), YAMLNode($0.value)) })
        case .sequence(let sequence):
            content = .sequence(sequence.map(YAMLNode.init))
        case .alias:
            // Compose replaces an alias by the node it names; none is ever left.
            content = .scalar("")
        }
        line = node.mark?.line ?? 1
        column = node.mark?.column ?? 1
        isNull = node.null != nil
    }

    /// Yams' node for writing.
    var yams: Node {
        switch content {
        case .scalar(let text): Node(text)
        case .mapping(let pairs): Node(pairs.map { ($0.key.yams, $0.value.yams) })
        case .sequence(let items): Node(items.map(\.yams))
        }
    }
}

extension YAMLDocument {
    /// The YAML text of `node` (Unicode written as it is); empty if Yams cannot write it.
    public static func text(of node: YAMLNode) -> String {
        (try? Yams.serialize(node: node.yams, allowUnicode: true)) ?? ""
    }
}
