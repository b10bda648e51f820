/// The members read so far in one open type body. The parser collects them here, beside the body's
/// `DeclarationContext`, and gives them to the type's record once, when the body closes
/// (`Parser.closeBody`): one write to the record per body instead of one exclusivity-checked
/// append per member.
struct DeclaredMembers {
    var variables: [Variable] = []
    var methods: [Method] = []
    var subscripts: [Subscript] = []
    var cases: [EnumCase] = []
    var typealiases: [String: Typealias] = [:]
    var associatedTypes: [String: AssociatedType] = [:]

    /// Gives the members to the record of the body they were declared in (whose own lists are empty).
    func give(to type: SwiftType) {
        if !variables.isEmpty { type.rawVariables = variables }
        if !methods.isEmpty { type.rawMethods = methods }
        if !subscripts.isEmpty { type.rawSubscripts = subscripts }
        if !cases.isEmpty { type.cases = cases }
        if !typealiases.isEmpty { type.typealiases = typealiases }
        if !associatedTypes.isEmpty { type.associatedTypes = associatedTypes }
    }
}
