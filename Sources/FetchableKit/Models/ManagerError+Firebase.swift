import Foundation

extension ManagerError {
    /// The error a Firebase Realtime Database call reported, as the `ManagerError` a caller can act on.
    ///
    /// The SDK 12.x reports server refusals through `FUtilities errorForStatus:andReason:` in the
    /// domain `com.firebase`: `permission_denied` is code 1, `unavailable` code 2; a `getData` while
    /// offline with nothing cached fails in `com.firebase.core` with code 1 (`FRepo.m`); a
    /// transaction aborted by a lost connection carries the status `disconnect`. Anything else
    /// keeps its domain, code and description in `.io`.
    public init(firebaseError error: any Error, path: String) {
        if let error = error as? ManagerError {
            self = error
            return
        }
        if error is CancellationError {
            self = .cancelled(path: path)
            return
        }
        let error = error as NSError
        let reason = error.localizedDescription
        switch (error.domain, error.code) {
        case ("com.firebase", 1):
            self = .permissionDenied(path: path, reason: reason)
        case ("com.firebase", 2), ("com.firebase.core", 1), (NSURLErrorDomain, _):
            self = .unavailable(path: path, reason: reason)
        case ("com.firebase", _) where reason == "disconnect":
            self = .unavailable(path: path, reason: "the connection was lost")
        default:
            self = .io(path: path, reason: "\(reason) (\(error.domain) \(error.code))")
        }
    }
}
