import Support

/// The manifest text of an imported app: every key AppDeck reads from the plist, each line
/// with a comment saying where its value came from or what to set, and what AppDeck does not
/// simulate kept as comments.
extension ManifestImport.App {
    /// The YAML, and the lines of the kinds still to choose.
    func yaml() -> (text: String, undecidedLines: [Int]) {
        var out = YAMLLines()
        let identifier = bundleIdentifier.map { "CFBundleIdentifier \($0)" } ?? "no CFBundleIdentifier"
        out.comment("\(name.name): imported from \(source) (\(identifier)) by appdeck apps import.")
        out.comment("Each comment says where a value came from or what to set; check: appdeck apps check FILE.")
        if tasks.contains(where: { $0.kind == nil }) {
            out.comment("It does not load until the kind of each task marked CHOOSE is chosen.")
        }
        out.add("name: \(yamlScalar(name.name))", "from \(name.source)")
        if let initial = name.name.first.map({ String($0).uppercased() }), ManifestReader.symbolProblem(initial) == nil {
            out.add("symbol: \(yamlScalar(initial))", "its initial, on its icon and card; any one character")
        }
        out.add("summary: \(yamlScalar("imported from " + (source.split(separator: "/").last.map(String.init) ?? source)))")
        if scenes {
            out.add("scenes: true", "Info.plist has UIApplicationSceneManifest")
        } else if let swiftUI = code?.scenes, swiftUI.value {
            out.add("scenes: true", "from \(swiftUI.from) (a SwiftUI App)")
        }
        if !modes.isEmpty { out.add("modes: [\(modes.joined(separator: ", "))]", "UIBackgroundModes") }
        codeKeys(&out)
        if !unsimulatedModes.isEmpty {
            out.comment("UIBackgroundModes AppDeck does not simulate: \(unsimulatedModes.joined(separator: ", "))")
        }
        features(&out)
        if !permitted.isEmpty {
            out.add("permitted-identifiers:", "BGTaskSchedulerPermittedIdentifiers")
            for id in permitted { out.add("  - \(yamlScalar(id))") }
        }
        var undecided: [Int] = []
        if !tasks.isEmpty { out.add("bg-tasks:", "one entry per identifier; scripts: submit \(name.name) ID") }
        for task in tasks {
            out.add("  - id: \(yamlScalar(task.id))")
            entry(task, &out, undecided: &undecided)
        }
        for wildcard in wildcards { example(wildcard, &out, header: tasks.isEmpty && wildcard == wildcards.first) }
        return (out.lines.joined(separator: "\n") + "\n", undecided)
    }

    /// The feature blocks the modes allow, commented out: what the app does with each mode.
    private func features(_ out: inout YAMLLines) {
        let written = code.map { [$0.fetch == nil ? "" : "fetch", $0.silentPush == nil ? "" : "remote-notification"] } ?? []
        let blocks = Self.featureBlocks.filter { block in
            modes.contains(block.mode) && !(block.mode == "fetch" && !permitted.isEmpty) && !written.contains(block.mode)
        }
        guard !blocks.isEmpty else { return }
        out.comment("What the app does with its modes: uncomment and set the times to simulate it.")
        for block in blocks {
            for line in block.lines { out.comment(line) }
        }
    }

    static let featureBlocks: [(mode: String, lines: [String])] = [
        ("fetch", ["fetch:                    # legacy background fetch (performFetch)", "  minimum-interval: 15m", "  duration: 5s"]),
        ("remote-notification", ["silent-push:              # what a content-available push does", "  duration: 2s"]),
        ("audio", ["audio:", "  playlist: 1h             # plays from launch for this long"]),
        ("location", ["location:", "  navigation: 30m          # continuous updates from launch for this long"]),
        ("voip", ["voip:", "  keep-alive: 10m"]),
        ("external-accessory", ["accessory:", "  interval: 1m             # the accessory sends data this often"]),
        ("newsstand-content", ["newsstand:", "  issue-size: 50MB"]),
    ]

