import ArgumentParser

/// How the dashboard draws and listens, for `appdeck`, `play` and `demo` alike.
struct ScreenOptions: ParsableArguments {
    @Flag(name: .customLong("no-mouse"), help: "Do not use the mouse.")
    var noMouse = false

    @Flag(name: .customLong("no-color"), help: "Draw with attributes only (as NO_COLOR does).")
    var noColor = false

    @Flag(help: "Draw with ASCII characters only (as when the locale is not UTF-8).")
    var ascii = false
}
