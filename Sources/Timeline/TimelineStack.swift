import Lifecycle
import Support

extension TimelineText {
    /// Several timelines one under the other on one time axis (`appdeck compare`): a heading,
    /// the axis once, each timeline's rows indented under its label, then one legend of the
    /// glyphs they all use. The window is `from..<to`, by default from the start to the end of
    /// the longest timeline.
    public func stackedLines(
        _ timelines: [(label: String, timeline: Timeline)], from: SimDuration? = nil,
        to: SimDuration? = nil
    ) -> [String] {
        let indent = "  "
        let rows = timelines.map(\.timeline.rows)
        let titleWidth = min(Self.titleLimit, rows.joined().map { $0.title.drawn.cellWidth + 2 }.max() ?? 6) + indent.count
        let available = width - titleWidth - 1
        let start = from ?? .zero
        let end = max(to ?? timelines.map(\.timeline.end).max() ?? .zero, start + .seconds(1))
        let step = TimelineRender.step(toFit: end - start, columns: available)
        let columns = min(
            available,
            Int((end - start).milliseconds / step.milliseconds)
                + ((end - start).milliseconds % step.milliseconds == 0 ? 0 : 1))
        let pictures = timelines.map { render.render($0.timeline, from: start, step: step, columns: columns) }
        guard let first = pictures.first else { return [] }
        let pad = String(repeating: " ", count: titleWidth + 1)
        var out = [text("\(TimelineRender.label(start)) to \(TimelineRender.label(first.to)), \(step) a column")]
        out.append(pad + String(first.axisLabels.map(\.character)))
        out.append(pad + String(first.axisTicks.map(\.character)))
        for (run, picture) in zip(timelines, pictures) {
            out.append(text(run.label))
            for (title, cells) in zip(picture.titles, picture.rows) {
                out.append((indent + text(title)).padded(toWidth: titleWidth) + " " + String(cells.map(\.character)))
            }
        }
        out.append("")
        var all = first
        all.titles = pictures.flatMap(\.titles)
        all.rows = pictures.flatMap(\.rows)
        out += legend(all, rows: Array(rows.joined()))
        return out.map { trimmed($0) }
    }
}
