#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `bytes` to `fd` with write(2), again after each partial write or interruption,
/// until all are written or a write fails: how many were written, and the errno that
/// stopped it (EAGAIN when a non-blocking descriptor takes no more now).
public func writeFully(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> (written: Int, error: Int32?) {
    var written = 0
    while written < bytes.count {
        let n = bytes[(bytes.startIndex + written)...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n > 0 {
            written += n
        } else if n < 0 && errno == EINTR {
            continue
        } else {
            return (written, n < 0 ? errno : EIO)
        }
    }
    return (written, nil)
}

/// An errno, as an error: its `description` is strerror's text (`No such file or directory`).
public struct Errno: Error, Hashable, Sendable, CustomStringConvertible {
    public var code: Int32
    public init(_ code: Int32) { self.code = code }
    public var description: String { String(cString: strerror(code)) }
    /// The text as a clause in a message: `permission denied`.
    public var reason: String {
        let text = description
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
