/// Sizes in manifests: a number, an optional space and a decimal unit (B, KB, MB, GB; any
/// case), e.g. `900MB`, `50 MB`, `1.5GB`. 1 MB = 10^6 bytes, as the engine counts.
enum SizeText {
    /// Why a text is not a size.
    enum Problem: Error, Equatable {
        case malformed
        case negative
        case fractionalBytes
        case tooLarge
    }

    private static let units: [String: Int64] = [
        "b": 1, "kb": 1000, "mb": 1_000_000, "gb": 1_000_000_000,
    ]

    /// What a manifest says when a size is malformed.
    static let expected = "expected a number with a unit (B, KB, MB, GB), e.g. 900MB, 50 MB, 1.5GB"

    /// The size in bytes.
    static func parse(_ text: String) -> Result<Int64, Problem> {
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
        guard let unit = units[rest.lowercased()] else { return .failure(.malformed) }
        guard let wholeValue = Int64(whole) else { return .failure(.tooLarge) }
        let (bytes, overflow) = wholeValue.multipliedReportingOverflow(by: unit)
        guard !overflow else { return .failure(.tooLarge) }
        var fractionBytes: Int64 = 0
        var scale = unit
        for digit in fraction {
            let value = Int64(digit.wholeNumberValue!)
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
}