    /// The keys of one `bg-tasks` entry after its id, with defaults for the kind.
    private func entry(_ task: ManifestImport.Task, _ out: inout YAMLLines, undecided: inout [Int]) {
        let indent = "    "
        if let kind = task.kind {
            out.add(indent + "kind: \(kind.rawValue)", task.reason)
        } else {
            out.comment("CHOOSE its kind (refresh, processing or continued): \(task.reason).", indent: indent)
            if let guess = task.guess {
                out.comment("A guess from the word \(guess.word.quoted) of the identifier: \(guess.kind.rawValue).", indent: indent)
            }
            undecided.append(out.lines.count + 1)
            out.add(indent + "kind: undecided", "refused until chosen: --kind ID=KIND, or edit")
        }
        let code = task.code
        for note in code?.notes ?? [] { out.comment("not verified: " + note, indent: indent) }
        if let register = code?.register {
            out.add(indent + "register: \(register.value.rawValue)", "from \(register.from)")
        } else {
            out.add(indent + "register: at-launch", "at-launch | late | never: when its launch handler is registered")
        }
        let continued = task.kind == .continued
        if let submit = code?.submit {
            out.add(indent + "submit: \(submit.value.rawValue)", "from \(submit.from)")
        } else if continued {
            out.add(indent + "submit: command", "on the user's tap, in front: submit \(name.name) ID")
        } else {
            out.add(indent + "submit: enter-background", "launch | enter-background | command (only by submit APP ID)")
        }
        switch (task.kind, code?.earliest) {
        case (.continued?, _): break
        case (_, let earliest?):
            if let after = earliest.value {
                out.add(indent + "earliest: \(after)", "from \(earliest.from)")
            } else {
                out.comment("earliest: none (no earliestBeginDate)  # from \(earliest.from)", indent: indent)
            }
        case (.refresh?, nil), (nil, nil): out.add(indent + "earliest: 15m", "earliestBeginDate after submission; delete for none")
        case (.processing?, nil):
            out.comment("earliest: 1h               # earliestBeginDate after submission; none: as soon as allowed", indent: indent)
        }
        out.add(
            indent + "duration: \(task.kind == .refresh || task.kind == nil ? "5s" : "2m")",
            "its work, then setTaskCompleted(success: true); never")
        if let none = code?.expirationNoHandler, none.value {
            out.add(indent + "expiration: no-handler", "from \(none.from)")
        } else {
            out.add(indent + "expiration: end-task", "nothing | end-task | end-task after D | no-handler")
        }
        if continued {
            out.add(indent + "title: \(yamlScalar(name.name + " task"))", "the Live Activity's title")
            out.add(indent + "strategy: queue", "queue | fail: when another continued task runs")
            out.add(indent + "progress-every: 1s", "how often it reports progress (1s or more); never stalls")
            return
        }
        if let resubmit = code?.resubmit {
            out.add(indent + "resubmit: \(resubmit.value)", "from \(resubmit.from)")
        } else {
            out.add(indent + "resubmit: \(task.kind == .processing ? "false" : "true")", "submits the next request when its handler starts")
        }
        let power = "requires-power: false", network = "requires-network: false"
        if task.kind == .processing {
            if let power = code?.requiresPower {
                out.add(indent + "requires-power: \(power.value)", "from \(power.from)")
            } else {
                out.add(indent + power, "true: only on the charger (requiresExternalPower)")
            }
            if let network = code?.requiresNetwork {
                out.add(indent + "requires-network: \(network.value)", "from \(network.from)")
            } else {
                out.add(indent + network, "true: only online (requiresNetworkConnectivity)")
            }
        } else if task.kind == nil {
            out.comment(power + "      # processing only: true, only on the charger", indent: indent)
            out.comment(network + "    # processing only: true, only online", indent: indent)
        }
    }

    /// The comment a wildcard identifier gets instead of an entry: what it permits, and an
    /// entry to copy.
    private func example(_ wildcard: String, _ out: inout YAMLLines, header: Bool) {
        let prefix = String(wildcard.dropLast())
        out.comment("\(wildcard) is a wildcard (continued tasks, ios26): it permits every id that starts with '\(prefix.visible)'.")
        out.comment("It has no entry of its own. To simulate one of its tasks, add an entry such as:")
        let example = prefix.hasSuffix(".") || prefix.isEmpty ? prefix + "export" : prefix + ".export"
        if header { out.comment("bg-tasks:") }
        for line in [
            "  - id: \(yamlScalar(example))", "    kind: continued", "    submit: command", "    duration: 2m",
            "    title: \(yamlScalar(name.name + " export"))", "    progress-every: 1s",
        ] {
            out.comment(line)
        }
    }
}

/// Lines of YAML with their comments lined up.
struct YAMLLines {
    private(set) var lines: [String] = []
    static let commentColumn = 30

    /// A line of YAML, with a comment after it when given.
    mutating func add(_ text: String, _ comment: String? = nil) {
        guard let comment else {
            lines.append(text)
            return
        }
        let padding = max(1, Self.commentColumn - text.count)
        lines.append(text + String(repeating: " ", count: padding) + "# " + comment.visible)
    }

    /// A comment line; its text made visible (no control character, so no line break).
    mutating func comment(_ text: String, indent: String = "") {
        lines.append(indent + "# " + text.visible)
    }
}

/// `text` as a YAML scalar the manifest reader takes back unchanged: plain when it is a plain
/// word, else double-quoted with escapes.
func yamlScalar(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || "._-+/*".unicodeScalars.contains(scalar)
    }
    let special = ["null", "true", "false", "yes", "no", "on", "off", "y", "n", "~"].contains(text.lowercased())
    if plain, let first = text.unicodeScalars.first, first != "*", first != "-", !special { return text }
    var quoted = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        default:
            if ControlCharacters.isControl(scalar) || scalar.value == 0xFEFF {
                quoted +=
                    "\\u" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count))
                    + String(scalar.value, radix: 16)
            } else {
                quoted.unicodeScalars.append(scalar)
            }
        }
    }
    return quoted + "\""
}
