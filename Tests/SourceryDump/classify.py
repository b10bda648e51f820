#!/usr/bin/env python3
"""Attributes every line where ModelGen's sourcery-dump output differs from Sourcery 2.3.0's to one
of the Sourcery bugs docs/Compatibility.md lists (ModelGen deliberately does not copy them), or to
nothing: an unexplained difference, which is ModelGen's to fix.

    classify.py OUTPUTS [--expected DIR] [--sources DIR] [--list N] [--blocks FILE]

--blocks FILE writes every differing opcode with the rule that explains it, for review.

OUTPUTS holds ModelGen's outputs, OUTPUTS/<corpus>/<template>.swift (compare.py --keep OUTPUTS).
Differences are found exactly as compare.py finds them (blocks aligned by their first line, then
lines with difflib); each differing line is tested against the rules below, each a mechanism read
in Sourcery's sources (see the Compatibility.md bullet it names):

comment-in-name       Sourcery keeps a trailing comment in an attribute's name:
                      `attributes[inlinable // note]`; ModelGen's line is Sourcery's without it.
trailing-comment      Sourcery infers a variable's type from its initializer's text with the
                      trailing comment (`$0.value.description.trimmed`), so `= Code(x) // note` is
                      `UnknownTypeSoAddTypeAttributionToVariable` and `= false // note` the type
                      `false // note`; explains the lines of a variable whose Sourcery lines show
                      that text and whose declaration in the sources has a trailing comment.
init-async            Sourcery builds an initializer's signature with `asyncKeyword: nil`, so
                      `init() async` has no `isAsync`; explains ModelGen's `isAsync` of an init.
associated-type-map   Sourcery files every associated-type name under the stand-in of the last
                      protocol declaring it, for every type (ParserResultsComposed:
                      `typeMap[name] = stand-in`), constraints read from Sourcery's own `types`
                      dump. Explains: a Sourcery line equal to ModelGen's, or to the name as
                      written, with associated-type names (`Element`) replaced by a constraint
                      (`Sendable`, `Any`); a scanned type of that name missing in Sourcery (its
                      nested types renamed `Any.KeyConstraint`), or merged into the constraint's
                      type (its members there, `definedInType` the scanned type); FluentKit's
                      `associatedtype Model: FluentKit.Model`, whose stand-in takes the
                      `extension Model` members and the conformances to `Model`. And in `methods`,
                      a method one side lists and the other drops as a repeat because the map
                      changed a result type Sourcery's de-duplication compares (map_twins),
                      and in `members` the allMethods lines such twins give each type drawing on
                      them, and the members a swallowed type gives a type implementing its
                      stand-in (and the methods they displace, or move where the stand-in
                      implements itself); in `types`, the relations a stand-in takes from the
                      types it swallowed; in the kind lists, the types of vanished blocks.
count lines           A `types` line `X.count=` whose list (methods, allMethods, variables, …,
                      printed in full by another dump) differs only in lines a rule explains takes
                      that rule.

Prints per corpus and template the differing and unexplained lines, then the unexplained blocks
by (template, first key), and last

    sourcery-dump: X% lines identical, Y% identical or a documented Sourcery bug (U unexplained)
"""
import argparse
import collections
import difflib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "Conformance"))
import compare  # noqa: E402  (the team's scorer: the same alignment, so the same differing lines)

IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
COMMENT = re.compile(r"\s*(//.*?(?=\]$)|//.*$|/\*.*?\*/)")
UNKNOWN = "UnknownTypeSoAddTypeAttributionToVariable"


def member_of(lines, index):
    """The member line (`  var x`, `  method f()`) a line of a type block belongs to."""
    for line in reversed(lines[:index + 1]):
        if is_member(line):
            return line.strip()
    return ""


def written_name(lines, index):
    """The type name as written (`returnTypeName=`, `typeName=`) above an `actual…` line, or None."""
    if not re.match(r"\s+(actualReturnTypeName|typeName\.actualTypeName)=", lines[index]):
        return None
    for line in reversed(lines[:index]):
        m = re.match(r"\s+(?:returnTypeName|typeName)=(.*)$", line)
        if m:
            return m.group(1)
        if line.startswith("  ") and not line.startswith("   "):
            return None
    return None


