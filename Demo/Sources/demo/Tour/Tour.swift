import FetchableKit
import Foundation

/// The scripted tour: every step uses the generated `PetManager`, `PersonManager` and
/// `ArticleManager` and checks what comes back.
@MainActor
final class Tour {
    private let databaseFile: URL
    private let checklist = Checklist()
    private var rex = Pet(name: "Rex", species: "dog", age: 3)
    private var tom = Pet(name: "Tom", species: "cat", age: 5)
    private var polly = Pet(name: "Polly", species: "parrot", age: 12)
    private var ada = Person()
    private var article = Article()

    init(databaseFile: URL) {
        self.databaseFile = databaseFile
    }

    /// Runs every step; true when every check passed.
    func run() async -> Bool {
        print("ModelGen demo: managers generated from Sources/demo/Models by the GenerateManagers plugin")
        print("  generated code: \(GeneratedFile.locate()?.path ?? "Firebase.generated.swift in the build folder, under plugins/outputs")")
        print("  to write your own models, read docs/Models.md")
        do {
            await FirebaseSafetySteps(checklist: checklist).requireABackend()
            try open()
            try await save()
            try await fetchById()
            try await query()
            try await observe()
            try await update()
            try await resolveReferences()
            try await delete()
            try await corruptData()
            try await SchemaEvolutionStep(checklist: checklist).run()
            try await FirebaseSafetySteps(checklist: checklist).refuseWhatFirebaseWouldCrashOn()
            try await FirebaseSafetySteps(checklist: checklist).endAPermissionCancelledObserver()
        } catch {
            checklist.check(false, "unexpected error: \(error)")
        }
        print("\n" + checklist.summary)
        return checklist.failures == 0
    }

