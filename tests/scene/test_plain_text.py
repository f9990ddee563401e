"""What comes from the player or a file is shown as it is written: plain text, never markup.

A name such as ``<b>Ana</b>`` used to show bold in the top five, ``<h1>ANA</h1>``
doubled the row's height and ``<img src=x.png>`` made Qt look for an image
(Qt's own detection of rich text, ``Text.AutoText``, took the names for HTML).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtQml import QQmlEngine, QQmlExpression
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.enums import Screen
from baccarat_qt.engine import TableKind
from baccarat_qt.store.leaderboard import Entry, Leaderboard, save_leaderboard
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import App, start_app
from tests.support.stored import saved_board

UI = Path(__file__).resolve().parents[2] / "ui" / "Baccarat"
HOSTILE_NAMES = ["<b>Ana</b>", "<h1>ANA</h1>", "<img src=x.png>", "a &amp; b <br>c"]


def text_blocks(source: str) -> Iterator[str]:
    """Every ``Text { ... }`` (and ``component X: Text { ... }``, with its name) in a QML file."""
    for match in re.finditer(r"(component \w+: )?\bText\s*\{", source):
        depth, end = 0, match.end() - 1
        for end in range(match.end() - 1, len(source)):
            depth += {"{": 1, "}": -1}.get(source[end], 0)
            if depth == 0:
                break
        yield source[match.start() : end + 1]


def test_every_text_in_the_ui_is_plain() -> None:
    """Each Text in ui/Baccarat declares ``textFormat: Text.PlainText``, but the help's own paragraphs.

    The help's ``Para`` uses a little markup (bold, line breaks) in sentences
    written here, in the QML, and nowhere fed from the player or a file.
    """
    missing = []
    for qml in sorted(UI.glob("*.qml")):
        for block in text_blocks(qml.read_text(encoding="utf-8")):
            if "component Para: Text" in block:
                continue
            if "textFormat: Text.PlainText" not in block:
                missing.append(f"{qml.name}: {block.splitlines()[0].strip()} {block.splitlines()[1].strip()}")
    assert not missing, missing
    help_source = (UI / "HelpDialog.qml").read_text(encoding="utf-8")
    paras = re.findall(r"\bPara\s*\{\s*text:\s*(.*?)\s*\}\s*$", help_source, flags=re.MULTILINE)
    assert paras and all(p.startswith('qsTr("') and p.endswith('")') for p in paras), (
        "Para shows only our words"
    )


def rendered_texts(app: App, under: QQuickItem) -> Iterator[QQuickItem]:
    """Every Text item below ``under``."""
    stack = list(under.childItems())
    while stack:
        item = stack.pop()
        if item.metaObject().className().startswith("QQuickText"):
            yield item
        stack.extend(item.childItems())


def is_plain(item: QQuickItem) -> bool:
    """Whether a Text item's ``textFormat`` is ``Text.PlainText`` (asked in QML: Python cannot read the enum)."""
    expression = QQmlExpression(QQmlEngine.contextForObject(item), item, "textFormat === Text.PlainText")
    value, undefined = expression.evaluate()
    return not undefined and value is True


def assert_literal(item: QQuickItem, text: str) -> None:
    """The item shows ``text`` character for character, on one line, as wide as the plain string."""
    assert item.property("text") == text
    assert is_plain(item)
    assert item.property("lineCount") == 1
    font = item.property("font")
    assert isinstance(font, QFont)
    wanted = QFontMetricsF(font).horizontalAdvance(text)
    assert abs(float(item.property("contentWidth")) - wanted) < 2.0, (
        text,
        item.property("contentWidth"),
        wanted,
    )


@pytest.fixture
def hostile_board() -> Leaderboard:
    """A top five whose names look like markup."""
    board = Leaderboard(
        [
            Entry(name, 90_000 - 1_000 * place, TableKind.CLASSIC, dt.date(2026, 1, place + 1))
            for place, name in enumerate(HOSTILE_NAMES)
        ]
    )
    save_leaderboard(app_dirs().data, board)
    return board


@pytest.mark.usefixtures("hostile_board")
def test_top_five_names_are_shown_literally(qtbot: QtBot) -> None:
    """In the top five, every name is shown as typed, each row as tall as the others, and no image is loaded."""
    app = start_app(qtbot)
    app.click("leaderboardButton")
    qtbot.waitUntil(lambda: app.exists("leaderboardRow_4"))
    heights = set()
    for place, name in enumerate(HOSTILE_NAMES, start=1):
        row = app.find(f"leaderboardRow_{place}")
        heights.add(row.height())
        shown = [item for item in rendered_texts(app, row) if item.property("text") == name]
        assert len(shown) == 1, name
        assert_literal(shown[0], name)
    assert heights == {36.0}, "an <h1> does not make its row taller"
    app.close()


def test_a_name_typed_on_the_score_screen_is_kept_and_shown_as_typed(qtbot: QtBot) -> None:
    """Typed in the name field, ``<b>Zoe</b>`` enters the top five and comes back as the suggested name, literally."""
    app = start_app(qtbot)
    app.night.startNight()
    app.night.leave()
    qtbot.waitUntil(lambda: app.night.screen == Screen.Score)
    field = app.find("nameField")
    field.forceActiveFocus()
    field.setProperty("text", "")
    app.type_text("<b>Zoe</b>")
    app.click("saveScoreButton")
    qtbot.waitUntil(lambda: app.night.scoreSubmitted)
    board = saved_board()
    assert [entry.name for entry in board.entries] == ["<b>Zoe</b>"]
    assert app.prefs.lastName == "<b>Zoe</b>"
    row = app.find("leaderboardRow_1")
    shown = [item for item in rendered_texts(app, row) if item.property("text") == "<b>Zoe</b>"]
    assert len(shown) == 1
    assert_literal(shown[0], "<b>Zoe</b>")
    app.close()


def test_a_notice_with_markup_in_a_path_is_shown_as_written(qtbot: QtBot) -> None:
    """A notice names files and folders; a folder called ``<i>juegos</i>`` is shown with its brackets."""
    app = start_app(qtbot)
    notice = "No se pudo guardar en /home/<i>juegos</i>/baccarat"
    app.announcer.add_notice(notice)
    qtbot.waitUntil(lambda: app.exists("noticeBar"))
    shown = [item for item in rendered_texts(app, app.find("noticeBar")) if item.property("text") == notice]
    assert len(shown) == 1
    assert is_plain(shown[0])
    app.close()
