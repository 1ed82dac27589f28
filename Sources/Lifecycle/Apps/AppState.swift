/// The five states of the rule book's §1.
public enum AppState: String, CaseIterable, Sendable, Codable {
    case notRunning, inactive, active, background, suspended

    /// In front of the user (inactive or active).
    public var isForeground: Bool { self == .inactive || self == .active }
    /// The process exists.
    public var isAlive: Bool { self != .notRunning }
    /// The process can run code.
    public var isRunning: Bool { self != .notRunning && self != .suspended }
}
