/// The xterm colour palette: what each index looks like, and the nearest index for a colour.
///
/// The 16 ANSI colours use xterm's default values. Terminals change those (that is the point
/// of the ANSI colours), so they serve only to judge hue and lightness when mapping down.
enum ColorXterm {
    /// An RGB triple with components 0–255.
    struct RGB: Hashable {
        var r: Int, g: Int, b: Int

        /// Relative luminance, 0–255 (Rec. 601 weights).
        var luma: Int { (299 * r + 587 * g + 114 * b) / 1000 }
    }

    /// xterm's default values for ANSI colours 0–15.
    static let ansi: [RGB] = [
        RGB(r: 0, g: 0, b: 0), RGB(r: 205, g: 0, b: 0), RGB(r: 0, g: 205, b: 0), RGB(r: 205, g: 205, b: 0),
        RGB(r: 0, g: 0, b: 238), RGB(r: 205, g: 0, b: 205), RGB(r: 0, g: 205, b: 205), RGB(r: 229, g: 229, b: 229),
        RGB(r: 127, g: 127, b: 127), RGB(r: 255, g: 0, b: 0), RGB(r: 0, g: 255, b: 0), RGB(r: 255, g: 255, b: 0),
        RGB(r: 92, g: 92, b: 255), RGB(r: 255, g: 0, b: 255), RGB(r: 0, g: 255, b: 255), RGB(r: 255, g: 255, b: 255),
    ]

    /// The six levels of each channel in the 6×6×6 cube (indexes 16–231).
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The colour of a 256-palette index: ANSI 0–15, the cube 16–231, the grey ramp 232–255.
    static func rgb(ofIndex index: UInt8) -> RGB {
        switch index {
        case 0...15:
            return ansi[Int(index)]
        case 16...231:
            let cube = Int(index) - 16
            return RGB(r: cubeLevels[cube / 36], g: cubeLevels[cube / 6 % 6], b: cubeLevels[cube % 6])
        default:
            let grey = 8 + 10 * (Int(index) - 232)
            return RGB(r: grey, g: grey, b: grey)
        }
    }

    /// The nearest of indexes 16–255 (the cube and the grey ramp, which look the same on every
    /// terminal; 0–15 are left out because terminals redefine them). Distance: "redmean", a
    /// cheap weighted RGB distance that tracks perceived difference far better than plain RGB.
    static func nearestIndex(to colour: RGB) -> UInt8 {
        // Nearest cube level per channel: the midpoints between levels are 47.5, 115, 155, 195, 235.
        func nearestLevel(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        let cubeIndex = 16 + 36 * nearestLevel(colour.r) + 6 * nearestLevel(colour.g) + nearestLevel(colour.b)
        let average = (colour.r + colour.g + colour.b) / 3
        let greyIndex = 232 + min(23, max(0, (average - 3) / 10))
        let cube = rgb(ofIndex: UInt8(cubeIndex)), grey = rgb(ofIndex: UInt8(greyIndex))
        return UInt8(distance(colour, grey) < distance(colour, cube) ? greyIndex : cubeIndex)
    }

    /// The ANSI colour (0–15) closest in meaning to a 256-palette index.
    ///
    /// Plain RGB distance sends every muted colour to black or grey, so a dark blue selection
    /// would vanish into the background. Instead: colours with little chroma become black,
    /// bright black, white or bright white by lightness; the others keep their hue (the nearest
    /// of red, yellow, green, cyan, blue, magenta) and are bright when lighter than the midpoint
    /// between xterm's normal and bright values.
    static func nearestANSI(toIndex index: UInt8) -> UInt8 {
        ansiOfIndex[Int(index)]
    }

    /// `nearestANSI(toIndex:)` for every index, worked out once.
    private static let ansiOfIndex: [UInt8] = (0...255).map { classify(UInt8($0)) }

    private static func classify(_ index: UInt8) -> UInt8 {
        if index < 16 { return index }
        let colour = rgb(ofIndex: index)
        let high = max(colour.r, colour.g, colour.b), low = min(colour.r, colour.g, colour.b)
        let chroma = high - low, lightness = (high + low) / 2
        if chroma < 40 {
            switch lightness {
            case ..<64: return 0
            case ..<178: return 8
            case ..<242: return 7
            default: return 15
            }
        }
        let hue: Double
        let c = Double(chroma)
        if high == colour.r {
            hue = 60 * (Double(colour.g - colour.b) / c)
        } else if high == colour.g {
            hue = 60 * (Double(colour.b - colour.r) / c + 2)
        } else {
            hue = 60 * (Double(colour.r - colour.g) / c + 4)
        }
        let sector = Int(((hue + 360 + 30).truncatingRemainder(dividingBy: 360)) / 60)
        let hues: [UInt8] = [1, 3, 2, 6, 4, 5] // red, yellow, green, cyan, blue, magenta
        return hues[sector] + (lightness > 115 ? 8 : 0)
    }

    /// Redmean colour distance, squared and scaled.
    static func distance(_ a: RGB, _ b: RGB) -> Int {
        let mean = (a.r + b.r) / 2
        let dr = a.r - b.r, dg = a.g - b.g, db = a.b - b.b
        return (512 + mean) * dr * dr / 256 + 4 * dg * dg + (767 - mean) * db * db / 256
    }
}
