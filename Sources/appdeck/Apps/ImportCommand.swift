import ArgumentParser
import Catalog
import Foundation
import Support
import SupportIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AppsCommand {
    /// `appdeck apps import PLIST`: a manifest from an app's Info.plist (ManifestImport decides
    /// everything; this reads the file, writes the manifest and says what happened).
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Make an app manifest from an app's Info.plist (XML or binary), to stdout or DIR/NAME.yaml.",
            discussion: """
                Exit status: 0 when the manifest loads as written (warnings included); 1 when a task's kind \
                is undecided (it is written all the same, marked CHOOSE); 2 when the plist or an option \
                cannot be used, or the file exists (nothing is written).
                """
        )

        @Argument(help: ArgumentHelp("The Info.plist (- for standard input).", valueName: "PLIST"))
        var plist: String

        @Option(help: ArgumentHelp("The app's name (else CFBundleDisplayName, CFBundleName, the plist's folder).", valueName: "NAME"))
        var name: String?

        @Option(help: ArgumentHelp("Write DIR/NAME.yaml (never replacing a file) instead of stdout.", valueName: "DIR"))
        var out: String?

        @Option(
            name: .customLong("set"),
            help: ArgumentHelp("Expand the build setting $(VAR) / ${VAR} wherever it appears (repeatable).", valueName: "VAR=VALUE"))
        var settings: [String] = []

        @Option(
            name: .customLong("kind"),
            help: ArgumentHelp("Decide a task's kind: refresh, processing or continued (repeatable).", valueName: "ID=KIND"))
        var kinds: [String] = []

        func run() throws {
            let source = plist == "-" ? "<stdin>" : plist
            let settings: BuildSettings
            switch BuildSettings.parse(self.settings) {
            case .success(let read): settings = read
            case .failure(let problem): throw refuse("appdeck apps import: \(problem)")
            }
            let info: InfoPlist
            do throws(Problem) {
                info = try InfoPlist.read(try TextFile.bytes(plist), file: source)
            } catch {
                throw refuse(error.description)
            }
            let folder = plist == "-" ? nil : URL(fileURLWithPath: plist).standardizedFileURL.deletingLastPathComponent().lastPathComponent
            let options = ManifestImport.Options(source: source, name: name, settings: settings, kinds: kinds, folder: folder)
            let result: ImportResult
            switch ManifestImport.run(info, options: options) {
            case .success(let imported): result = imported
            case .failure(let problem): throw refuse("appdeck apps import: \(problem)")
            }

            let target = try out.map { directory throws in try write(result, in: directory) }
            for message in result.messages { printError(message) }
            let problems = result.problems(file: target ?? "<stdout>")
            if !problems.isEmpty {
                printError("\(source): the manifest as written does not load, because:")
                for problem in problems { printError(problem.description) }
            }
            if target == nil {
                let output = StandardOutput()
                output.line(result.manifest)
                try output.finish()
            }
            if let target, let out { printError("\(source): wrote \(target); load it with appdeck --apps \(out)") }
            if let last = result.finishing(source: source, written: target) { printError(last) }
            if !result.loads { throw ExitCode(1) }
        }

        /// Writes the manifest to DIR/NAME.yaml, which must not exist (O_EXCL: not even a
        /// dangling symbolic link is replaced); DIR is created if it is not there (with its
        /// parents); a partly written file is removed.
        private func write(_ result: ImportResult, in directory: String) throws -> String {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
                do {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                    isDirectory = true
                } catch {
                    throw refuse("appdeck apps import: --out \(directory): cannot create the folder: \(error.localizedDescription)")
                }
            }
            guard isDirectory.boolValue else {
                throw refuse("appdeck apps import: --out \(directory): not a folder")
            }
            let target = (directory.hasSuffix("/") ? directory : directory + "/") + result.fileName
            let fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                let code = errno
                if code == EEXIST {
                    throw refuse("\(target): exists; not replaced (move it away, or choose another --name or --out)")
                }
                throw refuse("\(target): cannot write: \(Errno(code).reason)")
            }
            let (_, error) = writeFully(fd, Array(result.manifest.utf8)[...])
            let closed = close(fd) == 0 ? nil : errno
            if let failure = error ?? closed {
                unlink(target)
                throw refuse("\(target): cannot write: \(Errno(failure).reason); nothing written")
            }
            return target
        }

        /// Says why nothing was written; the error to throw for exit status 2.
        private func refuse(_ message: String) -> ExitCode {
            printError(message)
            return ExitCode(2)
        }
    }
}
