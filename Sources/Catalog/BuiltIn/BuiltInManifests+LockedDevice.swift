/// The built-in apps of the locked device (the rule book's §11.6): protected data, a database
/// lock held at suspension and its fix, and an app that logs out when its data is locked.
extension BuiltInManifests {
    static let lockedDevice: [(file: String, text: String)] = [
        ("builtin/Vault.yaml", vault), ("builtin/Ledger.yaml", ledger), ("builtin/Ledger2.yaml", ledger2),
        ("builtin/Keyring.yaml", keyring),
    ]

    /// A nightly processing task over `complete` data: it runs with the device locked and
    /// cannot read what it needs.
    static let vault = """
        name: Vault
        symbol: ▣
        summary: "complete data protection: its nightly task cannot read its data"
        memory: 60MB
        modes: [processing]
        data-protection: complete
        locked-data: fail
        bg-tasks:
          - id: com.appdeck.vault.nightly
            kind: processing
            register: at-launch
            submit: enter-background
            duration: 2m
            expiration: end-task
        snapshot:
          - Vault
          - "Indexed {time}"
        """

    /// 0xdead10cc: a write to its shared database still holds the lock when it is suspended.
    static let ledger = """
        name: Ledger
        symbol: ≣
        summary: "suspended holding its shared database's lock: killed, 0xdead10cc"
        memory: 50MB
        file-lock: held
        did-enter-background:
          main-thread-work: 200ms
        snapshot:
          - Ledger
          - Groceries 42.10
        """

    /// Ledger2, Ledger fixed: its write ends inside a background task, so it is suspended cleanly.
    static let ledger2 = """
        name: Ledger2
        symbol: ⊟
        summary: "Ledger fixed: its write inside a background task, suspended cleanly"
        memory: 50MB
        file-lock: released
        did-enter-background:
          tasks:
            - name: save ledger
              thread: background
              duration: 2s
              expiration: end-task
        snapshot:
          - Ledger
          - Groceries 42.10
        """

    /// Reads its keychain token before main and in the background: locked, it reads no
    /// account and clears the session.
    static let keyring = """
        name: Keyring
        symbol: ⚷
        summary: "reads its token before main; locked, it logs the user out"
        memory: 40MB
        scenes: true
        modes: [remote-notification]
        silent-push:
          duration: 2s
          result: newData
        locked-data: log-out
        reads-data-before-main: true
        snapshot:
          - Keyring
          - "Signed in as dana"
        """
}
