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
        // Swift source for `appdeck apps import FOLDER` (SwiftParser and a SyntaxVisitor). Only
        // SourceImport and its tests name it: its build costs CI 1-2.5 minutes.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // ncurses with the wide-character functions: `ncursesw` on Linux, `ncurses` on macOS
        // (linked by DeckUI, the target that imports CNcurses; a system library takes no settings).
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .target(name: "Lifecycle"),
        // Pure text utilities: widths, the control-character sanitizer, glyphs, ASCII stand-ins,
        // JSON values, problems at a file's line, and YAML read from text (no file system, no
        // clock). The one module that sees Yams: the others read YAML as Support's `YAMLNode`.
        .target(name: "Support", dependencies: ["Yams"]),
        // The platform's I/O: the file calls (reading user files, replacing kept ones), writes to
        // a descriptor, signals, the environment and the window size.
        .target(name: "SupportIO", dependencies: ["Support"]),
        .target(name: "Catalog", dependencies: ["Lifecycle", "Support", "SupportIO"]),
        // `appdeck apps import FOLDER`: an app's source tree read (Swift with swift-syntax,
        // Objective-C with a small lexical reader), its background-task code decided, the
        // mistakes found (M1-M18 of SOURCE-IMPORT.md), the manifest and the JSON report.
        .target(
            name: "SourceImport",
            dependencies: [
                "Catalog", "Lifecycle", "Support", "SupportIO",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // The command language, scripts and the built-in demos (Demos/*.deck, embedded at build time).
        .target(
            name: "Scenario", dependencies: ["Lifecycle", "Support", "Timeline"], exclude: ["Demos", "Examples"],
            plugins: ["EmbedFiles"]),
        // The session as rows over time (states, moments, budgets), built from the engine's
        // events, and drawn as cells for the dashboard and as text for `run --format timeline`.
        .target(name: "Timeline", dependencies: ["Lifecycle", "Support"]),
        // The dashboard's pure core, the Elm shape: its state, update, view and drawing, the
        // key table and decoder, the theme and settings models. No Foundation, Glibc, CNcurses,
        // SupportIO or DeckRuntime: no file system and no wall clock, so update and view are
        // pure by construction.
        // (MemberImportVisibility: not even a member of a Foundation type reaches it through
        // another module's imports.)
        .target(
            name: "DeckCore", dependencies: ["Lifecycle", "Scenario", "Support", "Timeline"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        // The dashboard as a running program: `DeckProgram` owns the mutable engine, performs
        // the core's effects through the `DeckWorld` protocol and bounds each frame's work by
        // the wall clock (`FrameBudget`); the `Terminal` protocol and `MemoryTerminal` (for
        // tests). No ncurses and no files, so tests drive the whole dashboard in memory.
        .target(name: "DeckRuntime", dependencies: ["DeckCore", "Lifecycle", "Scenario"]),
        // The dashboard's outside: the terminals (ncurses, the cast), the files it writes, the
        // settings store, theme files and the entry point, `Dashboard.run`.
        .target(
            name: "DeckUI",
            dependencies: [
                "DeckCore", "DeckRuntime", "Lifecycle", "Scenario", "Support", "SupportIO", "Timeline", "CNcurses",
            ],
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
                "Lifecycle", "Catalog", "Scenario", "DeckCore", "DeckRuntime", "DeckUI", "SourceImport", "Support",
                "SupportIO", "Timeline", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "appdeck-bench",
            dependencies: [
                "Lifecycle", "Catalog", "Scenario", "DeckCore", "DeckRuntime", "DeckUI", "SourceImport", "Timeline", "Support",
                "SupportIO",
            ],
            path: "Sources/Benchmarks"),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle"]),
        .testTarget(name: "SupportTests", dependencies: ["Support", "SupportIO"]),
        .testTarget(name: "SourceImportTests", dependencies: ["SourceImport", "Catalog", "Lifecycle", "Support", "TestHarness"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "Lifecycle", "Support", "TestHarness"]),
        .testTarget(
            name: "ScenarioTests", dependencies: ["Scenario", "Catalog", "Lifecycle", "Support", "Timeline", "TestHarness"],
            exclude: ["Golden"]),
        .testTarget(
            name: "DeckUITests",
            dependencies: [
                "DeckCore", "DeckRuntime", "DeckUI", "Lifecycle", "Catalog", "Scenario", "Support", "SupportIO", "TestHarness",
            ],
            exclude: ["Golden"]),
        .testTarget(
            name: "TimelineTests", dependencies: ["Timeline", "Lifecycle", "Catalog", "Scenario", "Support", "TestHarness"],
            exclude: ["Golden"]),
        .testTarget(name: "EndToEndTests", dependencies: ["appdeck", "TestHarness"]),
        .testTarget(
            name: "FuzzTests",
            dependencies: ["Scenario", "Catalog", "DeckCore", "DeckRuntime", "DeckUI", "Lifecycle", "Support", "SupportIO"]),
        // The real binary for end-to-end tests: found once, run as a process or in tmux.
        .target(name: "TestHarness", path: "Tests/TestHarness"),
    ]
)
