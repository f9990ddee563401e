"""PySide6's support modules compiled once, not at every start.

When PySide6's package is first imported, Shiboken unpacks its support modules (``shibokensupport``: the
functions' signatures, the ``__feature__`` switches, the stub generator; 130 KB of Python kept as a zip
inside its library) and compiles each from source with ``compile()``; as they run, they compile four long
regular expressions. Python keeps neither (the sources are not files, and ``re`` keeps its patterns only
in memory), so every start did it all again: 13 ms of compiling and 9 ms of patterns on the GUI thread's
way to the first frame (docs/benchmarks.md, "PySide6's support modules compiled once").

Importing this module imports PySide6's package with two of Python's functions answering from what the last
start kept (the start-up code file, ``kept_code.py``; its layout is ``store/code_cache.py``'s):

- ``builtins.compile``, for Shiboken's calls only (a bytes source, one of the embedded file names, mode
  "exec", no other argument), with the code compiled from a source byte-for-byte the same;
- ``re``'s compiler (``re._compiler.compile``, which ``re`` calls for a pattern not in its memory), for a
  text pattern with the same flags: the engine is handed the arguments ``re`` gave it then
  (``_sre.compile``, which checks the engine's code again).

At the first source to compile (a first start, or a new PySide6), Mesa's OpenGL driver starts loading on a
spare core (:func:`_driver_meanwhile`). Anything else is compiled as Python would, and kept:
:func:`keep_compiled`, once the lobby's deck tiles are shown, writes the file on a thread of its own, with the
data classes' methods (``dataclass_code.py``) when this start compiled any of either. Both
functions are Python's own again as soon as the package is imported. When PySide6 was imported before this
module (a test, a program that embeds the game), nothing is done.
"""

# No ``from __future__ import annotations`` here: ``compile()`` called from this module's frame inherits
# its future statements (a call passed through unchanged would get them).
import builtins
import contextlib
import importlib
import re
import sys
import threading
from pathlib import Path
from types import CodeType
from typing import Any

from baccarat_qt.desktop.dataclass_code import answering
from baccarat_qt.desktop.kept_code import CACHE_NAME, cache_path, kept_code
from baccarat_qt.store.code_cache import Kept, PatternArgs, read_code, served, served_pattern, write_code

__all__ = ["CACHE_NAME", "EMBEDDED", "SupportCode", "import_pyside", "keep_compiled", "support_code"]

EMBEDDED = ("shibokensupport/", "signature_bootstrap.py")
"""The file names Shiboken gives the sources it compiles from its library (prefixes)."""
_COMPILE = builtins.compile
_RE_COMPILER: Any = importlib.import_module("re._compiler")  # re's own compiler (no type hints)
_SRE: Any = importlib.import_module("_sre")  # the regular expression engine (no type hints)
_COMPILE_PATTERN = _RE_COMPILER.compile
_DEBUG = int(re.DEBUG)  # such a pattern prints its code as it is compiled: it is not answered


class _Recorder:
    """Stands for ``_sre`` in ``re``'s compiler while it compiles one pattern: notes what it asks the
    engine to build."""

    def __init__(self) -> None:
        self.args: tuple[Any, ...] | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(_SRE, name)

    def compile(self, *args: Any) -> Any:
        self.args = args
        return _SRE.compile(*args)


