/// How a theme draws one role: its style with colour, and the attributes that carry the
/// same meaning with no colour at all (NO_COLOR, `--no-color`, a terminal without colours).
///
/// Region roles (base, statusBar, card, cardSelected, overlay, overlaySelected, input, footer)
/// set a background. Text roles drawn over a region (states, events, bars, keys, …) normally
/// leave it `.default`, which `layered(over:)` reads as "the region's background".
public struct RoleLook: Hashable, Sendable {
    public var style: Style
    /// Attributes alone, used instead of `style` when there is no colour.
    public var monochrome: Attributes

    public init(style: Style, monochrome: Attributes) {
        self.style = style; self.monochrome = monochrome
    }

    /// The style to draw at `depth`: the monochrome attributes at `.none`, else the style
    /// downgraded to what the depth can show.
    public func style(at depth: ColorDepth) -> Style {
        depth == .none ? Style(attributes: monochrome) : style.downgraded(to: depth)
    }

    /// This look drawn over `region`: its own colours where set, the region's where this one
    /// says `.default`; the attributes of both.
    public func layered(over region: RoleLook) -> RoleLook {
        RoleLook(style: style.layered(over: region.style), monochrome: monochrome.union(region.monochrome))
    }
}

extension Style {
    /// This style drawn over `beneath`: its own colours where set, `beneath`'s where this one
    /// says `.default`; the attributes of both. Text that would take the colour of the
    /// background it sits on (a blue state word on a blue selected card) takes `beneath`'s
    /// text colour instead.
    public func layered(over beneath: Style) -> Style {
        var result = Style(
            foreground: foreground == .default ? beneath.foreground : foreground,
            background: background == .default ? beneath.background : background,
            attributes: attributes.union(beneath.attributes))
        if result.foreground == result.background, result.foreground != .default {
            result.foreground = beneath.foreground
        }
        return result
    }
}
