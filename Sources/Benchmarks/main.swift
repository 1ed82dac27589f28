import Catalog

/// AppDeck benchmarks: print figures, assert nothing. Build in release:
///   swift run -c release appdeck-bench                    the engine, appdeck matrix, --record, timeline and trace
///   swift run -c release appdeck-bench engine             the engine alone (ios7, ios26 and push rows)
///   swift run -c release appdeck-bench engine TEXT        only the engine rows whose label has TEXT (for a profile)
///   swift run -c release appdeck-bench pushes             the push rows alone
///   swift run -c release appdeck-bench widgets            the widget rows alone (7 days, a widget on every app)
///   swift run -c release appdeck-bench activities         the Live Activity rows alone
///   swift run -c release appdeck-bench matrix             appdeck matrix alone
///   swift run -c release appdeck-bench record             --record's writes as a session grows
///   swift run -c release appdeck-bench trace              timeline and trace of 7 simulated days
///   swift run -c release appdeck-bench soak [--minutes N] [--speed N]
///                                                         the dashboard at 300× (or N×; default 10 min)
///   swift run -c release appdeck-bench themes             appdeck themes with 100, 300, 1 000 chained themes
///   swift run -c release appdeck-bench palette            a key in the palette and filter after a long paste
///   swift run -c release appdeck-bench frame              a frame of the timeline (T) at 200×50, 24 h of events
///   swift run -c release appdeck-bench source-import      apps import FOLDER on 1 000 and 5 000 generated Swift files

let arguments = Array(CommandLine.arguments.dropFirst())
/// `engine TEXT`: only the engine rows whose label contains TEXT.
nonisolated(unsafe) var benchmarkFilter: String? = arguments.first == "engine" ? arguments.dropFirst().first : nil
switch arguments.first {
case nil:
    engineBenchmarks()
    print()
    matrixBenchmarks()
    print()
    recordBenchmarks()
    print()
    traceBenchmarks()
case "engine":
    engineBenchmarks()
case "pushes":
    pushBenchmarks(AppCatalog.builtIn())
case "widgets":
    widgetBenchmarks(AppCatalog.builtIn())
case "activities":
    activityBenchmarks(AppCatalog.builtIn())
case "record":
    recordBenchmarks()
case "matrix":
    matrixBenchmarks()
case "trace":
    traceBenchmarks()
case "themes":
    themeBenchmarks()
case "palette":
    paletteBenchmarks()
case "frame":
    frameBenchmarks()
case "source-import":
    sourceImportBenchmarks()
case "soak":
    func value(_ option: String) -> Double? {
        arguments.firstIndex(of: option).flatMap { arguments.dropFirst($0 + 1).first }.flatMap(Double.init)
    }
    let minutes = value("--minutes"), speed = value("--speed")
    if arguments.count > 1 && (minutes ?? 1) <= 0 || (speed ?? 1) <= 0
        || arguments.count != 1 + 2 * [minutes, speed].compactMap({ $0 }).count
    {
        print("usage: appdeck-bench soak [--minutes N] [--speed N]  (N > 0)")
    } else {
        soak(minutes: minutes ?? 10, speed: speed ?? 300)
    }
default:
    print(
        "usage: appdeck-bench [engine | pushes | widgets | activities | matrix | record | trace | themes | palette | frame | source-import | soak [--minutes N] [--speed N]]"
    )
}
