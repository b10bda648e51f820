import FetchableKit
import Foundation

/// The tour's steps for what keeps an app safe when it moves to Firebase: the backend is an
/// explicit choice, inputs Firebase's SDK would crash on are errors from any backend, and an
/// observer Firebase cancels ends with its error (simulated here by `LocalDatabase.revokeAccess`).
@MainActor
struct FirebaseSafetySteps {
    let checklist: Checklist

    func requireABackend() async {
        checklist.step("No backend chosen yet: a clear error, not a database that vanishes at exit")
        do {
            _ = try await PetManager.shared.fetchAll()
            checklist.check(false, "fetchAll() without a backend should fail")
        } catch {
            checklist.check(error as? ManagerError == .noBackend, "fetchAll() → \(error)")
        }
    }

    func refuseWhatFirebaseWouldCrashOn() async throws {
        checklist.step("Queries Firebase's SDK would crash on are errors, from LocalDatabase too")
        let queries: [(String, () async throws -> Void)] = [
            ("query(.all.limited(to: 1 << 31))", { _ = try await PetManager.shared.query(.all.limited(to: 1 << 31)) }),
            ("query(where: ArticleKeys.tags, equals: [\"demo\"])", { _ = try await ArticleManager.shared.query(where: ArticleKeys.tags, equals: ["demo"]) }),
            ("query(.all.ordered(by: \"$key\"))", { _ = try await PetManager.shared.query(.all.ordered(by: "$key")) }),
        ]
        for (call, run) in queries {
            do {
                try await run()
                checklist.check(false, "\(call) should fail")
            } catch let error as ManagerError {
                checklist.check(error.kind == .invalidRequest, "\(call) → \(error)")
            }
        }
        let none = try await PetManager.shared.query(.all.limited(to: 0))
        checklist.check(none.isEmpty, "query(.all.limited(to: 0)) → [] (Firebase is never asked for 0)")
    }

    func endAPermissionCancelledObserver() async throws {
        checklist.step("An observer refused by security rules ends with the error (simulated locally)")
        guard let database = DatabaseConfiguration.shared.backend as? LocalDatabase else {
            checklist.check(false, "the tour runs on a LocalDatabase")
            return
        }
        var changes = try await PetManager.shared.observeAll().makeAsyncIterator()
        guard case .added(let first)? = try await changes.next() else {
            checklist.check(false, "observeAll() did not report the stored pets")
            return
        }
        checklist.note("observeAll() reports \(first.name) …; then database.revokeAccess(to: \"\(PetKeys.tableName)\")")
        try await database.revokeAccess(to: PetKeys.tableName)
        do {
            while try await changes.next() != nil {}
            checklist.check(false, "the observation ended without an error")
        } catch {
            checklist.check(error.kind == .permissionDenied, "for try await … throws: \(error)")
        }
        try await database.restoreAccess(to: PetKeys.tableName)
    }
}
