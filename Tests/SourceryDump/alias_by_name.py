"""classify.py's `alias-by-name` rule: Sourcery 2.3.0 gives a name that nothing else resolves the
target of the first typealias *named* so, wherever nested, in the hash order of its resolved
typealiases (ParserResultsComposed.resolveType, the last loop over `resolvedTypealiases`:
`if resolvedIdentifier == alias.value.aliasName { … typeName.actualTypeName = alias.value.typeName;
break }`). Where all aliases of that name have one target ModelGen does the same; where targets
differ (GRDB's `Failure`: `Error` in five types, `Failure` in two, `Upstream.Failure`), Sourcery's
answer is chance and ModelGen keeps the name. This explains a Sourcery line equal to ModelGen's
(or to the name as written, where ModelGen prints no actual name) with such names replaced by one
of their targets, the same target for every occurrence (one process, one order); `X?` may lose its
`?` (the whole name is replaced), and `type=` lines of a member so explained.

The aliases are read from the sources as Sourcery keys them: by the name of the enclosing type
declarations and extensions as written (`Outer.Inner.Alias`), the last declaration of a key in
file order winning (`#if` branches, one file in two modules), chains of aliases of aliases followed
to their end; aliases inside function bodies are not Sourcery's.
"""
import os
import re

TYPE_KEYWORD = re.compile(r"\b(struct|class|enum|protocol|actor|extension)\s+([A-Za-z_][\w.]*)")
NOT_A_TYPE = {"func", "var", "let", "subscript", "init", "override", "static", "final", "private",
              "fileprivate", "internal", "public", "open", "required", "convenience", "indirect", "case"}
TYPEALIAS = re.compile(r"\btypealias\s+(\w+)\s*(?:<[^=\n]*>)?\s*=\s*([^\n;]+)")
NOISE = re.compile(r'"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|//[^\n]*|/\*[\s\S]*?\*/')
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def declared_aliases(text):
    """(key, alias name, target) of every typealias Sourcery sees in one file's text, in order."""
    text = NOISE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    events = [(m.start(), "type", m) for m in TYPE_KEYWORD.finditer(text) if m.group(2) not in NOT_A_TYPE]
    events += [(m.start(), "alias", m) for m in TYPEALIAS.finditer(text)]
    events += [(i, c, None) for i, c in enumerate(text) if c in "{};"]
    stack, pending, out = [], None, []
    for _, kind, m in sorted(events, key=lambda e: e[0]):
        if kind == "type":
            pending = m.group(2)
        elif kind == "{":
            stack.append(pending)
            pending = None
        elif kind == "}":
            if stack:
                stack.pop()
            pending = None
        elif kind == ";":
            pending = None
        elif kind == "alias" and None not in stack:
            target = m.group(2).strip()
            out.append((".".join(stack + [m.group(1)]), m.group(1), target))
    return out


def declared_in(sources_dir):
    """(key, alias name, target) of every typealias in the sources, in file and source order."""
    if not sources_dir or not os.path.isdir(sources_dir):
        return
    paths = []
    for root, dirs, files in os.walk(sources_dir):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        paths += [os.path.join(root, f) for f in files if f.endswith(".swift") and not f.startswith(".")]
    for path in sorted(paths, key=lambda p: os.path.relpath(p, sources_dir).encode()):
        with open(path, encoding="utf-8", errors="replace") as f:
            yield from declared_aliases(f.read())


def chance_targets(sources_dir):
    """{alias name: targets} for the names whose aliases (at the ends of their chains) have several
    targets: Sourcery's pick among them depends on its hash seed."""
    by_key = {key: (name, target) for key, name, target in declared_in(sources_dir)}
    targets = {}
    for key, (name, target) in by_key.items():
        steps = 0
        while target in by_key and by_key[target] != (name, target) and steps < 32:
            name, target = by_key[target]
            steps += 1
        targets.setdefault(name, set()).add(target)
    return {name: found for name, found in targets.items() if len(found) > 1}


