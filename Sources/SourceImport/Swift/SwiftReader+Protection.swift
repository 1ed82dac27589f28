import Lifecycle
import SwiftSyntax

/// Data protection classes and keychain accessibility written as literals (M15).
extension SwiftReader {
    static let protectionMembers: [String: DataProtection] = [
        "completeFileProtection": .complete, "completeFileProtectionUnlessOpen": .completeUnlessOpen,
        "completeFileProtectionUntilFirstUserAuthentication": .untilFirstUnlock, "noFileProtection": .none,
    ]
    static let protectionClasses: [String: DataProtection] = [
        "complete": .complete, "completeUnlessOpen": .completeUnlessOpen, "completeUntilFirstUserAuthentication": .untilFirstUnlock,
    ]

    func readMember(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if let protection = Self.protectionMembers[name] {
            facts.protections.append(ProtectionSite(place: place(node), fileClass: protection, written: node.trimmedDescription))
        } else if let protection = Self.protectionClasses[name], isProtectionClass(node) {
            facts.protections.append(ProtectionSite(place: place(node), fileClass: protection, written: node.trimmedDescription))
        }
        return .visitChildren
    }

    /// `FileProtectionType.complete`, or `.complete` as the value of a `.protectionKey` entry.
    func isProtectionClass(_ node: MemberAccessExprSyntax) -> Bool {
        if let base = node.base { return base.trimmedDescription.hasSuffix("FileProtectionType") }
        guard let element = node.parent?.as(DictionaryElementSyntax.self) else { return false }
        return element.key.trimmedDescription.hasSuffix("protectionKey")
    }

    func readReference(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if name == "NSFileProtectionComplete" {
            facts.protections.append(ProtectionSite(place: place(node), fileClass: .complete, written: name))
        } else if name == "kSecAttrAccessibleWhenUnlocked" || name == "kSecAttrAccessibleWhenUnlockedThisDeviceOnly" {
            facts.protections.append(ProtectionSite(place: place(node), fileClass: nil, written: name))
        }
        return .visitChildren
    }
}
