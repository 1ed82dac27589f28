import Glibc

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

/// Reads `fd` with read(2) to its end, again after each interruption: the bytes, or the
/// errno of the read that failed.
public func readFully(_ fd: Int32) -> Result<[UInt8], Errno> {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n == 0 { return .success(bytes) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return .failure(Errno(errno)) }
        bytes += chunk[0..<n]
    }
}

/// An errno, as an error: its `description` is strerror's text (`No such file or directory`).
public struct Errno: Error, Hashable, Sendable, CustomStringConvertible {
    public var code: Int32
    public init(_ code: Int32) { self.code = code }
    public var description: String { String(cString: strerror(code)) }
}