class SupportCode:
    """Python's ``compile`` and ``re``'s compiler while PySide6's package is imported: what they served
    from the file at ``path``, and what they compiled."""

    def __init__(self, path: Path, kept: Kept) -> None:
        self.path = path
        self._kept = kept
        self.used = Kept({}, {})
        """The code of every embedded source, and the engine's arguments for every pattern, compiled or
        served this start."""
        self.served = 0
        """How many sources and patterns were answered with what was kept."""
        self.compiled = 0
        """How many were compiled (nothing kept for them, or kept for another source)."""
        self.writer: threading.Thread | None = None
        """The thread that writes what was compiled for the next start (:func:`keep_compiled`)."""

    def __call__(
        self, source: object, filename: object, mode: str = "exec", *args: object, **kwargs: object
    ) -> object:
        if (
            args
            or kwargs
            or mode != "exec"
            or type(source) is not bytes
            or not isinstance(filename, str)
            or not filename.startswith(EMBEDDED)
        ):
            return _COMPILE(source, filename, mode, *args, **kwargs)  # type: ignore[call-overload]
        code = served(self._kept.code, filename, source)
        if code is None:
            if not self.compiled:
                _driver_meanwhile()
            # As Shiboken's call compiles it: no future statement of the caller's (it has none) is inherited.
            code = _COMPILE(source, filename, "exec", dont_inherit=True)
            self.compiled += 1
        else:
            self.served += 1
        assert isinstance(code, CodeType)
        self.used.code[filename] = (source, code)
        return code

    def compile_pattern(self, pattern: object, flags: object) -> Any:
        """``re._compiler.compile``: the engine built from the kept arguments, or compiled and noted."""
        if type(pattern) is not str or type(flags) is not int or flags & _DEBUG:
            return _COMPILE_PATTERN(pattern, flags)
        args = served_pattern(self._kept.patterns, pattern, flags)
        if args is not None:
            with contextlib.suppress(RuntimeError, TypeError, ValueError, OverflowError):
                compiled = _SRE.compile(*args)  # the engine checks the code ("invalid SRE code")
                self.served += 1
                self.used.patterns[pattern, flags] = args
                return compiled
        recorder = _Recorder()
        _RE_COMPILER._sre = recorder
        try:
            compiled = _COMPILE_PATTERN(pattern, flags)
        finally:
            _RE_COMPILER._sre = _SRE
        self.compiled += 1
        if recorder.args is not None:
            # Another Python's re may hand its engine something else: then the pattern is not kept.
            with contextlib.suppress(ValueError, TypeError):
                self.used.patterns[pattern, flags] = _plain(recorder.args)
        return compiled

    def write(self) -> None:
        """Write what this start used to the file, with the data classes' methods (``dataclass_code.py``).
        Nothing is said when the folder cannot be written, or when marshal cannot write something another
        Python's ``re`` made: the next start compiles it again."""
        classes = answering()
        code = {**self.used.code, **(classes.entries() if classes is not None else {})}
        with contextlib.suppress(OSError, ValueError):
            write_code(self.path, code, self.used.patterns)


def _plain(args: tuple[Any, ...]) -> PatternArgs:
    """The engine's arguments as plain values that the file can hold (the flags an int, the code a list)."""
    pattern, flags, code, groups, groupindex, indexgroup = args
    return (
        pattern,
        int(flags),
        [int(word) for word in code],
        int(groups),
        dict(groupindex),
        tuple(indexgroup),
    )


def _driver_meanwhile() -> None:
    """Mesa's driver loaded on a spare core while the support modules compile (``gl_driver``): on a first
    start that is 20 ms and more of pure Python, where the driver's load waits for no library of the main
    thread's. ``launch()`` would start it later, beside the QML types' registration (docs/benchmarks.md, "The
    first start loads Mesa's driver while PySide6's support modules compile": that start 0.97–0.98×). A failure
    here would fail PySide6's import: it is left to ``launch()``'s call, which tries again and says so."""
    from baccarat_qt.desktop.gl_driver import preload_gl_driver
    from baccarat_qt.desktop.memory import cap_malloc_arenas

    with contextlib.suppress(OSError, RuntimeError):  # a folder it may not look in; no thread to be had
        cap_malloc_arenas()  # before the first thread, as launch() does
        preload_gl_driver()


def import_pyside(path: Path, kept: Kept | None = None) -> SupportCode | None:
    """Import PySide6's package, its support modules' code answered from the file at ``path`` (``kept``: what
    it held, read already); returns what was served and compiled, or None when PySide6 was imported already."""
    if "PySide6" in sys.modules:
        return None
    support = SupportCode(path, read_code(path) if kept is None else kept)
    setattr(builtins, "compile", support)  # noqa: B010  (builtins.compile = ... is a type error for mypy)
    _RE_COMPILER.compile = support.compile_pattern
    try:
        import PySide6  # noqa: F401
    finally:
        setattr(builtins, "compile", _COMPILE)  # noqa: B010
        _RE_COMPILER.compile = _COMPILE_PATTERN
    return support


def _start() -> SupportCode | None:
    if "PySide6" in sys.modules:
        return None
    return import_pyside(cache_path(), kept_code())


_SUPPORT = _start()


def support_code() -> SupportCode | None:
    """What this process's import of PySide6's package served and compiled (None: PySide6 came first)."""
    return _SUPPORT


def keep_compiled() -> None:
    """When this start compiled any of PySide6's support modules or patterns, or a data class's method, write
    them all for the next start, on a thread (``SupportCode.writer``: the GUI thread does not wait on the
    disk); once."""
    support, classes = _SUPPORT, answering()
    if support is None or support.writer is not None:
        return
    if not (support.compiled or (classes is not None and classes.compiled)):
        return
    support.writer = threading.Thread(target=support.write, name="pyside code", daemon=True)
    support.writer.start()
