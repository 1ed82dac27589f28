/// A deterministic timer queue: actions come out in time order, and in the order they were
/// scheduled when their times are equal.
struct Scheduler {
    private struct Entry {
        var time: SimDuration
        var order: Int
        var action: ScheduledAction
        func precedes(_ other: Entry) -> Bool {
            time != other.time ? time < other.time : order < other.order
        }
    }

    private var heap: [Entry] = []
    private var nextOrder = 0

    /// What the engine holds while it changes its scheduler (`takeOut`).
    static let taken = Scheduler()

    var nextTime: SimDuration? { heap.first?.time }
    /// The actions waiting, lapsed ones among them.
    var count: Int { heap.count }

    mutating func schedule(_ action: ScheduledAction, at time: SimDuration) {
        heap.append(Entry(time: time, order: nextOrder, action: action))
        nextOrder += 1
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest action due at or before `time`.
    mutating func popDue(at time: SimDuration) -> ScheduledAction? {
        guard let first = heap.first, first.time <= time else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var best = parent
                if left < heap.count, heap[left].precedes(heap[best]) { best = left }
                if right < heap.count, heap[right].precedes(heap[best]) { best = right }
                if best == parent { break }
                heap.swapAt(parent, best)
                parent = best
            }
        }
        return first.action
    }
}

/// Something that happens at a set virtual time.
enum ScheduledAction {
    /// Belongs to one process of the app: lapses when that process ends.
    case process(app: Int, incarnation: Int, ProcessTimer)
    /// Automatic background fetch and significant location changes outlive the process:
    /// they may launch the app. They lapse when their epoch changes.
    case automaticFetch(app: Int, epoch: Int)
    case significantLocationChange(app: Int, epoch: Int)
    // MARK: - Pushes (§11.5)
    /// A throttled background push may be delivered: the rolling hour frees a slot (lapses
    /// when the app's held push changed since).
    case heldPushDue(app: Int, epoch: Int)
    /// A step of a notification service extension's run (its own process: outlives the app's).
    case serviceExtension(app: Int, run: Int, ServiceExtensionStep)
    /// A step of the app's widget (§11.7): lapses when the widget's epoch for it moved on.
    case widget(app: Int, epoch: Int, WidgetStep)
    /// The next moment of the app's Live Activity (lapses when its epoch changed since).
    case liveActivity(app: Int, epoch: Int)
}

/// What falls due for one process of an app.
enum ProcessTimer {
    /// The callback holding the main thread returns.
    case mainThreadReturns
    /// The watchdog's limit for the callback holding the main thread (§4).
    case watchdog(EventName)
    case mainThreadTaskEnds(task: Int)
    case wakeWorkDone(work: Int)
    case wakeWorkTimeout(work: Int)
    case timedTask(index: Int)
    case timedTransfer(index: Int)
    case playbackEnds
    case navigationEnds
    case accessoryData
    /// Background schedules of one stay in the background.
    case voipKeepAlive(stint: Int)
    case backgroundUIUpdate(stint: Int)
    /// A `register: late` task's handler is registered after launch (§11.2).
    case lateRegistration
    /// A running BG task's timer.
    case bgTask(serial: Int, BGTimer)
}

/// SplitMix64: a small, fast, seedable generator, the same on every platform. The engine
/// draws its automatic fetch times from it; tests use it for their random inputs.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in 0...bound.
    mutating func next(upTo bound: Int64) -> Int64 {
        bound <= 0 ? 0 : Int64(next() % (UInt64(bound) + 1))
    }

    /// FNV-1a of a string: a stable hash (Swift's Hasher is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        return hash
    }
}
