import ArgumentParser
import Lifecycle

/// `--device` and the catalog's options (`--apps`, `--only-apps`): the device and the apps of
/// every command that simulates (the dashboard, `run`, `play`, `demo`, `matrix`, `compare`).
struct DeviceOptions: ParsableArguments {
    @Option(help: DeviceKind.help)
    var device: DeviceKind = .default

    @OptionGroup var catalog: CatalogOptions
}

/// What `--profile` says in one command's help.
protocol ProfileHelp {
    static var profile: String { get }
}

/// `--profile`, declared once for `play`, `demo`, `run` and `matrix` (the dashboard's has no
/// default: without it, the dashboard takes the saved profile).
struct ProfileOptions<Help: ProfileHelp>: ParsableArguments {
    @Option(help: ArgumentHelp(Help.profile))
    var profile: Profile = .default
}

/// What `--theme` and `--seed` say in one command's help (their meaning differs a little: the
/// dashboard saves a theme, `run` colours event names, a script's lines change the seed).
protocol ThemeAndSeedHelp {
    static var theme: String { get }
    static var seed: String { get }
}

/// `--theme NAME|PATH` and `--seed N`, declared once for the dashboard, `play`, `demo` and `run`.
struct ThemeAndSeedOptions<Help: ThemeAndSeedHelp>: ParsableArguments {
    @Option(help: ArgumentHelp(Help.theme, valueName: "NAME|PATH"))
    var theme: String?

    @Option(help: ArgumentHelp(Help.seed))
    var seed: UInt64 = 0
}

extension DashboardCommand: ThemeAndSeedHelp {
    static let theme = "A theme's name or the path of a theme file (default: APPDECK_THEME, the saved one, else dark)."
    static let seed = "Seed for the simulation's randomness."
}

extension StageOptions: ProfileHelp, ThemeAndSeedHelp {
    static let profile = "The iOS generation to simulate at the start (the script's reset lines may change it)."
    static let theme = "A theme's name or the path of a theme file (default: APPDECK_THEME, else dark)."
    static let seed = "Seed for the simulation's randomness (the script's seed lines change it)."
}

extension RunCommand: ProfileHelp, ThemeAndSeedHelp {
    static let profile = "The iOS generation to simulate at the start."
    static let theme =
        "Colour event names with this theme on a terminal (default: APPDECK_THEME, else dark; the settings file is not read)."
    static let seed = "Seed for the simulation's randomness: the same seed gives the same run."
}

extension MatrixCommand: ProfileHelp {
    static let profile = "The iOS generation to simulate."
}
