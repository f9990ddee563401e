"""The tree keeps the shape docs/ARCHITECTURE.md draws: short files, no private names taken, no import cycle, the layers' contracts kept."""

from __future__ import annotations

import ast
import functools
import os
import subprocess
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"
MAX_LINES = 300
"""No Python file of the project (src/, tests/, tools/, benchmarks/, packaging/) and no .qml under ui/ is longer:
a file that grows is split by job."""

PYTHON_FOLDERS = ("src", "tests", "tools", "benchmarks")
"""Where the project's own Python is: a private name is checked in imports of these modules."""


def too_long(paths: Iterator[Path], root: Path) -> list[str]:
    """``path: lines`` for each file over :data:`MAX_LINES` lines (paths from ``root``)."""
    found = []
    for path in paths:
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_LINES:
            found.append(f"{path.relative_to(root).as_posix()}: {lines}")
    return found


def project_files(root: Path) -> Iterator[Path]:
    """The project's Python files and its QML files (no bytecode folder, no virtual environment)."""
    for folder in (*PYTHON_FOLDERS, "packaging"):
        yield from (p for p in (root / folder).rglob("*.py") if "__pycache__" not in p.parts)
    yield from (root / "ui").rglob("*.qml")


def test_no_file_over_300_lines() -> None:
    """Every Python file of src/, tests/, tools/, benchmarks/ and packaging/, and every .qml under ui/, has at
    most 300 lines (split by job, not by length)."""
    files = list(project_files(ROOT))
    assert len(files) > 300
    assert too_long(iter(files), ROOT) == []


def test_the_line_count_sees_a_long_file(tmp_path: Path) -> None:
    """A file of 301 lines is reported wherever it is, one of 300 is not."""
    for folder in ("ui", "tests/scene", "tools"):
        (tmp_path / folder).mkdir(parents=True)
    texts = {"ui/long.qml": 301, "tests/scene/short.py": 300, "tools/long.py": 400, "tests/scene/ok.py": 3}
    for name, lines in texts.items():
        (tmp_path / name).write_text("x\n" * lines, encoding="utf-8")
    assert sorted(too_long(project_files(tmp_path), tmp_path)) == ["tools/long.py: 400", "ui/long.qml: 301"]


@functools.cache  # the tree does not change while the tests run: each name looked up once
def module_file(dotted: str) -> Path | None:
    """The project file of module ``dotted`` (``baccarat_qt.x`` under src/, ``tests.x`` or a tool by name)."""
    parts = dotted.split(".")
    for base in (SRC, ROOT, ROOT / "tools", ROOT / "benchmarks", ROOT / "tests"):
        for candidate in (base.joinpath(*parts).with_suffix(".py"), base.joinpath(*parts, "__init__.py")):
            if candidate.is_file():
                return candidate
    return None


def package_of(path: Path) -> str:
    """The dotted package ``path`` lives in (for relative imports); tools and benchmarks are flat."""
    relative = path.relative_to(SRC if path.is_relative_to(SRC) else ROOT).with_suffix("")
    return ".".join(relative.parts[:-1])


def imported_from(node: ast.ImportFrom, path: Path) -> str:
    """The absolute name of the module a ``from … import`` reads."""
    if not node.level:
        return node.module or ""
    base = package_of(path).split(".")
    base = base[: len(base) - node.level + 1]
    return ".".join([*base, node.module] if node.module else base)


def is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def private_names_taken(path: Path, source: str) -> list[str]:
    """``module._name`` for each private name of another project module that ``source`` imports or reads."""
    nodes = list(ast.walk(ast.parse(source, filename=str(path))))  # walked once, read twice
    modules: dict[str, str] = {}
    """Local name -> project module it is bound to (``import a.b as m``, ``from a import b`` of a module)."""
    taken = []
    for node in nodes:
        if isinstance(node, ast.Import):
            for alias in node.names:
                bound = alias.asname or alias.name.split(".")[0]
                modules[bound] = alias.name if alias.asname else bound
        elif isinstance(node, ast.ImportFrom):
            source_module = imported_from(node, path)
            if module_file(source_module) is None:
                continue
            for alias in node.names:
                if is_private(alias.name):
                    taken.append(f"{source_module}.{alias.name}")
                elif module_file(f"{source_module}.{alias.name}") is not None:
                    modules[alias.asname or alias.name] = f"{source_module}.{alias.name}"
    for node in nodes:
        if isinstance(node, ast.Attribute) and is_private(node.attr):
            chain = [node.attr]
            value = node.value
            while isinstance(value, ast.Attribute):
                chain.append(value.attr)
                value = value.value
            if isinstance(value, ast.Name) and value.id in modules:
                dotted = ".".join([modules[value.id], *reversed(chain[1:])])
                if module_file(dotted) is not None:
                    taken.append(f"{dotted}.{node.attr}")
    return taken


