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

The texts are found by ``tools/ts_sources.py``; the ``.ts`` format (read, merge, write) is
``tools/ts_file.py``'s; this file runs the steps and compiles the ``.qm``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from ts_file import Message, describe, merge, not_done, read_ts, write_ts
from ts_sources import extract, pyside_tool, unreadable_calls

from _support import ROOT

TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "resources" / "translations"
LANGUAGES = {"en": False, "es": True}
"""Each translation and whether it holds only the plural forms."""


def release(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm`` (finished translations only), swapped in whole.

    A running game maps its ``.qm`` into memory (``QTranslator``): written in place, the file is cut short
    while lrelease writes it, and a game reading a page of it dies of SIGBUS (the crash test's games did,
    while the packaging tests built a bundle). Compiled beside it and renamed over it, the old file stays
    whole for whoever maps it.
    """
    qm.parent.mkdir(parents=True, exist_ok=True)
    handle, name = tempfile.mkstemp(prefix=f".{qm.stem}-", suffix=".qm", dir=qm.parent)
    os.close(handle)
    made = Path(name)
    try:
        subprocess.run(
            [pyside_tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(made)],
            check=True,
        )
        made.chmod(0o644)  # (mkstemp makes it private; an installed game's files are readable by all)
        os.replace(made, qm)
    finally:
        made.unlink(missing_ok=True)


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
