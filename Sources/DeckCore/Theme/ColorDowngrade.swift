extension Style {
    /// The closest style a terminal of `depth` can show.
    ///
    /// Colours step down one level at a time: 24-bit to the nearest xterm-256 colour (cube or
    /// grey ramp), 256 to the ANSI colour of the same hue, 16 to 8 by folding bright onto
    /// normal (bright text gains bold, bright black text becomes dim white). At `.none` every
    /// colour becomes `.default` and the attributes stay: a theme's monochrome attributes are
    /// applied by `Theme`, which knows the role (see `RoleLook`).
    ///
    /// If stepping down turns distinct foreground and background colours into the same one,
    /// the foreground becomes black or white, whichever stands out, so text never vanishes.
    /// Downgrading twice to the same depth changes nothing the second time.
    public func downgraded(to depth: ColorDepth) -> Style {
        guard depth != .truecolor else { return self }
        guard depth != .none else { return Style(attributes: attributes) }
        var result: Style
        if depth == .ansi8 {
            let sixteen = foreground.downgraded(to: .ansi16)
            result = Style(
                foreground: sixteen.downgraded(to: .ansi8), background: background.downgraded(to: .ansi8),
                attributes: attributes)
            if case .ansi(let bright) = sixteen, bright >= 8 {
                // Keep the emphasis: bright text turns bold, bright black (grey) text dim white.
                if bright == 8 {
                    result.foreground = .ansi(7)
                    result.attributes.insert(.dim)
                } else {
                    result.attributes.insert(.bold)
                }
            }
        } else {
            result = Style(
                foreground: foreground.downgraded(to: depth), background: background.downgraded(to: depth),
                attributes: attributes)
        }
        if result.foreground == result.background, result.foreground != .default, foreground != background {
            result.foreground = Color.contrasting(result.background, at: depth)
        }
        return result
    }
}

extension Color {
    /// The closest colour a terminal of `depth` can show (see `Style.downgraded(to:)`; here a
    /// bright colour at `.ansi8` folds onto its normal colour without the emphasis).
    public func downgraded(to depth: ColorDepth) -> Color {
        switch (self, depth) {
        case (_, .truecolor), (.default, _):
            return self
        case (_, .none):
            return .default
        case (.rgb(let r, let g, let b), _):
            let index = ColorXterm.nearestIndex(to: .init(r: Int(r), g: Int(g), b: Int(b)))
            return Color.indexed(index).downgraded(to: depth)
        case (.indexed, .indexed256), (.ansi(0...15), .indexed256), (.ansi(0...15), .ansi16):
            return self
        case (.ansi(let n), .ansi8) where n < 16:
            return .ansi(n % 8)
        case (.ansi(let n), _), (.indexed(let n), _):
            return Color.ansi(ColorXterm.nearestANSI(toIndex: n)).downgraded(to: depth)
        }
    }

    /// Black or white, whichever stands out on `background`, at `depth`.
    static func contrasting(_ background: Color, at depth: ColorDepth) -> Color {
        let luma: Int
        switch background {
        case .rgb(let r, let g, let b): luma = ColorXterm.RGB(r: Int(r), g: Int(g), b: Int(b)).luma
        case .ansi(let n), .indexed(let n): luma = ColorXterm.rgb(ofIndex: n).luma
        case .default: luma = 0
        }
        let dark = luma < 128
        switch depth {
        case .truecolor: return dark ? .rgb(255, 255, 255) : .rgb(0, 0, 0)
        case .indexed256: return dark ? .indexed(231) : .indexed(16)
        case .ansi16: return dark ? .ansi(15) : .ansi(0)
        case .ansi8: return dark ? .ansi(7) : .ansi(0)
        case .none: return .default
        }
    }
}
