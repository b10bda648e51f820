"""The rule `associated-type-map` (classify.py): lines that differ because Sourcery files every
associated-type name under the stand-in of the last protocol declaring it, for every type
(ParserResultsComposed: `typeMap[name] = stand-in`). Each function takes a classify.Corpus."""
import re


def shadowing(corpus, template, header, line, member):
    """Whether a line differs because a stand-in shadows a protocol (see Corpus.shadowed)."""
    names = set(corpus.shadowed) | set(corpus.shadowed.values())
    if header[5:] in names and re.match(r"(method|var|subscript|allMethods|allVariables|allSubscripts) ", member):
        return True
    m = re.match(r"  (allMethods|allVariables) .* from (\S+)$", line)
    if template == "members" and m and m.group(2) in names:
        corpus.shadow_touched.add(header)
        return True
    return template == "types" and header in corpus.shadow_touched and \
        re.match(r"  (allMethods|allVariables)\.count=", line) is not None


def stand_in_type(corpus, lines, index):
    """Whether Sourcery's `type=S` / `returnType=S` line names the stand-in `S` that the map gives
    the associated-type name written above it (`typeName=Value` … `type=Sendable`), or is empty
    because the stand-in's own name finds no type (vapor's `subscript(name:) -> Value?` in
    `HTTPCookies`, whose nested `Value` ModelGen finds)."""
    m = re.match(r"(\s+)(?:type|returnType)=(.*?)(?: \(\w+\))?$", lines[index])
    written = m and field_above(lines, index, m.group(1), r"(?:typeName|returnTypeName)")
    if written is None:
        return False
    written = re.sub(r"^Optional<(.*)>$", r"\1", written).rstrip("?!")
    # The map names the stand-in, which Sourcery then looks up by its own name and may not find.
    return written in corpus.constraints and (m.group(2) == "" or m.group(2) in corpus.constraints[written])


def flag_of_mapped_name(corpus, lines, index):
    """Whether ModelGen's `isClosure`/`isTuple` line belongs to a name Sourcery's map resolves first
    (ParserResultsComposed.actualTypeName looks up associated types before typealiases): a parameter
    typed `ThreadSpecificKeyDestructor`, swift-nio's `ThreadOps` associated type that
    `ThreadOpsPosix` aliases to a function type, is the stand-in `Any` there, so no closure."""
    m = re.match(r"(\s+)(?:isClosure|isTuple)$", lines[index])
    name = m and field_above(lines, index, m.group(1), r"typeName\.name")
    return name is not None and name.rstrip("?!") in corpus.constraints


def field_above(lines, index, indent, field):
    """The value of the nearest `field=` line above `index` at `indent` within the same member (a
    line indented less ends it), or None."""
    for line in reversed(lines[:index]):
        w = re.match(re.escape(indent) + field + r"=(.*)$", line)
        if w:
            return w.group(1)
        if len(line) - len(line.lstrip(" ")) < len(indent):
            return None
    return None


def resolved_by_map(corpus, sourcery, modelgen, written):
    """Whether Sourcery's `actual…` line is ModelGen's, or the name as written, with associated-type
    names resolved through the global map (which rebuilds the name, dropping a `where` clause, a
    tuple's labels and line breaks, and a function type's attributes)."""
    key, _, value = modelgen.partition("=")
    theirs = sourcery.partition("=")[2]
    if not value and theirs == written and re.fullmatch(r"\[(\w+)\]", theirs or "") and theirs[1:-1] in corpus.swallowing:
        return True  # `[Any]` rebuilt as itself: its element, a swallowing stand-in's name, is a type there
    for candidate in {value, written or value}:
        unconstrained = re.sub(r" where .*$", "", candidate)
        rebuilt = {rebuilt_tuple(unconstrained), rebuilt_closure(unconstrained), rebuilt_array(unconstrained),
                   rebuilt_optional(unconstrained)}
        for name in {candidate, unconstrained} | rebuilt - {None}:
            pattern = corpus.associated_pattern(key + "=" + name)
            if pattern and pattern.fullmatch(sourcery):
                return True
    return False


def rebuilt_tuple(name):
    """A tuple type as Sourcery's resolution rebuilds it, from its elements' types alone, on one line
    (`(stream: A,\n continuation: B)` is `(A, B)`); None for any other name."""
    if not (name.startswith("(") and name.endswith(")")):
        return None
    elements, depth, start = [], 0, 1
    for i in range(1, len(name) - 1):
        c = name[i]
        if c in "([<":
            depth += 1
        elif c in ")]" or c == ">" and name[i - 1] != "-":
            depth -= 1
            if depth < 0:  # `(A) -> (B)`: a function type
                return None
        elif c == "," and depth == 0:
            elements.append(name[start:i])
            start = i + 1
    elements.append(name[start:-1])
    if len(elements) < 2:
        return None
    return "(" + ", ".join(re.sub(r"^\w+\s*:\s*", "", " ".join(e.split())) for e in elements) + ")"


def rebuilt_closure(name):
    """A function type as Sourcery's resolution rebuilds it from its parts (`ClosureType.asSource`):
    attributes gone, an optional's parentheses dropped with its `?` kept (`@Sendable (A) -> B` is
    `(A) -> B`, `((A) -> B)?` is `(A) -> B?`); None for any other name."""
    body = re.sub(r"^(?:@\w+(?:\([^()]*\))?\s+)+", "", name)
    optional = body.endswith(")?") and body.startswith("((")
    if optional:
        body = body[1:-2]
    if not body.startswith("(") or " -> " not in body or body == name and not optional:
        return None
    return body + ("?" if optional else "")


def rebuilt_optional(name):
    """`Optional<T>` as Sourcery's map rebuilds it, `T?` (the unwrapped name resolved, the optional
    kept); None for any other name."""
    m = re.fullmatch(r"Optional<(.*)>", name)
    return m and m.group(1) + "?"


def rebuilt_array(name):
    """An array of tuples as Sourcery rebuilds it: the element tuple without labels
    (`[(case: A, count: Int)]` is `[(A, Int)]`); None for any other name."""
    if not (name.startswith("[(") and name.endswith(")]")):
        return None
    element = rebuilt_tuple(name[1:-1])
    return element and "[" + element + "]"


def vanished(corpus, header, sourcery_only):
    """Whether a whole type block is missing on one side because Sourcery filed an associated type's
    stand-in under the name of a scanned type: the type (`TableDefinition`, beside an unconstrained
    `associatedtype TableDefinition`) is ModelGen's only, its nested types are Sourcery's renamed
    after the stand-in (`Any.KeyConstraint`)."""
    name = header[len("type "):] if header.startswith("type ") else None
    if not name:
        return False
    if sourcery_only:
        stand_in = max((s for names in corpus.constraints.values() for s in names if name.startswith(s + ".")),
                       key=len, default=None)
        return stand_in is not None
    return name.split(".")[0] in corpus.constraints


def absorbed(corpus, header, owner):
    """Whether a member of the scanned type `owner` (its `definedInType`, or `from` in allMethods)
    shows in Sourcery's block of a stand-in's type (`ReadableAndWritableFileHandleProtocol`) because
    the associated type `owner` was filed under it, so the scanned type merged into it."""
    return bool(owner) and header[len("type "):] in corpus.constraints.get(owner.split(".")[0], ())
