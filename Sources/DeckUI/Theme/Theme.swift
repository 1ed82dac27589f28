/// A look for every `Role`: the built-in default (`standard`) with a theme file's changes laid
/// over it, drawn at the colour depth of the terminal.
public struct Theme: Sendable {
    /// The theme's name: its file name without `.yaml`.
    public var name: String
    /// One line about the theme (the file's `description:`).
    public var summary: String
    /// The colour depth `style(_:)` draws at; `.none` draws every role with its monochrome
    /// attributes. Set it once from `ColorDepth.detect` (or `.none` for `--no-color`).
    public var depth: ColorDepth
    /// Looks that differ from `standard`'s; every other role looks as in `standard`.
    private var changes: [Role: RoleLook]

    init(name: String, summary: String, depth: ColorDepth = .truecolor, changes: [Role: RoleLook] = [:]) {
        self.name = name; self.summary = summary; self.depth = depth; self.changes = changes
    }

    /// How the theme draws `role`, before the colour depth is applied.
    public func look(_ role: Role) -> RoleLook {
        changes[role] ?? Theme.standardLook(role)
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
        changes[role] = look
    }
}
