"""Knock-on effects of the associated-type map (classify.py's `associated-type-map`), each a
mechanism of Sourcery 2.3.0's SourceryRuntime: the de-duplication of `Type.methods` and `allMethods`
(Type_Linux.swift: uniqueMethodFilter, flattenAll) over result types the map rewrote, and the
scanned types a stand-in swallowed (`Type.extend`). Each function takes a classify.Corpus."""
import collections
import re

from associated_type_map import absorbed, resolved_by_map, stand_in_type
from dump_shape import methods_in


def swallowed_relations(corpus, header, sourcery, modelgen_blocks):
    """For a stand-in's `types` block that took in scanned types (Type.extend: `inheritedTypes +=`,
    `based`, `implements`, `inherits` merged): the relation lines of those types in ModelGen's dump,
    provided Sourcery's inherited names are the stand-in's and those types' (each declaration of a
    type copied into two modules is merged into the stand-in, so names may repeat); else None."""
    name = header[len("type "):]
    swallowed = [modelgen_blocks["type " + o] for o, names in corpus.constraints.items()
                 if name in names and o != name and "type " + o in modelgen_blocks]
    if not swallowed:
        return None
    inherited = lambda lines: {l.split("=", 1)[1] for l in lines if l.startswith("  inheritedTypes[")}
    if inherited(sourcery) != set().union(inherited(modelgen_blocks.get(header, [])), *map(inherited, swallowed)):
        return None
    return {l for b in swallowed for l in b if re.match(r"  (based|implements|inherits)\[", l)}


def moved_by_self_conformance(corpus, header, line, facts):
    """Whether an allMethods line of a stand-in stands elsewhere only because the stand-in implements
    itself in Sourcery (a swallowed type's conformance): flattenAll adds the methods of what a type
    implements, sorted by name, before its extensions' methods, so the stand-in's own extension
    methods come at its place among those (the alignment may show either group as moved). The
    line is there as often on both sides."""
    return header in corpus.self_implementing and line.startswith("  allMethods ") and \
        facts.lines[0][line] == facts.lines[1][line]


def moved_by_shadowing(corpus, line, facts):
    """Whether an allMethods/allVariables line stands elsewhere only because the type's list draws on
    a stand-in shadowing a protocol (Corpus.shadowed): flattenAll adds the members of what a type
    implements sorted by name, and the stand-in's name sorts elsewhere than the protocol's
    (fluent-kit's `FluentKit.Model` before `Migration`, `Model` after). The line is there as often
    on both sides."""
    if not re.match(r"  (allMethods|allVariables) ", line) or facts.lines[0][line] != facts.lines[1][line]:
        return False
    owners = (re.match(r"  (?:allMethods|allVariables) .* from (\S+)$", l) for l in facts.sourcery_lines)
    return any(m and m.group(1) in corpus.shadowed for m in owners)


def requirement_twin(corpus, line, facts):
    """Whether ModelGen's allMethods line `m from A` is one Sourcery's flattenAll dropped as the repeat
    of `m from P` (a protocol the type implements, listed on both sides) because the map gave both
    the same result type: GRDB's `MapCursor<Base, Element>.next() -> Element?` is `Any?` there, as
    `Cursor`'s requirement is; ModelGen keeps the generic parameter `Element?`, so both stay."""
    m = re.match(r"  allMethods (.*) from (\S+)$", line)
    if not m or facts.lines[0][line]:
        return False
    name, owner = m.groups()
    others = {o.group(1) for o in (re.match(r"  allMethods %s from (\S+)$" % re.escape(name), l)
                                   for l in facts.sourcery_lines) if o and o.group(1) != owner}
    theirs, ours = (lambda key: corpus.methods[0].get(key, ())), (lambda key: corpus.methods[1].get(key, ()))
    return any(a.actual != b.actual and s.actual == t.actual and resolved_by_map(corpus, "a=" + s.actual, "a=" + a.actual, a.written)
               for other in others for a in ours((owner, name)) for b in ours((other, name))
               for s in theirs((owner, name)) for t in theirs((other, name)))


