/// A property whose value comes from one member of the model file. Reading it is noted in
/// `MemberReads`, so that ModelGen can write only the members a template's program reads.
///
/// Every such property has a default value and is set after `super.init()` (a property wrapper
/// that takes an argument cannot be initialized by assignment). Public because the properties it
/// wraps are; templates have no use for it.
@propertyWrapper
public struct ModelMember<Value> {
    private var value: Value
    let member: ModelMemberName

    public init(wrappedValue: Value, _ member: ModelMemberName) {
        self.value = wrappedValue
        self.member = member
    }

    public var wrappedValue: Value {
        get {
            MemberReads.note(member)
            return value
        }
        set { value = newValue }
    }
}
