import Lifecycle
import Support

/// The manifest's keys for the locked device (the rule book's §11.6): `data-protection`,
/// `locked-data`, `file-lock` and `reads-data-before-main`.
extension ManifestReader {
    mutating func lockedDevice(_ top: Fields, into spec: inout AppSpec) {
        if let protection = word(top, "data-protection", DataProtection.allCases.map { ($0.rawValue, $0) }) {
            spec.dataProtection = protection
        }
        if let behaviour = word(top, "locked-data", LockedDataBehaviour.allCases.map { ($0.rawValue, $0) }) {
            spec.lockedData = behaviour
        }
        if let hold = word(top, "file-lock", FileLockHold.allCases.map { ($0.rawValue, $0) }) {
            spec.fileLock = hold
        }
        if let reads = boolean(top, "reads-data-before-main") { spec.readsDataBeforeMain = reads }
    }
}
