import Lifecycle
import Support

/// The call sheet (ringing: answer or decline; in progress: hang up) and the SMS alert,
/// drawn while the engine's device shows them. Their keys come from the binding table.
///
/// The sheet sits in the switcher's region, never over the events (which show what the call
/// just caused: CallIncoming, the front app resigning active) nor the caption: centred when
/// that leaves the cards in view, otherwise at the right, over the oldest cards.
struct SheetView {
    var device: DeviceStatus
    /// The switcher's region, and where its cards end (the column after the last).
    var switcher: Rect
    var cardsEnd: Int
    var theme: Theme

    func draw(in screen: Rect, into canvas: inout Canvas) {
        guard let scope = DeckState.sheetScope(device) else { return }
        let title: String
        let text: String
        switch scope {
        case .ringing:
            title = "Incoming call"
            text = device.caller.map { "\($0) reports a call through CallKit." } ?? "The phone is ringing."
        case .onCall:
            title = "On a call"
            text = device.caller.map { "\($0)'s call is in front (CallKit)." } ?? "The call app is in front."
        default: title = "SMS alert"; text = "A message alert covers the screen."
        }
        let hints = KeyBinding.table.filter { $0.scope == scope }.map { "\($0.keys[0].label) \($0.footer ?? $0.description)" }
        let width = min(screen.width - 4, max(title.cellWidth, text.cellWidth, hints.joined(separator: "   ").cellWidth) + 6)
        let body = Rect(x: switcher.x, y: switcher.y + 1, width: switcher.width, height: max(5, switcher.height - 1))
        var rect = body.centered(Size(width: width, height: 5))
        if rect.x <= cardsEnd { rect = Rect(x: max(body.x, body.maxX - width - 1), y: rect.y, width: width, height: 5) }
        canvas.fill(rect, style: theme.style(.overlay))
        let box = Box(
            rect: rect, style: theme.style(.statusBarAccent, over: .overlay), title: title,
            titleStyle: theme.style(.overlayTitle, over: .overlay))
        box.draw(into: &canvas)
        canvas.draw(text, x: rect.x + 3, y: rect.y + 1, width: rect.width - 4, style: theme.style(.overlay))
        var x = rect.x + 3
        for binding in KeyBinding.table where binding.scope == scope {
            x = canvas.draw(binding.keys[0].label, x: x, y: rect.y + 3, style: theme.style(.footerKey, over: .overlay))
            x = canvas.draw(" " + (binding.footer ?? binding.description) + "   ", x: x, y: rect.y + 3, style: theme.style(.overlay))
        }
    }
}
