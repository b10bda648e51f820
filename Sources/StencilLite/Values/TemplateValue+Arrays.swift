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

extension TemplateValue {
    /// The elements of `array` as the render loop carries them, as `init(some:)` makes each.
    ///
    /// An array of model objects (what a `for` over a type's members iterates) is converted by the
    /// class of its first element: the conformance to `TemplateLookup` is looked up once, and each
    /// element of that class is cast to it, where `init(some:)` looked it up for every element (the
    /// runtime's cast to a protocol existential, ~800 instructions an element; 53 M instructions of
    /// Firebase.stencil over 1,000 models).
    static func elements(of array: [Any]) -> [TemplateValue] {
        guard let first = array.first, type(of: first) is AnyClass,
              let object = first as? any TemplateLookup & AnyObject else { return array.map(TemplateValue.init(some:)) }
        return elements(of: array, like: object)
    }

    private static func elements<Object: TemplateLookup & AnyObject>(of array: [Any], like _: Object) -> [TemplateValue] {
        array.map { element in
            type(of: element) == Object.self ? .lookup(element as! Object) : TemplateValue(some: element)
        }
    }
}
