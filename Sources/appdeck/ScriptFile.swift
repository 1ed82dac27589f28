import ArgumentParser
import Scenario
import Support
import SupportIO

/// A script named on the command line (`play`, `compare`, `matrix --script`), read and
/// parsed; a file that cannot be read or a line that does not parse is a usage error (exit 2)
/// that names the file and line.
func readScript(_ path: String) throws -> Script {
    do {
        let file = try TextFile(path: path)
        return try Script(parsing: file.text, file: file.name)
    } catch {
        printError("\(error)")
        throw ExitCode(2)
    }
}
