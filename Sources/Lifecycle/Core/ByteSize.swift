/// Sizes as manifests and scripts write them: a number, an optional space and a decimal unit
/// (B, KB, MB, GB; any case), e.g. `900MB`, `50 MB`, `1.5GB`. 1 MB = 10^6 bytes, as the
/// engine counts. Manifests (`memory`, `size`) and the command language (`memory pressure
/// SIZE`) read sizes here.
public enum ByteSize {
    /// Why a text is not a size.
    public enum ParseError: Error, Equatable, Sendable {
        case malformed
        case negative
        case fractionalBytes
        case tooLarge
    }

    private static let units: [(name: String, bytes: Int64)] = [
        ("GB", 1_000_000_000), ("MB", 1_000_000), ("KB", 1000), ("B", 1),
    ]

    /// What a message says a size looks like.
    public static let expected = "a number with a unit (B, KB, MB, GB), e.g. 900MB, 50 MB, 1.5GB"

    /// The size in bytes.
    public static func parse(_ text: String) -> Result<Int64, ParseError> {
        var rest = Substring(text)
        if rest.hasPrefix("-") {
            return parse(String(rest.dropFirst())).flatMap { _ in .failure(.negative) }
        }
        let whole = rest.prefix(while: { $0.isASCII && $0.isNumber })
        rest = rest.dropFirst(whole.count)
        var fraction: Substring = ""
        if rest.hasPrefix(".") {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: { $0.isASCII && $0.isNumber })
            rest = rest.dropFirst(fraction.count)
            guard !fraction.isEmpty else { return .failure(.malformed) }
        }
        guard !whole.isEmpty else { return .failure(.malformed) }
        if rest.hasPrefix(" ") { rest = rest.dropFirst() }
        guard let unit = units.first(where: { $0.name.lowercased() == rest.lowercased() })?.bytes else {
            return .failure(.malformed)
        }
        guard let wholeValue = Int64(whole) else { return .failure(.tooLarge) }
        let (bytes, overflow) = wholeValue.multipliedReportingOverflow(by: unit)
        guard !overflow else { return .failure(.tooLarge) }
        var fractionBytes: Int64 = 0
        var scale = unit
        for digit in fraction {
            let value = Int64(digit.wholeNumberValue ?? 0)
            if scale < 10 {
                if value != 0 { return .failure(.fractionalBytes) }
                continue
            }
            scale /= 10
            fractionBytes += value * scale
        }
        let (sum, overflow2) = bytes.addingReportingOverflow(fractionBytes)
        guard !overflow2 else { return .failure(.tooLarge) }
        return .success(sum)
    }

    /// The spelling `parse` reads back exactly: the largest unit that divides the size
    /// (`300MB`, `1500MB`, `12B`).
    public static func text(_ bytes: Int64) -> String {
        let unit = units.first { bytes != 0 && bytes % $0.bytes == 0 } ?? units[units.count - 1]
        return "\(bytes / unit.bytes)\(unit.name)"
    }
}
