"""Tests of classify.py's associated-type-map knock-on rules on small dumps shaped like Sourcery
2.3.0's (each case is a real one of the six corpora, cut down), each with a control where the
mechanism is absent and the lines must stay unexplained.

    python3 -m unittest discover -s Tests/SourceryDump -p 'test_*.py'
"""
import os
import tempfile
import textwrap
import unittest

import classify


def unexplained(sourcery, modelgen, sources=None):
    """{template: unexplained lines} for one corpus, given each side's dumps as {template: text} and
    the corpus's sources as {file name: text}."""
    with tempfile.TemporaryDirectory() as root:
        for side, dumps in (("expected", sourcery), ("outputs", modelgen)):
            os.makedirs(os.path.join(root, side, "corpus"))
            for template, text in dumps.items():
                with open(os.path.join(root, side, "corpus", template + ".swift"), "w", encoding="utf-8") as f:
                    f.write("// Generated using Sourcery\n// header\n" + textwrap.dedent(text).lstrip("\n"))
        os.makedirs(os.path.join(root, "sources", "corpus"))
        for name, text in (sources or {}).items():
            with open(os.path.join(root, "sources", "corpus", name), "w", encoding="utf-8") as f:
                f.write(textwrap.dedent(text))
        figures = classify.classify_corpus("corpus", os.path.join(root, "expected"), os.path.join(root, "outputs"),
                                           os.path.join(root, "sources"))
    return {template: figure[-1] for template, *figure in figures}


def method(name, written, actual, owner, static=False):
    """A method's lines in the `methods` dump (the facts the rules read)."""
    return "  method %s\n    returnTypeName=%s\n    actualReturnTypeName=%s\n%s    definedInType=%s\n" % (
        name, written, actual, "    isStatic\n" if static else "", owner)


def type_block(name, kind, inherits=(), relations=(), associated=None):
    """A `types` block: kind, inheritedTypes, `based` and `implements` of each relation, and an
    associated type (name, constraint) whose stand-in is the protocol named by its constraint."""
    return "type %s\n  kind=%s\n" % (name, kind) + \
        "".join("  inheritedTypes[%d]=%s\n" % (k, n) for k, n in enumerate(inherits)) + \
        "".join("  based[%s]=%s\n" % (n, n) for n in relations) + \
        "".join("  implements[%s]=%s (protocol)\n" % (n, n) for n in relations) + \
        ("  associatedTypes[%s]=%s: %s -> %s (protocol)\n" % (associated[0], associated[0], associated[1],
                                                            associated[1]) if associated else "")


def sharing_types(types, methods, members):
    """(Sourcery's, ModelGen's) dumps with one `types` dump; `methods` and `members` are pairs."""
    return tuple({"methods": m, "members": b, "types": types} for m, b in zip(methods, members))


def fetch_all(actual):
    return method("fetchAll(_ db: Database)", "[RowDecoder]", actual, "FetchRequest (extension)")


# `associatedtype RowDecoder` (unconstrained): Sourcery files the stand-in `Any` under `RowDecoder`.
FETCH_REQUEST_TYPES = """\
    type FetchRequest
      kind=protocol
      methods.count=%d
      allMethods.count=%d
      associatedTypes[RowDecoder]=RowDecoder: Any -> Any (unknown)
    type Request
      kind=struct
      implements[FetchRequest]=FetchRequest (protocol)
      allMethods.count=%d
    """


