import BenchmarkSupport
import Foundation
import SwiftSyntaxDump

/// A set of Swift files loaded into memory once, so every engine reads the same bytes.
struct Corpus {
    var name: String
    var directories: [URL]
    var files: [(path: String, utf8: [UInt8])]
    var texts: [(path: String, source: String)]
    var byteCount: Int
    var lineCount: Int

    /// Loads every file a dump of `directories` would read.
    init(name: String, directories: [URL]) throws {
        self.name = name
        self.directories = directories
        files = try SourceFileList.files(in: directories).map { (path: $0.relativePath, utf8: [UInt8](try Data(contentsOf: $0.url))) }
        texts = files.map { (path: $0.path, source: String(decoding: $0.utf8, as: UTF8.self)) }
        byteCount = files.reduce(0) { $0 + $1.utf8.count }
        lineCount = files.reduce(0) { total, file in total + file.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
    }

    /// The deterministic synthetic corpus, written under `Paths.work` on first use.
    static func synthetic(fileCount: Int) throws -> Corpus {
        let directory = Paths.work.appendingPathComponent("synthetic-\(fileCount)")
        if !FileManager.default.fileExists(atPath: directory.path) {
            try SyntheticCorpus(fileCount: fileCount).write(to: directory)
        }
        return try Corpus(name: "synthetic (\(fileCount) files)", directories: [directory])
    }

    /// A one-line description: files, size, lines.
    var summary: String {
        "\(name): \(files.count) files, \(Format.decimal(Double(byteCount) / 1_000_000, digits: 2)) MB, \(Format.count(Double(lineCount))) lines"
    }

    /// Megabytes per second and lines per second for one pass taking `seconds`.
    func throughput(_ seconds: Double) -> String {
        guard seconds > 0 else { return "–" }
        return "\(Format.decimal(Double(byteCount) / 1_000_000 / seconds)) MB/s, \(Format.count(Double(lineCount) / seconds)) lines/s"
    }
}