def subscript_twins(corpus, lines):
    """The `subscript N` members of Sourcery's `members` block that repeat an earlier one but for
    the `returnType=` the map gave that one (fluent-kit's ModelAlias: `-> Value` is the stand-in
    `TimestampFormat.`): Type.subscripts (uniqueSubscriptFilter) compares parameter and result
    types as resolution rebuilt them, and the map rebuilt the first's `KeyPath<Model, Value>`, so
    the repeat, never resolved, stays. Returns [(the allSubscripts signature, its line count)]."""
    starts = [i for i, line in enumerate(lines) if line.startswith("  subscript ")]
    groups = [(i, next((j for j in range(i + 1, len(lines)) if not lines[j].startswith("    ")), len(lines)))
              for i in starts]
    without_type = lambda i, j: [l for l in lines[i + 1:j] if not l.startswith("    returnType=")]
    twins = []
    for k, (i, j) in enumerate(groups):
        if "    returnType=" not in lines[i + 1:j]:
            continue
        for a, b in groups[:k]:
            resolved = next((x for x in range(a + 1, b) if lines[x].startswith("    returnType=")), None)
            if resolved is not None and without_type(a, b) == without_type(i, j) and stand_in_type(corpus, lines, resolved):
                parameters = [l.split("=", 1)[1] for l in lines[i + 1:j] if re.match(r"    param \d+=", l)]
                result = next(l.split("=", 1)[1] for l in lines[i + 1:j] if l.startswith("    returnTypeName="))
                twins.append(("(%s) -> %s" % (", ".join(parameters), result), j - i))
                break
    return twins


def subscript_twin_line(corpus, header, line, member, facts):
    """Whether a Sourcery line is one of a subscript_twins member (up to their line count, as the
    alignment may split a twin from its header), or an allSubscripts line such a twin gives a type
    drawing on its type (listed more often in Sourcery's block than in ModelGen's)."""
    if member.startswith("subscript ") and not line.startswith("  allSubscripts "):
        budget = facts.__dict__.setdefault("subscript_twin_lines", [sum(n for _, n in corpus.subscript_twins.get(header, []))])
        if budget[0] > 0:
            budget[0] -= 1
            return True
        return False
    m = re.match(r"  allSubscripts (.*)$", line)
    return bool(m) and facts.lines[0][line] > facts.lines[1][line] and any(
        m.group(1) == signature for source in corpus.ancestors[0].get(header, {header})
        for signature, _ in corpus.subscript_twins.get(source, []))


def displaced_by_map(corpus, header, line, facts):
    """Whether ModelGen's allMethods line `N from P` is missing in Sourcery because the map gave a
    method `N` listed before it (`N from O` in Sourcery's list) P's method's static/class and
    actualReturnTypeName in Sourcery's `methods` dump, which flattenAll's de-duplication
    (uniqueMethodFilter) compares: O is a scanned type a stand-in swallowed, or the map rewrote
    O's method's result (`-> CodingKeys` is `ExtendableCodingKey` there, as `-> Self` of the
    protocol's requirement)."""
    m = re.match(r"  allMethods (.*) from (.*)$", line)
    if not m:
        return False
    name, owner = m.groups()
    key = lambda method: (method.static, method.klass, method.actual)
    theirs, ours = corpus.methods
    displacing = {key(p) for p in theirs[(owner, name)]}
    sources = corpus.ancestors[0].get(header, {header})
    for other in facts.sourcery_lines:
        o = re.match(r"  allMethods (.*) from (.*)$", other)
        if not o or o.group(1) != name or o.group(2) == owner:
            continue
        same = [s for s in theirs[(o.group(2), name)] if key(s) in displacing]
        if same and (any(absorbed(corpus, h, o.group(2)) for h in sources) or any(
                s.actual != g.actual and key(s)[:2] == key(g)[:2] and
                resolved_by_map(corpus, "a=" + s.actual, "a=" + g.actual, g.written)
                for s in same for g in ours[(o.group(2), name)])):
            return True
    return False