class MethodTwinsTests(unittest.TestCase):
    """Three `extension FetchRequest where …` declare `fetchAll(_:) -> [RowDecoder]` (GRDB): the map
    rewrites the first one's result to `[Any]`, so Sourcery's de-duplication (name, static, class,
    actualReturnTypeName) keeps a second one, and `Request: FetchRequest` lists both in allMethods."""

    def dumps(self, modelgen_actual):
        sourcery = {
            "methods": "type FetchRequest\n" + fetch_all("[Any]") + fetch_all("[RowDecoder]") + "type Request\n",
            "members": """\
                type FetchRequest
                  allMethods fetchAll(_ db: Database) from FetchRequest
                  allMethods fetchAll(_ db: Database) from FetchRequest
                type Request
                  allMethods fetchAll(_ db: Database) from FetchRequest
                  allMethods fetchAll(_ db: Database) from FetchRequest
                """,
            "types": FETCH_REQUEST_TYPES % (2, 2, 2),
        }
        modelgen = {
            "methods": "type FetchRequest\n" + fetch_all(modelgen_actual) + "type Request\n",
            "members": """\
                type FetchRequest
                  allMethods fetchAll(_ db: Database) from FetchRequest
                type Request
                  allMethods fetchAll(_ db: Database) from FetchRequest
                """,
            "types": FETCH_REQUEST_TYPES % (1, 1, 1),
        }
        return sourcery, modelgen

    def test_the_twin_its_allMethods_lines_and_the_counts_are_the_map(self):
        self.assertEqual(unexplained(*self.dumps("[RowDecoder]")), {"methods": 0, "members": 0, "types": 0})

    def test_a_twin_whose_result_the_map_cannot_have_rewritten_stays_unexplained(self):
        # ModelGen's kept method returns `[Row]`: `[Any]` is no stand-in's spelling of it.
        figures = unexplained(*self.dumps("[Row]"))
        self.assertGreater(figures["methods"], 0)
        self.assertGreater(figures["members"], 0)
        self.assertGreater(figures["types"], 0)


class RequirementTwinTests(unittest.TestCase):
    """`MapCursor<Base, Element>: Cursor` (GRDB) implements `next() -> Element?`, `Cursor`'s requirement
    returning its associated type `Element`: the map makes both `Any?`, so Sourcery's allMethods keeps
    the requirement alone; ModelGen keeps the generic parameter, so it lists both."""

    def dumps(self, written):
        next_of = lambda owner, actual: method("next()", written, actual, owner)
        types = type_block("Cursor", "protocol", associated=("Element", "Any")) + \
            type_block("MapCursor", "class", relations=("Cursor",))
        members = lambda own: "type MapCursor\n" + ("  allMethods next() from MapCursor\n" if own else "") + \
            "  allMethods next() from Cursor\n"
        sourcery = {"methods": "type Cursor\n" + next_of("Cursor (protocol)", "Any?") + "type MapCursor\n" +
                    next_of("MapCursor (class)", "Any?"), "members": members(False), "types": types}
        modelgen = {"methods": "type Cursor\n" + next_of("Cursor (protocol)", "Any?") + "type MapCursor\n" +
                    next_of("MapCursor (class)", written), "members": members(True), "types": types}
        return sourcery, modelgen

    def test_the_implementation_the_map_made_a_repeat_is_the_map(self):
        self.assertEqual(unexplained(*self.dumps("Element?"))["members"], 0)

    def test_a_result_the_map_cannot_have_rewritten_stays_unexplained(self):
        self.assertGreater(unexplained(*self.dumps("Row?"))["members"], 0)


class MappedFlagTests(unittest.TestCase):
    """`static func allocate(destructor: @escaping ThreadSpecificKeyDestructor)` in swift-nio's
    `ThreadOpsPosix`, which aliases `ThreadOps`'s associated type to a function type: Sourcery's map
    resolves the name to the stand-in `Any` before any typealias, so the parameter is no closure."""

    def dumps(self, parameter_type):
        types = type_block("ThreadOps", "protocol", associated=("ThreadSpecificKeyDestructor", "Any"))
        allocate = lambda closure: "type ThreadOpsPosix\n" + method("allocate(destructor:)", "Void", "Void",
                                                                    "ThreadOpsPosix (enum)") + \
            "    param 0\n      typeName.name=%s\n%s" % (parameter_type, "      isClosure\n" if closure else "")
        return {"methods": allocate(False), "types": types}, {"methods": allocate(True), "types": types}

    def test_a_closure_alias_of_an_associated_type_name_is_the_map(self):
        self.assertEqual(unexplained(*self.dumps("ThreadSpecificKeyDestructor"))["methods"], 0)

    def test_a_closure_alias_of_another_name_stays_unexplained(self):
        self.assertGreater(unexplained(*self.dumps("Destructor"))["methods"], 0)


