import Support

/// The bottom row: the key hints of what would work now (from the binding table), with
/// `? help` kept at the right; or the status-line message until the next key.
struct Footer {
    var bindings: [KeyBinding]
    var message: StatusMessage?
    var theme: Theme

    /// The hints drawn in `width` cells: as many of `bindings`, in order, as fit, and the
    /// help hint always.
    static func hints(_ bindings: [KeyBinding], width: Int) -> [KeyBinding] {
        let help = bindings.first { $0.action == .help }
        var room = width - 2 - (help.map { hintWidth($0) + 2 } ?? 0)
        var shown: [KeyBinding] = []
        for binding in bindings where binding.action != .help {
            let needed = hintWidth(binding) + (shown.isEmpty ? 0 : 2)
            guard needed <= room else { break }
            shown.append(binding)
            room -= needed
        }
        return shown + (help.map { [$0] } ?? [])
    }

    static func hintWidth(_ binding: KeyBinding) -> Int {
        guard let hint = binding.footerHint else { return 0 }
        return hint.key.cellWidth + 1 + hint.text.cellWidth
    }

    func draw(in rect: Rect, into canvas: inout Canvas) {
        canvas.fill(rect, style: theme.style(.footer))
        if let message {
            canvas.draw(
                message.text, x: rect.x + 1, y: rect.y, width: rect.width - 2,
                style: theme.style(message.isError ? .error : .footer, over: .footer))
            return
        }
        var x = rect.x + 1
        for binding in Self.hints(bindings, width: rect.width) {
            guard let hint = binding.footerHint else { continue }
            if binding.action == .help { x = rect.maxX - 1 - Self.hintWidth(binding) } else if x > rect.x + 1 { x += 2 }
            x = canvas.draw(hint.key, x: x, y: rect.y, style: theme.style(.footerKey, over: .footer))
            x = canvas.draw(" " + hint.text, x: x, y: rect.y, style: theme.style(.footer))
        }
    }
}
