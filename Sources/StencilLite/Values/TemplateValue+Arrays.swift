extension TemplateValue {
    /// An array of any element type as a template array (`[Any]`).
    ///
    /// Inlinable so that the caller's specialized code boxes each element: `values as [Any]` calls
    /// the runtime's generic cast, ~350 instructions an element (Firebase.stencil's
    /// `type.storedVariables` alone cost 0.5% of its run over 1,000 models).
    @inlinable
    public static func array<Element>(of values: [Element]) -> TemplateValue {
        .array(values.map { $0 })
    }

    /// The elements of `values` that pass `isIncluded`, as a template array (see `array(of:)`).
    @inlinable
    public static func array<Element>(of values: [Element], where isIncluded: (Element) -> Bool) -> TemplateValue {
        var included: [Any] = []
        for value in values where isIncluded(value) { included.append(value) }
        return .array(included)
    }
}
