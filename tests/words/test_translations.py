"""Every text can be translated and is: the .ts files match the sources, nothing is left unfinished, the .qm are built.

When a text is added or changed (in Python, QML, the keyboard map or a deck's
design), ``python tools/translations.py`` updates ``translations/*.ts``; these
tests then name each entry still to translate.
"""

from __future__ import annotations

import ast
import mmap
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from tests.support.tools import load_tool

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _tool() -> ModuleType:
    return load_tool("translations")


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return _tool()


def test_every_text_is_translated_and_the_qm_are_built(tool: ModuleType) -> None:
    """``tools/translations.py --check``: the .ts files hold every text of the sources, each translated, and
    each .qm is what lrelease makes of its .ts. The message names each entry missing, by file and text."""
    problems = tool.build(check=True)
    assert not problems, "run python tools/translations.py, then translate:\n" + "\n".join(problems)


def test_the_catalogues_say_their_languages(tool: ModuleType) -> None:
    """Spanish is the source language; English holds every text, Spanish only the plural forms."""
    for language in ("en", "es"):
        root = ET.parse(tool.TS_DIR / f"baccarat_{language}.ts").getroot()
        assert (root.get("sourcelanguage"), root.get("language")) == ("es", language)
    english = tool.read_ts(tool.TS_DIR / "baccarat_en.ts")
    spanish = tool.read_ts(tool.TS_DIR / "baccarat_es.ts")
    assert len(english) > 400
    assert spanish and all(m.numerus for m in spanish)
    assert {m.key for m in spanish} == {m.key for m in english if m.numerus and m.state != "vanished"}
    plural = next(m for m in english if m.source == "{0} fichas")
    assert plural.translations == ["{0} chip", "{0} chips"]


def test_a_new_text_is_named_as_untranslated(tool: ModuleType, tmp_path: Path) -> None:
    """A text added to the sources comes out unfinished, named; the translations already made are kept."""
    old = tool.read_ts(tool.TS_DIR / "baccarat_en.ts")
    found = [tool.Message(m.context, m.source, m.comment, m.numerus, list(m.files)) for m in old]
    found.append(tool.Message("Lobby", "Un texto nuevo", files=["ui/Baccarat/Lobby.qml"]))
    merged = tool.merge(found, old, plural_only=False, drop_vanished=False)
    missing = tool.not_done(merged)
    assert [tool.describe(m) for m in missing] == ["[Lobby] ui/Baccarat/Lobby.qml: 'Un texto nuevo'"]
    kept = {m.key: m.translations for m in merged}
    assert kept[("Lobby", "SENTARSE A LA MESA", "")] == ["SIT DOWN AT THE TABLE"]
    # A changed text: its old translation stays beside it as a hint, vanished.
    changed = [m for m in found if m.source != "SENTARSE A LA MESA"]
    merged = tool.merge(changed, old, plural_only=False, drop_vanished=False)
    vanished = [m for m in merged if m.state == "vanished"]
    assert [m.source for m in vanished] == ["SENTARSE A LA MESA"]
    text = tool.write_ts(merged, "en")
    assert 'type="vanished"' in text
    assert not tool.not_done([m for m in merged if m.source != "Un texto nuevo"])


def test_python_looks_texts_up_where_the_catalogue_files_them(tool: ModuleType) -> None:
    """Every ``translate`` call in the game names a context the English catalogue has."""
    contexts: set[str] = set()
    for path in sorted((ROOT / "src" / "baccarat_qt").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "translate"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                contexts.add(str(node.args[0].value))
    catalogue = {m.context for m in tool.read_ts(tool.TS_DIR / "baccarat_en.ts")}
    assert {"Baccarat", "KeyMap"} <= contexts <= catalogue


def test_no_text_is_built_before_it_is_translated(tool: ModuleType) -> None:
    """``tr(f"…")`` or ``tr("a" + b)`` can never be found in a catalogue: the tool reports every such call."""
    assert tool.unreadable_calls() == []


def test_a_qm_is_replaced_whole_never_rewritten_in_place(tool: ModuleType, tmp_path: Path) -> None:
    """A running game maps its ``.qm`` into memory: rebuilding it (packaging does) must leave the mapped file
    whole. Written in place, the file was cut short while lrelease wrote it, and a game reading it then died of
    SIGBUS (twice in the crash test's games, while the packaging tests built a bundle)."""
    source = ROOT / "resources" / "translations" / "baccarat_en.qm"
    qm = tmp_path / source.name
    qm.write_bytes(source.read_bytes())
    before = qm.stat()
    with qm.open("rb") as held, mmap.mmap(held.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        tool.release(ROOT / "translations" / "baccarat_en.ts", qm)
        assert qm.stat().st_ino != before.st_ino, "the .qm was rewritten in place"
        assert mapped[:] == source.read_bytes()  # the mapped file is still whole
    assert qm.read_bytes() == source.read_bytes()
    assert qm.stat().st_mode & 0o777 == 0o644
    assert [path.name for path in tmp_path.iterdir()] == [qm.name]  # no temporary file left


def _desktop_keys() -> dict[str, str]:
    lines = (LINUX / "io.github.baccarat_qt.BaccaratQt.desktop").read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line)


def test_the_desktop_file_speaks_both_languages() -> None:
    """Its translatable fields: English by default (the freedesktop convention), and Spanish ([es])."""
    keys = _desktop_keys()
    for key in ("GenericName", "Comment", "Keywords"):
        assert keys[key] and keys[f"{key}[es]"] and keys[key] != keys[f"{key}[es]"], key
    assert keys["Name"] == "Baccarat", "the game's name is the same in every language"


def test_the_metainfo_speaks_both_languages() -> None:
    """Every summary, paragraph, list item and caption in English, each followed by its Spanish."""
    root = ET.parse(LINUX / "io.github.baccarat_qt.BaccaratQt.metainfo.xml").getroot()
    # Release notes are left in English: AppStream does not translate them per language.
    notes = {id(element) for release in root.iter("release") for element in release.iter()}
    checked = 0
    for parent in root.iter():
        if id(parent) in notes:
            continue
        children = [c for c in parent if c.tag in ("summary", "p", "li", "caption")]
        english = [c for c in children if c.get(XML_LANG) is None]
        spanish = [c for c in children if c.get(XML_LANG) == "es"]
        assert len(english) == len(spanish), f"<{parent.tag}>: {len(english)} English, {len(spanish)} Spanish"
        checked += len(english)
    assert checked >= 10
