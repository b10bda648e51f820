import FetchableKit
import Foundation
import XCTest

/// The errors the Firebase SDK 12.x reports become `ManagerError`s a caller can tell apart
/// (`FUtilities errorForStatus:andReason:`, `FRepo.m`'s offline `getData`).
final class FirebaseErrorMappingTests: XCTestCase {
    private func mapped(_ domain: String, _ code: Int, _ description: String) -> ManagerError {
        ManagerError(firebaseError: NSError(domain: domain, code: code, userInfo: [NSLocalizedDescriptionKey: description]), path: "pets/a")
    }

    func testEachSDKErrorGetsItsKind() {
        XCTAssertEqual(mapped("com.firebase", 1, "Permission Denied"), .permissionDenied(path: "pets/a", reason: "Permission Denied"))
        XCTAssertEqual(mapped("com.firebase", 2, "Service is unavailable"), .unavailable(path: "pets/a", reason: "Service is unavailable"))
        XCTAssertEqual(mapped("com.firebase.core", 1, "Unable to get latest value for query pets/a, client offline …").kind, .unavailable)
        XCTAssertEqual(mapped(NSURLErrorDomain, NSURLErrorNotConnectedToInternet, "offline").kind, .unavailable)
        XCTAssertEqual(mapped("com.firebase", 9999, "disconnect"), .unavailable(path: "pets/a", reason: "the connection was lost"))
        XCTAssertEqual(mapped("com.firebase", 3, "Write cancelled by user"), .io(path: "pets/a", reason: "Write cancelled by user (com.firebase 3)"))
        XCTAssertEqual(mapped("com.firebase", 9999, "datastale"), .io(path: "pets/a", reason: "datastale (com.firebase 9999)"))
    }

    func testManagerErrorsAndCancellationPassThrough() {
        XCTAssertEqual(ManagerError(firebaseError: ManagerError.notFound(path: "x"), path: "pets/a"), .notFound(path: "x"))
        XCTAssertEqual(ManagerError(firebaseError: CancellationError(), path: "pets/a"), .cancelled(path: "pets/a"))
    }
}