class Corpus:
    """What the rules need to know about one corpus: Sourcery's associated types and the sources."""

    def __init__(self, name, expected_dir, sources_dir):
        self.name = name
        self.constraints = collections.defaultdict(set)
        types_dump = os.path.join(expected_dir, name, "types.swift")
        if os.path.isfile(types_dump):
            for line in compare.read_lines(types_dump):
                m = re.match(r"  associatedTypes\[(\w+)\]=\w+: (.*) -> (.*?)(?: \(\w+\))?$", line)
                if m:
                    self.constraints[m.group(1)].update(x for x in m.group(2, 3) if x)
        # `associatedtype Model: FluentKit.Model` beside a scanned `protocol Model`: Sourcery files
        # its stand-in `FluentKit.Model` under the key `Model`, so `extension Model` members land in
        # the stand-in (some lost, by hash order) instead of the protocol: {stand-in: protocol}.
        headers = set()
        if os.path.isfile(types_dump):
            headers = {line[5:] for line in compare.read_lines(types_dump) if line.startswith("type ")}
        self.shadowed = {s: p for p, names in self.constraints.items() if p in headers
                         for s in names if s.endswith("." + p) and s in headers}
        self.shadow_touched = set()  # type blocks whose member lists the shadowing changed
        self.twins = {}  # `methods` block header: ([(name, owner)] Sourcery's, ModelGen's), see map_twins
        # (header, list) -> Counter of the rules explaining the list's differing lines (None: unexplained)
        self.lists = collections.defaultdict(collections.Counter)
        self.ancestors = ({}, {})  # Sourcery's, ModelGen's: type -> the types its allMethods draw on
        self.self_implementing = set()  # stand-ins implementing themselves in Sourcery (a swallowed conformance)
        self.swallowed = {}  # stand-in's `types` header -> the relation lines it took in (swallowed_relations)
        # Sourcery's (definedInType, method name) -> {(isStatic, isClass, actualReturnTypeName)}
        self.method_keys = collections.defaultdict(set)
        self.sources_dir = os.path.join(sources_dir, name) if sources_dir else None
        self._commented = None

    def read_ancestors(self, sourcery_types, modelgen_types):
        """The `implements` and `inherits` of every type in each side's `types` dump: Type.allMethods
        and allVariables add their members (flattenAll)."""
        for path, ancestors in zip((sourcery_types, modelgen_types), self.ancestors):
            header = None
            for line in compare.read_lines(path) if os.path.isfile(path) else []:
                if not line.startswith(" "):
                    header = line
                    ancestors[header] = {header}
                m = re.match(r"  (?:implements|inherits)\[.*?\]=(.*) \(\w+\)$", line)
                if m and header:
                    ancestors[header].add("type " + m.group(1))
                    if "type " + m.group(1) == header and ancestors is self.ancestors[0]:
                        self.self_implementing.add(header)

    def commented_variables(self):
        """Names of variables declared `var/let name = value // comment` somewhere in the sources."""
        if self._commented is None:
            self._commented = set()
            pattern = re.compile(r"\b(?:var|let)\s+(\w+)\s*=[^/\n]*?(?:\S\s*)(?://|/\*)")
            for root, dirs, files in os.walk(self.sources_dir or "/nonexistent"):
                dirs[:] = [d for d in dirs if not d.startswith(".")]
                for f in files:
                    if f.endswith(".swift"):
                        with open(os.path.join(root, f), encoding="utf-8", errors="replace") as h:
                            for line in h:
                                m = pattern.search(line)
                                if m:
                                    self._commented.add(m.group(1))
        return self._commented

    def associated_pattern(self, got):
        """A regex matching `got` with each associated-type name replaced by any declared constraint."""
        parts, last, substituted = [], 0, False
        for m in IDENTIFIER.finditer(got):
            name = m.group(0)
            if name in self.constraints and got[m.start() - 1:m.start()] != ".":
                parts.append(re.escape(got[last:m.start()]))
                options = sorted(self.constraints[name] | {name}, key=len, reverse=True)
                parts.append("(?:%s)" % "|".join(re.escape(o) for o in options))
                last, substituted = m.end(), True
        if not substituted:
            return None
        parts.append(re.escape(got[last:]))
        return re.compile("".join(parts))


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
    the associated-type name written above it (`typeName=Value` … `type=Sendable`)."""
    m = re.match(r"(\s+)(?:type|returnType)=(.+?)(?: \(\w+\))?$", lines[index])
    if not m:
        return False
    for line in reversed(lines[:index]):
        w = re.match(re.escape(m.group(1)) + r"(?:typeName|returnTypeName)=(.*)$", line)
        if w:
            return m.group(2) in corpus.constraints.get(w.group(1).rstrip("?!"), ())
        if len(line) - len(line.lstrip(" ")) < len(m.group(1)):
            return False
    return False


def resolved_by_map(corpus, sourcery, modelgen, written):
    """Whether Sourcery's `actual…` line is ModelGen's, or the name as written, with associated-type
    names resolved through the global map (which rebuilds the name, dropping a `where` clause)."""
    key, _, value = modelgen.partition("=")
    for candidate in {value, written or value}:
        for name in {candidate, re.sub(r" where .*$", "", candidate)}:
            pattern = corpus.associated_pattern(key + "=" + name)
            if pattern and pattern.fullmatch(sourcery):
                return True
    return False


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


class Method(collections.namedtuple("Method", "start end name static klass actual written owner")):
    """A method of a `methods` type block: its lines' span and the fields Sourcery's de-duplication
    compares (Type.uniqueMethodFilter: name, isStatic, isClass, actualReturnTypeName)."""

    @property
    def key(self):
        return self.name, self.static, self.klass

    @property
    def owner_name(self):
        return re.sub(r" \(\w+\)$", "", self.owner or "")


def methods_in(lines):
    """The methods of one `methods` type block, in order."""
    fields = {"isStatic": "static", "class": "klass", "actualReturnTypeName": "actual",
              "returnTypeName": "written", "definedInType": "owner"}
    found = []
    for i, line in enumerate(lines):
        if line.startswith("  method "):
            if found:
                found[-1]["end"] = i
            found.append(dict(start=i, end=len(lines), name=line[len("  method "):], static=False, klass=False,
                              actual="", written="", owner=""))
        elif found and line.startswith("    ") and not line.startswith("     "):
            field, equals, value = line.strip().partition("=")
            if field in fields:
                found[-1][fields[field]] = value if equals else True
    return [Method(**m) for m in found]


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


def owner_of(lines, index):
    """The `definedInType` of the member a line belongs to, or the `from` of an allMethods line."""
    m = re.match(r"  (?:allMethods|allVariables|allSubscripts) .* from (\S+)$", lines[index])
    if m:
        return m.group(1)
    start = index
    while start > 0 and not (lines[start].startswith("  ") and not lines[start].startswith("   ")):
        start -= 1
    for line in lines[start + 1:]:
        if line.startswith("  ") and not line.startswith("   "):
            break
        m = re.match(r"    definedInType=(\S+)", line)
        if m:
            return m.group(1)
    return None


def explain(corpus, template, header, removed, added, removed_members, added_members, written, owners, stand_ins,
            facts):
    """Rule names for the removed (Sourcery) and added (ModelGen) lines of one difflib opcode;
    None where no rule explains the line. `written` gives an added line's name as written."""
    if not added and vanished(corpus, header, sourcery_only=True) or \
            not removed and vanished(corpus, header, sourcery_only=False):
        return ["associated-type-map"] * len(removed), ["associated-type-map"] * len(added)
    removed_why = [None] * len(removed)
    added_why = [None] * len(added)
    if header.startswith("list "):  # the kind lists of `members` name the same types as the blocks
        for side, why, sourcery_only in ((removed, removed_why, True), (added, added_why, False)):
            for k, line in enumerate(side):
                if vanished(corpus, "type " + re.sub(r" \(\w+\)$", "", line.strip()), sourcery_only):
                    why[k] = "associated-type-map"
    for i, e in enumerate(removed):
        stripped = COMMENT.sub("", e)
        for j, g in enumerate(added):
            if added_why[j]:
                continue
            if stripped != e and stripped == g:
                removed_why[i] = added_why[j] = "comment-in-name"
                break
            if resolved_by_map(corpus, e, g, written[j]):
                removed_why[i] = added_why[j] = "associated-type-map"
                break
    for j, g in enumerate(added):
        member = added_members[j]
        if not added_why[j] and template == "methods" and g == "    isAsync" and \
                re.match(r"method init[?!]?[(<]", member):
            added_why[j] = "init-async"
    for side, members, why in ((removed, removed_members, removed_why), (added, added_members, added_why)):
        for k, line in enumerate(side):
            if not why[k] and shadowing(corpus, template, header, line, members[k]):
                why[k] = "associated-type-map"
    if template == "members":
        for side, why, budget in ((removed, removed_why, facts.twin_budget[0]), (added, added_why, facts.twin_budget[1])):
            for k, line in enumerate(side):
                m = re.match(r"  allMethods (.*) from (.*)$", line)
                if not why[k] and m and budget[m.groups()] > 0:
                    budget[m.groups()] -= 1
                    why[k] = "associated-type-map"
    if template == "members":
        for side, why in ((removed, removed_why), (added, added_why)):
            for k, line in enumerate(side):
                if not why[k] and (moved_by_self_conformance(corpus, header, line, facts) or
                                   side is added and displaced_by_swallowed(corpus, header, line, facts)):
                    why[k] = "associated-type-map"
    if template == "types":
        swallowed = facts.swallowed_relations
        for side, why in ((removed, removed_why), (added, added_why)):
            for k, line in enumerate(side):
                if not why[k] and (swallowed is not None and line.startswith("  inheritedTypes[") or
                                   side is removed and line in (swallowed or set()) | facts.inherited_relations):
                    why[k] = "associated-type-map"
    for side, why, paired in ((removed, removed_why, facts.map_pairs[0]), (added, added_why, facts.map_pairs[1])):
        for k, line in enumerate(side):
            if not why[k] and line in paired:
                why[k] = "associated-type-map"
    if template == "types":
        for i, e in enumerate(removed):
            m = re.match(r"  (\w+)\.count=", e)
            rule = counted_rule(corpus, header, m.group(1)) if m else None
            partner = next((j for j, g in enumerate(added) if m and g.startswith(m.group(0))), None)
            if rule and partner is not None and not removed_why[i] and not added_why[partner]:
                removed_why[i] = added_why[partner] = rule
    # allMethods/allVariables of a type drawing on a stand-in list the members it swallowed, too.
    sources = corpus.ancestors[0].get(header, {header}) if template == "members" else {header}
    for k, owner in enumerate(owners):
        if not removed_why[k] and (any(absorbed(corpus, h, owner) for h in sources) or stand_ins[k]):
            removed_why[k] = "associated-type-map"
            key = removed[k].split("=", 1)[0] + "="
            # ModelGen's line of the same key (the scanned type, or none) is the other half.
            partner = next((j for j, g in enumerate(added) if not added_why[j] and g.startswith(key)), None)
            if stand_ins[k] and partner is not None:
                added_why[partner] = "associated-type-map"
    for members, side, why in ((removed_members, removed, removed_why), (added_members, added, added_why)):
        for k, member in enumerate(members):
            if why[k]:
                continue
            if variable_of(member) in facts.polluted:
                why[k] = "trailing-comment"
            elif member in facts.mapped and side[k].startswith("    type="):
                why[k] = "associated-type-map"  # the type of a name the map resolved (or lost)
    return removed_why, added_why


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
    methods come at its place among those. The line is there as often on both sides."""
    m = re.match(r"  allMethods .* from (.*)$", line)
    return header in corpus.self_implementing and m is not None and "type " + m.group(1) == header and \
        facts.lines[0][line] == facts.lines[1][line]


def displaced_by_swallowed(corpus, header, line, facts):
    """Whether ModelGen's allMethods line `N from P` is missing in Sourcery because a method `N` of a
    scanned type a stand-in swallowed came first there (`N from O` in Sourcery's list) with the
    same static/class and actualReturnTypeName in Sourcery's `methods` dump, which Sourcery's
    de-duplication (uniqueMethodFilter) compares."""
    m = re.match(r"  allMethods (.*) from (.*)$", line)
    if not m:
        return False
    name, owner = m.groups()
    sources = corpus.ancestors[0].get(header, {header})
    for other in facts.sourcery_lines:
        o = re.match(r"  allMethods (.*) from (.*)$", other)
        if o and o.group(1) == name and any(absorbed(corpus, h, o.group(2)) for h in sources) and \
                corpus.method_keys[(o.group(2), name)] & corpus.method_keys[(owner, name)]:
            return True
    return False


# Each count of the `types` dump is the length of a list another dump prints in full.
COUNTED = {"methods": "methods", "allMethods": "allMethods", "variables": "variables",
           "storedVariables": "variables", "computedVariables": "variables", "allVariables": "allVariables",
           "subscripts": "subscripts", "allSubscripts": "allSubscripts"}


def list_of(template, member):
    """Which counted list a differing line of the `methods`, `variables` or `members` dump is part of."""
    if template in ("methods", "variables"):
        return template
    m = re.match(r"(allMethods|allVariables|allSubscripts|subscript) ", member) if template == "members" else None
    return {"subscript": "subscripts"}.get(m.group(1), m.group(1)) if m else None


def counted_rule(corpus, header, count):
    """The rule explaining a `count=` line of the `types` dump: the rule that explains every differing
    line of the list counted (the most frequent, when several do), or None while any is unexplained."""
    rules = corpus.lists.get((header, COUNTED.get(count)))
    if not rules or rules[None]:
        return None
    return rules.most_common(1)[0][0]


def variable_of(member):
    """`x` of `var x` and of `allVariables x: T from D`, else None."""
    m = re.match(r"(?:var |allVariables )(\w+)", member)
    return m.group(1) if m else None


class BlockFacts:
    """What one type block says about its members on both sides: the variables whose Sourcery lines
    show a comment-polluted initializer (declared with a trailing comment in the sources), and the
    members whose actual type name Sourcery resolved through the associated-type map."""

    def __init__(self, corpus, sourcery_lines, modelgen_lines, header, modelgen_blocks):
        self.lines = (collections.Counter(sourcery_lines), collections.Counter(modelgen_lines))
        self.sourcery_lines = sourcery_lines
        self.swallowed_relations = swallowed_relations(corpus, header, sourcery_lines, modelgen_blocks)
        # Conformances a type gets through a stand-in that took them from the types it swallowed.
        self.inherited_relations = {l for t in corpus.ancestors[0].get(header, ()) if t != header
                                    for l in corpus.swallowed.get(t, ())}
        # allMethods lines each side owes to map_twins: the twins of the type and of what it draws on.
        self.twin_budget = (collections.Counter(), collections.Counter())
        for k, (budget, ancestors) in enumerate(zip(self.twin_budget, corpus.ancestors)):
            for source in ancestors.get(header, {header}):
                budget.update(corpus.twins.get(source, ([], []))[k])
        self.polluted = set()
        for i, line in enumerate(sourcery_lines):
            if UNKNOWN in line or "//" in line or "/*" in line:
                self.polluted.add(variable_of(member_of(sourcery_lines, i)))
        self.polluted = (self.polluted - {None}) & corpus.commented_variables()
        actual = lambda lines: {member_of(lines, i): (line, written_name(lines, i)) for i, line in enumerate(lines)
                                if written_name(lines, i) is not None}
        theirs, ours = actual(sourcery_lines), actual(modelgen_lines)
        self.mapped = {member for member, (line, _) in theirs.items() if member in ours
                       and line != ours[member][0] and resolved_by_map(corpus, line, *ours[member])}


    def pair_across(self, corpus, removed_runs, added_runs):
        """A type's relation lines that the map explains in pairs across the block's differing runs:
        a dictionary printed in key order puts `based[FluentKit.Model]` and `based[Model]` apart."""
        relation = re.compile(r"  (based|implements|inherits)\[")
        removed = [l for run in removed_runs for l in run if relation.match(l)]
        added = [l for run in added_runs for l in run if relation.match(l)]
        self.map_pairs = (set(), set())
        for e in removed:
            g = next((g for g in added if g not in self.map_pairs[1] and resolved_by_map(corpus, e, g, None)), None)
            if g is not None:
                self.map_pairs[0].add(e)
                self.map_pairs[1].add(g)


def member_aligned(opcodes, sourcery, modelgen):
    """difflib's opcodes with each lone deletion or insertion slid down, where the lines after it
    repeat its lines, to start at a member line: a method left out whole (its last lines equal to
    the next method's, `param 1` … `asSource=`) then is that method's lines, not the tail of the
    one before and the head of its own, and the rules see which member each line belongs to."""
    opcodes = list(opcodes)
    for k, (tag, i1, i2, j1, j2) in enumerate(opcodes):
        if tag not in ("delete", "insert") or k + 1 == len(opcodes) or opcodes[k + 1][0] != "equal":
            continue
        lines, lo, hi = (sourcery, i1, i2) if tag == "delete" else (modelgen, j1, j2)
        limit = opcodes[k + 1][2] if tag == "delete" else opcodes[k + 1][4]
        shift = 0
        while hi + shift < limit and lines[lo + shift] == lines[hi + shift] and not is_member(lines[lo + shift]):
            shift += 1
        if shift and is_member(lines[lo + shift]):  # the empty side's position moves along
            opcodes[k] = (tag, i1 + shift, i2 + shift, j1 + shift, j2 + shift)
    return opcodes


def is_member(line):
    return line.startswith("  ") and not line.startswith("   ")


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


def classify_file(corpus, template, expected_path, got_path):
    """Yields (rule or None, count, header, key, sample lines) per differing opcode side."""
    exp = compare.read_lines(expected_path)
    got = compare.read_lines(got_path) if os.path.isfile(got_path) else []
    variants_path = expected_path[:-len(".swift")] + ".variants"
    variants = json.load(open(variants_path, encoding="utf-8")) if os.path.isfile(variants_path) else {}
    exp = compare.apply_variants(exp, got, variants)
    matched, n_exp, n_got, _, diffs = compare.compare(exp, got)
    results = []
    sides = [0, 0]  # unexplained Sourcery lines, unexplained ModelGen lines
    modelgen_blocks = dict(compare.blocks_of(got))
    if template == "types":
        for header, lines in compare.blocks_of(exp):
            relations = swallowed_relations(corpus, header, lines, modelgen_blocks)
            if relations:
                corpus.swallowed[header] = relations
    if template == "methods":
        for m in methods_in(exp):
            corpus.method_keys[(m.owner_name, m.name)].add((m.static, m.klass, m.actual))
    for header, el, gl in diffs:
        if template == "methods":
            el, gl = set_twins_aside(corpus, header, el, gl, modelgen_blocks, results)
        facts = BlockFacts(corpus, el, gl, header, modelgen_blocks)
        sm = difflib.SequenceMatcher(None, el, gl, autojunk=False)
        opcodes = member_aligned(sm.get_opcodes(), el, gl)
        facts.pair_across(corpus, [el[i1:i2] for tag, i1, i2, _, _ in opcodes if tag != "equal"],
                          [gl[j1:j2] for tag, _, _, j1, j2 in opcodes if tag != "equal"])
        for tag, i1, i2, j1, j2 in opcodes:
            if tag == "equal":
                continue
            removed, added = el[i1:i2], gl[j1:j2]
            removed_members = [member_of(el, i) for i in range(i1, i2)]
            added_members = [member_of(gl, j) for j in range(j1, j2)]
            written = [written_name(gl, j) for j in range(j1, j2)]
            owners = [owner_of(el, i) for i in range(i1, i2)]
            stand_ins = [stand_in_type(corpus, el, i) for i in range(i1, i2)]
            removed_why, added_why = explain(corpus, template, header, removed, added, removed_members,
                                             added_members, written, owners, stand_ins, facts)
            for members, why in ((removed_members, removed_why), (added_members, added_why)):
                for member, rule in zip(members, why):
                    counted = list_of(template, member)
                    if counted:
                        corpus.lists[(header, counted)][rule] += 1
            # An opcode costs max(removed, added) lines; explained lines pair off side by side.
            unexplained = max(removed_why.count(None), added_why.count(None))
            explained = max(len(removed), len(added)) - unexplained
            first = (removed or added)[0].strip()
            key = re.split(r"[= ]", first, 1)[0]
            for rule in set(removed_why + added_why) - {None}:
                count = max(removed_why.count(rule), added_why.count(rule))
                sample = ["- " + x for x, w in zip(removed, removed_why) if w == rule] + \
                         ["+ " + x for x, w in zip(added, added_why) if w == rule]
                results.append((rule, min(count, explained), header, key, sample))
                explained -= min(count, explained)
            if unexplained:
                sample = ["- " + x for x, w in zip(removed, removed_why) if not w] + \
                         ["+ " + x for x, w in zip(added, added_why) if not w]
                results.append((None, unexplained, header, key, sample))
                sides[0] += removed_why.count(None)
                sides[1] += added_why.count(None)
    # As compare.py counts a file's differing lines (the larger side's unmatched lines), so the
    # unexplained ones: the larger side's unexplained lines.
    return max(n_exp, n_got), matched, results, max(sides)


def classify_corpus(name, expected, outputs, sources):
    """classify_file's figures, (template, …), for every dump of one corpus: the lists first
    (methods before members, whose allMethods draw on methods), then the counts of `types`."""
    corpus = Corpus(name, expected, sources)
    corpus.read_ancestors(*[os.path.join(d, name, "types.swift") for d in (expected, outputs)])
    order = {"methods": 0, "members": 1, "variables": 2, "types": 3}
    templates = [f[:-len(".swift")] for f in os.listdir(os.path.join(expected, name)) if f.endswith(".swift")]
    return [(t,) + classify_file(corpus, t, os.path.join(expected, name, t + ".swift"),
                                 os.path.join(outputs, name, t + ".swift"))
            for t in sorted(templates, key=lambda t: (order.get(t, 2), t))]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("outputs")
    ap.add_argument("--expected", default=os.path.join(HERE, "Conformance", "expected"))
    ap.add_argument("--sources", default=os.environ.get("SOURCERY_DUMP_SOURCES"))
    ap.add_argument("--list", type=int, default=40, help="unexplained (template, key) groups to print")
    ap.add_argument("--blocks", help="write every differing block, its rule and its lines to this file")
    a = ap.parse_args()

    total = matched_total = unexplained_total = 0
    by_rule = collections.Counter()
    groups = collections.Counter()
    blocks = []
    print("%-14s %-10s %9s %9s %11s" % ("corpus", "template", "lines", "differing", "unexplained"))
    for name in sorted(os.listdir(a.expected)):
        if not os.path.isdir(os.path.join(a.expected, name)):
            continue
        rows = []
        for template, n, matched, results, unexplained in classify_corpus(name, a.expected, a.outputs, a.sources):
            for rule, count, header, key, sample in results:
                if rule:
                    by_rule[rule] += count
                else:
                    groups[(name, template, key)] += count
                blocks.append((rule or "unexplained", name, template, header, count, sample))
            total += n; matched_total += matched; unexplained_total += unexplained
            rows.append("%-14s %-10s %9d %9d %11d" % (name, template, n, n - matched, unexplained))
        print("\n".join(sorted(rows)))
    for rule, count in by_rule.most_common():
        print("explained by %-20s %6d lines" % (rule, count))
    for (name, template, key), count in groups.most_common(a.list):
        print("unexplained %6d  %s %s %s" % (count, name, template, key))
    if a.blocks:
        with open(a.blocks, "w", encoding="utf-8") as out:
            for rule, name, template, header, count, sample in blocks:
                out.write("== %s: %s %s %s (%d)\n" % (rule, name, template, header, count))
                out.writelines("    %s\n" % line for line in sample)
    identical = 100.0 * matched_total / total if total else 100.0
    accounted = 100.0 * (total - unexplained_total) / total if total else 100.0
    floor = lambda x: int(x * 100) / 100.0  # 100.00% only when nothing is left
    print("sourcery-dump: %.2f%% lines identical, %.2f%% identical or a documented Sourcery bug (%d unexplained)"
          % (floor(identical), floor(accounted), unexplained_total))
    return 0


if __name__ == "__main__":
    sys.exit(main())
