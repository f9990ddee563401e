"""The texts to translate, found in the sources: the QML (by ``pyside6-lupdate``), the Python, the data.

Python's texts are read from the syntax tree (``tr``, ``trn``, ``translate``, ``QT_TRANSLATE_NOOP``
with literal text) and filed in the ``Baccarat`` context the game looks them up in; the keyboard
map's keys and descriptions and the deck designs' names are added from the data. Used by
``tools/translations.py`` (its docstring says why lupdate is not given the Python).
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from ts_file import SOURCE_LANGUAGE, Message, read_ts

from _support import ROOT

PYTHON_CONTEXT = "Baccarat"
"""The context of every text translated in Python (``texts.tr``)."""
KEYMAP_CONTEXT = "KeyMap"
"""The context the keyboard map's texts are looked up in (``boundary/keys.py``)."""


def pyside_tool(name: str) -> str:
    """A PySide6 tool beside this Python, else on the PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found (pip install PySide6-Essentials)")
    return found


def python_sources() -> list[Path]:
    """Every Python file whose texts are translated."""
    return sorted((ROOT / "src" / "baccarat_qt").rglob("*.py"))


def qml_sources() -> list[Path]:
    """Every QML file (lupdate reads them)."""
    return sorted((ROOT / "ui").rglob("*.qml"))


_PYTHON_CALLS = {"tr": (None, 0), "trn": (None, 0), "translate": (0, 1), "QT_TRANSLATE_NOOP": (0, 1)}
"""Function name -> (index of the context argument or None for ``Baccarat``, index of the text)."""


def python_texts(path: Path) -> list[Message]:
    """The texts marked for translation in one Python file."""
    where = path.relative_to(ROOT).as_posix()
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name not in _PYTHON_CALLS:
            continue
        context_at, text_at = _PYTHON_CALLS[name]
        args = node.args
        if len(args) <= text_at or not all(
            isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args[: text_at + 1]
        ):
            continue
        context = PYTHON_CONTEXT if context_at is None else str(args[context_at].value)  # type: ignore[attr-defined]
        numerus = name == "trn" or (name == "translate" and len(args) >= 4)
        found.append(Message(context, str(args[text_at].value), numerus=numerus, files=[where]))  # type: ignore[attr-defined]
    return found


def extract(work: Path) -> list[Message]:
    """Every text in the sources, by lupdate, with the Python contexts set as the game looks them up."""
    raw = work / "extracted.ts"
    files = [str(path) for path in qml_sources()]
    subprocess.run(
        [
            pyside_tool("pyside6-lupdate"),
            *files,
            "-silent",
            "-locations",
            "absolute",
            "-source-language",
            SOURCE_LANGUAGE,
            "-target-language",
            "en",
            "-ts",
            str(raw),
        ],
        check=True,
    )
    found = read_ts(raw)
    for path in python_sources():
        found += python_texts(path)
    return found + _keymap_texts() + _deck_texts()


def unreadable_calls() -> list[str]:
    """``tr``/``trn`` calls whose text is built (an f-string, a sum): no catalogue can hold it."""
    found = []
    for path in python_sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in ("tr", "trn") and isinstance(node.args[0], ast.JoinedStr | ast.BinOp):
                found.append(f"{path.relative_to(ROOT).as_posix()}:{node.lineno}: {name}() of a built text")
    return found


def _keymap_texts() -> list[Message]:
    """The keyboard map's keys and descriptions as the help and the side panel print them."""
    from baccarat_qt.boundary import keymap

    where = ["src/baccarat_qt/boundary/keymap.py"]
    texts: list[str] = []
    for binding in keymap.BINDINGS:
        texts += [binding.keys, binding.short_keys]
    for row in (*keymap.HELP_ROWS, *keymap.PANEL_ROWS):
        texts += [row.description, row.keys]
    # A key printed as it is in every language (a letter, a digit, F1) is not a text to translate.
    words = [
        t for t in dict.fromkeys(texts) if sum(ch.isalpha() for ch in t) > 1 and not re.fullmatch(r"F\d+", t)
    ]
    return [Message(KEYMAP_CONTEXT, text, files=list(where)) for text in words]


def _deck_texts() -> list[Message]:
    """The deck designs' names and descriptions (read from their ``design.json``)."""
    found = []
    for path in sorted((ROOT / "resources" / "decks").glob("*/design.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        where = [path.relative_to(ROOT).as_posix()]
        found += [
            Message(PYTHON_CONTEXT, str(data[key]), files=list(where)) for key in ("name", "description")
        ]
    return found
