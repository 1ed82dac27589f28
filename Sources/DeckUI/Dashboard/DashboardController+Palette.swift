/// INTERIM (not committed): replaced by the palette on the command language.
extension DashboardController {
    func paletteCompletions() -> [String] { [] }
    func completePalette() {}
    func runPalette(atReal real: Double) { state.overlay = nil }
}
