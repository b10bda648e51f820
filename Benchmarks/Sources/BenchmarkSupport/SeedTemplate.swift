/// The seed article's kind of Firebase mapping template, for the app-scale rows: field names and
/// references of every model, written only with what Sourcery 2.3.0 renders on Linux too (no
/// `isFinal`, no `array.elementType`), so its output can be compared with Sourcery's. `based`, not
/// `implementing`: `FetchableModel` is declared in FetchableKit, outside the scanned sources.
public enum SeedTemplate {
    public static let text = #"""
        // Firebase mapping for {{ types.based.FetchableModel.count }} models
        {% for type in types.based.FetchableModel %}

        extension {{ type.name }} {
            static var firebaseFields: [String] {
                [{% for v in type.storedVariables|!annotated:"ignore" %}"{{ v.annotations.key|default:v.name }}"{{ ", " if not forloop.last }}{% endfor %}]
            }

            var firebaseReferences: [String: [String]] {
                var references: [String: [String]] = [:]
        {% for v in type.storedVariables|!annotated:"ignore" %}
        {% if v.type.based.FetchableModel %}
                references["{{ v.name }}"] = [{{ v.name }}{{ "?" if v.isOptional }}.firebaseId].compactMap { $0 }
        {% elif v.isArray and v.typeName.array.elementTypeName.name|hasPrefix:"Model" %}
                references["{{ v.name }}"] = {{ v.name }}.map(\.firebaseId)
        {% endif %}
        {% endfor %}
                return references
            }
        }
        {% endfor %}

        """#
}
