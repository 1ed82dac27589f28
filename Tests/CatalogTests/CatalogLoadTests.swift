import Lifecycle
import Support
import Testing

@testable import Catalog

/// `--apps DIR`: manifests join the built-in catalog, all or nothing.
@Suite struct CatalogLoadTests {
    @Test func withoutADirectoryTheCatalogIsTheBuiltInOne() throws {
        #expect(try AppCatalog.load(adding: nil) == AppCatalog.builtIn())
    }

    @Test func aManifestWithABuiltInsNameReplacesItInPlaceIgnoringCase() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("mail.yaml", "name: mail\nsummary: my own mail\nmemory: 10MB\n")
        let apps = try AppCatalog.load(adding: dir.path)
        #expect(apps.count == 30)
        #expect(apps[1] == AppSpec(name: "mail", summary: "my own mail", memoryMB: 10))
        #expect(!apps.contains { $0.name == "Mail" })
    }

    @Test func newAppsFollowTheBuiltInsInFileNameOrderAndOtherFilesAreIgnored() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("b.yml", "name: Bee\n")
        try dir.write("a.yaml", "name: Ant\n")
        try dir.write("notes.txt", "not a manifest")
        try dir.write(".hidden.yaml", "broken: [")
        let apps = try AppCatalog.load(adding: dir.path + "/")
        #expect(apps.map(\.name).suffix(3) == ["Scores", "Ant", "Bee"])
    }

    @Test func oneBadManifestLoadsNothingAndEveryProblemOfEveryFileIsReported() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.yaml", "name: Ant\n")
        let b = try dir.write("b.yaml", "name: Bee\nmemory: -1MB\n")
        let c = try dir.write("c.yaml", "name: Cat\nmodes: [gps]\n")
        #expect(throws: Problems.self) { try AppCatalog.load(adding: dir.path) }
        do throws(Problems) {
            _ = try AppCatalog.load(adding: dir.path)
        } catch {
            #expect(
                error.description == """
                    \(b):2: memory: negative size '-1MB'; expected more than 0 bytes
                    \(c):2: unknown background mode 'gps'; valid modes: audio, location, voip, external-accessory, newsstand-content, fetch, remote-notification, processing
                    """)
        }
    }

    @Test func anAppNameUsedByTwoManifestsIsADuplicateNamingBothPlaces() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let a = try dir.write("a.yaml", "# first\nname: Kite\n")
        let b = try dir.write("b.yaml", "name: KITE\n")
        let set = ManifestSet(files: [a, b])
        #expect(
            set.problems == [
                Problem(
                    file: b, line: 1,
                    message: "duplicate app name 'KITE'; \(a):2 has it already (names match ignoring case)")
            ])
        #expect(set.apps.map(\.name) == ["Kite"])
        #expect(throws: Problems.self) { try AppCatalog.load(adding: dir.path) }
    }

    @Test func aMissingDirectoryOrFileIsAProblemOfThatPath() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        do throws(Problems) {
            _ = try AppCatalog.load(adding: dir.path + "/nowhere")
            Issue.record("a missing directory loaded")
        } catch {
            #expect(error.description == "\(dir.path)/nowhere: no such directory")
        }
        let file = try dir.write("a.yaml", "name: Ant\n")
        do throws(Problems) {
            _ = try AppCatalog.load(adding: file)
            Issue.record("a file was taken for a directory")
        } catch {
            #expect(error.description == "\(file): not a directory; --apps takes a directory of manifests")
        }
        #expect(
            ManifestSet(files: [dir.path + "/b.yaml", dir.path]).problems.map(\.description) == [
                "\(dir.path)/b.yaml: cannot read: no such file or directory",
                "\(dir.path): cannot read: it is a directory, not a file",
            ])
    }

    @Test func aTruncatedFileOnDiskIsReportedWithItsLine() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let bytes = Array("name: Kite\nsummary: ☀ sunny\n".utf8)
        let file = try dir.write("kite.yaml", bytes: Array(bytes.prefix(21))) // inside ☀
        #expect(
            ManifestSet(files: [file]).problems.map(\.description)
                == ["\(file):2: not UTF-8 text (a truncated or binary file?)"])
    }
}