def map_twins(corpus, header, sourcery, modelgen, modelgen_blocks):
    """The methods one side of a `methods` block lists and the other does not because the map changed
    a result type that Sourcery's de-duplication compares: `Type.methods` keeps a method only when no
    earlier one has its name, isStatic, isClass and actualReturnTypeName. Where the map rewrote one
    twin's result (`[Element]` -> `[Sendable]`), Sourcery keeps a second method of the same name whose
    result ModelGen's twin has (ModelGen drops it as a repeat); where the map made a twin's result
    equal another method's, Sourcery drops that method and ModelGen keeps it. Also the members of
    an `extension A` Sourcery filed under A's stand-in (definedInType the stand-in): ModelGen lists
    them, the same but for definedInType, in the block of A.
    Returns the Sourcery methods and the ModelGen methods so explained."""
    theirs, ours = methods_in(sourcery), methods_in(modelgen)
    groups = collections.defaultdict(lambda: ([], []))
    for m in theirs:
        groups[m.key][0].append(m)
    for m in ours:
        groups[m.key][1].append(m)
    explained_theirs, explained_ours = [], []
    for free, ours_of_key in groups.values():
        free, pairs, unpaired = list(free), [], []
        for g in ours_of_key:
            s = next((s for s in free if s.owner == g.owner and (s.actual == g.actual or resolved_by_map(
                corpus, "a=" + s.actual, "a=" + g.actual, g.written))), None)
            if s:
                free.remove(s)
                pairs.append((s, g))
            else:
                unpaired.append(g)
        rewritten = [(s, g) for s, g in pairs if s.actual != g.actual]
        swallowed = [s for s in free if absorbed(corpus, header, s.owner_name)]
        explained_theirs += [x for x in free if any(g.actual == x.actual for _, g in rewritten)]
        explained_ours += [x for x in unpaired if any(s.actual == x.actual for s, _ in rewritten)
                           or any(s.actual == x.actual for s in swallowed)]
    stand_in = header[len("type "):]
    for x in theirs:
        if x.owner != stand_in + " (extension)" or x in explained_theirs:
            continue
        for scanned in (a for a, names in corpus.constraints.items() if stand_in in names):
            lines = modelgen_blocks.get("type " + scanned, [])
            # The type's own name (an initializer's result, definedInType) is the stand-in's there.
            renamed = lambda ls: [re.sub(r"^(\s+[\w.]+=)%s( \(extension\))?$" % re.escape(scanned),
                                         lambda m: m.group(1) + stand_in + (m.group(2) or ""), l) for l in ls]
            if any(renamed(lines[m.start:m.end]) == sourcery[x.start:x.end]
                   for m in methods_in(lines) if m.name == x.name):
                explained_theirs.append(x)
                break
    return explained_theirs, explained_ours


def set_twins_aside(corpus, header, sourcery, modelgen, modelgen_blocks, results):
    """The block's lines without the methods map_twins explains (recorded in `results` and, for the
    `members` and `types` dumps, in `corpus.twins`), so that the rest aligns method to method."""
    theirs, ours = map_twins(corpus, header, sourcery, modelgen, modelgen_blocks)
    if not theirs and not ours:
        return sourcery, modelgen
    corpus.twins[header] = ([(m.name, m.owner_name) for m in theirs], [(m.name, m.owner_name) for m in ours])
    corpus.lists[(header, "methods")]["associated-type-map"] += 1
    sample = ["- " + l for m in theirs for l in sourcery[m.start:m.end]] + \
             ["+ " + l for m in ours for l in modelgen[m.start:m.end]]
    results.append(("associated-type-map", max(sum(m.end - m.start for m in side) for side in (theirs, ours)),
                    header, "method", sample))
    drop = lambda lines, methods: [l for i, l in enumerate(lines) if not any(m.start <= i < m.end for m in methods)]
    return drop(sourcery, theirs), drop(modelgen, ours)
