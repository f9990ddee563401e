"""Update the translations from the sources and build the ``.qm`` files: the one command after any text changes.

    python tools/translations.py           # update translations/*.ts, keep every translation, build the .qm
    python tools/translations.py --check   # change nothing; exit 1 and name each entry that is not done
    python tools/translations.py --qm      # only compile the committed .ts into .qm (packaging does this)

What it does:

1. ``pyside6-lupdate`` reads every ``.qml`` under ``ui/`` (Spanish is the source
   language). Python's texts, under ``src/baccarat_qt``, are read from the syntax
   tree instead: every ``tr("…")``, ``trn("…", n)`` (plural forms), ``translate("Context", "…")``
   and ``QT_TRANSLATE_NOOP("Context", "…")`` with literal text. (pyside6-lupdate 6.11
   silently skips a ``translate`` call whose other arguments are expressions, never
   sees plural forms unless ``n`` is a literal, and files ``tr`` under the module's
   name; the game looks every Python text up in the ``Baccarat`` context.)
2. Texts that live in data, not in calls, are added: the keyboard map's keys
   and descriptions (``baccarat_qt.boundary.keymap``, context ``KeyMap``) and the deck
   designs' names and descriptions (``resources/decks/*/design.json``).
3. Each ``translations/baccarat_<lang>.ts`` is merged: a text already there keeps
   its translation; a new or changed text is added *unfinished*; a text no
   longer in the sources is kept as ``vanished`` (its old translation is a hint
   for the changed one; ``--drop-vanished`` removes them). ``baccarat_en.ts``
   holds every text; ``baccarat_es.ts`` only the plural forms (``%n``), the one
   thing Spanish needs from a translation since it is the source.
4. ``pyside6-lrelease`` compiles each ``.ts`` into
   ``resources/translations/baccarat_<lang>.qm`` (shipped in the wheel and the
   bundle; committed, and a test checks they are up to date).

Then translate what it lists as unfinished (Qt Linguist: ``pyside6-linguist
translations/baccarat_en.ts``, or by hand in the XML: fill the ``translation``
and remove ``type="unfinished"``), and run it again.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from _support import ROOT

TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "resources" / "translations"
SOURCE_LANGUAGE = "es"
LANGUAGES = {"en": False, "es": True}
"""Each translation and whether it holds only the plural forms."""
PYTHON_CONTEXT = "Baccarat"
"""The context of every text translated in Python (``texts.tr``)."""
KEYMAP_CONTEXT = "KeyMap"
"""The context the keyboard map's texts are looked up in (``boundary/keys.py``)."""

Key = tuple[str, str, str]
"""context, source, comment."""


@dataclass
class Message:
    """One text to translate."""

    context: str
    source: str
    comment: str = ""
    numerus: bool = False
    files: list[str] = field(default_factory=list)
    translations: list[str] = field(default_factory=list)
    """One string, or one per plural form."""
    state: str = "unfinished"
    """"finished" (no type in the file), "unfinished" or "vanished"."""

    @property
    def key(self) -> Key:
        return self.context, self.source, self.comment


def _tool(name: str) -> str:
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


def _relative(filename: str, base: Path) -> str:
    path = (base / filename).resolve()
    try:
        return path.relative_to(ROOT).as_posix()
    except ValueError:
        return filename


def read_ts(path: Path) -> list[Message]:
    """The messages of a ``.ts`` file, in file order."""
    if not path.exists():
        return []
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for element in context.iter("message"):
            translation = element.find("translation")
            forms = [] if translation is None else [f.text or "" for f in translation.iter("numerusform")]
            text = "" if translation is None else (translation.text or "")
            kind = "finished" if translation is None else translation.get("type", "finished")
            messages.append(
                Message(
                    context=name,
                    source=element.findtext("source") or "",
                    comment=element.findtext("comment") or "",
                    numerus=element.get("numerus") == "yes",
                    files=[
                        _relative(loc.get("filename", ""), path.parent) for loc in element.iter("location")
                    ],
                    translations=forms if element.get("numerus") == "yes" else [text],
                    state=kind if kind in ("unfinished", "vanished", "obsolete") else "finished",
                )
            )
    return messages


