"""PySide6's support modules compiled once (``desktop/pyside_code.py``): the first start compiles them and
keeps the code, the next serves it, and what it serves is what PySide6 would have compiled.

Each start is a child process (in this one PySide6 is imported already, and nothing is then done)."""

from __future__ import annotations

import builtins
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from baccarat_qt.desktop import pyside_code
from baccarat_qt.desktop.dataclass_code import PREFIX
from baccarat_qt.desktop.gl_driver import driver_path
from baccarat_qt.desktop.pyside_code import CACHE_NAME, EMBEDDED, SupportCode
from baccarat_qt.store.code_cache import Kept, read_code
from tests.support.child import start_with_cache
from tests.support.tmpfs import Mount

ROOT = Path(__file__).resolve().parents[2]

START = r"""
import builtins, json, sys
import baccarat_qt.desktop.before_qt
import baccarat_qt.desktop.pyside_reads  # imports PySide6's package, as desktop/app.py does
from baccarat_qt.desktop import gl_driver, pyside_code
support = pyside_code.support_code()
report = {"served": support.served, "compiled": support.compiled, "compile_is_python_s": builtins.compile.__module__ == "builtins"}
report["driver_loading"] = gl_driver.preloading() is not None  # started while the support modules compiled
# What was used is what PySide6's own call compiles from the same source (code objects compare their
# bytecode, constants, names, line table and the rest).
report["as_compiled"] = all(
    code == compile(source, name, "exec", dont_inherit=True)
    for name, (source, code) in support.used.code.items()
)
# And each pattern's engine is the one re builds (patterns compare their flags, text and engine code).
import _sre, re
report["patterns"] = len(support.used.patterns)
report["as_re_builds"] = all(
    _sre.compile(*args) == re._compiler.compile(pattern, flags) for (pattern, flags), args in support.used.patterns.items()
)
report["re_is_pythons"] = re._compiler.compile.__module__ == "re._compiler" and re._compiler._sre is _sre
from PySide6 import QtCore  # the support modules at work: a wrong call's message, a signature
try:
    QtCore.QObject().setObjectName(1, 2)
except TypeError as error:
    report["message"] = str(error)
import PySide6.support.signature as signature
report["signature"] = str(signature.get_signature(QtCore.QObject.setObjectName))
pyside_code.keep_compiled()
if support.writer is not None:
    support.writer.join()
report["wrote"] = support.writer is not None
print(json.dumps(report), flush=True)
"""


def _start(cache: Path) -> dict[str, object]:
    return start_with_cache(START, cache)


def _code_file(cache: Path) -> Path:
    return cache / "baccarat-qt" / CACHE_NAME


def test_the_first_start_compiles_and_keeps_the_next_serves(tmp_path: Path) -> None:
    first = _start(tmp_path)
    compiled = first["compiled"]
    patterns = first["patterns"]
    assert isinstance(patterns, int) and patterns >= 3, first  # 4 with PySide6 6.11, and 3 reused ones
    assert isinstance(compiled, int) and compiled >= 10 + patterns, first  # 14 sources with PySide6 6.11
    assert first["served"] == 0 and first["wrote"] is True, first
    assert read_code(_code_file(tmp_path)).code != {}
    second = _start(tmp_path)
    assert second["served"] == compiled and second["compiled"] == 0 and second["wrote"] is False, second
    # Mesa's driver starts loading as the first start compiles (where the tests' desktop has it); the
    # second compiles nothing, and launch() starts it in its usual place.
    assert first["driver_loading"] is (driver_path() is not None), first
    assert second["driver_loading"] is False, second
    for report in (first, second):
        assert report["as_compiled"] is True and report["compile_is_python_s"] is True, report
        assert report["as_re_builds"] is True and report["re_is_pythons"] is True, report
        assert report["patterns"] == patterns, report
        assert report["message"] == first["message"] and "setObjectName" in str(report["message"]), report
        assert report["signature"] == "(self, name: str, /) -> None", report


