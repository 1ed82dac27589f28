/// An expression as far as folding needs it: an identifier or a number built from literals,
/// names, members, `+` / `*` and interpolation. Anything else is `unknown`, described.
indirect enum IdExpr: Sendable, Equatable {
    case text(String)
    case number(Double)
    case name(String)
    /// `base.name`; `base` nil for an implicit member (`.refresh`).
    case member(IdExpr?, String)
    /// `Bundle.main.bundleIdentifier`: the plist's `$(PRODUCT_BUNDLE_IDENTIFIER)`.
    case bundleIdentifier
    /// Pieces joined: interpolation and `+` of strings.
    case concat([IdExpr])
    case product(IdExpr, IdExpr)
    case sum(IdExpr, IdExpr)
    case unknown(String)

    /// `a + b`: a sum of numbers or a concatenation of text, decided when folded.
    static func plus(_ a: IdExpr, _ b: IdExpr) -> IdExpr { .sum(a, b) }

    /// The expression with each of `names` standing for its value.
    func substituting(_ names: [String: IdExpr]) -> IdExpr {
        guard !names.isEmpty else { return self }
        switch self {
        case .name(let name): return names[name] ?? self
        case .member(let base, let name): return .member(base?.substituting(names), name)
        case .concat(let parts): return .concat(parts.map { $0.substituting(names) })
        case .product(let a, let b): return .product(a.substituting(names), b.substituting(names))
        case .sum(let a, let b): return .sum(a.substituting(names), b.substituting(names))
        case .text, .number, .bundleIdentifier, .unknown: return self
        }
    }

    /// The expression as the code wrote it, roughly (for notes).
    var written: String {
        switch self {
        case .text(let text): return "\"" + text + "\""
        case .number(let number): return number == number.rounded() ? String(Int(number)) : String(number)
        case .name(let name): return name
        case .member(let base, let name): return (base?.written ?? "") + "." + name
        case .bundleIdentifier: return "Bundle.main.bundleIdentifier"
        case .concat(let parts): return parts.map(\.written).joined(separator: " + ")
        case .product(let a, let b): return a.written + " * " + b.written
        case .sum(let a, let b): return a.written + " + " + b.written
        case .unknown(let text): return text
        }
    }
}

/// Declarations folding looks up, from every file read.
struct Declarations: Sendable {
    /// `let NAME = …` (global, static, member or computed with one expression), by name.
    var constants: [String: [Constant]] = [:]
    /// Enums with raw values: type → case → raw value.
    var enumCases: [String: [String: IdExpr]] = [:]
    /// Type → what it inherits or conforms to.
    var inheritance: [String: [String]] = [:]
    /// Type → its properties' types where the code writes them (`let store: Store`,
    /// `static let shared = Manager()`).
    var propertyTypes: [String: [String: String]] = [:]

    struct Constant: Sendable {
        var typeName: String?
        var value: IdExpr
        var place: Place
    }

    mutating func merge(_ other: Declarations) {
        for (name, list) in other.constants { constants[name, default: []] += list }
        for (type, cases) in other.enumCases { enumCases[type, default: [:]].merge(cases) { first, _ in first } }
        for (type, list) in other.inheritance { inheritance[type, default: []] += list }
        for (type, properties) in other.propertyTypes { propertyTypes[type, default: [:]].merge(properties) { first, _ in first } }
    }
}
