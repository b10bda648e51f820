import XCTest

/// A Firebase mapping template like the seed article's, over final classes, non-final classes and
/// structs with single and array references. Every construct here crashes or renders empty in
/// Sourcery on Linux (`type.isFinal`, `typeName.array.elementType`); the expected output was
/// written by hand.
final class FirebaseTemplateTests: XCTestCase {
    func testFirebaseTemplateRendersEveryKindOfModel() throws {
        let output = try renderSourcery(FirebaseFixture.template, sources: FirebaseFixture.sources).text
        XCTAssertEqual(output, FirebaseFixture.expected)
    }
}

/// The template, its sources and the hand-checked output.
enum FirebaseFixture {
    static let sources = #"""
    import Foundation

    protocol FirebaseFetchable {
        var firebaseId: String { get }
    }

    final class User: FirebaseFetchable {
        var firebaseId: String = ""
        var name: String = ""
        var bestFriend: User?
        var friends: [User] = []
        // sourcery: firebaseIgnore
        var cachedAvatar: Data?
        var team: Team
        var isOnline: Bool { !firebaseId.isEmpty }
    }

    class Team: FirebaseFetchable {
        var firebaseId: String = ""
        // sourcery: firebaseKey = "team_name"
        var name: String = ""
        var members: [User] = []
        var captain: User
        var tags: [String] = []
    }

    struct Message: FirebaseFetchable {
        var firebaseId: String
        var author: User
        var recipients: [User]
        var text: String
        var attachments: [Attachment]
    }

    struct Attachment {
        var url: String
    }
    """#

    static let template = #"""
    // Firebase mapping for {{ types.implementing.FirebaseFetchable.count }} models
    {% for type in types.implementing.FirebaseFetchable %}

    extension {{ type.name }} {
    {% ifnot type.isFinal %}
    {% if type.kind == "class" %}
        // {{ type.name }} is not final: subclasses may override the mapping.
    {% endif %}
    {% endif %}
        {{ "static" if type.isFinal or type.kind == "struct" else "class" }} var firebaseFields: [String] {
            [{% for v in type.storedVariables|!annotated:"firebaseIgnore" %}"{{ v.annotations.firebaseKey|default:v.name }}"{{ ", " if not forloop.last }}{% endfor %}]
        }

        var firebaseReferences: [String: [String]] {
            var references: [String: [String]] = [:]
    {% for v in type.storedVariables|!annotated:"firebaseIgnore" %}
    {% if v|implements:"FirebaseFetchable" %}
            references["{{ v.name }}"] = [{{ v.name }}{{ "?" if v.isOptional }}.firebaseId].compactMap { $0 }
    {% elif v.typeName.array.elementType.implements.FirebaseFetchable %}
            references["{{ v.name }}"] = {{ v.name }}.map(\.firebaseId)
    {% endif %}
    {% endfor %}
            return references
        }
    }
    {% endfor %}

    """#

    static let expected = #"""
    // Firebase mapping for 3 models

    extension Message {
        static var firebaseFields: [String] {
            ["firebaseId", "author", "recipients", "text", "attachments"]
        }

        var firebaseReferences: [String: [String]] {
            var references: [String: [String]] = [:]
            references["author"] = [author.firebaseId].compactMap { $0 }
            references["recipients"] = recipients.map(\.firebaseId)
            return references
        }
    }

    extension Team {
        // Team is not final: subclasses may override the mapping.
        class var firebaseFields: [String] {
            ["firebaseId", "team_name", "members", "captain", "tags"]
        }

        var firebaseReferences: [String: [String]] {
            var references: [String: [String]] = [:]
            references["members"] = members.map(\.firebaseId)
            references["captain"] = [captain.firebaseId].compactMap { $0 }
            return references
        }
    }

    extension User {
        static var firebaseFields: [String] {
            ["firebaseId", "name", "bestFriend", "friends", "team"]
        }

        var firebaseReferences: [String: [String]] {
            var references: [String: [String]] = [:]
            references["bestFriend"] = [bestFriend?.firebaseId].compactMap { $0 }
            references["friends"] = friends.map(\.firebaseId)
            references["team"] = [team.firebaseId].compactMap { $0 }
            return references
        }
    }

    """#
}