def test_a_damaged_file_is_compiled_over_and_made_again(tmp_path: Path) -> None:
    _start(tmp_path)
    path = _code_file(tmp_path)
    blob = bytearray(path.read_bytes())
    blob[len(blob) // 2] ^= 0xFF
    path.write_bytes(bytes(blob))
    again = _start(tmp_path)
    assert again["served"] == 0 and again["wrote"] is True, again
    assert again["signature"] == "(self, name: str, /) -> None", again
    kept = read_code(path)
    support = [
        name for name in kept.code if not name.startswith(PREFIX)
    ]  # the data classes' code is there too
    assert len(support) + len(kept.patterns) == again["compiled"], "the file was made again, whole"


def test_a_read_only_cache_starts_as_usual(tmp_path: Path, mount_tmpfs: Mount) -> None:
    """A cache folder that cannot be written: the game starts, compiling the support modules as PySide6
    alone does; nothing is said (the file only saves time) and nothing is left."""
    mount_tmpfs(tmp_path / "cache", "size=1m,ro")
    report = _start(tmp_path / "cache")
    assert report["served"] == 0 and report["wrote"] is True, report
    assert report["signature"] == "(self, name: str, /) -> None", report
    assert list((tmp_path / "cache").iterdir()) == []


def test_only_pyside6s_own_calls_are_answered(tmp_path: Path) -> None:
    """Any other call of ``compile()`` (another file name, a text source, another mode, other arguments)
    is passed to Python's as it is; an embedded source unlike the one kept is compiled."""
    kept = compile(b"X = 1\n", "shibokensupport/x.py", "exec", dont_inherit=True)
    support = SupportCode(tmp_path / CACHE_NAME, Kept({"shibokensupport/x.py": (b"X = 1\n", kept)}, {}))
    assert support(b"X = 1\n", "shibokensupport/x.py", "exec") is kept
    changed = support(b"X = 2\n", "shibokensupport/x.py", "exec")
    assert changed is not kept and support.served == 1 and support.compiled == 1
    assert support("X = 1\n", "shibokensupport/x.py", "exec") is not kept  # a str source
    assert support(b"1 + 1", "shibokensupport/x.py", "eval") is not kept
    assert support(b"X = 1\n", "elsewhere.py", "exec") is not kept
    assert support(b"X = 1\n", "shibokensupport/x.py", "exec", 0, True) is not kept
    assert (support.served, support.compiled) == (1, 1), "only the embedded calls were counted"
    assert all(name.startswith(EMBEDDED) for name in support.used.code)
    assert pyside_code.import_pyside(tmp_path / CACHE_NAME) is None, "PySide6 is imported here already"
    assert builtins.compile.__module__ == "builtins"


def test_patterns_are_served_only_as_re_built_them(tmp_path: Path) -> None:
    """A pattern kept is built from what re gave the engine; a bytes pattern, re.DEBUG and a pattern whose
    kept engine code the engine refuses (it checks it) are compiled by re as usual."""
    support = SupportCode(tmp_path / CACHE_NAME, Kept({}, {}))
    pattern = r"(?P<word>[a-z]+)-(\d+)"
    made = support.compile_pattern(pattern, 0)
    assert made == re.compile(pattern) and support.compiled == 1
    args = support.used.patterns[pattern, 0]
    again = SupportCode(tmp_path / CACHE_NAME, Kept({}, {(pattern, 0): args}))
    served = again.compile_pattern(pattern, 0)
    assert served == made and served.match("ab-12").group("word") == "ab" and again.served == 1
    assert again.compile_pattern(pattern, int(re.IGNORECASE)) == re.compile(
        pattern, re.IGNORECASE
    )  # as re._compile
    assert again.compile_pattern(pattern.encode(), 0) == re.compile(pattern.encode())
    assert (again.served, again.compiled) == (1, 1), "bytes are passed through, uncounted"
    broken = (pattern, args[1], [0] * len(args[2]), args[3], args[4], args[5])
    refused = SupportCode(tmp_path / CACHE_NAME, Kept({}, {(pattern, 0): broken}))
    assert refused.compile_pattern(pattern, 0) == made and (refused.served, refused.compiled) == (0, 1)
    assert refused.used.patterns[pattern, 0] == args, "what is kept next is what re built"


def test_what_marshal_cannot_write_writes_nothing(tmp_path: Path) -> None:
    """Something marshal cannot write (another Python's re could hand its engine such a thing): nothing is
    written, nothing is raised, and the file the next start reads is the one there before."""
    support = SupportCode(tmp_path / CACHE_NAME, Kept({}, {}))
    support.compile_pattern("(a)(b)", 0)
    support.write()
    before = support.path.read_bytes()
    support.used.patterns["x", 0] = ("x", 0, [object()], 0, {}, (None,))  # type: ignore[list-item]
    support.write()
    assert support.path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == [CACHE_NAME], "no temporary file is left"


def test_a_driver_load_that_cannot_start_leaves_pysides_import_alone(tmp_path: Path) -> None:
    """No thread to be had for the driver's load on a first start: PySide6 imports as usual, and nothing is
    noted as started (``launch()``'s own call tries again, where a failure is seen)."""
    probe = r"""
import json, threading
real_start = threading.Thread.start
def start(self):
    if self.name == "gl driver":
        raise RuntimeError("can't start new thread")
    real_start(self)
threading.Thread.start = start
import baccarat_qt.desktop.pyside_reads  # imports PySide6's package, as desktop/app.py does
from baccarat_qt.desktop import gl_driver, pyside_code
from PySide6 import QtCore
print(json.dumps({"compiled": pyside_code.support_code().compiled, "loading": gl_driver.preloading() is not None,
                  "qt": QtCore.QObject.__name__}))
"""
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path), QT_QPA_PLATFORM="xcb")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, env=env
    )
    assert result.returncode == 0, result.stderr[-1500:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["compiled"] > 0 and seen["loading"] is False and seen["qt"] == "QObject", seen