    private func open() throws {
        checklist.step("Open a LocalDatabase")
        DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: databaseFile)
        checklist.note("DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: \(databaseFile.path))")
    }

    private func save() async throws {
        checklist.step("Save models (a new model gets a push id)")
        rex = try await PetManager.shared.save(rex)
        tom = try await PetManager.shared.save(tom)
        polly = try await PetManager.shared.save(polly)
        checklist.check([rex, tom, polly].allSatisfy { !$0.firebaseId.isEmpty }, "saved Rex, Tom and Polly as \(PetKeys.tableName)/\(rex.firebaseId) …")

        ada.name = "Ada"
        ada.birthday = Date(timeIntervalSince1970: -4_861_728_000)  // 1815-12-10
        ada.pets = [rex, tom]
        ada.bestFriend = polly
        ada = try await PersonManager.shared.save(ada)
        let record = try await storedRecord(PersonKeys.tableName, ada.firebaseId)
        checklist.check(record?.children[PersonKeys.pets] == .object([rex.firebaseId: .bool(true), tom.firebaseId: .bool(true)]),
                        "saved Ada; references are stored by id:")
        checklist.note("  \(PersonKeys.tableName)/\(ada.firebaseId) = \(record?.compact ?? "nothing")")

        article.title = "Generated managers"
        article.publishedAt = Self.wholeMilliseconds(Date())
        article.cover = CoverImages(small: URL(string: "https://example.com/s.png"), large: nil, width: 640, height: 360)
        article.tags = ["swift", "codegen"]
        article = try await ArticleManager.shared.save(article)
        let stored = try await storedRecord(ArticleKeys.tableName, article.firebaseId)
        checklist.check(stored?.children["published_at"] != nil && stored?.children[ArticleKeys.editedAt] == nil,
                        "saved an article: a renamed key, dates as milliseconds, a nested map, nil left out:")
        checklist.note("  \(ArticleKeys.tableName)/\(article.firebaseId) = \(stored?.compact ?? "nothing")")
    }

    private func fetchById() async throws {
        checklist.step("Fetch by id")
        let fetched = try await PetManager.shared.fetch(byId: rex.firebaseId)
        checklist.check(fetched.name == "Rex" && fetched.species == "dog" && fetched.age == 3 && fetched.isCompleted,
                        "PetManager.shared.fetch(byId: \"\(rex.firebaseId)\") → \(fetched.name), a \(fetched.species) of \(fetched.age)")
    }

    private func query() async throws {
        checklist.step("Query")
        let cats = try await PetManager.shared.query(where: PetKeys.species, equals: "cat")
        checklist.check(cats.contains { $0.firebaseId == tom.firebaseId } && cats.allSatisfy { $0.species == "cat" },
                        "query(where: PetKeys.species, equals: \"cat\") → \(cats.map(\.name))")
        let youngest = try await PetManager.shared.query(.all.ordered(by: PetKeys.age).limited(to: 2))
        checklist.check(youngest.count == 2 && youngest[0].age <= youngest[1].age,
                        "query(.all.ordered(by: PetKeys.age).limited(to: 2)) → \(youngest.map { "\($0.name) (\($0.age))" })")
    }

    private func observe() async throws {
        checklist.step("Observe a change")
        var changes = try await PersonManager.shared.observe(byId: ada.firebaseId).makeAsyncIterator()
        guard case .added(let current)? = try await changes.next() else {
            checklist.check(false, "observe(byId:) did not report the stored person first")
            return
        }
        checklist.check(current.name == "Ada", "observe(byId:) reports the stored person first: .added(\(current.name))")
        ada.name = "Ada Lovelace"
        ada = try await PersonManager.shared.save(ada)
        guard case .changed(let changed)? = try await changes.next() else {
            checklist.check(false, "the saved change did not arrive")
            return
        }
        checklist.check(changed.name == "Ada Lovelace", "after save, the change arrives: .changed(\(changed.name))")
    }

    private func update() async throws {
        checklist.step("Update")
        article.status = .published
        article.editedAt = Self.wholeMilliseconds(Date())
        article.tags.append("demo")
        try await ArticleManager.shared.save(article)
        let fetched = try await ArticleManager.shared.fetch(byId: article.firebaseId)
        checklist.check(fetched.status == .published && fetched.editedAt == article.editedAt && fetched.tags == article.tags
                        && fetched.cover == article.cover && fetched.publishedAt == article.publishedAt,
                        "status \(ArticleStatus.draft.rawValue) → \(fetched.status.rawValue), editedAt set, tags \(fetched.tags)")
    }

    private func resolveReferences() async throws {
        checklist.step("Resolve references with ifNeeded")
        let person = try await PersonManager.shared.fetch(byId: ada.firebaseId)
        checklist.check(person.pets.allSatisfy { !$0.isCompleted && $0.name.isEmpty },
                        "a fetched person's pets are stubs: ids \(person.pets.map(\.firebaseId)), isCompleted false")
        let pets = try await PetManager.shared.ifNeeded(person.pets)
        checklist.check(pets.map(\.name) == ["Rex", "Tom"] && pets.allSatisfy(\.isCompleted),
                        "PetManager.shared.ifNeeded(person.pets) → \(pets.map(\.name))")
        guard let stub = person.bestFriend else {
            checklist.check(false, "the fetched person has no best friend")
            return
        }
        let friend = try await PetManager.shared.ifNeeded(stub)
        checklist.check(friend.name == "Polly", "PetManager.shared.ifNeeded(person.bestFriend) → \(friend.name)")
    }

    private func delete() async throws {
        checklist.step("Delete")
        let before = try await PetManager.shared.fetchAll().count
        try await PetManager.shared.remove(tom)
        let after = try await PetManager.shared.fetchAll().count
        checklist.check(after == before - 1, "PetManager.shared.remove(tom): \(before) pets → \(after)")
        do {
            _ = try await PetManager.shared.fetch(byId: tom.firebaseId)
            checklist.check(false, "fetching Tom again should fail")
        } catch let error as ManagerError {
            checklist.check(error == .notFound(path: "\(PetKeys.tableName)/\(tom.firebaseId)"), "fetching Tom again: \(error)")
        }
    }

    private func corruptData() async throws {
        checklist.step("Corrupt data is a typed error, not a crash")
        let published = "\(ArticleKeys.tableName)/\(article.firebaseId)/\(ArticleKeys.publishedAt)"
        try await DatabaseConfiguration.shared.backend.setValue(.string("yesterday"), at: published)
        do {
            _ = try await ArticleManager.shared.fetch(byId: article.firebaseId)
            checklist.check(false, "a record with a bad date should not decode")
        } catch let error as ManagerError {
            checklist.check(error == .wrongType(key: published, expected: "Date (milliseconds since 1970)", found: "String"),
                            "ManagerError: \(error)")
        }
        let status = "\(ArticleKeys.tableName)/\(article.firebaseId)/\(ArticleKeys.status)"
        try await DatabaseConfiguration.shared.backend.setValue(.int(Int(article.publishedAt.timeIntervalSince1970 * 1000)), at: published)
        try await DatabaseConfiguration.shared.backend.setValue(.string("archived"), at: status)
        do {
            _ = try await ArticleManager.shared.fetch(byId: article.firebaseId)
            checklist.check(false, "an unknown status should not decode")
        } catch let error as ManagerError {
            checklist.check(error == .unknownRawValue(key: status, type: "ArticleStatus", value: "\"archived\""), "ManagerError: \(error)")
        }
        let brokenFile = databaseFile.deletingLastPathComponent().appendingPathComponent("modelgen-demo-broken-\(UUID().uuidString).json")
        try Data("{\n  \"pets\": {\n    \"a\": tru\n  }\n}\n".utf8).write(to: brokenFile)
        defer { try? FileManager.default.removeItem(at: brokenFile) }
        do {
            _ = try LocalDatabase(fileURL: brokenFile)
            checklist.check(false, "a broken database file should not open")
        } catch let error as ManagerError {
            guard case .corruptDatabase(_, let line, _, _) = error else {
                checklist.check(false, "opening a broken file: \(error)")
                return
            }
            checklist.check(line == 3, "opening a broken file: \(error)")
        }
    }

    /// The stored record at `collection/id`, read straight from the backend.
    private func storedRecord(_ collection: String, _ id: String) async throws -> DatabaseValue? {
        try await DatabaseConfiguration.shared.backend.value(at: "\(collection)/\(id)")
    }

    /// `date` rounded to what the database keeps (milliseconds).
    private static func wholeMilliseconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
    }
}
