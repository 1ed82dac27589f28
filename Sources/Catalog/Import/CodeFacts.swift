import Lifecycle

/// What an app's source decided (`appdeck apps import FOLDER`), for the plist import to write:
/// each value with the place it came from (`RELPATH:LINE`, the manifest line's `# from`
/// comment), and the notes for what the code could not decide. Built by SourceImport.
public struct CodeFacts: Sendable {
    /// A value the code decided, and where.
    public struct Derived<Value: Sendable>: Sendable {
        public var value: Value
        public var from: String
        public init(_ value: Value, from: String) { self.value = value; self.from = from }
    }

    /// One BG task as the code has it; nil where the code decided nothing (the plist import's
    /// default stays).
    public struct Task: Sendable {
        public var id: String
        public var kind: Derived<BGTaskKind>?
        public var register: Derived<BGTaskRegistration>?
        public var submit: Derived<BGTaskSubmission>?
        /// nil inside: no earliest date (`earliestBeginDate` not set, or nil).
        public var earliest: Derived<SimDuration?>?
        public var expirationNoHandler: Derived<Bool>?
        public var resubmit: Derived<Bool>?
        public var requiresNetwork: Derived<Bool>?
        public var requiresPower: Derived<Bool>?
        /// Comments for the entry: what was not verified.
        public var notes: [String] = []

        public init(id: String) { self.id = id }
    }

    public var tasks: [Task] = []
    public var scenes: Derived<Bool>?
    public var lifecycleCode: Derived<LifecycleCode>?
    public var voipCall: Derived<VoipCall>?
    /// The silent-push delegate method exists.
    public var silentPush: Derived<Bool>?
    /// `performFetchWithCompletionHandler` exists: the minimum interval set, if any.
    public var fetch: Derived<SimDuration?>?
    public var dataProtection: Derived<DataProtection>?
    /// A notification service extension target.
    public var notificationService: Derived<Bool>?

    public init() {}

    /// The task for `id`, if the code has one.
    func task(_ id: String) -> Task? { tasks.first { $0.id == id } }
}
