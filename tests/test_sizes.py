"""Size limits of the code in ``game/`` and ``scenes/`` (DESIGN.md, "Habits": small modules
with one job, no god class):

- a module has at most 400 lines (physical lines of the file, comments and blank lines
  included);
- a function or method has at most 60 lines, counted from its ``def`` line to its last
  line (docstring, comments and nested functions included, decorators not);
- a class has at most 40 members. A member is a distinct name the class gives its
  instances: a function defined in the class body (methods, properties, static and class
  methods, dunders), a name assigned or annotated in the class body (class attributes,
  dataclass fields, ``__slots__``), and an attribute a method of the class assigns on its
  first parameter (``self.x = ...``, ``self.x: int = ...``, ``self.x += ...``). Members
  inherited from a base class count for the base only.

Each test names every offender with its size, so a failure says what to split.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "scenes")
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 60
MAX_CLASS_MEMBERS = 40

FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef


def _sources() -> Iterator[tuple[str, str]]:
    """(path relative to the project, text) of every Python file of the packages."""
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")


def _trees() -> Iterator[tuple[str, ast.Module]]:
    for name, text in _sources():
        yield name, ast.parse(text, filename=name)


def _qualified(tree: ast.Module) -> Iterator[tuple[str, ast.AST]]:
    """Every function and class of a module with its dotted name inside the module
    (``Class.method``, ``outer.<locals>.inner``)."""
    stack: list[tuple[str, ast.AST]] = [("", tree)]
    while stack:
        prefix, node = stack.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, FunctionNode | ast.ClassDef):
                name = prefix + child.name
                yield name, child
                inner = ".<locals>." if isinstance(child, FunctionNode) else "."
                stack.append((name + inner, child))
            else:
                stack.append((prefix, child))


def function_lines(node: FunctionNode) -> int:
    """Lines from the ``def`` line to the last line of the body."""
    assert node.end_lineno is not None
    return node.end_lineno - node.lineno + 1


def _assigned_names(target: ast.expr) -> Iterator[str]:
    if isinstance(target, ast.Name):
        yield target.id
    elif isinstance(target, ast.Tuple | ast.List):
        for element in target.elts:
            yield from _assigned_names(element)


def _self_attributes(method: FunctionNode) -> Iterator[str]:
    """Attributes ``method`` assigns on its first parameter (``self``)."""
    arguments = method.args.posonlyargs + method.args.args
    if not arguments:
        return
    me = arguments[0].arg
    for node in ast.walk(method):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AnnAssign | ast.AugAssign):
            targets = [node.target]
        for target in targets:
            elements = target.elts if isinstance(target, ast.Tuple | ast.List) else [target]
            for element in elements:
                if (
                    isinstance(element, ast.Attribute)
                    and isinstance(element.value, ast.Name)
                    and element.value.id == me
                ):
                    yield element.attr


def class_members(node: ast.ClassDef) -> set[str]:
    """The class's members as the module docstring defines them."""
    members: set[str] = set()
    for statement in node.body:
        if isinstance(statement, FunctionNode):
            members.add(statement.name)
            is_static = any(
                isinstance(d, ast.Name) and d.id == "staticmethod" for d in statement.decorator_list
            )
            if not is_static:
                members.update(_self_attributes(statement))
        elif isinstance(statement, ast.Assign):
            for target in statement.targets:
                members.update(_assigned_names(target))
        elif isinstance(statement, ast.AnnAssign):
            members.update(_assigned_names(statement.target))
    return members


def oversized_modules() -> list[str]:
    found = []
    for name, text in _sources():
        lines = len(text.splitlines())
        if lines > MAX_MODULE_LINES:
            found.append(f"{name}: {lines} lines")
    return found


def oversized_functions() -> list[str]:
    found = []
    for module, tree in _trees():
        for name, node in _qualified(tree):
            if isinstance(node, FunctionNode):
                lines = function_lines(node)
                if lines > MAX_FUNCTION_LINES:
                    found.append(f"{module}:{node.lineno} {name}: {lines} lines")
    return found


def oversized_classes() -> list[str]:
    found = []
    for module, tree in _trees():
        for name, node in _qualified(tree):
            if isinstance(node, ast.ClassDef):
                members = class_members(node)
                if len(members) > MAX_CLASS_MEMBERS:
                    found.append(f"{module}:{node.lineno} {name}: {len(members)} members")
    return found


def test_no_module_over_400_lines() -> None:
    found = oversized_modules()
    assert found == [], f"modules over {MAX_MODULE_LINES} lines:\n" + "\n".join(found)


def test_no_function_over_60_lines() -> None:
    found = oversized_functions()
    assert found == [], f"functions over {MAX_FUNCTION_LINES} lines:\n" + "\n".join(found)


def test_no_class_over_40_members() -> None:
    found = oversized_classes()
    assert found == [], f"classes over {MAX_CLASS_MEMBERS} members:\n" + "\n".join(found)


def test_the_counts_measure_what_they_say() -> None:
    """The counters themselves, on a small known sample."""
    sample = ast.parse(
        "class Box:\n"
        "    __slots__ = ('a', 'b')\n"
        "    size: int = 3\n"
        "    x, y = 1, 2\n"
        "    def __init__(self) -> None:\n"
        "        self.a = 1\n"
        "        self.b: int = 2\n"
        "        self.a += 1\n"
        "        other = Box\n"
        "        other.c = 3\n"
        "    @staticmethod\n"
        "    def make(box):\n"
        "        box.d = 4\n"
        "        return box\n"
    )
    box = sample.body[0]
    assert isinstance(box, ast.ClassDef)
    assert class_members(box) == {"__slots__", "size", "x", "y", "__init__", "a", "b", "make"}
    make = box.body[-1]
    assert isinstance(make, ast.FunctionDef)
    assert function_lines(make) == 3