class StandInNameTests(unittest.TestCase):
    """swift-nio's `CallbackList` (`typealias Element = Wrapper`, `var firstCallback: Optional<Element>`):
    Sourcery's map answers `Element` with the stand-in's name, `Sendable?`, and then finds no type of
    that name; ModelGen follows the nested alias to `CallbackList.Wrapper?`."""

    def dumps(self, sourcery_actual):
        types = type_block("Sendable", "protocol") + type_block("Source", "protocol",
                                                                associated=("Element", "Sendable"))
        variable = lambda actual, type_line: "type CallbackList\n  var firstCallback\n" \
            "    typeName=Optional<Element>\n    typeName.actualTypeName=%s\n    type=%s\n" \
            "    definedInType=CallbackList (struct)\n" % (actual, type_line)
        return ({"variables": variable(sourcery_actual, ""), "types": types},
                {"variables": variable("CallbackList.Wrapper?", "CallbackList.Wrapper (struct)"), "types": types})

    def test_the_stand_ins_name_and_no_type_are_the_map(self):
        self.assertEqual(unexplained(*self.dumps("Sendable?"))["variables"], 0)

    def test_another_name_stays_unexplained(self):
        self.assertGreater(unexplained(*self.dumps("Codable?"))["variables"], 0)


class SwallowingStandInTests(unittest.TestCase):
    """GRDB's `associatedtype TableDefinition` (unconstrained) swallowed the scanned `TableDefinition`
    into the stand-in `Any` (its nested types are `Any.KeyConstraint`), so there `Any` names a type
    and a guessed `[Any]` is rebuilt as itself (`testedDatas` in DatabaseDataEncodingStrategyTests)."""

    def dumps(self, swallowed):
        types = type_block("Any", "unknown") + ("type Any.KeyConstraint\n  kind=struct\n" if swallowed else "") + \
            "type Schema\n  kind=protocol\n  associatedTypes[TableDefinition]=TableDefinition: Any -> Any (unknown)\n"
        variable = lambda actual: "type Tests\n  var testedDatas\n    typeName=[Any]\n" \
            "    typeName.actualTypeName=%s\n    definedInType=Tests (class)\n" % actual
        return {"variables": variable("[Any]"), "types": types}, {"variables": variable(""), "types": types}

    def test_an_array_of_a_swallowing_stand_in_is_the_map(self):
        self.assertEqual(unexplained(*self.dumps(swallowed=True))["variables"], 0)

    def test_without_a_swallowed_type_it_stays_unexplained(self):
        self.assertGreater(unexplained(*self.dumps(swallowed=False))["variables"], 0)


class SwallowedTypeTests(unittest.TestCase):
    """`struct DirectoryFileHandle: DirectoryFileHandleProtocol, Sendable` beside `associatedtype
    DirectoryFileHandle: DirectoryFileHandleProtocol` (swift-nio): Sourcery merges the struct into
    the stand-in, which so takes its conformances (and implements itself), and passes them on to
    `SystemFileHandle: DirectoryFileHandleProtocol`."""

    def dumps(self, stand_in_inherits):
        file_system = type_block("FileSystemProtocol", "protocol",
                                 associated=("DirectoryFileHandle", "DirectoryFileHandleProtocol"))
        conformances = ["DirectoryFileHandleProtocol", "Sendable"]
        sourcery = {"types": type_block("DirectoryFileHandleProtocol", "protocol",
                                        ["FileHandleProtocol"] + stand_in_inherits,
                                        ["DirectoryFileHandleProtocol", "FileHandleProtocol", "Sendable"]) +
                    file_system + type_block("SystemFileHandle", "struct", [], conformances)}
        modelgen = {"types": type_block("DirectoryFileHandle", "struct", conformances, conformances) +
                    type_block("DirectoryFileHandleProtocol", "protocol", ["FileHandleProtocol"],
                               ["FileHandleProtocol"]) +
                    file_system + type_block("SystemFileHandle", "struct", [], ["DirectoryFileHandleProtocol"])}
        return sourcery, modelgen

    def test_the_stand_in_and_its_conformers_take_the_swallowed_types_conformances(self):
        self.assertEqual(unexplained(*self.dumps(["DirectoryFileHandleProtocol", "Sendable"])), {"types": 0})

    def test_a_conformance_no_swallowed_type_has_stays_unexplained(self):
        figures = unexplained(*self.dumps(["DirectoryFileHandleProtocol", "Sendable", "Hashable"]))
        self.assertGreater(figures["types"], 0)


