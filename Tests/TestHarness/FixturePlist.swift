/// An app's Info.plist for the import's fixtures (SourceImportTests, EndToEndTests): the bundle
/// keys, the background modes and the permitted BG task identifiers, then any `extra` keys.
public enum FixturePlist {
    /// `identifier` nil leaves CFBundleIdentifier out; `extra` is plist text inside the dict.
    public static func app(identifier: String? = nil, name: String, modes: [String] = [], ids: [String] = [], extra: String = "")
        -> String
    {
        func array(_ key: String, _ values: [String]) -> String {
            values.isEmpty ? "" : "<key>\(key)</key>\n<array>\n" + values.map { "<string>\($0)</string>\n" }.joined() + "</array>\n"
        }
        let bundle = identifier.map { "<key>CFBundleIdentifier</key>\n<string>\($0)</string>\n" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \(bundle)<key>CFBundleName</key>
            <string>\(name)</string>
            \(array("UIBackgroundModes", modes))\(array("BGTaskSchedulerPermittedIdentifiers", ids))\(extra)</dict>
            </plist>

            """
    }
}
