import BenchmarkSupport
import Foundation

// `benchmarks [--corpus DIR …] [--quick]` prints the Markdown benchmark table;
// `benchmarks diff --corpus DIR …` compares ModelScanner's dump with the swift-syntax reference.
if CommandLine.arguments.dropFirst().first == ChildProcess.launcherArgument {
    ChildProcess.runLauncher(Array(CommandLine.arguments.dropFirst(2)))
}
let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch let error as OptionsError {
    if let message = error.message { FileHandle.standardError.write(Data("error: \(message)\n".utf8)) }
    FileHandle.standardError.write(Data((Options.usage + "\n").utf8))
    exit(error.message == nil ? 0 : 2)
}
switch options.command {
case .diff: exit(DiffCommand(options: options).run())
case .run: exit(BenchmarkRun(options: options).run())
case .profileScan, .profileRender: exit(ProfileCommand(options: options).run())
}
