"""A settled hand's badges on the bet spots: at every window size, in both languages and at the three tables,
each badge is inside its spot and covers neither the spot's name, its payout nor its chips; each name and payout
is painted whole inside its spot."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF, Qt

from baccarat_qt.engine import TableKind
from tests.support.gui import App, at_instant_pace
from tests.support.layout import rect, resize, settle

K = Qt.Key
NATURAL_TIE = "9S 9C KH KD"
"""Player 9, banker 9: EMPATE wins, BANCA gets its chips back (the longest badge), the rest lose."""
SIZES = [(800, 600), (1024, 640), (1280, 800), (1920, 1080)]

app = pytest.fixture(name="app")(at_instant_pace)
"""The game at the instant pace: where the badges are once the hand is settled, not the motion."""


def painted(app: App, name: str) -> QRectF:
    """The rectangle a text is painted in, in the window (its item's, as wide as its painted line)."""
    item = app.find(name)
    box = rect(item)
    width = max(box.width(), float(item.property("contentWidth")))
    left = box.center().x() - width / 2 if width > box.width() else box.left()
    return QRectF(left, box.top(), width, max(box.height(), float(item.property("contentHeight"))))


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("table", [kind.value for kind in TableKind])
def test_no_badge_covers_its_spots_name_payout_or_chips(
    app: App, scripted_shoe: Callable[[str], None], table: str, language: str
) -> None:
    """Chips of 25 and 5 on every spot but JUGADOR, a natural tie settled: at 800×600 up to 1920×1080, every badge, name,
    payout and chip stack is inside its spot, and the badge is clear of the other three."""
    scripted_shoe(NATURAL_TIE)
    app.prefs.setLanguage(language)
    app.prefs.setTableKind(table)
    app.sit_down()
    # Every spot but JUGADOR: the table takes no bet on both sides, and BANCA's payout is the longer (at EZ).
    spots = [spot.value for spot in TableKind(table).spots if spot.value != "player"]
    for chip in (K.Key_2, K.Key_1):
        app.key(chip)
        for spot in spots:
            app.click("spot_" + spot)
    app.key(K.Key_D)
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
        app.key(K.Key_T)
    for size in SIZES:
        resize(app, *size)
        settle(app)
        for spot in spots:
            where = f"{spot} at {size[0]}x{size[1]}"
            box = rect(app.find("spot_" + spot))
            badge = rect(app.find("spotResult_" + spot))
            assert app.exists("spotResult_" + spot), where
            title, payout = painted(app, "spotTitle_" + spot), painted(app, "spotPayout_" + spot)
            stack = rect(app.find("chipStack_" + spot))
            for part, name in ((badge, "badge"), (title, "name"), (payout, "payout"), (stack, "chips")):
                assert box.contains(part), f"{where}: its {name} runs out of the spot"
            for part, name in ((title, "name"), (payout, "payout"), (stack, "chips")):
                assert not badge.intersects(part), f"{where}: the badge covers its {name}"
            assert not app.prop("spotTitle_" + spot, "truncated"), where
            assert not app.prop("spotPayout_" + spot, "truncated"), where
