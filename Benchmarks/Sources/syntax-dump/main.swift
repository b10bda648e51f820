import Foundation
import SwiftSyntaxDump

// Prints `modelgen dump` JSON made with swift-syntax: `syntax-dump --sources DIR [--sources DIR …]`.
var directories: [URL] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    guard argument == "--sources", let value = arguments.popFirst() else {
        FileHandle.standardError.write(Data("usage: syntax-dump --sources DIR [--sources DIR …]\n".utf8))
        exit(2)
    }
    directories.append(URL(fileURLWithPath: value))
}
do {
    print(try SyntaxDumper.dump(SourceFileList.files(in: directories)).serialized(), terminator: "")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