def test_no_module_takes_another_modules_private_names() -> None:
    """No module of src/, tests/, tools/ or benchmarks/ imports or reads another module's ``_private`` name."""
    taken = set()
    for folder in PYTHON_FOLDERS:
        for path in (ROOT / folder).rglob("*.py"):
            name = path.relative_to(ROOT).as_posix()
            taken |= {
                (name, private) for private in private_names_taken(path, path.read_text(encoding="utf-8"))
            }
    assert sorted(taken) == []


def test_the_private_name_scan_sees_each_way_in() -> None:
    """``from m import _x``, ``m._x`` after ``import … as m`` or ``from package import m``, relative imports too."""
    path = SRC / "baccarat_qt" / "boundary" / "example.py"
    source = (
        "from baccarat_qt.store.storage import _fsync_dir, app_dirs\n"
        "from baccarat_qt.store import history_schema\n"
        "import baccarat_qt.engine.saved_data as data\n"
        "import baccarat_qt.engine.roads\n"
        "from .context import _hidden\n"
        "from os import _exit\n"  # not ours: the standard library's conventions are its own
        "def f(session):\n"
        "    history_schema._INSERT_COUP, data._seq, session._balance, app_dirs()._x\n"
        "    baccarat_qt.engine.roads.grid._private\n"
    )
    assert sorted(private_names_taken(path, source)) == [
        "baccarat_qt.boundary.context._hidden",
        "baccarat_qt.engine.roads.grid._private",
        "baccarat_qt.engine.saved_data._seq",
        "baccarat_qt.store.history_schema._INSERT_COUP",
        "baccarat_qt.store.storage._fsync_dir",
    ]


def cycles(imports: Mapping[str, Sequence[str]]) -> list[list[str]]:
    """The import cycles of a graph: its strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(imports):
        if start in index:
            continue
        work = [(start, iter(imports[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            module, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(imports.get(target, ()))))
                elif target in on_stack:
                    low[module] = min(low[module], index[target])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[module])
            if low[module] == index[module]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == module:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return sorted(found)


def test_no_import_cycle() -> None:
    """No two modules of baccarat_qt import each other, even through others or inside a function.

    An import under ``if TYPE_CHECKING:`` (for a type hint only) does not count.
    """
    graph = grimp.build_graph("baccarat_qt", exclude_type_checking_imports=True)
    ours = {module for module in graph.modules if module.startswith("baccarat_qt")}
    imports = {module: sorted(graph.find_modules_directly_imported_by(module) & ours) for module in ours}
    assert "baccarat_qt.boundary.context" in imports["baccarat_qt.desktop.app"]  # an import inside a function
    assert cycles(imports) == []


def test_the_cycle_search_finds_a_cycle() -> None:
    """A ring of three modules and a pair are found; a chain is not a cycle."""
    imports = {"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": ["e"], "e": ["d"], "f": ["a"]}
    assert cycles(imports) == [["a", "b", "c"], ["d", "e"]]
    assert cycles({"a": ["b"], "b": ["c"], "c": []}) == []


def test_the_layers_contracts_are_kept() -> None:
    """``lint-imports`` (pyproject.toml's import-linter contracts) passes on this tree's src/."""
    lint_imports = Path(sys.executable).with_name("lint-imports")
    # This tree's src/ first: an installed copy of the game elsewhere must not be the one checked.
    path = os.pathsep.join(filter(None, [str(SRC), os.environ.get("PYTHONPATH")]))
    result = subprocess.run(
        [str(lint_imports), "--no-cache"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "PYTHONPATH": path},
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout
