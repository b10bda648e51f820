import Foundation
import XCTest

/// One hostile input and where its diagnostic must point.
struct HostileInput {
    /// What the input is, printed with any failure.
    let name: String
    /// The raw bytes handed to the component under test.
    let bytes: [UInt8]
    /// The 1-based line the diagnostic must name.
    let line: Int
    /// A fragment the diagnostic's message must contain (case-insensitive), if any.
    let message: String?

    init(_ name: String, _ text: String, line: Int, message: String? = nil) {
        self.init(name, bytes: Array(text.utf8), line: line, message: message)
    }

    init(_ name: String, bytes: [UInt8], line: Int, message: String? = nil) {
        self.name = name
        self.bytes = bytes
        self.line = line
        self.message = message
    }

    /// The input as text (invalid UTF-8 repaired), for components that take a `String`.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Runs `body` on a background thread (8 MB stack, like a main thread) and returns its result,
/// failing the test instead of hanging the suite when it does not return within `seconds`.
func finishes<T>(within seconds: Double, _ name: String, file: StaticString = #filePath, line: UInt = #line,
                 _ body: @escaping () -> T) -> T? {
    let box = ResultBox<T>(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.run()
        done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    guard done.wait(timeout: .now() + seconds) == .success else {
        XCTFail("\(name): did not finish within \(seconds) s (hang)", file: file, line: line)
        return nil
    }
    return box.value
}

/// Carries the work into, and its result out of, the worker thread of `finishes(within:_:_:)`
/// (only one thread touches it at a time: the semaphore orders them).
private final class ResultBox<T>: @unchecked Sendable {
    private let body: () -> T
    var value: T?

    init(_ body: @escaping () -> T) { self.body = body }

    func run() { value = body() }
}

/// Asserts that `text` is a `path:line:col: error:` diagnostic for `path` at `line` whose message
/// contains `fragment`.
func assertLocatedError(_ text: String, path: String, line: Int, contains fragment: String? = nil, _ name: String,
                        file: StaticString = #filePath, callLine: UInt = #line) {
    let prefix = "\(path):\(line):"
    guard let start = text.range(of: prefix) else {
        return XCTFail("\(name): expected an error at \(prefix)…, got: \(text.prefix(600))", file: file, line: callLine)
    }
    let rest = text[start.upperBound...]
    let column = rest.prefix { $0.isNumber }
    XCTAssertFalse(column.isEmpty, "\(name): no column in \(text.prefix(300))", file: file, line: callLine)
    XCTAssertTrue(rest.dropFirst(column.count).hasPrefix(": error: "), "\(name): \(text.prefix(300))", file: file, line: callLine)
    if let fragment {
        XCTAssertTrue(text.lowercased().contains(fragment.lowercased()), "\(name): '\(fragment)' not in \(text.prefix(600))",
                      file: file, line: callLine)
    }
}
