import Lifecycle

// Stand-in for the themes module (Theme*.swift / Color*.swift, written by the themes
// helper). Deleted when the real Theme, ColorDepth and Style.downgraded(to:) arrive by merge.

/// A style for every Role.
public struct Theme: Sendable {
    private let styles: @Sendable (Role) -> Style

    public func style(_ role: Role) -> Style { styles(role) }

    /// The built-in dark default.
    public static let standard = Theme { role in
        switch role {
        case .base, .card, .snapshot: Style()
        case .muted, .barEmpty, .eventTime, .switchOff: Style(foreground: .ansi(8))
        case .statusBar, .footer: Style(foreground: .ansi(15), background: .indexed(236))
        case .statusBarAccent: Style(foreground: .ansi(11), background: .indexed(236), attributes: .bold)
        case .border: Style(foreground: .ansi(8))
        case .title, .overlayTitle: Style(foreground: .ansi(14), attributes: .bold)
        case .cardSelected: Style(foreground: .ansi(14), attributes: .bold)
        case .cardSymbol: Style(foreground: .ansi(11), attributes: .bold)
        case .state(let state):
            switch state {
            case .active: Style(foreground: .ansi(10), attributes: .bold)
            case .inactive: Style(foreground: .ansi(11))
            case .background: Style(foreground: .ansi(12))
            case .suspended: Style(foreground: .ansi(13))
            case .notRunning: Style(foreground: .ansi(8))
            }
        case .barFill, .switchOn: Style(foreground: .ansi(10))
        case .barWarning, .error: Style(foreground: .ansi(9), attributes: .bold)
        case .event(let kind):
            switch kind {
            case .lifecycle: Style(foreground: .ansi(15))
            case .background: Style(foreground: .ansi(12))
            case .task: Style(foreground: .ansi(14))
            case .transfer: Style(foreground: .ansi(10))
            case .suspension: Style(foreground: .ansi(13))
            case .termination: Style(foreground: .ansi(9), attributes: .bold)
            case .refresh: Style(foreground: .ansi(11))
            case .device: Style(foreground: .ansi(7))
            }
        case .overlay: Style(foreground: .ansi(15), background: .indexed(235))
        case .overlaySelected, .input: Style(foreground: .ansi(0), background: .ansi(14))
        case .footerKey: Style(foreground: .ansi(14), background: .indexed(236), attributes: .bold)
        }
    }
}

/// How many colours the terminal shows.
public enum ColorDepth: Int, Comparable, Sendable {
    case none, ansi8, ansi16, indexed256, truecolor

    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }

    /// NO_COLOR wins; then COLORTERM=truecolor|24bit; then the terminal's colour count.
    public static func detect(environment: [String: String], terminalColors: Int) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if ["truecolor", "24bit"].contains(environment["COLORTERM"] ?? "") { return .truecolor }
        switch terminalColors {
        case 256...: return .indexed256
        case 16...: return .ansi16
        case 8...: return .ansi8
        default: return .none
        }
    }
}

extension Style {
    /// The nearest style the depth can show.
    public func downgraded(to depth: ColorDepth) -> Style {
        Style(foreground: foreground.downgraded(to: depth), background: background.downgraded(to: depth),
              attributes: attributes)
    }
}

extension Color {
    func downgraded(to depth: ColorDepth) -> Color {
        switch (self, depth) {
        case (.default, _), (_, .truecolor): return self
        case (_, .none): return .default
        case (.rgb(let r, let g, let b), .indexed256):
            func level(_ v: UInt8) -> UInt8 { v < 48 ? 0 : v < 115 ? 1 : UInt8((Int(v) - 35) / 40) }
            return .indexed(16 + 36 * level(r) + 6 * level(g) + level(b))
        case (.indexed, .indexed256), (.ansi, .indexed256), (.ansi, .ansi16): return self
        case (.ansi(let n), .ansi8): return .ansi(n % 8)
        case (.indexed(let n), _) where n < 16: return Color.ansi(n).downgraded(to: depth)
        case (.indexed(let n), _) where n >= 232:
            let grey = n < 238 ? 0 : n < 244 ? 8 : n < 250 ? 7 : 15
            return Color.ansi(UInt8(grey)).downgraded(to: depth)
        case (.indexed(let n), _):
            let v = Int(n) - 16
            let levels = [v / 36, (v / 6) % 6, v % 6].map { UInt8($0 * 51) }
            return Color.rgb(levels[0], levels[1], levels[2]).downgraded(to: depth)
        case (.rgb(let r, let g, let b), _):
            let bright = max(r, g, b) > 170
            let bits = (r > 90 ? 1 : 0) | (g > 90 ? 2 : 0) | (b > 90 ? 4 : 0)
            return Color.ansi(UInt8(bits + (bright && depth == .ansi16 ? 8 : 0)))
        }
    }
}
