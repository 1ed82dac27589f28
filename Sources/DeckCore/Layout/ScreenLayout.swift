import Lifecycle
import Support

/// Where the regions of the main screen go for a terminal size. Below `minimum` nothing
/// fits and the too-small screen is drawn instead. Cards widen with the screen (a fifth of
/// it, 19 to 36 columns) and grow taller from 32 rows on (12 to 16 rows). From `roomy` on,
/// the home screen and the events sit side by side; from 160 columns the home list is wide
/// enough for the longest summary (up to half the screen), unless a script plays: then the
/// events and the script's lines get their room first and the home list what is left (its
/// summaries may be cut).
public struct ScreenLayout: Hashable, Sendable {
    public static let minimum = Size(width: 60, height: 20)
    public static let roomy = Size(width: 110, height: 32)

    public let size: Size
    public let roomy: Bool
    /// The home screen is a list with summaries (roomy, not zoomed), not a grid of icons.
    public let homeList: Bool
    public let statusBar: Rect
    /// Each region includes its title row.
    public let switcher: Rect
    public let home: Rect
    public let events: Rect
    public let footer: Rect
    public let cardSize: Size
    /// A playing script's lines (`appdeck play`): beside the events where they keep
    /// `eventsWidth` columns, below them on a tall screen; nil where there is no room (the
    /// events keep what there is).
    public let script: Rect?
    /// The caption of the last `say`, across the screen under the switcher; nil where there
    /// is no caption or no room.
    public let caption: Rect?
    /// The caption's lines as they fit `caption`.
    public let captionLines: [String]

    /// The window has room for a playing script's captions (always, for a script without
    /// any): where it has not, the play holds until it is enlarged.
    public let captionsFit: Bool
    /// A caption shows at most this many lines (its Caption event keeps it whole).
    static let captionMaximumLines = 3

    public var fits: Bool { size.contains(Self.minimum) }

    /// A card's size on a screen of `size`.
    public static func cardSize(for size: Size) -> Size {
        Size(
            width: min(36, max(19, size.width / 5 - 1)),
            height: size.height < 32 ? 9 : min(16, max(12, size.height * 3 / 10)))
    }

    /// What the events want beside a playing script: room for their columns and most details.
    static let eventsWidth = 100
    /// What the events want on a wide screen without a script: their columns and a long
    /// detail whole (Leaky's Terminated line takes 129 cells); the home list gets the rest.
    static let wideEventsWidth = 130
    /// The script pane's width beside the events: as wide as its widest line, within these.
    static let scriptWidths = 48...64

    /// `longestSummary`: the cells of the longest app summary, which a wide screen's home list
    /// makes room for when the events have theirs; `script`: a script plays; `scriptWidth`:
    /// the cells its widest line takes in the script pane; `captions`: it has `say` lines;
    /// `caption`: the caption on show; `zoomed` (`z` while a script plays): the home screen is
    /// one row of icons, the script pane takes the full height beside the events when the
    /// screen is wide, and the events take the rest.
    public init(
        size: Size, appCount: Int, longestSummary: Int = 0, script: Bool = false, scriptWidth: Int = 0,
        captions: Bool = false, caption: String? = nil, zoomed: Bool = false
    ) {
        self.size = size
        roomy = size.contains(Self.roomy)
        // During a play the events' reasons come first: below 160 columns the home screen is a
        // grid above them (one row where the screen is not roomy), so they take the width.
        homeList = roomy && !zoomed && !(script && size.width < 160)
        cardSize = Self.cardSize(for: size)
        let screen = Rect(size: size)
        let (status, belowStatus) = screen.splitTop(1)
        statusBar = status
        footer = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
        let middle = Rect(x: 0, y: belowStatus.y, width: size.width, height: belowStatus.height - 1)
        var (cards, rest) = middle.splitTop(cardSize.height + 1)
        switcher = cards
        // The caption takes what it can while 8 rows stay below it for the home screen and the
        // events; a caption longer than that is cut, its last line ending with `…`. Only the
        // start that can show is wrapped (a caption of a megabyte costs what one of a few lines
        // does): more characters than the lines shown have cells.
        let fixedBand = Self.captionMaximumLines + 2
        let room = min(Self.captionMaximumLines, rest.height - 8 - 2)
        captionsFit = !(script && captions) || room > 0
        let shown = (Self.captionMaximumLines + 1) * max(1, size.width - 4) + 1
        var lines = caption.map { String($0.prefix(shown)).wrapped(toWidth: max(1, size.width - 4)) } ?? []
        if lines.count > room, room > 0 {
            lines = Array(lines.prefix(room))
            lines[lines.count - 1] = lines[lines.count - 1].truncated(toWidth: max(1, size.width - 5)) + "…"
        }
        // While a script with captions plays, the band keeps the height of the longest caption
        // whether one shows or not, so captions coming and going do not move (and redraw) what
        // is below.
        if script, captions, room == Self.captionMaximumLines {
            let (band, below) = rest.splitTop(fixedBand)
            self.caption = lines.isEmpty ? nil : band
            rest = below
        } else if !lines.isEmpty, room > 0 {
            let (band, below) = rest.splitTop(lines.count + 2)
            self.caption = band
            rest = below
        } else {
            self.caption = nil
            lines = []
        }
        captionLines = lines
        var events: Rect
        var scriptBeside: Rect?
        let scriptWidth = min(Self.scriptWidths.upperBound, max(Self.scriptWidths.lowerBound, scriptWidth + 1))
        if homeList {
            let wide = min(size.width / 2, max(44, HomeLayout.summaryOffset(inspector: true) + 1 + longestSummary))
            let others = script ? Self.eventsWidth + scriptWidth : Self.wideEventsWidth
            let (left, right) = rest.splitLeft(
                size.width < 160 ? min(44, size.width / 3 + 1) : max(44, min(wide, size.width - others)))
            home = Rect(x: left.x, y: left.y, width: left.width - 1, height: left.height)
            events = right
        } else {
            var area = rest
            if zoomed, script, rest.width >= Self.eventsWidth + min(scriptWidth, rest.width * 2 / 5) {
                let (left, right) = rest.splitLeft(rest.width - min(scriptWidth, rest.width * 2 / 5))
                area = Rect(x: left.x, y: left.y, width: left.width - 1, height: left.height)
                scriptBeside = right
            }
            let columns = max(1, area.width / HomeLayout.iconWidth)
            let homeRows = (appCount + columns - 1) / columns
            let (top, bottom) = area.splitTop(min(max(1, homeRows), zoomed || (script && !roomy) ? 1 : 3) + 1)
            home = top
            events = bottom
        }
        if let scriptBeside {
            self.events = events
            self.script = scriptBeside
        } else if script, events.width >= Self.eventsWidth + min(scriptWidth, events.width * 2 / 5) {
            let (left, right) = events.splitLeft(events.width - min(scriptWidth, events.width * 2 / 5))
            self.events = Rect(x: left.x, y: left.y, width: left.width - 1, height: left.height)
            self.script = right
        } else if script, events.height >= 12 {
            let (top, bottom) = events.splitTop(events.height - events.height * 2 / 5)
            self.events = top
            self.script = bottom
        } else {
            self.events = events
            self.script = nil
        }
    }
}

