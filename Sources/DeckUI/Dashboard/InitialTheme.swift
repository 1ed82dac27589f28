/// INTERIM (not committed): replaced when the themes module lands.
struct ThemeSetup {
    var cycle: ThemeCycle
    var warning: String?
    init(requested: String?, saved: String?, environment: [String: String]) {
        cycle = ThemeCycle(names: ["standard"], current: "standard", theme: .standard, load: { _ in (.standard, []) })
        warning = nil
    }
}
