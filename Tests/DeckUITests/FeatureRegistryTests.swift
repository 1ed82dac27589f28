import Testing

@testable import DeckCore

/// Features as slices: each overlay and pane is registered once, its key rows are in the
/// binding table, and a scope's rows are one feature's (or the shared rows').
struct FeatureRegistryTests {
    @Test func aFeatureIsRegisteredOnce() {
        let names = Features.all.map { String(describing: $0) }
        #expect(Set(names).count == names.count, "a feature registered twice: \(names)")
    }

    @Test func everyFeaturesKeyRowsAreInTheBindingTable() {
        for feature in Features.all {
            for row in feature.keys {
                #expect(KeyBinding.table.contains(row), "\(feature)'s row \(row.keyLabel) is not in the table")
            }
        }
        let rows = Features.all.flatMap { $0.keys }
        #expect(KeyBinding.table.count >= rows.count)
    }

    @Test func aScopesRowsAreOneFeaturesOrShared() {
        for scope in Scope.allCases where scope != .main {
            let owners = Features.all.filter { feature in feature.keys.contains { $0.scope == scope } }
            #expect(owners.count <= 1, "\(scope) has rows in \(owners)")
        }
    }

    @Test func everyScopeHasAHelpSection() {
        for scope in Scope.allCases {
            let sections = HelpLayout.sections.filter { $0.scopes.contains(scope) }
            #expect(sections.count == 1, "\(scope) is in \(sections.count) help sections")
        }
    }

    @Test func everyOverlayBelongsToARegisteredFeature() {
        let overlays: [Overlay] = [.help(scroll: 0), .settings(row: 0), .palette, .filter]
        for overlay in overlays {
            let owners = Features.all.filter { feature in feature.keys.contains { $0.scope == overlay.scope } }
            #expect(owners.count == 1, "the \(overlay.scope) overlay's rows are in \(owners.count) features")
        }
    }
}
