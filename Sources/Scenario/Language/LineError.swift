/// Why one line of the command language could not be read: the column (1-based, in
/// characters) where the problem starts, and what was expected there.
public struct LineError: Error, Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var message: String

    public init(column: Int, message: String) {
        self.column = column; self.message = message
    }

    public var description: String { "\(column): \(message)" }
}
