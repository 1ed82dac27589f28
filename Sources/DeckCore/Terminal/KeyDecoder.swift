/// Turns the bytes a terminal sends into input events: UTF-8 text, control keys, the escape
/// sequences of the cursor and editing keys (as xterm, tmux, screen, rxvt and the Linux
/// console send them), mouse reports (SGR and X10) and bracketed pastes. Bytes that form no
/// key are dropped; nothing a terminal sends can make it fail.
public struct KeyDecoder: Sendable {
    /// How long the rest of an escape sequence may take before a lone ESC counts as the
    /// Escape key (ncurses' ESCDELAY, as the dashboard sets it).
    public static let escapeDelay = Duration.milliseconds(25)
    /// How long a paste may pause before it is taken as ended without its closing marker.
    public static let pastePause = Duration.seconds(1)
    /// The most text one paste keeps; what comes after it is dropped.
    public static let pasteLimit = 1 << 16

    private var bytes: [UInt8] = []
    /// The bytes of a paste under way (nil when none is).
    private var paste: [UInt8]?
    /// Whether a paste ran over `pasteLimit`.
    private var pasteTruncated = false

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    public init() {}

    /// How long to wait for more bytes before `flush`: nil when nothing is waiting.
    public var pendingLimit: Duration? {
        if paste != nil { return Self.pastePause }
        return bytes.isEmpty ? nil : Self.escapeDelay
    }

    /// Decodes `input` with whatever was left over; an incomplete sequence at the end waits
    /// for the next bytes (or for `flush`).
    public mutating func feed(_ input: some Sequence<UInt8>) -> [InputEvent] {
        bytes.append(contentsOf: input)
        var events: [InputEvent] = []
        var index = 0
        while index < bytes.count {
            if paste != nil {
                let (next, ended) = takePaste(from: index, into: &events)
                index = next
                if !ended { break }
                continue
            }
            guard let (consumed, event) = decode(at: index) else { break }
            if let event { events.append(event) }
            index += consumed
        }
        bytes.removeFirst(index)
        return events
    }

    /// No more bytes came in time: a lone ESC is the Escape key, an unfinished sequence is
    /// dropped, and a paste without its end is ended.
    public mutating func flush() -> [InputEvent] {
        if paste != nil {
            paste?.append(contentsOf: bytes)
            bytes.removeAll()
            return [finishPaste()]
        }
        defer { bytes.removeAll() }
        return bytes == [0x1B] ? [.key(.escape)] : []
    }

