import Lifecycle
import Testing

@testable import Catalog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@_silgen_name("wcwidth") private func wcwidth(_ character: Int32) -> Int32

/// Symbols must be one character one column wide; the C library's wcwidth is the referee.
@Suite(.serialized) struct SymbolCheckTests {
    init() { setlocale(LC_CTYPE, "C.UTF-8") }

    @Test func everyBuiltInSymbolIsOneColumnWideByTheCLibrary() {
        for app in AppCatalog.builtIn() {
            let scalars = app.symbol.unicodeScalars
            #expect(scalars.count == 1, "\(app.name)")
            #expect(wcwidth(Int32(scalars.first!.value)) == 1, "\(app.name) \(app.symbol)")
        }
    }

    @Test func theCheckAgreesWithTheCLibraryOverTheSymbolBlocksAndCJK() {
        // Arrows, technical, box drawing, geometric shapes, dingbats, emoji and CJK blocks.
        let ranges: [ClosedRange<UInt32>] = [
            0x0021...0x007E, 0x00A1...0x00FF, 0x2190...0x2BFF, 0x3000...0x30FF, 0x4E00...0x4EFF,
            0xAC00...0xACFF, 0xFF01...0xFF60, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        ]
        var disagreements: [String] = []
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let width = wcwidth(Int32(value))
                guard width >= 0 else { continue } // unassigned in this C library's Unicode
                // The soft hyphen counts one column in glibc but is usually drawn as nothing.
                guard value != 0xAD else { continue }
                let accepted = ManifestReader.symbolProblem(String(scalar)) == nil
                if accepted != (width == 1) {
                    disagreements.append(String(value, radix: 16))
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(40))")
    }
}
