"""The shape of the sourcery-dump files (Tests/SourceryDump/Conformance/templates): which member a
line belongs to, the methods of a `methods` block, and a line alignment that keeps members whole."""
import collections
import re


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


def variable_of(member):
    """`x` of `var x` and of `allVariables x: T from D`, else None."""
    m = re.match(r"(?:var |allVariables )(\w+)", member)
    return m.group(1) if m else None


def is_member(line):
    return line.startswith("  ") and not line.startswith("   ")


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
