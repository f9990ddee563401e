"""The table as a newcomer meets it (issue 18), on a small window: every control inside it, the side panel in
the drawer with its margin, the lobby scrolled to the keyboard, and every text written whole (the odds, the
roads' counts, the decks' descriptions, the top bar); the odds scroll in the drawer."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF, Qt

from baccarat_qt.boundary.enums import Screen
from tests.support.gui import App, at_instant_pace
from tests.support.layout import SIZES, rect, resize

K = Qt.Key


app = pytest.fixture(name="app")(at_instant_pace)
"""The game at the instant pace: these tests are about what the table says and where it puts it (messages, badges, hints, leaving), not the motion."""


CONTROLS = [
    "dealButton",
    "openAllButton",
    "clearButton",
    "rebetCheck",
    "leaveButton",
    "helpButton",
    "roadsButton",
    "chip_500",
    "spot_player_pair",
    "spot_banker",
    "spot_banker_pair",
    "balance",
    "messageArea",
]


@pytest.mark.parametrize("size", [(800, 600), (1024, 640)])
def test_every_control_inside_a_small_window(app: App, size: tuple[int, int]) -> None:
    """10. At 800×600 and 1024×640 every control is in the window; the side panel opens in the drawer (C)."""
    app.sit_down()
    resize(app, *size)
    assert (app.window.minimumWidth(), app.window.minimumHeight()) == (800, 600)
    window = QRectF(0, 0, *size)
    for muted in (False, True):  # "· sin sonido (M)" widens the top bar's first column
        app.key(K.Key_M)

        def toggled(muted: bool = muted) -> bool:
            return app.context.sound.muted is not muted

        app.qtbot.waitUntil(toggled)
        for name in CONTROLS:
            assert window.contains(rect(app.find(name))), f"{name} is cut off at {size}"
    app.qtbot.waitUntil(lambda: not app.exists("sidePanel"))  # not on the felt, the drawer closed
    app.key(K.Key_C)
    app.qtbot.waitUntil(
        lambda: app.exists("sidePanel") and app.find("roadsDrawer").property("y") < size[1] - 50
    )
    app.qtbot.waitUntil(lambda: window.contains(rect(app.find("sidePanel"))))


def test_the_side_panel_keeps_a_margin(app: App) -> None:
    """12. At 1280×800 the side panel stays inside the felt with its padding."""
    app.sit_down()
    panel = rect(app.find("sidePanel"))
    assert panel.right() <= app.window.contentItem().width() - 10 - 16 + 0.5


def test_the_lobby_keeps_the_keyboard_in_view_on_a_small_window(app: App) -> None:
    """10. At 800×600 the lobby scrolls: the focused SENTARSE is in the window, and Enter sits down."""
    resize(app, 800, 600)
    app.wait_lobby_complete()
    window = QRectF(0, 0, 800, 600)
    app.qtbot.waitUntil(lambda: window.contains(rect(app.find("startButton"))))
    assert app.find("startButton").hasActiveFocus()
    app.key(K.Key_Return)
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Table)


def test_the_help_text_keeps_off_its_frame(app: App) -> None:
    """12. The help's first heading and text sit inside the scroll area's frame with room around them."""
    app.sit_down()
    app.key(K.Key_F1)
    app.qtbot.waitUntil(lambda: app.exists("helpScroll"))
    frame = rect(app.find("helpScroll"))
    heading = next(
        item for item in app.items() if item.property("text") == "El objetivo" and item.isVisible()
    )
    app.qtbot.waitUntil(lambda: rect(heading).top() - frame.top() >= 8)
    assert rect(heading).left() - frame.left() >= 8


def open_drawer(app: App, size: tuple[int, int]) -> None:
    """C on a small window (unless the drawer is open already: it stays open as the window is resized): wait until
    the roads drawer has risen."""
    if not (app.exists("roadsDrawer") and app.prop("roadsDrawer", "open")):
        app.key(K.Key_C)
    app.qtbot.waitUntil(
        lambda: (
            app.exists("roadsDrawer")
            and app.find("roadsDrawer").property("y") <= size[1] - app.find("roadsDrawer").height()
        )
    )


def odds_labels_whole(app: App, size: tuple[int, int]) -> None:
    """At this size, the odds shown: every row's labels written whole (in the drawer where the roads fold)."""
    resize(app, *size)
    if app.exists("roadsButton"):  # the roads (and the side panel) are in the drawer
        open_drawer(app, size)
    else:  # on the felt: the drawer, left open on a smaller window, slides away
        app.qtbot.waitUntil(lambda: not app.exists("roadsDrawer"))
    labels = [
        item
        for item in app.items()
        if item.objectName().startswith(("oddsResultLabel_", "oddsEdgeLabel_")) and item.isVisible()
    ]
    assert len(labels) == 10, size
    app.qtbot.waitUntil(lambda: all(label.width() > 0 for label in labels))
    for label in labels:
        assert not label.property("truncated"), f"{label.property('text')!r} is cut short at {size}"


