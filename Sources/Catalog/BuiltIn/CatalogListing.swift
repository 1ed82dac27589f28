import Lifecycle
import Support

/// The catalog as `appdeck apps` prints it: a header, then one app a line (name, background
/// modes, the rule it demonstrates), columns padded to their widest entry. Names and summaries
/// come from manifests, so they are drawn as on the dashboard (control characters spelled out).
public enum CatalogListing {
    public static func table(_ apps: [AppSpec]) -> String {
        let rows =
            [["NAME", "MODES", "SUMMARY"]]
            + apps.map { app in
                let modes = app.modes.sorted().map(\.rawValue).joined(separator: ", ")
                return [app.name.drawn, modes.isEmpty ? "-" : modes, app.summary.drawn]
            }
        let nameWidth = rows.map { $0[0].cellWidth }.max() ?? 0
        let modesWidth = rows.map { $0[1].cellWidth }.max() ?? 0
        return rows.map { row in
            row[0].padded(toWidth: nameWidth) + "  " + row[1].padded(toWidth: modesWidth) + "  " + row[2] + "\n"
        }.joined()
    }
}