/// Which switcher cards are visible and where: the selected card is always in view.
public struct SwitcherLayout: Hashable, Sendable {
    public let first: Int
    public let cards: [Rect]
    public let count: Int
    public let cardSize: Size

    public init(region: Rect, cardSize: Size, count: Int, selected: Int?) {
        self.count = count
        self.cardSize = cardSize
        let area = Rect(x: region.x, y: region.y + 1, width: region.width, height: region.height - 1)
        let visible = max(1, (area.width + 1) / (cardSize.width + 1))
        let first = max(0, min((selected ?? 0) - visible + 1, count - visible))
        self.first = first
        cards = (first..<min(count, first + visible)).map { i in
            Rect(x: area.x + (i - first) * (cardSize.width + 1), y: area.y, width: cardSize.width, height: cardSize.height)
        }
    }

    public var hiddenBefore: Int { first }
    public var hiddenAfter: Int { count - first - cards.count }

    /// The index of the card at a cell, if any.
    public func card(atX x: Int, y: Int) -> Int? {
        cards.firstIndex { $0.contains(x: x, y: y) }.map { $0 + first }
    }
}

/// Where the home screen's apps go: a grid of icons, or in a roomy screen a list with each
/// app's summary, where the selected app takes `selectedRows` rows (its summary wrapped).
/// The selected app is always in view.
public struct HomeLayout: Hashable, Sendable {
    /// A list row's name column.
    static let nameWidth = 10

    /// Where the summary starts in a list row, from the row's left edge.
    static func summaryOffset(inspector: Bool) -> Int { 3 + nameWidth + (inspector ? 11 : 0) + 1 }
    /// Where the wrapped summary of the selected app starts: under the name.
    static let wrapOffset = 3

    /// The selected app's summary on the rows below its own: none when it fits its row.
    static func summaryLines(of app: AppStatus, listWidth: Int, inspector: Bool) -> [String] {
        if app.spec.summary.cellWidth <= listWidth - summaryOffset(inspector: inspector) { return [] }
        return app.spec.summary.wrapped(toWidth: listWidth - wrapOffset - 1)
    }

    public static let iconWidth = 12

    public let cells: [Rect]
    public let first: Int
    public let columns: Int
    public let isList: Bool

    public init(region: Rect, count: Int, selected: Int, list: Bool, selectedRows: Int = 1) {
        isList = list
        let area = Rect(x: region.x, y: region.y + 1, width: region.width, height: region.height - 1)
        let columns = list ? 1 : max(1, area.width / Self.iconWidth)
        self.columns = columns
        let rows = max(1, area.height)
        if list {
            let tall = min(max(1, selectedRows), rows)
            let first = max(0, selected + tall - rows)
            self.first = first
            var cells: [Rect] = [], y = area.y
            for i in first..<max(first, count) where y < area.maxY {
                let height = min(i == selected ? tall : 1, area.maxY - y)
                cells.append(Rect(x: area.x, y: y, width: area.width, height: height))
                y += height
            }
            self.cells = cells
            return
        }
        let cellWidth = area.width / columns
        let firstRow = max(0, selected / columns - rows + 1)
        let first = firstRow * columns
        self.first = first
        let last = min(count, first + rows * columns)
        cells = (first..<max(first, last)).map { i in
            let k = i - first
            return Rect(x: area.x + (k % columns) * cellWidth, y: area.y + k / columns, width: cellWidth, height: 1)
        }
    }

    /// The catalog index of the app at a cell, if any.
    public func app(atX x: Int, y: Int) -> Int? {
        cells.firstIndex { $0.contains(x: x, y: y) }.map { $0 + first }
    }
}
