import Lifecycle
import Synchronization
import Timeline

/// The timeline's last picture, kept for the next frame: an idle dashboard draws the same
/// window of the same timeline again (the window moves on by half a width at a time), so the
/// picture is rendered once until the timeline, the window, the cursor or the clock changes.
/// One picture at most; deterministic: the picture is the same whether it was kept or not.
enum TimelinePictureMemo {
    struct Key: Equatable, Sendable {
        var timeline: Timeline
        var from: SimDuration
        var step: SimDuration
        var columns: Int
        var cursor: Int?
        var end: SimDuration
        var ascii: Bool
        /// Where the axis counts from 0s (a restarted play's start).
        var origin: SimDuration = .zero
    }

    private static let kept = Mutex<(key: Key, picture: TimelinePicture)?>(nil)

    static func picture(_ key: Key) -> TimelinePicture {
        if let last = kept.withLock({ $0 }), last.key == key { return last.picture }
        let picture = TimelineRender(ascii: key.ascii)
            .render(
                key.timeline, from: key.from, step: key.step, columns: key.columns, cursor: key.cursor, end: key.end,
                origin: key.origin)
        kept.withLock { $0 = (key, picture) }
        return picture
    }
}
