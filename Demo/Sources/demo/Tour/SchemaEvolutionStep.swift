import FetchableKit

/// Adding a field to a model whose records are already stored: `Pet.legs` (default 4) came after
/// the first pets were saved, so their records have no `legs` key and must still decode.
@MainActor
struct SchemaEvolutionStep {
    let checklist: Checklist

    func run() async throws {
        checklist.step("Add a field to a model whose records are already stored")
        let oldRecord: DatabaseValue = .object([PetKeys.name: .string("Bella"), PetKeys.species: .string("dog"), PetKeys.age: .int(7)])
        let path = "\(PetKeys.tableName)/bella"
        try await DatabaseConfiguration.shared.backend.setValue(oldRecord, at: path)
        checklist.note("a record saved before Pet.legs existed: \(path) = \(oldRecord.compact)")
        let bella = try await PetManager.shared.fetch(byId: "bella")
        checklist.check(bella.name == "Bella" && bella.age == 7 && bella.legs == 4,
                        "PetManager.shared.fetch(byId: \"bella\") → \(bella.name), legs \(bella.legs) (the declared default)")
        bella.legs = 3
        try await PetManager.shared.save(bella)
        let stored = try await DatabaseConfiguration.shared.backend.value(at: path)
        checklist.check(stored?.children[PetKeys.legs] == .int(3), "saved again, the record gains the field: \(stored?.compact ?? "nothing")")
    }
}
