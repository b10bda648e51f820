import Foundation

// `demo [--database PATH]`: a scripted tour of the managers the GenerateManagers plugin generated
// for Models/, against a LocalDatabase file (a fresh temporary one unless PATH is given).

let usage = "usage: demo [--database PATH]   (PATH is kept; without it a temporary file is used and removed)"
var databasePath: String?
var remaining = CommandLine.arguments.dropFirst()
while let argument = remaining.popFirst() {
    switch argument {
    case "--database":
        guard let path = remaining.popFirst(), !path.isEmpty else {
            FileHandle.standardError.write(Data("error: --database needs a file path\n\(usage)\n".utf8))
            exit(2)
        }
        databasePath = path
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("error: unknown argument '\(argument)'\n\(usage)\n".utf8))
        exit(2)
    }
}

let temporary = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("modelgen-demo-\(UUID().uuidString).json")
let databaseFile = databasePath.map { URL(fileURLWithPath: $0) } ?? temporary

// A tour that hangs (an observed change that never arrives) must fail CI, not stall it.
Task.detached {
    try? await Task.sleep(nanoseconds: 60_000_000_000)
    print("✗ the tour did not finish within 60 seconds")
    exit(1)
}

let passed = await Tour(databaseFile: databaseFile).run()
if databasePath == nil {
    try? FileManager.default.removeItem(at: temporary)
}
exit(passed ? 0 : 1)