class DisplacedMethodTests(unittest.TestCase):
    """`struct ReadFileHandle: ReadableFileHandleProtocol` swallowed by the stand-in of `associatedtype
    ReadFileHandle: ReadableFileHandleProtocol` (swift-nio) brings its `setTimes(…)`; flattenAll
    then leaves out `FileHandleProtocol`'s `setTimes(…)` where both return the same type."""

    def dumps(self, protocol_result):
        def set_times(owner, result):
            return method("setTimes(lastAccess: Timespec?)", result, result, owner)
        types = type_block("FileHandleProtocol", "protocol") + \
            type_block("FileSystemProtocol", "protocol",
                       associated=("ReadFileHandle", "ReadableFileHandleProtocol")) + \
            type_block("ReadableFileHandleProtocol", "protocol", relations=["FileHandleProtocol"])
        return sharing_types(types, (
            "type FileHandleProtocol\n" + set_times("FileHandleProtocol (protocol)", protocol_result) +
            "type ReadableFileHandleProtocol\n" + set_times("ReadFileHandle (struct)", "Void"),
            "type FileHandleProtocol\n" + set_times("FileHandleProtocol (protocol)", protocol_result) +
            "type ReadableFileHandleProtocol\n"), (
            """\
            type ReadableFileHandleProtocol
              allMethods setTimes(lastAccess: Timespec?) from ReadFileHandle
            """, """\
            type ReadableFileHandleProtocol
              allMethods setTimes(lastAccess: Timespec?) from FileHandleProtocol
            """))

    def test_the_protocols_method_gives_way_to_the_swallowed_ones(self):
        self.assertEqual(unexplained(*self.dumps("Void"))["members"], 0)

    def test_a_method_of_another_result_type_is_not_displaced(self):
        self.assertGreater(unexplained(*self.dumps("Bool"))["members"], 0)


class MapDisplacedMethodTests(unittest.TestCase):
    """`associatedtype CodingKeys: ExtendableCodingKey` (OpenAPIKit): an enum `CodingKeys`'s
    `static func extendedKey(for:) -> CodingKeys` has the actualReturnTypeName `ExtendableCodingKey`
    in Sourcery, that of the protocol requirement `-> Self`, so allMethods leaves the requirement out."""

    def dumps(self, enum_result_in_sourcery):
        def extended_key(owner, written, actual):
            return method("extendedKey(for value: String)", written, actual, owner, static=True)
        types = type_block("ExtendableCodingKey", "protocol") + \
            type_block("ExtendableComponentDictionary", "protocol",
                       associated=("CodingKeys", "ExtendableCodingKey")) + \
            type_block("Components.CodingKeys", "enum", relations=["ExtendableCodingKey"])
        requirement = "type ExtendableCodingKey\n" + extended_key("ExtendableCodingKey (protocol)", "Self",
                                                                  "ExtendableCodingKey")
        enum = lambda result: "type Components.CodingKeys\n" + extended_key("Components.CodingKeys (enum)",
                                                                             "CodingKeys", result)
        return sharing_types(types, (enum(enum_result_in_sourcery) + requirement,
                                     enum("Components.CodingKeys") + requirement), (
            """\
            type Components.CodingKeys
              allMethods extendedKey(for value: String) from Components.CodingKeys
            """, """\
            type Components.CodingKeys
              allMethods extendedKey(for value: String) from Components.CodingKeys
              allMethods extendedKey(for value: String) from ExtendableCodingKey
            """))

    def test_the_requirement_gives_way_to_the_method_the_map_resolved(self):
        self.assertEqual(unexplained(*self.dumps("ExtendableCodingKey"))["members"], 0)

    def test_without_the_map_the_requirement_stays(self):
        # Sourcery's result as ModelGen's: nothing made the two equal, the missing line is unexplained.
        self.assertGreater(unexplained(*self.dumps("Components.CodingKeys"))["members"], 0)