@pytest.mark.parametrize("language", ["es", "en"])
def test_the_odds_labels_are_whole(played_night: Callable[..., App], language: str) -> None:
    """12. P, then a small window: every row of the odds (PAR JUGADOR, Banker Pair…) is written whole, at 800×600,
    1024×640 (in the drawer) and 1180×800 (one game, the window made larger)."""
    app = played_night(3, language=language)
    with app.qtbot.waitSignal(app.context.odds.updated, timeout=5_000):
        app.key(K.Key_P)
    for size in ((800, 600), (1024, 640), (1180, 800)):
        odds_labels_whole(app, size)


@pytest.mark.parametrize("language", ["es", "en"])
def test_the_roads_counts_keep_clear_of_the_asks(played_night: Callable[..., App], language: str) -> None:
    """12. Late in a shoe, with the odds shown, the drawer's counts (Manos 70 · naturales…) stay off the asks, at
    800×600 and 1024×640 (one game, the drawer open as the window is made larger)."""
    app = played_night(70, language=language, show_odds=True)
    for size in ((800, 600), (1024, 640)):
        resize(app, *size)
        open_drawer(app, size)
        counts = app.find("roadCounts")
        assert counts.property("text").startswith(("Manos 70", "Hands 70"))
        board = rect(app.find("scoreboard"))
        for ask in ("askBanker", "askPlayer"):
            button = app.find(ask)
            assert not rect(counts).intersects(rect(button)), f"the counts run into {ask} at {size}"
            assert not rect(button).intersects(rect(app.find("roadsNote"))), (
                f"{ask} runs into the note at {size}"
            )
            assert button.width() >= button.implicitWidth(), f"{ask}'s marks spill out of it at {size}"
            assert board.contains(rect(button)), size
        assert rect(counts).width() >= counts.implicitWidth(), size


def deck_descriptions_whole(app: App, size: tuple[int, int]) -> None:
    """At this size, in the lobby: every deck's description written whole, its tile in the window's width."""
    resize(app, *size)
    app.wait_lobby_complete()
    decks = [deck["id"] for deck in app.prefs.deckOptions]
    assert len(decks) == 4
    texts = [app.find("deckDescription_" + deck) for deck in decks]
    tiles = [app.find("deck_" + deck) for deck in decks]
    # The lobby lays the tiles out again after the window's new size: wait until they are in it.
    app.qtbot.waitUntil(
        lambda: (
            all(text.width() > 0 and text.property("text") != "" for text in texts)
            and all(rect(tile).right() <= size[0] for tile in tiles)
        )
    )
    for deck, text in zip(decks, texts, strict=True):
        assert not text.property("truncated"), f"{deck}'s description is cut short at {size}"


@pytest.mark.parametrize("language", ["es", "en"])
def test_every_deck_description_is_whole(app: App, language: str) -> None:
    """12. In the lobby every deck's description is written whole, and its tile stays in the window's width, as
    the window goes from 800×600 to 1024×640 and 1280×800."""
    app.prefs.setLanguage(language)
    for size in reversed(SIZES):
        deck_descriptions_whole(app, size)


@pytest.mark.parametrize("language", ["es", "en"])
def test_the_top_bar_lines_are_whole_where_there_is_room(app: App, language: str) -> None:
    """12. Muted: the table, the shoe, "sin sonido (M)" and the limits are written whole at 800×600, 1024×640 and
    1280×800; at 800×600 the Spanish lines are shorter ("416 cartas · sin sonido", "Por casilla: de 5 a 500"),
    none cut short."""
    app.prefs.setLanguage(language)
    app.sit_down()
    lines = ("cardsLeft", "mutedNote", "betLimits")
    for size in reversed(SIZES):
        resize(app, *size)
        if not app.context.sound.muted:
            app.key(K.Key_M)
        app.qtbot.waitUntil(lambda: app.context.sound.muted and app.find("mutedNote").width() > 0)
        # The bar settles a frame after the note shows: wait for it, a line cut short never ends.
        app.qtbot.waitUntil(lambda: not any(app.prop(name, "truncated") for name in lines), timeout=2_000)


@pytest.mark.parametrize("size", [(800, 600), (1024, 640)])
def test_the_odds_scroll_in_the_drawer(played_night: Callable[..., App], size: tuple[int, int]) -> None:
    """12. In the drawer of a small window the odds are taller than the panel: Page Down on them shows the end."""
    app = played_night(20, show_odds=True)
    resize(app, *size)
    open_drawer(app, size)
    panel, caveat = app.find("sidePanel"), app.find("oddsCaveat")
    app.qtbot.waitUntil(lambda: caveat.height() > 0)
    assert rect(caveat).bottom() > rect(panel).bottom()  # the end is out of sight at first
    app.find("oddsPanel").forceActiveFocus(Qt.FocusReason.TabFocusReason)
    for _ in range(4):
        app.key(K.Key_PageDown)
    app.qtbot.waitUntil(lambda: rect(panel).contains(rect(caveat)))
    assert QRectF(0, 0, *size).contains(rect(caveat))
    assert rect(app.find("oddsPanel")).top() < rect(panel).top()  # scrolled, not squeezed
    for _ in range(4):
        app.key(K.Key_PageUp)
    app.qtbot.waitUntil(lambda: rect(panel).contains(rect(app.find("lastHand"))))
