// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AppDeck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "appdeck", targets: ["appdeck"]),
    ],
    dependencies: [
        // Command-line parsing for `appdeck`, `appdeck run`, `appdeck apps`, `appdeck themes`.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // YAML for app manifests, themes and settings.yaml (node marks give file:line errors).
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .target(name: "Lifecycle"),
        .target(name: "Catalog", dependencies: ["Lifecycle", "Yams"]),
        .target(name: "Scenario", dependencies: ["Lifecycle"]),
        .target(name: "DeckUI", dependencies: ["Lifecycle", "Scenario", "Catalog", "CNcurses", "Yams"]),
        .executableTarget(name: "appdeck", dependencies: [
            "Lifecycle", "Catalog", "Scenario", "DeckUI",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "appdeck-bench", dependencies: ["Lifecycle", "Catalog", "Scenario", "DeckUI"],
                          path: "Sources/Benchmarks"),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "Lifecycle"]),
        .testTarget(name: "ScenarioTests", dependencies: ["Scenario", "Catalog", "Lifecycle"],
                    exclude: ["Golden"]),
        .testTarget(name: "DeckUITests", dependencies: ["DeckUI", "Lifecycle", "Catalog", "Scenario"],
                    exclude: ["Golden"]),
        .testTarget(name: "EndToEndTests", dependencies: ["appdeck"]),
    ]
)
