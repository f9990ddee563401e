"""PySide6's support modules compiled once, not at every start.

When PySide6's package is first imported, Shiboken unpacks its support modules (``shibokensupport``: the
functions' signatures, the ``__feature__`` switches, the stub generator; 130 KB of Python kept as a zip
inside its library) and compiles each from source with ``compile()``. Python's bytecode cache never sees
them (they are not files), so every start compiled them again: 13 ms of the GUI thread's way to the first
frame (docs/benchmarks.md, "PySide6's support modules compiled once").

Importing this module imports PySide6's package with ``builtins.compile`` answering those calls, and only
those (a bytes source, one of the embedded file names, mode "exec", no other argument), with the code the
last start kept (``store/code_cache.py``) when the source is byte-for-byte the one it was compiled from.
Any other of those sources (the first start, a new PySide6) is compiled as PySide6 asked and kept:
:func:`keep_compiled`, once the lobby's deck tiles are shown, writes the file on a thread of its own.
``builtins.compile`` is Python's own again as soon as the package is imported. When PySide6 was imported
before this module (a test, a program that embeds the game), nothing is done.
"""

# No ``from __future__ import annotations`` here: ``compile()`` called from this module's frame inherits
# its future statements (a call passed through unchanged would get them).
import builtins
import contextlib
import sys
import threading
from pathlib import Path
from types import CodeType

from baccarat_qt.store.code_cache import Compiled, read_code, served, write_code

__all__ = ["CACHE_NAME", "EMBEDDED", "SupportCode", "import_pyside", "keep_compiled", "support_code"]

CACHE_NAME = "pyside-support.code"
"""The file in the game's cache folder (``store/dirs.py``' ``cache_dir``)."""
EMBEDDED = ("shibokensupport/", "signature_bootstrap.py")
"""The file names Shiboken gives the sources it compiles from its library (prefixes)."""
_COMPILE = builtins.compile


class SupportCode:
    """``builtins.compile`` while PySide6's package is imported: what it served, and what it compiled."""

    def __init__(self, path: Path, kept: Compiled) -> None:
        self.path = path
        self._kept = kept
        self.used: Compiled = {}
        """The code of every embedded source compiled or served this start, by file name."""
        self.served = 0
        """How many sources were answered with kept code."""
        self.compiled = 0
        """How many were compiled (none kept, or kept for another source)."""
        self.writer: threading.Thread | None = None
        """The thread that writes the compiled code for the next start (:func:`keep_compiled`)."""

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
        code = served(self._kept, filename, source)
        if code is None:
            # As Shiboken's call compiles it: no future statement of the caller's (it has none) is inherited.
            code = _COMPILE(source, filename, "exec", dont_inherit=True)
            self.compiled += 1
        else:
            self.served += 1
        assert isinstance(code, CodeType)
        self.used[filename] = (source, code)
        return code


def import_pyside(path: Path) -> SupportCode | None:
    """Import PySide6's package, its support modules' code answered from the file at ``path``; returns
    what was served and compiled, or None when PySide6 was imported already."""
    if "PySide6" in sys.modules:
        return None
    support = SupportCode(path, read_code(path))
    setattr(builtins, "compile", support)  # noqa: B010  (builtins.compile = ... is a type error for mypy)
    try:
        import PySide6  # noqa: F401
    finally:
        setattr(builtins, "compile", _COMPILE)  # noqa: B010
    return support


def _start() -> SupportCode | None:
    if "PySide6" in sys.modules:
        return None
    from baccarat_qt.store.dirs import cache_dir

    return import_pyside(cache_dir() / CACHE_NAME)


_SUPPORT = _start()


def support_code() -> SupportCode | None:
    """What this process's import of PySide6's package served and compiled (None: PySide6 came first)."""
    return _SUPPORT


def keep_compiled() -> None:
    """When this start compiled any of PySide6's support modules, write them all for the next start, on a
    thread (``SupportCode.writer``: the GUI thread does not wait on the disk). Once per process. A folder
    that cannot be written is left as it is: the next start compiles them again."""
    support = _SUPPORT
    if support is None or not support.compiled or support.writer is not None:
        return
    support.writer = threading.Thread(
        target=_write, args=(support.path, dict(support.used)), name="pyside code", daemon=True
    )
    support.writer.start()


def _write(path: Path, entries: Compiled) -> None:
    with contextlib.suppress(OSError):
        write_code(path, entries)
