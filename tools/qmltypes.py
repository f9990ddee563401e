"""Describe the Python QML types (``import BaccaratCore``) for qmllint, from their live meta-objects.

The game registers its QML types from Python at run time, so ``qmllint``
cannot see them in any ``.qmltypes`` file and would flag every
``Table.balance`` as unknown. This script imports the boundary objects, reads
each one's ``QMetaObject`` (properties, signals, slots, enums) and writes a
QML module description to ``OUT/BaccaratCore/`` (``qmldir`` and
``BaccaratCore.qmltypes``) that only the linter reads:

    python tools/qmltypes.py build/qmltypes
    pyside6-qmllint -I build/qmltypes -I ui ui/Baccarat/*.qml
"""

from __future__ import annotations

import argparse
from pathlib import Path

from PySide6.QtCore import QMetaMethod, QMetaObject

import _support  # noqa: F401  (this tree's src/ first on the import path)
from baccarat_qt.boundary.announcer import Announcer
from baccarat_qt.boundary.hand import Hand
from baccarat_qt.boundary.history import History
from baccarat_qt.boundary.history_export import HistoryFiles
from baccarat_qt.boundary.keys import KeyMap
from baccarat_qt.boundary.night import Night
from baccarat_qt.boundary.odds import Odds
from baccarat_qt.boundary.preferences import Preferences
from baccarat_qt.boundary.reveal import Reveal
from baccarat_qt.boundary.review import Review
from baccarat_qt.boundary.roads import Roads
from baccarat_qt.boundary.sound import Sound
from baccarat_qt.boundary.speech_history import SpeechHistory
from baccarat_qt.boundary.table import Table
from baccarat_qt.boundary.verbosity import Verbosity

MODULE = "BaccaratCore"
SINGLETONS = (
    Announcer,
    Preferences,
    Table,
    Hand,
    Reveal,
    Night,
    Roads,
    Odds,
    Sound,
    KeyMap,
    History,
    HistoryFiles,
    Review,
    SpeechHistory,
    Verbosity,
)


def _type(name: str) -> tuple[str, bool]:
    """A meta-type name as qmltypes writes it, and whether it is a pointer."""
    return (name[:-1], True) if name.endswith("*") else (name, False)


def _quote(text: str) -> str:
    return '"' + text + '"'


def _name(raw: object) -> str:
    return bytes(raw.data()).decode()  # type: ignore[attr-defined]


def component(meta: QMetaObject) -> list[str]:
    """The ``Component`` block of one singleton type."""
    name = meta.className()
    lines = [
        "    Component {",
        f"        file: {_quote('src/baccarat_qt/boundary')}",
        f"        name: {_quote(name)}",
        '        accessSemantics: "reference"',
        '        prototype: "QObject"',
        f"        exports: [{_quote(f'{MODULE}/{name} 1.0')}]",
        "        isCreatable: false",
        "        isSingleton: true",
        "        exportMetaObjectRevisions: [256]",
    ]
    for i in range(meta.enumeratorOffset(), meta.enumeratorCount()):
        enum = meta.enumerator(i)
        keys = ", ".join(_quote(enum.key(k)) for k in range(enum.keyCount()))
        lines.append(f"        Enum {{ name: {_quote(enum.name())}; values: [{keys}] }}")
    for index, i in enumerate(range(meta.propertyOffset(), meta.propertyCount())):
        prop = meta.property(i)
        kind, pointer = _type(prop.typeName())
        fields = [f"name: {_quote(prop.name())}", f"type: {_quote(kind)}"]
        if pointer:
            fields.append("isPointer: true")
        fields.append(f"read: {_quote(prop.name())}")
        if prop.hasNotifySignal():
            fields.append(f"notify: {_quote(_name(prop.notifySignal().name()))}")
        if prop.isConstant():
            fields.append("isConstant: true")
        if not prop.isWritable():
            fields.append("isReadonly: true")
        fields.append(f"index: {index}")
        lines.append("        Property { " + "; ".join(fields) + " }")
    kinds = {QMetaMethod.MethodType.Signal: "Signal", QMetaMethod.MethodType.Slot: "Method"}
    for i in range(meta.methodOffset(), meta.methodCount()):
        method = meta.method(i)
        kind = kinds.get(method.methodType())
        if kind is None:
            continue
        head = f"        {kind} {{ name: {_quote(_name(method.name()))}"
        ret = method.typeName()
        if kind == "Method" and ret and ret != "void":
            head += f"; type: {_quote(ret)}"
        types = [_name(t) for t in method.parameterTypes()]
        names = [_name(n) or f"arg{k}" for k, n in enumerate(method.parameterNames())]
        if not types:
            lines.append(head + " }")
            continue
        lines.append(head)
        for param, pname in zip(types, names, strict=True):
            ptype, pointer = _type(param)
            extra = "; isPointer: true" if pointer else ""
            lines.append(f"            Parameter {{ name: {_quote(pname)}; type: {_quote(ptype)}{extra} }}")
        lines.append("        }")
    lines.append("    }")
    return lines


def write(out: Path) -> Path:
    """Write ``out/BaccaratCore/{qmldir,BaccaratCore.qmltypes}``; returns the module folder."""
    folder = out / MODULE
    folder.mkdir(parents=True, exist_ok=True)
    body = ["import QtQuick.tooling 1.2", "", "// Generated by tools/qmltypes.py: do not edit.", "Module {"]
    for cls in SINGLETONS:
        body += component(cls.staticMetaObject)
    body.append("}")
    (folder / f"{MODULE}.qmltypes").write_text("\n".join(body) + "\n", encoding="utf-8")
    (folder / "qmldir").write_text(
        f"module {MODULE}\ntypeinfo {MODULE}.qmltypes\ndepends QtQuick\n", encoding="utf-8"
    )
    return folder


def main() -> int:
    """Write the description into the folder named on the command line."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("out", type=Path, help="folder to write the BaccaratCore module description into")
    print(write(parser.parse_args().out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
