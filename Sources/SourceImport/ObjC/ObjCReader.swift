/// Reads one Objective-C `.m` file from its tokens (no parser, no regular expression): the
/// methods of each `@implementation` as contexts, their message sends and C calls by selector,
/// blocks given as launch handlers or observers, file-level constants and `#define`s.
struct ObjCReader {
    let file: String
    let tokens: [ObjCToken]
    var facts = Facts()
    var typeName: String?
    var role = Roots.TypeRole.other
    /// `^` tokens already claimed by a message: the context their block opens, or a hop.
    var claims: [Int: Claim] = [:]

    enum Claim {
        case handler(Int)
        case observer(Trigger)
        case hop
    }

    static func read(_ text: String, file: String) -> Facts {
        var reader = ObjCReader(file: file, tokens: ObjCLexer.tokens(text))
        reader.facts.contexts.append(Context(name: "<top>", place: Place(file: file, line: 1)))
        reader.run()
        return reader.facts
    }

    func text(_ k: Int) -> String { k < tokens.count ? tokens[k].text : "" }
    func place(_ k: Int) -> Place { Place(file: file, line: k < tokens.count ? tokens[k].line : 1) }

    /// The index of the token closing the bracket opened at `k` (or the end).
    func closing(_ k: Int) -> Int {
        let open = text(k)
        let close = open == "[" ? "]" : open == "(" ? ")" : "}"
        var depth = 0, i = k
        while i < tokens.count {
            if tokens[i].kind == .punctuation {
                if tokens[i].text == open { depth += 1 } else if tokens[i].text == close { depth -= 1 }
                if depth == 0 { return i }
            }
            i += 1
        }
        return tokens.count - 1
    }

    mutating func run() {
        var k = 0
        while k < tokens.count {
            let token = tokens[k]
            if token.kind == .directive {
                define(token)
            } else if token.text == "@", text(k + 1) == "implementation" {
                typeName = text(k + 2)
                role = Roots.role(name: text(k + 2), inherits: [], attributes: [])
                k += 3
                continue
            } else if token.text == "@", text(k + 1) == "interface" || text(k + 1) == "protocol" {
                while k < tokens.count, !(text(k) == "@" && text(k + 1) == "end") { k += 1 }
            } else if token.text == "@", text(k + 1) == "end" {
                typeName = nil
            } else if typeName != nil, token.text == "-" || token.text == "+", text(k + 1) == "(" {
                k = method(k)
                continue
            } else if token.text == "=", k > 0, tokens[k - 1].kind == .identifier, text(k + 1) != "=" {
                let end = statementEnd(k + 1)
                let constant = Declarations.Constant(typeName: nil, value: expression(k + 1, end), place: place(k))
                facts.declarations.constants[text(k - 1), default: []].append(constant)
                k = end
                continue
            } else if token.text == "{" {
                k = closing(k) + 1 // a function or struct outside an implementation: not read
                continue
            }
            k += 1
        }
    }

    /// `#define NAME value`: a constant.
    mutating func define(_ token: ObjCToken) {
        let inner = ObjCLexer.tokens(String(token.text.dropFirst()))
        guard inner.count >= 3, inner[0].text == "define", inner[1].kind == .identifier else { return }
        let sub = ObjCReader(file: file, tokens: inner)
        let constant = Declarations.Constant(
            typeName: nil, value: sub.expression(2, inner.count), place: Place(file: file, line: token.line))
        facts.declarations.constants[inner[1].text, default: []].append(constant)
    }

    func statementEnd(_ k: Int) -> Int {
        var i = k
        while i < tokens.count, text(i) != ";" {
            if ["[", "(", "{"].contains(text(i)) { i = closing(i) }
            i += 1
        }
        return min(i, tokens.count)
    }

    /// A method definition from its `-`/`+`: its selector, parameters and body; returns the
    /// index after it.
    mutating func method(_ start: Int) -> Int {
        var k = closing(start + 1) + 1
        var selector = "", parameters: [String: (label: String, index: Int)] = [:]
        while k < tokens.count, tokens[k].kind == .identifier {
            let piece = tokens[k].text
            guard text(k + 1) == ":" else {
                if selector.isEmpty { selector = piece }
                k += 1
                break
            }
            selector += piece + ":"
            k += 2
            if text(k) == "(" { k = closing(k) + 1 }
            if k < tokens.count, tokens[k].kind == .identifier {
                parameters[tokens[k].text] = (piece, parameters.count)
                k += 1
            }
        }
        while k < tokens.count, text(k) != "{", text(k) != ";" { k += 1 }
        guard text(k) == "{" else { return k + 1 }
        let end = closing(k)
        let signature = tokens[start].text == "+" && selector == "load" ? "load" : selector
        var context = Context(
            name: selector, typeName: typeName, place: place(start), root: Roots.trigger(signature: signature, role: role))
        context.parameters = parameters
        context.isEmpty = end == k + 1
        facts.contexts.append(context)
        scan(k + 1, end, context: facts.contexts.count - 1, hop: false, depth: 0)
        return end + 1
    }
}
