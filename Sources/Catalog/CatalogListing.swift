import Lifecycle

/// The catalog as `appdeck apps` prints it: a header, then one app a line (name, background
/// modes, the rule it demonstrates), columns padded to their widest entry.
public enum CatalogListing {
    public static func table(_ apps: [AppSpec]) -> String {
        let rows = [["NAME", "MODES", "SUMMARY"]] + apps.map { app in
            let modes = app.modes.sorted().map(\.rawValue).joined(separator: ", ")
            return [app.name, modes.isEmpty ? "-" : modes, app.summary]
        }
        let nameWidth = rows.map { $0[0].count }.max() ?? 0
        let modesWidth = rows.map { $0[1].count }.max() ?? 0
        return rows.map { row in
            pad(row[0], nameWidth) + "  " + pad(row[1], modesWidth) + "  " + row[2] + "\n"
        }.joined()
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
