import ArgumentParser
import Catalog
import Foundation
import SourceImport
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
            abstract: "Make an app manifest from an app's Info.plist or its source folder, to stdout or DIR/NAME.yaml.",
            discussion: """
                A folder is read as the app's source: its Info.plist, Swift (swift-syntax) and Objective-C \
                files decide each BG task's keys (each line says # from FILE:LINE) and the mistakes found \
                are printed on stderr as FILE:LINE: warning: TOKEN: sentence. \
                Exit status: 0 when the manifest loads as written (warnings included); 1 when a task's kind \
                is undecided (it is written all the same, marked CHOOSE); 2 when the path or an option \
                cannot be used, or the file exists (nothing is written).
                """
        )

        @Argument(help: ArgumentHelp("The Info.plist (- for standard input), or the app's source folder.", valueName: "PATH"))
        var plist: String

        @Option(
            name: .customLong("plist"),
            help: ArgumentHelp("With a folder: the app's Info.plist, when several qualify.", valueName: "FILE"))
        var appPlist: String?

        @Option(help: ArgumentHelp("With a folder: write the tasks and findings as JSON to FILE.", valueName: "FILE"))
        var report: String?

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
            var isDirectory: ObjCBool = false
            if plist != "-", FileManager.default.fileExists(atPath: plist, isDirectory: &isDirectory), isDirectory.boolValue {
                return try runFolder()
            }
            if appPlist != nil || report != nil {
                throw refuse("appdeck apps import: --plist and --report read a folder; \(plist.visible) is not one")
            }
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
            try finish(result, source: source)
        }

        /// `appdeck apps import FOLDER`: the source read (SourceImport), its warnings and
        /// findings on stderr, the report, then the manifest as for a plist.
        private func runFolder() throws {
            let options = SourceImport.Options(folder: plist, plist: appPlist, name: name, settings: settings, kinds: kinds)
            let outcome: SourceImport.Outcome
            do throws(SourceImport.Refusal) {
                outcome = try SourceImport.run(options)
            } catch {
                throw refuse(error.description)
            }
            for warning in outcome.warnings { printError(warning) }
            printError(outcome.summary)
            for finding in outcome.findings { printError(finding.line) }
            if let report {
                do {
                    try Data(outcome.report.utf8).write(to: URL(fileURLWithPath: report))
                } catch {
                    throw refuse("\(report.visible): cannot write the report: \(error.localizedDescription)")
                }
            }
            try finish(outcome.result, source: plist)
        }

        /// Writes the manifest (DIR/NAME.yaml or stdout) and says what happened.
        private func finish(_ result: ImportResult, source: String) throws {
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