def extract(work: Path) -> list[Message]:
    """Every text in the sources, by lupdate, with the Python contexts set as the game looks them up."""
    raw = work / "extracted.ts"
    files = [str(path) for path in qml_sources()]
    subprocess.run(
        [
            _tool("pyside6-lupdate"),
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


def merge(
    found: list[Message], old: list[Message], *, plural_only: bool, drop_vanished: bool
) -> list[Message]:
    """The new catalogue: the sources' texts with the translations they had; vanished ones after."""
    previous = {message.key: message for message in old}
    merged: dict[Key, Message] = {}
    for message in found:
        if plural_only and not message.numerus:
            continue
        if message.key in merged:
            merged[message.key].files += [f for f in message.files if f not in merged[message.key].files]
            continue
        was = previous.get(message.key)
        message.state = "unfinished"
        if was is not None:
            message.translations = was.translations
            finished = was.state == "finished" or (was.state == "vanished" and all(was.translations))
            message.state = "finished" if finished else "unfinished"
        if message.numerus and len(message.translations) != 2:
            message.translations = ([*message.translations, "", ""])[:2]
        message.files = sorted(dict.fromkeys(message.files))
        merged[message.key] = message
    result = list(merged.values())
    if not drop_vanished:
        for message in old:
            if message.key not in merged and any(message.translations):
                message.state = "vanished"
                result.append(message)
    return result


def _escape(text: str) -> str:
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&apos;")
    )


def write_ts(messages: list[Message], language: str) -> str:
    """A ``.ts`` file as lupdate writes one: contexts by name, each message with its files (no line numbers)."""
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{language}" sourcelanguage="{SOURCE_LANGUAGE}">',
    ]
    for context in sorted({m.context for m in messages}):
        lines += ["<context>", f"    <name>{_escape(context)}</name>"]
        in_context = [m for m in messages if m.context == context]
        in_context.sort(key=lambda m: (m.state == "vanished", m.files[:1], m.source))
        for m in in_context:
            lines.append('    <message numerus="yes">' if m.numerus else "    <message>")
            lines += [
                f'        <location filename="{_escape(f)}"/>' for f in m.files if m.state != "vanished"
            ]
            lines.append(f"        <source>{_escape(m.source)}</source>")
            if m.comment:
                lines.append(f"        <comment>{_escape(m.comment)}</comment>")
            kind = "" if m.state == "finished" else f' type="{m.state}"'
            if m.numerus:
                lines.append(f"        <translation{kind}>")
                lines += [f"            <numerusform>{_escape(f)}</numerusform>" for f in m.translations]
                lines.append("        </translation>")
            else:
                lines.append(
                    f"        <translation{kind}>{_escape(m.translations[0] if m.translations else '')}</translation>"
                )
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def not_done(messages: list[Message]) -> list[Message]:
    """The entries still to translate: unfinished, or with an empty translation or plural form."""
    return [
        m
        for m in messages
        if m.state != "vanished" and (m.state == "unfinished" or not all(t.strip() for t in m.translations))
    ]


def describe(message: Message) -> str:
    """One line naming an entry: context, file and source text."""
    where = ", ".join(message.files) or "?"
    return f"[{message.context}] {where}: {message.source!r}"


def release(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm`` (finished translations only)."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [_tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)], check=True
    )


def release_all() -> None:
    """Compile every committed ``.ts`` into its ``.qm`` (no source is read: what packaging runs)."""
    for language in LANGUAGES:
        release(TS_DIR / f"baccarat_{language}.ts", QM_DIR / f"baccarat_{language}.qm")


def build(*, check: bool, drop_vanished: bool = False) -> list[str]:
    """Update (or, with ``check``, compare) every ``.ts`` and ``.qm``; the problems found."""
    problems: list[str] = unreadable_calls()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        found = extract(work)
        for language, plural_only in LANGUAGES.items():
            ts = TS_DIR / f"baccarat_{language}.ts"
            qm = QM_DIR / f"baccarat_{language}.qm"
            old = read_ts(ts)
            fresh = [Message(m.context, m.source, m.comment, m.numerus, list(m.files)) for m in found]
            merged = merge(fresh, old, plural_only=plural_only, drop_vanished=drop_vanished)
            text = write_ts(merged, language)
            problems += [f"{ts.name}: not translated: {describe(m)}" for m in not_done(merged)]
            target_ts = work / ts.name if check else ts
            if check and (not ts.exists() or ts.read_text(encoding="utf-8") != text):
                problems.append(
                    f"{ts.name} is not up to date with the sources: run python tools/translations.py"
                )
            target_ts.parent.mkdir(parents=True, exist_ok=True)
            target_ts.write_text(text, encoding="utf-8")
            target_qm = work / qm.name if check else qm
            release(target_ts, target_qm)
            if check and (not qm.exists() or qm.read_bytes() != target_qm.read_bytes()):
                problems.append(f"{qm.name} is not built from {ts.name}: run python tools/translations.py")
            if not check:
                live = [m for m in merged if m.state != "vanished"]
                done = len(live) - len(not_done(merged))
                print(
                    f"{ts.relative_to(ROOT)}: {len(live)} entries, {done} translated, "
                    f"{len(merged) - len(live)} vanished kept as hints -> {qm.relative_to(ROOT)}"
                )
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="change nothing; fail on anything not done")
    parser.add_argument("--drop-vanished", action="store_true", help="forget texts no longer in the sources")
    parser.add_argument("--qm", action="store_true", help="only compile the committed .ts files into .qm")
    args = parser.parse_args(argv)
    if args.qm:
        release_all()
        return 0
    problems = build(check=args.check, drop_vanished=args.drop_vanished)
    for problem in problems:
        print(problem)
    return 1 if args.check and problems else 0


if __name__ == "__main__":
    sys.exit(main())