class SelfConformanceTests(unittest.TestCase):
    """The stand-in `DirectoryFileHandleProtocol` takes the swallowed struct's conformance to itself
    (swift-nio); flattenAll adds the methods of what a type implements, sorted by name, before its
    extensions' methods, so its own extension method `listContents()` comes before `info()`."""

    def dumps(self, implements_itself):
        relations = ["DirectoryFileHandleProtocol", "FileHandleProtocol"] if implements_itself else \
            ["FileHandleProtocol"]
        types = type_block("DirectoryFileHandleProtocol", "protocol", relations=relations)
        own, inherited = "  allMethods listContents() from DirectoryFileHandleProtocol\n", \
            "  allMethods info() from FileHandleProtocol\n"
        return ({"members": "type DirectoryFileHandleProtocol\n" + own + inherited, "types": types},
                {"members": "type DirectoryFileHandleProtocol\n" + inherited + own,
                 "types": type_block("DirectoryFileHandleProtocol", "protocol", relations=["FileHandleProtocol"])})

    def test_its_extension_methods_move_among_the_implemented_ones(self):
        self.assertEqual(unexplained(*self.dumps(True))["members"], 0)

    def test_without_the_self_conformance_the_order_is_unexplained(self):
        self.assertGreater(unexplained(*self.dumps(False))["members"], 0)



def variable(name, written, actual, type_line):
    """A variable's lines in the `variables` dump (the facts the rule reads)."""
    return "  var %s\n    typeName=%s\n    typeName.actualTypeName=%s\n    type=%s\n" % (name, written, actual, type_line)


class AliasByNameTests(unittest.TestCase):
    """Sourcery gives a name nothing resolves the target of the first typealias so named, in hash
    order (GRDB's `Failure`: `Error` in `DatabasePublishers.Read`, itself in `Recorder`; swift-nio's
    `SocketType`: `Socket` or `ServerSocket`); ModelGen keeps the name where targets differ."""

    SOURCES = {
        "Recorder.swift": """\
            public class Recorder<Input, Failure: Error> {
                public typealias Failure = Failure
                func read() { typealias Failure = Never }
            }
            extension DatabasePublishers {
                public struct Read {
                    public typealias Failure = Error
                }
            }
            final class Socket { typealias SocketType = Socket }
            final class ServerSocket {
                typealias SocketType = ServerSocket
            }
            enum NIOBSDSocket {
            #if os(Windows)
                typealias Handle = SOCKET
            #else
                typealias Handle = CInt
            #endif
            }
            """,
    }

    def dumps(self, sourcery_failure, sourcery_handle="Handle"):
        sourcery = "type Finished\n" + \
            variable("recorder", "Recorder<Input, Failure>", "Recorder<Input, %s>" % sourcery_failure, "Recorder (class)") + \
            variable("socket", "SocketType", "ServerSocket", "ServerSocket (class)") + \
            variable("handle", "Handle", sourcery_handle if sourcery_handle != "Handle" else "", "")
        modelgen = "type Finished\n" + \
            variable("recorder", "Recorder<Input, Failure>", "Recorder<Input, Failure>", "Recorder (class)") + \
            variable("socket", "SocketType", "", "") + \
            variable("handle", "Handle", "", "")
        return {"variables": sourcery}, {"variables": modelgen}

    def test_a_target_of_one_of_several_aliases_of_the_name_is_chance(self):
        self.assertEqual(unexplained(*self.dumps("Error"), self.SOURCES), {"variables": 0})

    def test_a_name_no_alias_of_that_name_targets_stays_unexplained(self):
        # `Never` is the target of an alias inside a function body, which Sourcery never sees.
        self.assertEqual(unexplained(*self.dumps("Never"), self.SOURCES), {"variables": 1})

    def test_the_one_target_of_a_name_is_modelgens_to_match(self):
        # `NIOBSDSocket.Handle` is one key: its last `#if` branch, `CInt`, is the only target.
        self.assertEqual(unexplained(*self.dumps("Error", sourcery_handle="CInt"), self.SOURCES), {"variables": 1})



