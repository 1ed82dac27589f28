// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AppDeck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "appdeck", targets: ["appdeck"])
    ],
    dependencies: [
        // Command-line parsing for `appdeck`, `appdeck run`, `appdeck apps`, `appdeck themes`.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // YAML for app manifests, themes and settings.yaml (node marks give file:line errors).
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // ncurses with the wide-character functions: `ncursesw` on Linux, `ncurses` on macOS
        // (linked by DeckUI, the target that imports CNcurses; a system library takes no settings).
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .target(name: "Lifecycle"),
        // Reading user files and putting text on a terminal: widths, the sanitizer, problems.
        // The one module that sees Yams: the others read YAML as Support's `YAMLNode`.
        .target(name: "Support", dependencies: ["Yams"]),
        .target(name: "Catalog", dependencies: ["Lifecycle", "Support"]),
        // The command language, scripts and the built-in demos (Demos/*.deck, embedded at build time).
        .target(
            name: "Scenario", dependencies: ["Lifecycle", "Support", "Timeline"], exclude: ["Demos"],
            plugins: ["EmbedFiles"]),
        // The session as rows over time (states, moments, budgets), built from the engine's
        // events, and drawn as cells for the dashboard and as text for `run --format timeline`.
        .target(name: "Timeline", dependencies: ["Lifecycle", "Support"]),
        // The dashboard's pure core, the Elm shape: its state, update, view and drawing, the
        // key table and decoder, the theme and settings models, and the program that performs
        // effects through the DeckWorld protocol. No Foundation, Glibc or CNcurses: update and
        // view are pure by construction.
        // (MemberImportVisibility: not even a member of a Foundation type reaches it through
        // another module's imports.)
        .target(
            name: "DeckCore", dependencies: ["Lifecycle", "Scenario", "Support", "Timeline"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        // The dashboard's outside: the terminals (ncurses, the cast), the files it writes, the
        // settings store, theme files and the entry point, `Dashboard.run`.
        .target(
            name: "DeckUI", dependencies: ["DeckCore", "Lifecycle", "Scenario", "Support", "Timeline", "CNcurses"],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ],
            plugins: ["EmbedFiles"]),
        // Carries folders of text files into targets at build time: the top-level themes/ folder
        // (the one copy people edit) into DeckUI, Scenario's Demos/ into Scenario.
        .executableTarget(name: "FileEmbedder"),
        .plugin(
            name: "EmbedFiles", capability: .buildTool(), dependencies: ["FileEmbedder"],
            path: "Sources/EmbedFiles"),
        .executableTarget(
            name: "appdeck",
            dependencies: [
                "Lifecycle", "Catalog", "Scenario", "DeckCore", "DeckUI", "Support", "Timeline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "appdeck-bench", dependencies: ["Lifecycle", "Catalog", "Scenario", "DeckCore", "DeckUI", "Timeline", "Support"],
            path: "Sources/Benchmarks"),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle"]),
        .testTarget(name: "SupportTests", dependencies: ["Support"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "Lifecycle", "Support", "TestHarness"]),
        .testTarget(
            name: "ScenarioTests", dependencies: ["Scenario", "Catalog", "Lifecycle", "Support", "Timeline", "TestHarness"],
            exclude: ["Golden"]),
        .testTarget(
            name: "DeckUITests", dependencies: ["DeckCore", "DeckUI", "Lifecycle", "Catalog", "Scenario", "Support", "TestHarness"],
            exclude: ["Golden"]),
        .testTarget(
            name: "TimelineTests", dependencies: ["Timeline", "Lifecycle", "Catalog", "Scenario", "Support", "TestHarness"],
            exclude: ["Golden"]),
        .testTarget(name: "EndToEndTests", dependencies: ["appdeck", "TestHarness"]),
        .testTarget(name: "FuzzTests", dependencies: ["Scenario", "Catalog", "DeckCore", "DeckUI", "Lifecycle", "Support"]),
        // The real binary for end-to-end tests: found once, run as a process or in tmux.
        .target(name: "TestHarness", path: "Tests/TestHarness"),
    ]
)
