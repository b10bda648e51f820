/// A plain type: `modelgen.json` switches the Firebase template off for this target.
public struct Tag {
    public var label = ""
}
