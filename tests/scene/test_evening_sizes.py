"""A second evening as a newcomer (issue 30), its sizes: steady bars when the sound is muted, the table's
name whole on the smallest window, the lobby unscrolled, type that grows with a large window, a returned
badge off the chips, and the drawer's roads at 800×600."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF, Qt
from pytestqt.qtbot import QtBot

from tests.support.gui import App, at_instant_pace, start_app
from tests.support.hands import THIRDS
from tests.support.layout import SIZES, TOP_BAR, rect, resize, settle

K = Qt.Key


app = pytest.fixture(name="app")(at_instant_pace)
"""The game at the instant pace: these tests are about what the evening's screens show and where (texts, sizes, badges, the odds line), not the motion."""


def test_nothing_moves_when_the_sound_is_muted(app: App) -> None:
    """10. M shows "· sin sonido (M)" in the top bar: the balance, the bet and the buttons stay where they were, at
    1280×800, 1024×640 and 800×600 (one game, the window made smaller)."""
    app.sit_down()
    for size in SIZES:
        resize(app, *size)
        app.qtbot.waitUntil(lambda: not app.context.sound.muted or app.exists("mutedNote"))
        if app.context.sound.muted:  # no audio output, or muted at the size before: start from the sound on
            app.context.sound.setMuted(False)
        app.qtbot.waitUntil(lambda: not app.exists("mutedNote"))
        settle(app)
        before = {name: rect(app.find(name)) for name in TOP_BAR}
        app.key(K.Key_M)
        app.qtbot.waitUntil(lambda: app.exists("mutedNote") and app.find("mutedNote").width() > 0)
        settle(app)
        assert {name: rect(app.find(name)) for name in TOP_BAR} == before, size


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("table", ["no_commission", "classic"])
def test_the_table_name_is_whole_on_the_smallest_window(app: App, language: str, table: str) -> None:
    """8. At 800×600 the top bar names the table whole, beside every button (the gear for the preferences)."""
    app.prefs.setLanguage(language)
    app.prefs.setTableKind(table)
    app.sit_down()
    resize(app, 800, 600)
    settle(app)
    title = app.find("tableTitle")
    assert not title.property("truncated"), title.property("text")
    assert title.property("text") == app.prefs.tableName
    for name in [*TOP_BAR, "roadsButton"]:
        assert QRectF(0, 0, 800, 600).contains(rect(app.find(name))), name


LOBBY = [
    "table_classic",
    "table_no_commission",
    "startButton",
    "leaderboardButton",
    "lobbyHistoryButton",
    "lobbyHelpButton",
    "preferencesButton",
    "quitButton",
]


def lobby_controls_shown(app: App, names: list[str], size: tuple[int, int], waiting: bool) -> None:
    """At this size: every control named is in the window, the lobby unscrolled, every deck's description whole."""
    resize(app, *size)
    app.wait_lobby_complete()
    settle(app)
    assert app.night.savedNightAvailable is waiting
    window = QRectF(0, 0, *size)
    app.qtbot.waitUntil(lambda: all(window.contains(rect(app.find(name))) for name in names))
    assert app.find("lobbyFlick").property("contentY") == 0, size
    for deck in app.prefs.deckOptions:
        assert not app.prop("deckDescription_" + deck["id"], "truncated"), (deck["id"], size)


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("waiting", [False, True])
def test_every_lobby_control_shows_without_scrolling(qtbot: QtBot, language: str, waiting: bool) -> None:
    """4. With or without a night waiting, in both languages, at 1280×800 and then at 800×600 (one game, the window
    made smaller): every control of the lobby is in the window, unscrolled."""
    if waiting:
        first = start_app(qtbot)
        first.sit_down()
        first.click("spot_player")
        first.close()
    app = start_app(qtbot)
    try:
        app.prefs.setLanguage(language)
        names = [*LOBBY, *(f"deck_{deck['id']}" for deck in app.prefs.deckOptions)]
        names += ["continueButton", "savedNightSummary"] if waiting else []
        for size in ((1280, 800), (800, 600)):
            lobby_controls_shown(app, names, size, waiting)
    finally:
        app.close()


SCALED = ["balance", "cardsLeft", "betLimits", "helpButton", "dealButton", "lastHand", "tableTitle"]
"""Texts and controls whose type follows the window's size."""


def test_text_scales_with_a_large_window(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """9. At 1920×1080 the top bar, the buttons and the side panel's type are about a third larger than at
    1280×800, and no larger than half again however large the window."""
    scripted_shoe(THIRDS)
    app.sit_down()
    app.key(K.Key_J)
    app.key(K.Key_D)
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
        app.key(K.Key_T)

    def sizes() -> dict[str, int]:
        return {name: app.prop(name, "font").pixelSize() for name in SCALED}

    base = sizes()
    panel = app.find("sidePanel").width()
    resize(app, 1920, 1080)
    settle(app)
    large = sizes()
    for name in SCALED:
        assert 1.25 <= large[name] / base[name] <= 1.5, (name, base[name], large[name])
    assert app.find("sidePanel").width() >= panel * 1.25
    assert app.find("topBar").height() >= 62 * 1.25
    resize(app, 2560, 1440)
    settle(app)
    for name, px in sizes().items():
        assert px <= base[name] * 1.5 + 1, name


NATURAL_TIE = "9S 9C KH KD"
"""Player 9, banker 9: a natural tie; JUGADOR and BANCA get their chips back."""


def test_the_returned_badge_leaves_the_chips_in_sight(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """8. A tie returns JUGADOR's chips: its "devuelta" badge is inside the spot, off the chips, at 800×600, 1280×800
    and 1920×1080 (the hand played at the first, the window then made larger)."""
    scripted_shoe(NATURAL_TIE)
    app.sit_down()
    resize(app, 800, 600)
    app.key(K.Key_2)
    app.key(K.Key_J)
    app.key(K.Key_D)
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
        app.key(K.Key_T)
    for size in ((800, 600), (1280, 800), (1920, 1080)):
        resize(app, *size)
        settle(app)
        badge, stack = rect(app.find("spotResult_player")), rect(app.find("chipStack_player"))
        assert rect(app.find("spot_player")).contains(badge), size
        assert not badge.intersects(stack), f"the badge covers its chips at {size}"


def test_the_drawer_roads_show_a_stretch_of_the_shoe_at_800x600(app: App) -> None:
    """8. At 800×600 the drawer beside the side panel: the big road shows 20 columns or more, each derived road 7."""
    app.prefs.setShowOdds(False)
    app.sit_down()
    resize(app, 800, 600)
    app.key(K.Key_C)
    app.qtbot.waitUntil(
        lambda: (
            app.exists("roadsDrawer")
            and app.find("roadsDrawer").property("y") <= 600 - app.find("roadsDrawer").height()
        )
    )
    settle(app)
    assert app.exists("sidePanel")

    def columns(name: str) -> int:
        road = app.find(name)
        return int(road.width() // road.property("cell"))

    assert columns("road_big") >= 20
    for name in ("road_big_eye_boy", "road_small_road", "road_cockroach_pig"):
        assert columns(name) >= 7, name
