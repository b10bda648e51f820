import FetchableKit
import Foundation
import XCTest

/// A fresh directory under the system's temporary directory, removed when the test ends.
func makeTemporaryDirectory(for testCase: XCTestCase) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FetchableKitTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
    return directory
}

/// Points every manager at a new in-memory database and returns it.
@discardableResult
func useFreshDatabase() -> LocalDatabase {
    let database = LocalDatabase()
    DatabaseConfiguration.shared.backend = database
    return database
}

/// The `ManagerError` `body` throws, failing the test when it throws nothing or something else.
func managerError(file: StaticString = #filePath, line: UInt = #line, _ body: () async throws -> Void) async -> ManagerError? {
    do {
        try await body()
        XCTFail("expected a ManagerError, nothing was thrown", file: file, line: line)
    } catch let error as ManagerError {
        return error
    } catch {
        XCTFail("expected a ManagerError, got \(error)", file: file, line: line)
    }
    return nil
}
