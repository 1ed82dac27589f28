extension Theme {
    /// The built-in dark default: light text on near-black. Every role has a look here, so
    /// any theme file, however partial, is laid over a complete theme. `themes/dark.yaml` is
    /// this theme written as a theme file; a test keeps the two equal, look by look.
    public static let standard = Theme(name: "dark", summary: "Light text on near-black (the built-in default)")

    /// The standard look of each role (one switch, so a new `Role` case cannot be forgotten).
    static func standardLook(_ role: Role) -> RoleLook {
        typealias P = StandardPalette
        func look(_ fg: Color, _ bg: Color = .default, _ attrs: Attributes = [], mono: Attributes) -> RoleLook {
            RoleLook(style: Style(foreground: fg, background: bg, attributes: attrs), monochrome: mono)
        }
        switch role {
        case .base: return look(P.text, P.background, mono: [])
        case .muted: return look(P.subtle, mono: .dim)
        case .statusBar: return look(P.text, P.bar, mono: .reverse)
        case .statusBarAccent: return look(P.yellow, .default, .bold, mono: [.reverse, .bold])
        case .border: return look(P.line, mono: .dim)
        case .title: return look(P.blue, .default, .bold, mono: .bold)
        case .card: return look(P.text, P.surface, mono: [])
        case .cardSelected: return look(P.bright, P.selection, .bold, mono: .reverse)
        case .cardSymbol: return look(P.yellow, .default, .bold, mono: .bold)
        case .snapshot: return look(P.subtle, mono: [])
        case .state(.notRunning): return look(P.subtle, mono: .dim)
        case .state(.inactive): return look(P.yellow, mono: .bold)
        case .state(.active): return look(P.green, .default, .bold, mono: [.bold, .underline])
        case .state(.background): return look(P.blue, mono: .underline)
        case .state(.suspended): return look(P.magenta, mono: [.dim, .underline])
        case .barFill: return look(P.green, mono: [])
        case .barEmpty: return look(P.line, mono: .dim)
        case .barWarning: return look(P.orange, .default, .bold, mono: .bold)
        case .switchOn: return look(P.green, .default, .bold, mono: .bold)
        case .switchOff: return look(P.subtle, mono: .dim)
        case .event(.lifecycle): return look(P.text, mono: [])
        case .event(.background): return look(P.cyan, mono: [])
        case .event(.task): return look(P.blue, mono: [])
        case .event(.transfer): return look(P.green, mono: [])
        case .event(.suspension): return look(P.magenta, mono: .dim)
        case .event(.termination): return look(P.red, .default, .bold, mono: .bold)
        case .event(.refresh): return look(P.yellow, mono: [])
        case .event(.device): return look(P.orange, mono: [])
        case .eventTime: return look(P.subtle, mono: .dim)
        case .overlay: return look(P.text, P.raised, mono: [])
        case .overlayTitle: return look(P.blue, .default, .bold, mono: .bold)
        case .overlaySelected: return look(P.bright, P.selection, mono: .reverse)
        case .input: return look(P.bright, P.raised, mono: .underline)
        case .footer: return look(P.text, P.surface, mono: [])
        case .footerKey: return look(P.blue, .default, .bold, mono: .bold)
        case .error: return look(P.red, .default, .bold, mono: [.bold, .underline])
        }
    }
}

/// The colours of the standard theme: the `palette:` of themes/dark.yaml.
enum StandardPalette {
    static let background = Color.rgb(0x1e, 0x21, 0x27)
    static let surface = Color.rgb(0x28, 0x2c, 0x34)
    static let raised = Color.rgb(0x31, 0x36, 0x3f)
    static let bar = Color.rgb(0x3e, 0x44, 0x51)
    static let selection = Color.rgb(0x1d, 0x2b, 0x8c)
    static let text = Color.rgb(0xc8, 0xcc, 0xd4)
    static let bright = Color.rgb(0xff, 0xff, 0xff)
    static let subtle = Color.rgb(0x7f, 0x87, 0x94)
    static let line = Color.rgb(0x4b, 0x52, 0x63)
    static let red = Color.rgb(0xe0, 0x6c, 0x75)
    static let orange = Color.rgb(0xd1, 0x9a, 0x66)
    static let yellow = Color.rgb(0xe5, 0xc7, 0x6b)
    static let green = Color.rgb(0x87, 0xc0, 0x5f)
    static let cyan = Color.rgb(0x56, 0xb6, 0xc2)
    static let blue = Color.rgb(0x52, 0x8b, 0xff)
    static let magenta = Color.rgb(0xc6, 0x78, 0xdd)
}
