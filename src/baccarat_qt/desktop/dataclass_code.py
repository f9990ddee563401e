"""The methods ``dataclasses`` writes for the game's data classes, compiled once, not at every start.

``@dataclass`` writes the source of each method it adds to a class (``__init__``, ``__repr__``, ``__eq__``,
``__hash__``, and for a frozen class ``__setattr__`` and ``__delattr__``) and compiles it with ``exec``: 0.3 to
0.8 ms a class, three quarters of it compiling. On the way to the lobby's first frame the game makes 17 such
classes, all on the GUI thread before anything else can run (docs/benchmarks.md, "Start-up under 1.2×: the data
classes' methods compiled once"). Python keeps none of that code: it is not a module's, so it has no ``__pycache__``.

:func:`answer_dataclasses` hands ``dataclasses`` an ``exec`` of its own (a name in that module's globals, in front
of the built-in) while start-up imports the game's modules: for a source text the same, character for
character, as one the last start compiled, it runs the code kept for it in the start-up code file
(``kept_code.py``); any other it compiles as ``exec`` would and notes. Nothing else calls it, and the code it
runs is the code ``exec`` would have compiled (``dataclasses`` has no future statement for a source to
inherit). :func:`stop_answering` gives ``dataclasses`` Python's own back; ``launch()`` calls it when it is done,
so classes made later (the table's) are made as usual. The code this start used is written with PySide6's
support code, once the lobby's deck tiles are shown, when something was compiled (``pyside_code.keep_compiled``).
"""

from __future__ import annotations

import dataclasses
from types import CodeType
from typing import Any

from baccarat_qt.store.code_cache import Compiled, Kept

__all__ = ["PREFIX", "DataclassCode", "answer_dataclasses", "answering", "stop_answering"]

PREFIX = "<dataclass>"
"""The names of the data classes' entries in the file (``<dataclass>0``, ``<dataclass>1`` …)."""


class DataclassCode:
    """``exec`` for ``dataclasses``: the kept code for a source it has, else the source compiled and noted."""

    def __init__(self, kept: Kept) -> None:
        self._kept = {source: code for name, (source, code) in kept.code.items() if name.startswith(PREFIX)}
        self.used: dict[bytes, CodeType] = {}
        """The code of every source asked for this start (served or compiled), by the source's bytes."""
        self.served = 0
        """How many sources were answered with kept code."""
        self.compiled = 0
        """How many were compiled (nothing kept for them)."""

    def __call__(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:
        if type(source) is not str:
            exec(source, globals, locals)
            return
        text = source.encode("utf-8", "surrogatepass")
        code = self._kept.get(text)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)  # as exec compiles a text
            self.compiled += 1
        else:
            self.served += 1
        self.used[text] = code
        exec(code, globals, locals)

    def entries(self) -> Compiled:
        """What this start used, as the file's entries."""
        return {f"{PREFIX}{index}": (text, code) for index, (text, code) in enumerate(self.used.items())}


_ANSWERING: list[DataclassCode] = []
"""The answer this process handed ``dataclasses``, while it has it and after (for the file's write)."""


def answer_dataclasses(kept: Kept) -> DataclassCode:
    """Hand ``dataclasses`` an ``exec`` that serves what ``kept`` holds; once a process (a later call returns
    the first answer, whether or not it still answers)."""
    if _ANSWERING:
        return _ANSWERING[0]
    answer = DataclassCode(kept)
    dataclasses.exec = answer  # type: ignore[attr-defined]  # found before the built-in, in the module's globals
    _ANSWERING.append(answer)
    return answer


def answering() -> DataclassCode | None:
    """The answer handed to ``dataclasses`` in this process (None: none was)."""
    return _ANSWERING[0] if _ANSWERING else None


def stop_answering() -> None:
    """``dataclasses`` calls Python's own ``exec`` again (if it was given this module's answer)."""
    if _ANSWERING and vars(dataclasses).get("exec") is _ANSWERING[0]:
        del dataclasses.exec  # type: ignore[attr-defined]