def order_dependent_bases(sources_dir):
    """The qualified generic bases (`PublisherExpectations.Map`) of typealias targets written
    unqualified in their scope (`extension PublisherExpectations { typealias Elements<…> = Map<…> }`).
    Sourcery resolves typealias targets in place in its dictionary's hash order (ParserResultsComposed:
    `unresolvedTypealiases.values.forEach`), qualifying a target's base on the way, so an alias whose
    target names another (`Last = Map<Elements<…>, Input?>`) takes the other's base as `Map` or as
    `PublisherExpectations.Map` by chance."""
    bases = set()
    for key, _, target in declared_in(sources_dir):
        m = re.match(r"([A-Za-z_]\w*)<", target)
        if m and "." in key:
            bases.add(key.rsplit(".", 1)[0] + "." + m.group(1))
    return bases


def unqualified_variants(name, bases):
    """`name` with every subset of its order-dependent bases (see above) written unqualified."""
    spots = [(m.start(), m.start() + len(base) - len(base.rsplit(".", 1)[1]))
             for base in bases for m in re.finditer(r"(?<![\w.])%s<" % re.escape(base), name)]
    variants = {name}
    for start, end in sorted(spots, reverse=True)[:4]:
        variants |= {v[:start] + v[end:] for v in variants}
    return variants


def alias_pattern(chance, got, constraints, untyped):
    """A regex matching `got` with each chance alias name (optionally with its `?`) replaced by one
    of its targets, the same one for every occurrence of that name, and any associated-type name by
    a constraint (the global map, where a line shows both); None when `got` has no alias name.
    Sourcery's map answers a name before any alias is looked at, unless the associated type it
    keeps has no type (`associatedtype InboundOut = Never`): `untyped` names may take either."""
    parts, last, groups = [], 0, {}
    for m in IDENTIFIER.finditer(got):
        name = m.group(0)
        if got[m.start() - 1:m.start()] == "." or name not in chance and name not in constraints:
            continue
        if name in constraints and (name not in chance or name not in untyped):
            parts.append(re.escape(got[last:m.start()]))
            options = sorted(constraints[name] | {name}, key=len, reverse=True)
            parts.append("(?:%s)" % "|".join(re.escape(o) for o in options))
            last = m.end()
            continue
        end = m.end() + 1 if got[m.end():m.end() + 1] == "?" else m.end()
        parts.append(re.escape(got[last:m.start()]))
        written = re.escape(got[m.start():end])
        if name in groups:
            parts.append("(?:%s|(?P=%s))" % (written, groups[name]))
        else:
            groups[name] = "a%d" % len(groups)
            options = sorted(chance[name] | constraints.get(name, set()), key=len, reverse=True)
            parts.append("(?:%s|(?P<%s>%s))" % (written, groups[name], "|".join(re.escape(o) for o in options)))
        last = end
    if not groups:
        return None
    parts.append(re.escape(got[last:]))
    return re.compile("".join(parts))


def resolved_by_alias(chance, expected, got, written, constraints=None, untyped=(), bases=()):
    """Whether Sourcery's line `expected` is ModelGen's `got` (or, where ModelGen prints no actual
    name, the name as `written`) with chance alias names replaced by a target, and order-dependent
    bases perhaps unqualified; a rebuilt name loses a method's `where` clause."""
    key, sep, theirs = expected.partition("=")
    if not sep or not got.startswith(key + "="):
        return False
    ours = got[len(key) + 1:]
    if ours == "" and written:
        ours = written
    for name in {ours, re.sub(r" where .*$", "", ours)}:
        for candidate in unqualified_variants(name, bases):
            if candidate == theirs != ours:
                return True
            pattern = candidate != theirs and alias_pattern(chance, candidate, constraints or {}, untyped)
            if pattern and pattern.fullmatch(theirs):
                return True
    return False
