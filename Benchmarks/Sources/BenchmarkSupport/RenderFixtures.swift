/// One template and the context it renders, as plain dictionaries and arrays so that every
/// engine reads exactly the same data.
public struct RenderFixture {
    /// A short description for the table.
    public var name: String
    /// The template text.
    public var template: String
    /// The variables, as plain dictionaries, arrays, strings, numbers and booleans.
    public var context: [String: Any]
}

/// The templates the render benchmark feeds to StencilLite and to Stencil 0.15.1.
public enum RenderFixtures {
    /// A Sourcery-style template over `typeCount` types with 10 properties each, plus a few small ones.
    public static func all(typeCount: Int) -> [RenderFixture] {
        [sourceryStyle(typeCount: typeCount), smallLoop, conditions, filters]
    }

    /// Equatable/CodingKeys/description generation with `for … where`, `if`/`elif`, filters,
    /// `default` and `forloop` variables.
    public static func sourceryStyle(typeCount: Int) -> RenderFixture {
        let template = """
        // Generated using a Sourcery-style template
        {% for type in types where type.kind == "struct" or type.kind == "class" %}
        // MARK: - {{ type.name }}{% if type.annotations.table %} (table {{ type.annotations.table }}){% endif %}
        extension {{ type.name }}: Equatable {
            {{ type.accessLevel }} static func == (lhs: {{ type.name }}, rhs: {{ type.name }}) -> Bool {
                {% for variable in type.variables where not variable.annotations.skipEquality %}
                guard lhs.{{ variable.name }} == rhs.{{ variable.name }} else { return false }
                {% endfor %}
                return true
            }

            enum CodingKeys: String, CodingKey {
                {% for variable in type.variables where not variable.isComputed %}
                case {{ variable.name }}{% if variable.annotations.jsonKey %} = "{{ variable.annotations.jsonKey }}"{% endif %}
                {% endfor %}
            }

            static let fieldNames = [{% for variable in type.variables %}"{{ variable.name|uppercase }}"{% if not forloop.last %}, {% endif %}{% endfor %}]
            static let kinds = "{{ type.inheritedTypes|join:", " }}"
            // schema: {{ type.annotations.schema|default:"public" }}, {{ type.variables.count }} fields
            {% for variable in type.variables %}{% if variable.typeName == "String" %}
            var {{ variable.name }}Upper: String { {{ variable.name }}.uppercased() }
            {% elif variable.isOptional %}
            var has{{ variable.name|capitalize }}: Bool { {{ variable.name }} != nil }
            {% endif %}{% endfor %}
        }
        {% empty %}
        // no types
        {% endfor %}
        """
        let typeNames = ["String", "Int", "Double", "Bool", "Date", "[String]", "UUID?", "String?", "[Int: String]", "URL?"]
        let types: [[String: Any]] = (0..<typeCount).map { index in
            let variables: [[String: Any]] = (0..<10).map { field in
                let typeName = typeNames[(index + field) % typeNames.count]
                var annotations: [String: Any] = [:]
                if field % 4 == 1 { annotations["jsonKey"] = "field_\(field)" }
                if field % 7 == 3 { annotations["skipEquality"] = true }
                return [
                    "name": "field\(field)", "typeName": typeName, "isOptional": typeName.hasSuffix("?"),
                    "isComputed": field == 9, "annotations": annotations,
                ]
            }
            var annotations: [String: Any] = [:]
            if index % 3 == 0 { annotations["table"] = "table_\(index)" }
            if index % 5 == 0 { annotations["schema"] = "audit" }
            return [
                "name": "Model\(index)", "kind": ["struct", "class", "enum", "struct"][index % 4],
                "accessLevel": index % 2 == 0 ? "public" : "internal",
                "inheritedTypes": ["Codable", "Sendable"], "annotations": annotations, "variables": variables,
            ]
        }
        return RenderFixture(name: "Sourcery-style, \(typeCount) types × 10 properties", template: template, context: ["types": types])
    }

    /// A plain loop with `forloop` counters.
    public static var smallLoop: RenderFixture {
        RenderFixture(
            name: "loop over 50 names",
            template: "{% for name in names %}{{ forloop.counter }}. {{ name }}{% if forloop.first %} (first){% endif %}{% if not forloop.last %},\n{% endif %}{% endfor %}\n",
            context: ["names": (0..<50).map { "name\($0)" }])
    }

    /// Nested conditions with comparison and boolean operators.
    public static var conditions: RenderFixture {
        let template = """
        {% for item in items %}{% if item.count > 10 and item.enabled %}big {{ item.label }}{% elif item.count == 0 or not item.enabled %}off {{ item.label }}{% else %}small {{ item.label }}{% endif %}
        {% endfor %}
        """
        let items: [[String: Any]] = (0..<100).map { ["label": "item\($0)", "count": $0 % 23, "enabled": $0 % 3 != 0] }
        return RenderFixture(name: "if/elif/else over 100 items", template: template, context: ["items": items])
    }

    /// String filters and `default`.
    public static var filters: RenderFixture {
        let template = """
        {% for word in words %}{{ word|capitalize }} {{ word|uppercase }} {{ word|lowercase }} {{ missing|default:word }} {{ word|default:"x" }}
        {% endfor %}{{ words|join:"-" }}
        """
        return RenderFixture(name: "filters over 100 words", template: template, context: ["words": (0..<100).map { "Word\($0)x" }])
    }
}
