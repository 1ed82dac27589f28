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
