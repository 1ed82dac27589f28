import Foundation
import Glibc
import SourceImport

/// `appdeck apps import FOLDER` on generated trees: 5 000 Swift files of ordinary code (models,
/// views, services of 40-80 lines) of which 1 in 250 mentions a background API, with an
/// Info.plist; and a tree shaped like a real app (SourceImportBenchmark+AppShaped.swift). The
/// goal: the 5 000 files in under 10 s on 2 cores (SOURCE-IMPORT.md).
func sourceImportBenchmarks() {
    print("Source import (apps import FOLDER): generated trees of Swift files (goal: 5 000 files under 10 s on 2 cores)")
    for (count, appShaped) in [(1_000, false), (5_000, false), (1_600, true), (5_000, true)] {
        let name = "appdeck-bench-source-\(count)\(appShaped ? "-app" : "")-\(getpid())"
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bytes = generateTree(root, files: count, appShaped: appShaped)
        let start = Date()
        let cpuStart = Glibc.clock()
        do {
            let outcome = try SourceImport.run(SourceImport.Options(folder: root))
            let wall = Date().timeIntervalSince(start)
            let cpu = Double(Glibc.clock() - cpuStart) / Double(CLOCKS_PER_SEC)
            let files = String(format: "%5d files", outcome.files.total) + (appShaped ? " shaped like an app" : "")
            print(
                files
                    + String(
                        format: " (%.1f MB): %.2f s wall, %.2f s CPU; %d parsed, %d tasks, %d findings", Double(bytes) / 1e6, wall, cpu,
                        outcome.files.parsed, outcome.code.tasks.count, outcome.findings.count))
        } catch {
            print("\(count) files: refused: \(error)")
        }
    }
}

/// Writes the tree; returns its size in bytes.
private func generateTree(_ root: String, files: Int, appShaped: Bool) -> Int {
    var total = 0
    func write(_ path: String, _ text: String) {
        let url = URL(fileURLWithPath: root + "/" + path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
        total += text.utf8.count
    }
    if appShaped {
        generateAppShapedTree(root, files: files, write: write)
        return total
    }
    let ids = (0..<files / 250).map { "com.example.bench.task\($0)" }
    write(
        "App/Info.plist",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>CFBundleIdentifier</key>\n<string>com.example.bench</string>\n"
            + "<key>UIBackgroundModes</key>\n<array>\n<string>fetch</string>\n<string>processing</string>\n</array>\n"
            + "<key>BGTaskSchedulerPermittedIdentifiers</key>\n<array>\n" + ids.map { "<string>\($0)</string>\n" }.joined()
            + "</array>\n</dict>\n</plist>\n")
    for index in 0..<files {
        let folder = "App/Module\(index / 100)"
        if index % 250 == 0, let id = ids.dropFirst(index / 250).first {
            write("\(folder)/Task\(index).swift", backgroundFile(index, id: id))
        } else {
            write("\(folder)/File\(index).swift", ordinaryFile(index))
        }
    }
    return total
}

private func ordinaryFile(_ index: Int) -> String {
    var text = "import Foundation\n\n/// Model \(index).\nstruct Model\(index): Codable, Hashable {\n"
    for field in 0..<12 { text += "    var field\(field): String = \"value \(field)\"\n" }
    text += "}\n\nfinal class Service\(index) {\n    private var cache: [String: Model\(index)] = [:]\n\n"
    for method in 0..<6 {
        text += """
                func load\(method)(_ key: String, completion: @escaping (Model\(index)?) -> Void) {
                    if let hit = cache[key] { completion(hit); return }
                    let model = Model\(index)()
                    cache[key] = model
                    DispatchQueue.main.async { completion(model) }
                }

            """
    }
    return text + "}\n"
}

private func backgroundFile(_ index: Int, id: String) -> String {
    """
    import BackgroundTasks

    enum Task\(index) {
        static let identifier = "\(id)"

        static func register() {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
                task.expirationHandler = { task.setTaskCompleted(success: false) }
                schedule()
                task.setTaskCompleted(success: true)
            }
        }

        static func schedule() {
            let request = BGProcessingTaskRequest(identifier: identifier)
            request.earliestBeginDate = Date(timeIntervalSinceNow: 3600)
            try? BGTaskScheduler.shared.submit(request)
        }
    }

    """
}
