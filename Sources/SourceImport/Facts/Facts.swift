import Lifecycle

/// A place in the tree: a file relative to the folder given, and a line (from 1).
public struct Place: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) { self.file = file; self.line = line }

    public var description: String { "\(file):\(line)" }

    public static func < (a: Place, b: Place) -> Bool { (a.file, a.line) < (b.file, b.line) }
}

/// What starts a piece of code, as far as the life cycle is concerned: the roots the call graph
/// is searched back to.
enum Trigger: Hashable, Sendable {
    /// Before launch ends: main.swift, App.init, the app delegate's init, property
    /// initialisers, will/didFinishLaunching, Objective-C +load.
    case launch
    /// `scene(_:willConnectTo:options:)`: at launch for a submit, after launch for a register.
    case sceneConnect
    /// A view or view controller appearing.
    case view
    /// The UIApplicationDelegate's applicationDidEnterBackground / WillResignActive: not called
    /// in a scene app.
    case appDelegateBackground
    /// sceneDidEnterBackground, sceneWillResignActive, a didEnterBackgroundNotification
    /// observer, scenePhase .background.
    case enterBackground
    /// sceneWillEnterForeground, sceneDidBecomeActive, the app delegate's, their notifications,
    /// scenePhase .active.
    case foreground
    /// The launch handler of a registration (its index in `Facts.registers`).
    case handler(Int)
}

/// One piece of code that runs as a whole: a function, an initialiser, an accessor, a property
/// initialiser, a file's top-level code, or a closure that runs on its own (a launch handler,
/// a notification observer, a scene-phase branch).
struct Context: Sendable {
    var name: String
    /// The argument labels of a function (`_` for none).
    var labels: [String] = []
    /// The enclosing type, if any.
    var typeName: String?
    var place: Place
    /// The trigger it is a root for, decided where it is declared.
    var root: Trigger?
    /// The calls it makes, in order.
    var calls: [Call] = []
    /// Local `let` constants with what they were given.
    var locals: [String: IdExpr] = [:]
    /// Parameters: internal name → (label, position).
    var parameters: [String: (label: String, index: Int)] = [:]
    /// The types of parameters and locals where the code writes them (`x: T`, `let x = T(…)`).
    var types: [String: String] = [:]
    /// The names a returning statement had called before it in its block (M6, M13), or nil
    /// for a block that never called one.
    var exits: [Exit] = []
    /// Logging only (print, NSLog, os_log, a logger): for `serviceExtensionTimeWillExpire`.
    var onlyLogs = true
    /// `.expirationHandler = …` assignments.
    var expirationSets: [Place] = []
    /// Whether the body is empty.
    var isEmpty = true
    /// A property's initialiser or accessor (read, not called by name).
    var isProperty = false
}

/// A call by name: `f(a:)`, `x.f()`, `Type.f()`, `Type(…)` (name `init`, typeName `Type`).
struct Call: Sendable {
    var name: String
    var labels: [String]
    /// `Type` in `Type.f()` / `Type(…)`, when the receiver is a capitalised name.
    var typeName: String?
    /// Made inside an async hop (Task {}, DispatchQueue async, after an await).
    var hop: Bool
    var place: Place
    /// The arguments, for folding a parameter at its call sites.
    var arguments: [IdExpr]
    /// Names passed as arguments as they are (`f(task)`, `f(completion)`).
    var passes: [String]
    /// What the call is made on, as far as the syntax shows it.
    var receiver: Receiver = .unknown
}

/// What a call is made on: the call graph follows a call only to functions of the receiver's
/// type where the syntax shows that type, and by name alone (not verified) where it does not.
enum Receiver: Sendable, Equatable {
    /// `f()`: the enclosing type's own function, else a free function.
    case implicit
    /// `self.f()`, `Self.f()`, Objective-C `[self f]`.
    case ownType
    /// `super.f()`, `super.init()`.
    case superType
    /// `Type.f()`, `Type(…)`, `[Type f]`.
    case type(String)
    /// `x.f()`, `self.x.f()`: a parameter, a local or a stored property.
    case variable(String)
    /// `Type.shared.f()`: a static property of a type.
    case typeMember(String, String)
    /// Anything else (a call's result, `.init(…)`, a chain): not decided.
    case unknown
}

/// An early `return` (or a guard's else) and what its block called before it.
struct Exit: Sendable {
    var place: Place
    var calledBefore: [String]
}

/// `register(forTaskWithIdentifier:using:launchHandler:)`, Objective-C's, or SwiftUI's
/// `.backgroundTask(.appRefresh(id))`.
struct RegisterSite: Sendable {
    var id: IdExpr
    var place: Place
    var context: Int
    var hop: Bool
    /// The launch handler's context, when it is a closure (or a function named in it).
    var handler: Int?
    /// SwiftUI's `.backgroundTask`: registered by SwiftUI at launch; expiry is cancellation.
    var swiftUIKind: BGTaskKind?
}

/// A request built: `BGAppRefreshTaskRequest(identifier: id)` and the literal settings made on it
/// in the same code.
struct RequestSite: Sendable {
    var id: IdExpr
    var kind: BGTaskKind
    var place: Place
    var context: Int
    var variable: String?
    var earliest: Setting<IdExpr>?
    var network: Setting<Bool>?
    var power: Setting<Bool>?
}

/// A value set in the code, and where.
struct Setting<Value: Sendable>: Sendable {
    var value: Value
    var place: Place
}