    /// One key at `index`: the bytes it took and the event (nil for bytes that are no key);
    /// nil when the bytes there are the start of a sequence still incomplete.
    private mutating func decode(at index: Int) -> (Int, InputEvent?)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escape(at: index)
        case 0x0D, 0x0A: return (1, .key(.enter))
        case 0x09: return (1, .key(.tab))
        case 0x08, 0x7F: return (1, .key(.backspace))
        case 0x01...0x1A: return (1, .key(.control(Character(Unicode.Scalar(byte + 0x60)))))
        case 0x00...0x1F: return (1, nil)
        case 0x20...0x7E: return (1, .key(.character(Character(Unicode.Scalar(byte)))))
        default: return utf8(at: index)
        }
    }

    /// A character of several UTF-8 bytes; a malformed byte is dropped.
    private func utf8(at index: Int) -> (Int, InputEvent?)? {
        let lead = bytes[index]
        let length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xC2 && lead <= 0xDF ? 2 : 0
        guard length > 0 else { return (1, nil) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard index + offset < bytes.count else { return nil }
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return (offset, nil) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, value > 0x9F, let scalar = Unicode.Scalar(value) else { return (length, nil) }
        return (length, .key(.character(Character(scalar))))
    }

    private mutating func escape(at index: Int) -> (Int, InputEvent?)? {
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "["): return controlSequence(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            return (3, Self.finalKey(bytes[index + 2]).map { .key($0) })
        default:
            // ESC and a key (Alt+key, or Escape typed just before it): the Escape key; the
            // next byte is decoded on its own.
            return (1, .key(.escape))
        }
    }

    /// `ESC [` parameters, intermediates, final byte (ECMA-48), or an X10 mouse report.
    private mutating func controlSequence(at index: Int) -> (Int, InputEvent?)? {
        var end = index + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) {
            end += 1
            if end - index > 32 { return (end - index, nil) }
        }
        guard end < bytes.count else { return nil }
        let final = bytes[end]
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let length = end + 1 - index
        guard (0x40...0x7E).contains(final) else { return (length - 1, nil) }
        if final == UInt8(ascii: "M") && parameters.isEmpty {
            guard end + 3 < bytes.count else { return nil }
            let b = Int(bytes[end + 1]) - 32, x = Int(bytes[end + 2]) - 33, y = Int(bytes[end + 3]) - 33
            return (length + 3, Self.mouse(button: b, x: x, y: y, released: b & 3 == 3))
        }
        if final == UInt8(ascii: "[") && parameters.isEmpty {
            // The Linux console's F1–F5: ESC [ [ A … E.
            guard end + 1 < bytes.count else { return nil }
            let n = Int(bytes[end + 1]) - Int(UInt8(ascii: "A")) + 1
            return (length + 1, (1...5).contains(n) ? .key(.function(n)) : nil)
        }
        if parameters.hasPrefix("<") && (final == UInt8(ascii: "M") || final == UInt8(ascii: "m")) {
            let numbers = parameters.dropFirst().split(separator: ";").map { Int($0) }
            guard numbers.count == 3, let b = numbers[0], let x = numbers[1], let y = numbers[2] else { return (length, nil) }
            return (length, Self.mouse(button: b, x: x - 1, y: y - 1, released: final == UInt8(ascii: "m")))
        }
        if final == UInt8(ascii: "~") {
            switch parameters.split(separator: ";").first {
            case "200":
                paste = []
                pasteTruncated = false
                return (length, nil)
            case "1", "7": return (length, .key(.home))
            case "4", "8": return (length, .key(.end))
            case "3": return (length, .key(.delete))
            case "5": return (length, .key(.pageUp))
            case "6": return (length, .key(.pageDown))
            case let number?:
                // xterm's F1–F12: 11–15, 17–21, 23, 24 (F5 and up skip 16 and 22).
                let codes = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]
                return (length, Int(number).flatMap { codes.firstIndex(of: $0) }.map { .key(.function($0 + 1)) })
            default: return (length, nil)
            }
        }
        return (length, Self.finalKey(final).map { .key($0) })
    }

    /// The key a CSI or SS3 sequence's final byte names (modifiers are not told apart).
    private static func finalKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "Z"): .backTab
        case UInt8(ascii: "M"): .enter
        // F1–F4: SS3 P…S (and CSI P…S with modifiers).
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
    }

    /// A mouse report: button 0 pressed or released, or the wheel; other buttons and motion
    /// are dropped. Coordinates are cells from 0.
    private static func mouse(button: Int, x: Int, y: Int, released: Bool) -> InputEvent? {
        guard x >= 0, y >= 0, button & 32 == 0 else { return nil }
        let kind: MouseEvent.Kind
        switch button & ~(4 | 8 | 16) {
        case 0: kind = released ? .release : .press
        case 3: kind = .release
        case 64: kind = .wheelUp
        case 65: kind = .wheelDown
        default: return nil
        }
        if released && (kind == .wheelUp || kind == .wheelDown) { return nil }
        return .mouse(MouseEvent(kind, x: x, y: y))
    }

    /// Takes paste bytes from `index` up to the closing marker; true when the paste ended.
    /// Without the marker it takes what it can, short of a marker's first bytes at the end.
    private mutating func takePaste(from index: Int, into events: inout [InputEvent]) -> (Int, Bool) {
        let end = Self.pasteEnd
        var i = index
        while i < bytes.count {
            if bytes[i] == 0x1B {
                let available = min(end.count, bytes.count - i)
                if bytes[i..<(i + available)].elementsEqual(end[0..<available]) {
                    guard available == end.count else { break }
                    appendToPaste(bytes[index..<i])
                    events.append(finishPaste())
                    return (i + end.count, true)
                }
            }
            i += 1
        }
        appendToPaste(bytes[index..<i])
        return (i, false)
    }

    private mutating func appendToPaste(_ chunk: ArraySlice<UInt8>) {
        guard var kept = paste else { return }
        paste = nil
        let room = Self.pasteLimit - kept.count
        if chunk.count > room { pasteTruncated = true }
        kept.append(contentsOf: chunk.prefix(max(0, room)))
        paste = kept
    }

    /// The paste as text: line breaks and tabs become spaces, other control characters go.
    private mutating func finishPaste() -> InputEvent {
        let raw = String(decoding: paste ?? [], as: UTF8.self)
        paste = nil
        var text = ""
        var lastWasReturn = false
        for scalar in raw.unicodeScalars {
            defer { lastWasReturn = scalar == "\r" }
            switch scalar.value {
            case 0x0A where lastWasReturn: continue
            case 0x09, 0x0A, 0x0D: text.unicodeScalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: continue
            default: text.unicodeScalars.append(scalar)
            }
        }
        if pasteTruncated { text += "…" }
        return .paste(text)
    }
}
