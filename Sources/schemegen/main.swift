import Driver
import Foundation

let tool = CommandLineTool(
    standardOutput: { print($0) },
    standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
// Every process has at least its own name as an argument, unless the runtime could not read the
// command line: on Linux the Swift runtime reads it from /proc, which a chroot or a bare container
// may lack. Running on with no arguments would be `generate` with the defaults, whatever was asked.
guard !CommandLine.arguments.isEmpty else {
    FileHandle.standardError.write(Data("schemegen: error: cannot read the command line (is /proc mounted?)\n".utf8))
    exit(ExitCode.usage.rawValue)
}
exit(tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
