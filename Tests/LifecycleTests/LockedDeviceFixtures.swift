import Lifecycle

/// Apps of the rule book's §11.6: protected data, what their code does when a read fails, a
/// database lock held at suspension, code before main.
enum LockedFixtures {
    static func app(
        _ name: String, _ protection: DataProtection = .untilFirstUnlock, _ behaviour: LockedDataBehaviour = .fail,
        fetch: SimDuration = .seconds(2), change: (inout AppSpec) -> Void = { _ in }
    ) -> AppSpec {
        var spec = AppSpec(
            name: name, modes: [.fetch, .remoteNotification],
            fetch: FetchSpec(minimumInterval: .hours(12), duration: fetch),
            silentPush: PushSpec(duration: .seconds(2)))
        spec.dataProtection = protection
        spec.lockedData = behaviour
        change(&spec)
        return spec
    }

    /// A nightly processing task over `complete` data.
    static let vault: AppSpec = {
        var spec = AppSpec(name: "Vault", modes: [.processing])
        spec.dataProtection = .complete
        spec.bgTasks = [
            BGTaskSpec(id: "vault.nightly", kind: .processing, register: .atLaunch, submit: .enterBackground, duration: .minutes(2))
        ]
        spec.permittedIdentifiers = ["vault.nightly"]
        return spec
    }()

    static let ledger: AppSpec = {
        var spec = AppSpec(name: "Ledger", didEnterBackground: .init(mainThreadWork: .ms(200)))
        spec.fileLock = .held
        return spec
    }()

    static let ledgerFixed: AppSpec = {
        var spec = AppSpec(
            name: "LedgerFixed",
            didEnterBackground: .init(tasks: [TaskSpec(name: "save", duration: .seconds(2), expiration: .endTaskNow)]))
        spec.fileLock = .released
        return spec
    }()

    static let keyring = app("Keyring", .untilFirstUnlock, .logOut) { $0.readsDataBeforeMain = true }

    static let apps = [
        app("Complete", .complete), app("Unless", .completeUnlessOpen), app("Default"), app("Open", .none),
        app("Waiter", .complete, .wait), app("SlowWaiter", .complete, .wait, fetch: .seconds(25)),
        app("Leaver", .complete, .logOut), vault, ledger, ledgerFixed, keyring,
        app("Held", .completeUnlessOpen) {
            $0.didEnterBackground = .init(tasks: [TaskSpec(name: "upload", duration: .minutes(10), expiration: .endTaskNow)])
        },
        app("Scened") { $0.scenes = true },
    ]

    static func engine(_ profile: Profile = .ios13) -> Engine {
        Engine(apps: apps, profile: profile, seed: 1)
    }
}

extension Engine {
    /// Every event of the app since the trace's mark, as `Name reason`.
    func had(_ app: String, _ name: EventName, _ reason: String? = nil) -> Bool {
        log.events.contains { $0.app == app && $0.name == name && (reason == nil || $0.reason == reason) }
    }
}
