/// AppDeck benchmarks: print figures, assert nothing. Build in release:
///   swift run -c release appdeck-bench                    the engine, appdeck matrix, --record, timeline and trace
///   swift run -c release appdeck-bench matrix             appdeck matrix alone
///   swift run -c release appdeck-bench record             --record's writes as a session grows
///   swift run -c release appdeck-bench trace              timeline and trace of 7 simulated days
///   swift run -c release appdeck-bench soak [--minutes N]  the dashboard at 300× (default 10 min)
///   swift run -c release appdeck-bench themes             appdeck themes with 100, 300, 1 000 chained themes
///   swift run -c release appdeck-bench palette            a key in the palette and filter after a long paste

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil:
    engineBenchmarks()
    print()
    matrixBenchmarks()
    print()
    recordBenchmarks()
    print()
    traceBenchmarks()
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
case "soak":
    let minutes = arguments.firstIndex(of: "--minutes").flatMap { arguments.dropFirst($0 + 1).first }.flatMap(Double.init)
    if arguments.count > 1 && (minutes ?? 0) <= 0 {
        print("usage: appdeck-bench soak [--minutes N]  (N > 0)")
    } else {
        soak(minutes: minutes ?? 10)
    }
default:
    print("usage: appdeck-bench [matrix | record | trace | themes | palette | soak [--minutes N]]")
}
