import Catalog
import DeckCore
import DeckRuntime
import DeckUI
import Dispatch
import Lifecycle
import Scenario

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The soak: the built-in catalog at `speed` (300× unless given) for minutes of real time,
/// through the dashboard's own run loop, program and view into a memory terminal, with a
/// scripted user typing palette commands (pasted, then Enter), opening the help and the
/// filter and resizing the terminal. Prints RSS at the start, at each simulated hour (the
/// first three, then each day) and at the end, events per second and frame times.
func soak(minutes: Double, speed: Double = 300) {
    let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios7, seed: 1)
    let start = DispatchTime.now().uptimeNanoseconds
    func realTime() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    let program = DeckProgram(
        engine: engine, settings: .defaults, theme: .dark, themeName: Theme.dark.name,
        world: nil, realTime: realTime(), speed: speed, budget: .realTime())
    let terminal = SoakTerminal(seconds: minutes * 60, realTime: realTime, apps: engine.catalog.map(\.name))
    let rssStart = residentMegabytes()
    print(
        "AppDeck soak: built-in catalog (\(engine.catalog.count) apps) at \(program.state.clock.speedText) for \(minutes) min of real time")
    print("RSS at start: \(rssStart)")
    var hour: Int64 = 0
    var catchingUp = 0
    terminal.onFrame = {
        if program.state.catchingUp { catchingUp += 1 }
        let reached = engine.now.milliseconds / 3_600_000
        guard reached > hour else { return }
        hour = reached
        if hour <= 3 || hour % 24 == 0 {
            print("  simulated hour \(hour): RSS \(residentMegabytes()), session trace \(program.state.trace.events.count) events")
        }
    }
    Dashboard.runLoop(program: program, terminal: terminal, realTime: realTime)
    let seconds = realTime()
    let frames = terminal.frameTimes.sorted()
    func percentile(_ p: Double) -> Double { frames.isEmpty ? 0 : frames[min(frames.count - 1, Int(Double(frames.count) * p))] }
    let mean = frames.isEmpty ? 0 : frames.reduce(0, +) / Double(frames.count)
    print("RSS at end:   \(residentMegabytes()) (peak \(peakMegabytes()))")
    print("virtual time: \(engine.now)  events: \(engine.log.totalCount)  (\(Int(Double(engine.log.totalCount) / seconds)) events/s)")
    print(
        "input events: \(terminal.inputs)  frames: \(frames.count) (\(Int(Double(frames.count) / seconds))/s, \(catchingUp) catching up)")
    print(
        "frame time (input or wake-up to frame presented): mean \(ms(mean))  p50 \(ms(percentile(0.5)))  "
            + "p99 \(ms(percentile(0.99)))  max \(ms(frames.last ?? 0))")
}

private func ms(_ seconds: Double) -> String { "\(Double(Int(seconds * 10_000)) / 10) ms" }

/// A line of /proc/self/status in MB, as text: "N MB" on Linux; elsewhere there is no /proc and
/// memory is not measured (the figure says so rather than printing a 0).
private func statusMegabytes(_ key: String) -> String {
    #if os(Linux)
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix(key + ":") } ?? ""
        return "\((Int(line.filter(\.isNumber)) ?? 0) / 1024) MB"
    #else
        return "not measured on this platform"
    #endif
}

private func residentMegabytes() -> String { statusMegabytes("VmRSS") }
private func peakMegabytes() -> String { statusMegabytes("VmHWM") }

/// The memory terminal behind a scripted user: waits in real time as the run loop asks,
/// hands out the user's input on schedule, and times each frame from the input (or the
/// wake-up) that caused it to its present. After `seconds`, types q.
private final class SoakTerminal: Terminal {
    private let screen: MemoryTerminal
    private let seconds: Double
    private let realTime: () -> Double
    private var user: ScriptedUser
    private var queued: [InputEvent] = []
    private var nextInput = 0.5
    private var lastReturn = 0.0
    private var resizes = 0
    private(set) var frameTimes: [Double] = []
    private(set) var inputs = 0
    /// Called after each frame is presented.
    var onFrame: () -> Void = {}

    init(seconds: Double, realTime: @escaping () -> Double, apps: [String]) {
        self.seconds = seconds
        self.realTime = realTime
        user = ScriptedUser(apps: apps)
        screen = MemoryTerminal(size: Size(width: 120, height: 40))
    }

    var size: Size { screen.size }

    func present(_ canvas: Canvas) {
        screen.present(canvas)
        frameTimes.append(realTime() - lastReturn)
        onFrame()
    }

    func setMouse(_ enabled: Bool) { screen.setMouse(enabled) }

    func clear() { screen.clear() }

    func readInput(timeout: Duration?) -> InputEvent? {
        if queued.isEmpty, realTime() >= nextInput { queueNextAction() }
        if !queued.isEmpty {
            inputs += 1
            lastReturn = realTime()
            return queued.removeFirst()
        }
        let limit = timeout.map { Double($0.components.seconds) + Double($0.components.attoseconds) * 1e-18 } ?? .infinity
        let wait = min(limit, nextInput - realTime())
        if wait > 0 { usleep(UInt32(min(wait, 1) * 1e6)) }
        lastReturn = realTime()
        return nil
    }

    /// Every half second: a palette command from the scripted user (a lock is followed by an
    /// unlock); now and then the help, the filter or a new terminal size; at the end, q.
    private func queueNextAction() {
        nextInput += 0.5
        if realTime() >= seconds {
            queued = [.key(.escape), .key(.character("q"))]
            return
        }
        switch user.step % 20 {
        case 5: queued = [.key(.character("?")), .key(.down), .key(.escape)]
        case 11: queued = [.key(.character("/")), .key(.escape), .key(.character("/")), .paste("Mail"), .key(.enter)]
        case 17:
            resizes += 1
            screen.resize(to: resizes % 2 == 1 ? Size(width: 80, height: 24) : Size(width: 120, height: 40))
            queued = screen.pendingInput.compactMap { $0 }
            screen.pendingInput.removeAll()
        default: break
        }
        let command = user.next()
        for line in command == .lock ? [command, .unlock] : [command] {
            queued += [.key(.character(":")), .paste(CommandLanguage.format(line)), .key(.enter)]
        }
    }
}
