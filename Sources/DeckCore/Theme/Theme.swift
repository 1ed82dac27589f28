/// A look for every `Role`, drawn at the colour depth of the terminal: the built-in default
/// (`dark`, which is themes/dark.yaml, read by DeckUI) or a theme file laid over it.
public struct Theme: Hashable, Sendable {
    /// The theme's name: its file name without `.yaml`.
    public var name: String
    /// One line about the theme (the file's `description:`).
    public var summary: String
    /// The colour depth `style(_:)` draws at; `.none` draws every role with its monochrome
    /// attributes. Set it once from `ColorDepth.detect` (or `.none` for `--no-color`).
    public var depth: ColorDepth
    private var looks: [Role: RoleLook]

    /// A theme with the given looks; a role without one is drawn plain.
    public init(name: String, summary: String, depth: ColorDepth = .truecolor, looks: [Role: RoleLook] = [:]) {
        self.name = name; self.summary = summary; self.depth = depth; self.looks = looks
    }

    /// How the theme draws `role`, before the colour depth is applied.
    public func look(_ role: Role) -> RoleLook {
        looks[role] ?? RoleLook(style: .plain, monochrome: [])
    }

    /// The style to draw `role` with, at `depth`.
    public func style(_ role: Role) -> Style {
        look(role).style(at: depth)
    }

    /// The style to draw `role` with on top of `region` (a text role over a card, the status
    /// bar, an overlay…): `role`'s colours where set, `region`'s where `role` says `.default`,
    /// the attributes of both; at `depth`.
    public func style(_ role: Role, over region: Role) -> Style {
        look(role).layered(over: look(region)).style(at: depth)
    }

    /// Gives `role` a new look.
    public mutating func set(_ role: Role, to look: RoleLook) {
        looks[role] = look
    }
}