class ShadowingOrderTests(unittest.TestCase):
    """`associatedtype Model: FluentKit.Model` beside `protocol Model` (fluent-kit): Sourcery's
    `SolarSystem` implements the stand-in `FluentKit.Model`, which flattenAll's sort by name puts
    before `Migration` (`Model` sorts after), so `defaultName from Migration` moves in allVariables."""

    def dumps(self, drawn_on):
        types = type_block("FluentKit.Model", "protocol") + type_block("Migration", "protocol") + \
            type_block("Model", "protocol") + \
            type_block("Alias", "protocol", associated=("Model", "FluentKit.Model"))
        own = "  allVariables id: IDValue? from Model\n  allVariables name: String from Model\n"
        sourcery = "type SolarSystem\n" + own + "  allVariables _$id: ID from %s\n" % drawn_on + \
            "  allVariables defaultName: String from Migration\n"
        modelgen = "type SolarSystem\n  allVariables defaultName: String from Migration\n" + own + \
            "  allVariables _$id: ID from %s\n" % drawn_on.replace("FluentKit.Model", "Model")
        return {"members": sourcery, "types": types}, {"members": modelgen, "types": types}

    def test_a_line_moved_by_the_stand_ins_name_is_the_map(self):
        self.assertEqual(unexplained(*self.dumps("FluentKit.Model"))["members"], 0)

    def test_without_a_stand_in_drawn_on_the_order_is_unexplained(self):
        self.assertGreater(unexplained(*self.dumps("Alpha"))["members"], 0)


class RebuiltTupleTests(unittest.TestCase):
    """`extension AsyncThrowingStream { static func makeStream(…) -> (\\n stream: AsyncThrowingStream<Element,
    Failure>,\\n continuation: …\\n) where Failure == Error }` (swift-nio): the map resolves `Element`, so
    Sourcery rebuilds the tuple from its elements' types, on one line, without labels or `where`."""

    def dumps(self, sourcery_element):
        types = type_block("Sendable", "protocol") + type_block("Source", "protocol",
                                                                associated=("Element", "Sendable"))
        written = "(\n        stream: Stream<Element>,\n        continuation: Stream<Element>.Continuation\n" \
                  "    ) where Failure == Error"
        make = lambda actual: "type Stream\n" + method("makeStream()", written, actual, "Stream (extension)",
                                                        static=True)
        return ({"methods": make("(Stream<%s>, Stream<Element>.Continuation)" % sourcery_element), "types": types},
                {"methods": make(written), "types": types})

    def test_the_tuple_the_map_rebuilt_is_the_map(self):
        self.assertEqual(unexplained(*self.dumps("Sendable"))["methods"], 0)

    def test_a_rebuilt_element_the_map_cannot_give_stays_unexplained(self):
        self.assertGreater(unexplained(*self.dumps("Int"))["methods"], 0)


class RebuiltClosureTests(unittest.TestCase):
    """`let onChange: @Sendable (Element) -> Void` (GRDB) and `var cases: [(case: Output, count: Int)]`
    (swift-parsing): the map resolves `Element`/`Output`, so Sourcery rebuilds the function type from its
    parts (attributes gone, `((A) -> B)?` printed `(A) -> B?`) and the array's tuple without labels."""

    def dumps(self, written, sourcery_actual, parameter="Element"):
        types = type_block("Sendable", "protocol") + type_block("Source", "protocol",
                                                                associated=(parameter, "Sendable"))
        variable = lambda actual: "type Client\n  var onChange\n    typeName=%s\n    typeName.actualTypeName=%s\n" \
                                  "    definedInType=Client (class)\n" % (written, actual)
        return {"variables": variable(sourcery_actual), "types": types}, {"variables": variable(""), "types": types}

    def test_the_function_type_the_map_rebuilt_is_the_map(self):
        self.assertEqual(unexplained(*self.dumps("@Sendable (Element) -> Void", "(Element) -> Void"))["variables"], 0)
        self.assertEqual(unexplained(*self.dumps("((Element) -> Bool)?", "(Element) -> Bool?"))["variables"], 0)

    def test_the_array_of_tuples_the_map_rebuilt_is_the_map(self):
        dumps = self.dumps("[(case: Output, count: Int)]", "[(Sendable, Int)]", parameter="Output")
        self.assertEqual(unexplained(*dumps)["variables"], 0)

    def test_a_function_type_without_an_associated_type_name_stays_unexplained(self):
        self.assertGreater(unexplained(*self.dumps("@Sendable (Int) -> Void", "(Int) -> Void"))["variables"], 0)


