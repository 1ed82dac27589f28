import Foundation
import TestHarness
import Testing

/// `appdeck apps check` takes a folder as `--apps` does: its *.yaml and *.yml files, by name.
struct AppsCheckFolderTests {
    @Test func appsCheckTakesAFolderAsAppsDoes() throws {
        let dir = try AppdeckProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("name: Alpha\n".utf8).write(to: URL(fileURLWithPath: dir + "/a.yaml"))
        let twice =
            "name: Beta\nmodes: [fetch]\nbg-tasks:\n  - id: b.one\n    kind: refresh\n    submit: launch\n  - id: b.two\n    kind: refresh\n    submit: launch\n"
        try Data(twice.utf8).write(to: URL(fileURLWithPath: dir + "/b.yml"))
        try Data("not a manifest".utf8).write(to: URL(fileURLWithPath: dir + "/notes.txt"))
        let inside = try AppdeckProcess.run(["apps", "check", "."], directory: dir)
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(
            inside.stdout == """
                ./a.yaml: ok
                ./b.yml:7: warning: bg-tasks[1]: a second refresh task submitted at launch, as 'b.one' is: its submit always fails (too-many-pending: one refresh request per app)

                """)
    }
}
