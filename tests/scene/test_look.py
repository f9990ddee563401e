"""The game looked at as a player sees it, at 800×600, 1280×800 and 1920×1080: nothing over anything else,
nothing out of the window, no band left empty."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF, Qt

from tests.support.gui import App, at_instant_pace
from tests.support.layout import TOP_BAR, rect, resize, settle
from tests.support.nights import two_nights

K = Qt.Key
BANKER_NATURAL = "TS 4C TH 5C"
"""Player 0, banker a natural 9: BANCA wins, 5 on it pays 4,75."""
THIRDS = "2S 4H 3D KC 4D 7C"
"""Player 9 to banker 1, each with a third card."""


app = pytest.fixture(name="app")(at_instant_pace)
"""The game at the instant pace: these tests are about where things are once placed, not the motion."""


def test_the_top_bar_keeps_its_buttons_in_the_smallest_window_with_cents(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """At 800×600 a balance with cents (504,75) leaves every button of the top bar inside the window."""
    scripted_shoe(BANKER_NATURAL)
    app.prefs.setRebet(False)
    app.sit_down()
    resize(app, 800, 600)
    app.key(K.Key_1)
    app.key(K.Key_B)
    app.key(K.Key_D)
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
        app.key(K.Key_T)
    app.qtbot.waitUntil(lambda: app.prop("balance", "text") == "504,75")
    settle(app)
    for name in [*TOP_BAR, "roadsButton"]:
        assert QRectF(0, 0, 800, 600).contains(rect(app.find(name))), name


def test_the_lobby_fills_a_large_window(app: App) -> None:
    """At 1920×1080 the four deck tiles share the lobby's width, each wider than its cards and its words whole,
    and the buttons under SENTARSE stay on one row."""
    resize(app, 1920, 1080)
    app.wait_lobby_complete()
    settle(app)
    tiles = [app.find(f"deck_{deck}") for deck in ("clasica", "azul", "cuatro_colores", "indices_grandes")]
    row = rect(tiles[-1]).right() - rect(tiles[0]).left()
    assert row >= 0.95 * app.find("deckChooserLoader").width()
    for tile in tiles:
        preview = tile.childItems()[0]
        assert preview.width() * preview.scale() <= tile.width(), tile.objectName()
        description = app.find(f"deckDescription_{tile.objectName().removeprefix('deck_')}")
        assert not description.property("truncated"), tile.objectName()
    tops = {
        round(rect(app.find(name)).top()) for name in ("leaderboardButton", "preferencesButton", "quitButton")
    }
    assert len(tops) == 1, tops


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800), (800, 600)])
def test_the_chips_on_a_spot_stay_under_its_payout(
    app: App, scripted_shoe: Callable[[str], None], size: tuple[int, int]
) -> None:
    """The chips on EMPATE and BANCA sit under the spot's name and payout, never over them; after the hand
    the result leaves the cards' faces in sight."""
    scripted_shoe(THIRDS)
    app.prefs.setRebet(False)
    app.sit_down()
    resize(app, *size)
    app.key(K.Key_2)
    app.key(K.Key_B)
    app.key(K.Key_E)
    settle(app)
    for spot in ("tie", "banker"):
        chips, place = app.find(f"chipStack_{spot}"), app.find(f"spot_{spot}")
        words = [
            rect(item).bottom()
            for item in app.items()
            if place.isAncestorOf(item)
            and not chips.isAncestorOf(item)
            and item.property("text")
            and item.isVisible()
        ]
        assert rect(chips).top() >= max(words), (spot, rect(chips), words)
    app.key(K.Key_D)
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
        app.key(K.Key_T)
    app.qtbot.waitUntil(lambda: app.exists("resultBanner"))
    settle(app)
    banner = rect(app.find("resultBanner"))
    cards = [item for item in app.items() if item.objectName().startswith("card_") and item.isVisible()]
    assert cards
    if size != (800, 600):  # the smallest window gives the cards their height and the result their lower edge
        for card in cards:
            assert rect(card).bottom() <= banner.top() + 1, (card.objectName(), rect(card), banner)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_preferences_fit_the_window(app: App, size: tuple[int, int]) -> None:
    """The preferences stay inside the window; their last option, reached with the keyboard, shows whole
    above CERRAR."""
    resize(app, *size)
    app.wait_lobby_complete()
    app.key(K.Key_F10)
    app.qtbot.waitUntil(lambda: app.exists("preferencesDialogClose"))
    settle(app)
    dialog = app.find("preferencesDialogClose")
    while "PopupItem" not in dialog.metaObject().className():
        dialog = dialog.parentItem()
    assert QRectF(0, 0, *size).contains(rect(dialog))
    last = app.find("lobbyRebetCheck")
    last.forceActiveFocus(Qt.FocusReason.TabFocusReason)
    settle(app)
    close = rect(app.find("preferencesDialogClose"))
    assert rect(dialog).contains(rect(last))
    assert rect(last).bottom() <= close.top(), (rect(last), close)


@pytest.mark.parametrize(
    ("language", "sizes"), [("es", [(800, 600), (1280, 800), (1920, 1080)]), ("en", [(1280, 800)])]
)
def test_the_history_starts_under_its_title(
    app: App, scripted_shoe: Callable[[str], None], sizes: list[tuple[int, int]], language: str
) -> None:
    """The list of nights (or the totals) begins one spacing under the title's row: no empty band
    kept above it; the totals' figures are whole (the history open as the window grows)."""
    scripted_shoe("9H 4C KS 4D  2S 7C 5H KD")
    app.prefs.setLanguage(language)
    two_nights(app)
    resize(app, *sizes[0])
    app.context.history.open()
    app.qtbot.waitUntil(lambda: app.exists("historyNight_1"))
    for size in sizes:
        resize(app, *size)
        settle(app)
        title_row = rect(app.find("historyBack")).bottom()
        body = rect(app.find("historyBody")).top()
        assert body - title_row <= 13, (size, title_row, body)
        app.qtbot.waitUntil(lambda: app.exists("historyBet_0"))
        row = app.find("historyBet_0")
        for item in app.items():
            if row.isAncestorOf(item) and item.property("truncated") is not None:
                assert not item.property("truncated"), (size, item.property("text"))