class SubscriptTwinTests(unittest.TestCase):
    """`protocol ModelAlias` requires `subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>)
    -> Value` and implements it again in a public extension (fluent-kit): the map resolves the
    first's `Value` to a stand-in, rebuilding its types, so Sourcery's uniqueSubscriptFilter keeps
    the second (unresolved), and a conforming type lists both in allSubscripts."""

    def dumps(self, resolved_to):
        signature = "  allSubscripts (dynamicMember keyPath: KeyPath<Model, Value>) -> Value\n"
        subscript = lambda n, result: "  subscript %d\n    returnTypeName=Value\n    returnType=%s\n" \
            "    readAccess=public\n    param 0=dynamicMember keyPath: KeyPath<Model, Value>\n" % (n, result)
        types = type_block("Format", "protocol", associated=("Value", "Format.")) + \
            type_block("Alias", "protocol") + type_block("FooAlias", "class", relations=["Alias"])
        sourcery = "type Alias\n" + subscript(0, resolved_to) + subscript(1, "") + signature * 2 + \
            "type FooAlias\n" + signature * 2
        modelgen = "type Alias\n" + subscript(0, "") + signature + "type FooAlias\n" + signature
        return {"members": sourcery, "types": types}, {"members": modelgen, "types": types}

    def test_the_repeat_the_map_kept_and_its_allSubscripts_lines_are_the_map(self):
        self.assertEqual(unexplained(*self.dumps("Format."))["members"], 0)

    def test_a_repeat_whose_twin_no_stand_in_resolved_stays_unexplained(self):
        self.assertGreater(unexplained(*self.dumps("Int"))["members"], 0)


class ModifyAccessorTests(unittest.TestCase):
    """swift-nio's `NIOLoopBound.value { get _modify }`: Sourcery counts only `set` as a setter."""

    def dumps(self, accessor):
        variable = lambda write: "type Bound\n  var value\n    typeName=Value\n    readAccess=public\n" \
            "    writeAccess=%s\n" % write
        sources = {"Bound.swift": "struct Bound {\n    public var value: Value {\n        get { v }\n"
                                  "        %s { yield &v }\n    }\n}\n" % accessor}
        return {"variables": variable("")}, {"variables": variable("public")}, sources

    def test_a_modify_accessor_is_no_setter_in_sourcery(self):
        self.assertEqual(unexplained(*self.dumps("_modify"))["variables"], 0)

    def test_without_one_a_missing_write_access_stays_unexplained(self):
        self.assertGreater(unexplained(*self.dumps("_read"))["variables"], 0)


class AliasOrderTests(unittest.TestCase):
    """GRDB's `PublisherExpectations.Last<Input, Failure> = Map<Elements<Input, Failure>, Input?>`:
    Sourcery resolves alias targets in place in hash order, so the inner `Elements` target's base
    prints `Map` or `PublisherExpectations.Map` by chance; ModelGen qualifies it."""

    SOURCES = {
        "Recorder.swift": """\
            extension PublisherExpectations {
                public typealias Elements<Input> = Map<Recording<Input>, [Input]>
                public typealias Last<Input> = Map<Elements<Input>, Input?>
            }
            """,
    }

    def dumps(self, sourcery_inner):
        line = lambda inner: variable("last", "PublisherExpectations.Last<Input>", "PublisherExpectations.Map<%s<"
                                      "PublisherExpectations.Recording<Input>, [Input]>, Input>" % inner,
                                      "PublisherExpectations.Map (struct)")
        return ({"variables": "type Recorder\n" + line(sourcery_inner)},
                {"variables": "type Recorder\n" + line("PublisherExpectations.Map")})

    def test_an_inner_base_printed_unqualified_is_chance(self):
        self.assertEqual(unexplained(*self.dumps("Map"), self.SOURCES), {"variables": 0})

    def test_a_base_no_alias_target_names_stays_unexplained(self):
        self.assertEqual(unexplained(*self.dumps("Other"), self.SOURCES), {"variables": 1})


if __name__ == "__main__":
    unittest.main()
