import Foundation

/// Runs a program to completion and collects what it printed.
struct ChildProcess {
    /// What a finished program returned and printed.
    struct Result {
        let status: Int32
        let output: Data
        let errorOutput: Data

        var errorText: String { String(decoding: errorOutput, as: UTF8.self) }
    }

    let executable: String
    let arguments: [String]
    var environment: [String: String] = ProcessInfo.processInfo.environment
    var currentDirectory: String?

    /// Runs the program; standard error is read on another thread so that neither pipe fills up
    /// and blocks the program. Throws when it cannot be started.
    func run() throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        // Not `waitUntilExit`: on Linux it polls its run loop every 50 ms, which was most of a
        // cached Swift template's wall time (0.09 s against 0.03 s of CPU).
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let errorData = ErrorBuffer()
        let reader = DispatchGroup()
        DispatchQueue.global().async(group: reader) { errorData.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        reader.wait()
        exited.wait()
        return Result(status: process.terminationStatus, output: outputData, errorOutput: errorData.data)
    }
}

/// Standard error's bytes, filled on the reading thread and read after it finished (`DispatchGroup.wait`
/// orders the two accesses, which the compiler cannot see).
private final class ErrorBuffer: @unchecked Sendable {
    var data = Data()
}
