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
modify-accessor       Sourcery counts only `set` as a setter (Variable+SwiftSyntax: computeAccessors
                      keeps `get` and `set`), so `var value: V { get _modify }` is read-only there;
                      explains Sourcery's empty `writeAccess=` against ModelGen's of a variable
                      declared with a `_modify`, `modify` or `unsafeMutableAddress` accessor.
init-async            Sourcery builds an initializer's signature with `asyncKeyword: nil`, so
                      `init() async` has no `isAsync`; explains ModelGen's `isAsync` of an init.
associated-type-map   Sourcery files every associated-type name under the stand-in of the last
                      protocol declaring it, for every type (ParserResultsComposed: `typeMap[name] =
                      stand-in`), constraints read from Sourcery's own `types` dump. Explains: a
                      Sourcery line equal to ModelGen's, or to the name as written, with associated-
                      type names (`Element`) replaced by a constraint (`Sendable`, `Any`), a tuple
                      then rebuilt without labels (`where` clause and line breaks gone, also as an
                      array's element), a function type without its attributes (`((A) -> B)?` as
                      `(A) -> B?`), `Optional<T>` as `T?`; a member's `type=` naming the stand-in,
                      or empty where Sourcery finds no type of the stand-in's name; an array of a
                      stand-in that swallowed a scanned type (`[Any]`) rebuilt as itself; a closure
                      or tuple flag of a name the map resolves before a typealias of that name; a
                      scanned type of that name missing in Sourcery (its nested types renamed
                      `Any.KeyConstraint`), or merged into the constraint's type (its members there,
                      `definedInType` the scanned type); FluentKit's `associatedtype Model:
                      FluentKit.Model`, whose stand-in takes the `extension Model` members and the
                      conformances to `Model`. And in `methods`, a method one side lists and the
                      other drops as a repeat because the map changed a result type Sourcery's de-
                      duplication compares (map_twins), and in `members` the allMethods lines such
                      twins give each type drawing on them, or an implementation the map made a
                      repeat of a requirement, and the members a swallowed type gives a type
                      implementing its stand-in (and the methods they displace, or move where the
                      stand-in implements itself), and the members a stand-in named after a scanned
                      protocol moves by sorting elsewhere by name (`FluentKit.Model`), and a
                      subscript Sourcery keeps as the repeat of one the map resolved, with the
                      allSubscripts lines it gives (subscript_twins); in `types`, the relations a
                      stand-in takes from the types it swallowed; in the kind lists, the types of
                      vanished blocks.
alias-by-name         Sourcery gives a name nothing else resolves the target of the first typealias
                      so named, wherever nested, in its dictionary's hash order; ModelGen does
                      where every such alias has one target, and keeps the name where targets
                      differ. Explains a Sourcery line equal to ModelGen's, or to the name as
                      written, with such names replaced by one of their targets (alias_by_name.py),
                      or a generic base of an alias target unqualified (Sourcery resolves alias
                      targets in place in hash order), and the `type=` lines of a member so
                      explained.
count lines           A `types` line `X.count=` whose list (methods, allMethods, variables, …,
                      printed in full by another dump) differs only in lines a rule explains takes
                      that rule.

The associated-type map's rules are in associated_type_map.py (direct) and map_knock_ons.py
(through Sourcery's de-duplication and type merging), the dumps' line structure in dump_shape.py;
test_classify.py tests the knock-on rules on small dumps.

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
from alias_by_name import chance_targets, order_dependent_bases, resolved_by_alias  # noqa: E402
from associated_type_map import (absorbed, flag_of_mapped_name, resolved_by_map, shadowing,  # noqa: E402
                                 stand_in_type, vanished)
from dump_shape import member_aligned, member_of, methods_in, owner_of, variable_of, written_name  # noqa: E402
from map_knock_ons import (displaced_by_map, moved_by_self_conformance, moved_by_shadowing,  # noqa: E402
                           requirement_twin, set_twins_aside, subscript_twin_line, subscript_twins, swallowed_relations)

IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
COMMENT = re.compile(r"\s*(//.*?(?=\]$)|//.*$|/\*.*?\*/)")
UNKNOWN = "UnknownTypeSoAddTypeAttributionToVariable"


class Corpus:
    """What the rules need to know about one corpus: Sourcery's associated types and the sources."""

    def __init__(self, name, expected_dir, sources_dir):
        self.name = name
        self.constraints = collections.defaultdict(set)
        self.untyped = set()
        types_dump = os.path.join(expected_dir, name, "types.swift")
        if os.path.isfile(types_dump):
            for line in compare.read_lines(types_dump):
                m = re.match(r"  associatedTypes\[(\w+)\]=\w+: (.*) -> (.*?)(?: \(\w+\))?$", line)
                if m:
                    self.constraints[m.group(1)].update(x for x in m.group(2, 3) if x)
                    if m.group(3).strip() in ("", "()"):  # `= Never`: no type, no answer from the map
                        self.untyped.add(m.group(1))
        # `associatedtype Model: FluentKit.Model` beside a scanned `protocol Model`: Sourcery files
        # its stand-in `FluentKit.Model` under the key `Model`, so `extension Model` members land in
        # the stand-in (some lost, by hash order) instead of the protocol: {stand-in: protocol}.
        headers = set()
        if os.path.isfile(types_dump):
            headers = {line[5:] for line in compare.read_lines(types_dump) if line.startswith("type ")}
        self.shadowed = {s: p for p, names in self.constraints.items() if p in headers
                         for s in names if s.endswith("." + p) and s in headers}
        # Stand-ins that swallowed a scanned type (its nested types renamed `Any.KeyConstraint`): the
        # swallowed type's entry makes Sourcery's lookup of the stand-in's own name find a type.
        self.swallowing = {s for names in self.constraints.values() for s in names
                           if any(h.startswith(s + ".") for h in headers)}
        self.shadow_touched = set()  # type blocks whose member lists the shadowing changed
        self.twins = {}  # `methods` block header: ([(name, owner)] Sourcery's, ModelGen's), see map_twins
        self.subscript_twins = {}  # `members` block header: [(signature, lines)], see subscript_twins
        # (header, list) -> Counter of the rules explaining the list's differing lines (None: unexplained)
        self.lists = collections.defaultdict(collections.Counter)
        self.ancestors = ({}, {})  # Sourcery's, ModelGen's: type -> the types its allMethods draw on
        self.self_implementing = set()  # stand-ins implementing themselves in Sourcery (a swallowed conformance)
        self.swallowed = {}  # stand-in's `types` header -> the relation lines it took in (swallowed_relations)
        # Sourcery's and ModelGen's (definedInType, method name) -> {Method} of the `methods` dumps
        self.methods = (collections.defaultdict(set), collections.defaultdict(set))
        self.sources_dir = os.path.join(sources_dir, name) if sources_dir else None
        self._commented = None
        self._modified = None
        self._chance_aliases = None
        self._order_dependent_bases = None

    @property
    def order_dependent_bases(self):
        """Generic bases an alias target may print unqualified, by chance (alias_by_name.py)."""
        if self._order_dependent_bases is None:
            self._order_dependent_bases = order_dependent_bases(self.sources_dir)
        return self._order_dependent_bases

    @property
    def chance_aliases(self):
        """{alias name: targets} where Sourcery's alias-by-name pick is chance (alias_by_name.py)."""
        if self._chance_aliases is None:
            self._chance_aliases = chance_targets(self.sources_dir)
        return self._chance_aliases

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

    def swift_files(self):
        """The text of every Swift file of the corpus's sources."""
        for root, dirs, files in os.walk(self.sources_dir or "/nonexistent"):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            for f in files:
                if f.endswith(".swift"):
                    with open(os.path.join(root, f), encoding="utf-8", errors="replace") as h:
                        yield h.read()

    def modify_variables(self):
        """Names of variables whose accessor block has a `_modify`, `modify` or
        `unsafeMutableAddress` accessor (the nearest `var` above it) somewhere in the sources."""
        if self._modified is None:
            self._modified = set()
            for text in self.swift_files():
                for m in re.finditer(r"^\s*(?:_modify|modify|unsafeMutableAddress)\s*\{", text, re.M):
                    names = re.findall(r"\bvar\s+(\w+)", text[:m.start()])
                    if names:
                        self._modified.add(names[-1])
        return self._modified

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


def explain(corpus, template, header, removed, added, removed_members, added_members, written, owners, stand_ins,
            mapped_flags, facts):
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
    lengths = continued_lengths(added)
    for i, e in enumerate(removed):
        stripped = COMMENT.sub("", e)
        for j, g in enumerate(added):
            if added_why[j]:
                continue
            if stripped != e and stripped == g:
                removed_why[i] = added_why[j] = "comment-in-name"
                break
            if resolved_by_map(corpus, e, "\n".join(added[j:j + lengths[j]]), written[j]):
                removed_why[i] = "associated-type-map"
                added_why[j:j + lengths[j]] = ["associated-type-map"] * lengths[j]
                break
            if resolved_by_alias(corpus.chance_aliases, e, g, written[j], corpus.constraints,
                                 corpus.untyped, corpus.order_dependent_bases):
                removed_why[i] = added_why[j] = "alias-by-name"
                break
    for j, g in enumerate(added):
        member = added_members[j]
        if not added_why[j] and template == "methods" and g == "    isAsync" and \
                re.match(r"method init[?!]?[(<]", member):
            added_why[j] = "init-async"
    if template == "variables":
        for i, e in enumerate(removed):
            partner = next((j for j, g in enumerate(added) if not added_why[j] and g.startswith("    writeAccess=")), None)
            if e == "    writeAccess=" and not removed_why[i] and partner is not None and \
                    variable_of(removed_members[i]) in corpus.modify_variables():
                removed_why[i] = added_why[partner] = "modify-accessor"
    for side, members, why in ((removed, removed_members, removed_why), (added, added_members, added_why)):
        for k, line in enumerate(side):
            if not why[k] and shadowing(corpus, template, header, line, members[k]):
                why[k] = "associated-type-map"
    if template == "members":
        for side, why, budget in zip((removed, added), (removed_why, added_why), facts.twin_budget):
            for k, line in enumerate(side):
                m = re.match(r"  allMethods (.*) from (.*)$", line)
                if not why[k] and m and budget[m.groups()] > 0:
                    budget[m.groups()] -= 1
                    why[k] = "associated-type-map"
    if template == "members":
        for side, why in ((removed, removed_why), (added, added_why)):
            for k, line in enumerate(side):
                if not why[k] and (moved_by_self_conformance(corpus, header, line, facts) or
                                   moved_by_shadowing(corpus, line, facts) or side is removed and
                                   not stand_ins[k] and subscript_twin_line(corpus, header, line, removed_members[k], facts) or
                                   side is added and (displaced_by_map(corpus, header, line, facts) or
                                                      requirement_twin(corpus, line, facts))):
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
    for k, mapped in enumerate(mapped_flags):
        if mapped and not added_why[k]:
            added_why[k] = "associated-type-map"
    for members, side, why in ((removed_members, removed, removed_why), (added_members, added, added_why)):
        for k, member in enumerate(members):
            if why[k]:
                continue
            if variable_of(member) in facts.polluted:
                why[k] = "trailing-comment"
            elif member in facts.mapped and side[k].startswith("    type="):
                why[k] = "associated-type-map"  # the type of a name the map resolved (or lost)
            elif member in facts.aliased and side[k].startswith("    type="):
                why[k] = "alias-by-name"  # the type of the target Sourcery's pick named
    return removed_why, added_why


def continued_lengths(lines):
    """For each line, how many lines its value spans: a name written across lines (`-> (\n  a: A,\n
    b: B\n) where …`) continues on lines that start no key or member (`key=`, `method …`)."""
    lengths = [1] * len(lines)
    for k, line in enumerate(lines):
        if re.match(r"\s+(actualReturnTypeName|typeName\.actualTypeName)=", line):
            while k + lengths[k] < len(lines) and \
                    not re.match(r"\s+[A-Za-z_][\w.\[\]]*[= ]|\s+[A-Za-z_][\w.\[\]]*$", lines[k + lengths[k]]):
                lengths[k] += 1
    return lengths


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
        self.aliased = {member for member, (line, _) in theirs.items() if member in ours and
                        resolved_by_alias(corpus.chance_aliases, line, *ours[member], corpus.constraints,
                                          corpus.untyped, corpus.order_dependent_bases)}


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
    if template == "members":
        for header, lines in compare.blocks_of(exp):
            twins = subscript_twins(corpus, lines)
            if twins:
                corpus.subscript_twins[header] = twins
    if template == "methods":
        for side, lines in zip(corpus.methods, (exp, got)):
            for m in methods_in(lines):
                side[(m.owner_name, m.name)].add(m._replace(start=0, end=0))
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
            mapped_flags = [flag_of_mapped_name(corpus, gl, j) for j in range(j1, j2)]
            removed_why, added_why = explain(corpus, template, header, removed, added, removed_members,
                                             added_members, written, owners, stand_ins, mapped_flags, facts)
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
