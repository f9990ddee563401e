"""A second evening as a newcomer (issue 30): preferences at the table, dialogs in the theme, steady bars."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.enums import Screen
from tests.support.frames import wait_frames
from tests.support.gui import App, at_instant_pace, start_app
from tests.support.written import written

K = Qt.Key


app = pytest.fixture(name="app")(at_instant_pace)
"""The game at the instant pace: these tests are about what the evening's screens show and where (texts, sizes, badges, the odds line), not the motion."""


THIRDS = "2S 4H 3D KC 4D 7C"
"""Player 5 draws a 4, banker 4 draws a 7: player 9 to banker 1."""


def rect(item: QQuickItem) -> QRectF:
    """An item's rectangle in the window."""
    return QRectF(item.mapToScene(QPointF(0, 0)), item.mapToScene(QPointF(item.width(), item.height())))


def resize(app: App, width: int, height: int) -> None:
    """Give the window this size and wait until the scene has it."""
    app.window.resize(width, height)
    app.qtbot.waitUntil(
        lambda: (app.window.contentItem().width(), app.window.contentItem().height()) == (width, height),
        timeout=3_000,
    )


def settle(app: App) -> None:
    """Wait for two frames drawn after now: the layouts have placed everything by then."""
    wait_frames(app.qtbot, app.window)


def mid_hand(app: App) -> None:
    """100 on JUGADOR, dealt, the first card open: a hand in play."""
    app.sit_down()
    app.key(K.Key_3)
    app.key(K.Key_J)
    app.key(K.Key_D)
    app.wait_cards_dealt()
    app.key(K.Key_A)
    assert app.table.phase == UiPhase.Revealing


def test_preferences_open_at_the_table_and_switch_the_language_mid_hand(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """1. PREFERENCIAS in the top bar, mid-hand: English and another deck at once; closed, the hand plays on."""
    scripted_shoe(THIRDS)
    app.prefs.setRebet(False)
    mid_hand(app)
    cards, balance, bet = app.cards(), app.table.balance, app.table.totalBet
    app.click("tablePreferencesButton")
    app.qtbot.waitUntil(lambda: app.exists("preferencesDialogClose"))
    app.click("language_en")
    app.qtbot.waitUntil(lambda: app.prefs.language == "en")
    app.qtbot.waitUntil(lambda: app.prop("preferencesDialogClose", "text") == "CLOSE")
    other = next(deck["id"] for deck in app.prefs.deckOptions if deck["id"] != app.prefs.deckDesign)
    app.click("prefDeck_" + other)
    app.qtbot.waitUntil(lambda: app.prefs.deckDesign == other)
    app.key(K.Key_Escape)
    app.qtbot.waitUntil(lambda: not app.exists("preferencesDialogClose"))
    assert [card["faceUp"] for card in app.cards()] == [card["faceUp"] for card in cards]
    assert (app.table.balance, app.table.totalBet, app.table.phase) == (balance, bet, UiPhase.Revealing)
    assert app.prop("dealButton", "text") == "DEAL"
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
        app.key(K.Key_T)
    assert app.table.balance == balance + 20_000  # 100 on JUGADOR paid even money


def test_f10_opens_and_closes_the_preferences_on_every_screen(app: App) -> None:
    """1. F10 in the lobby and at the table opens the preferences, and closes them; the keyboard comes back."""
    for where in ("lobby", "table"):
        if where == "table":
            app.sit_down()
        before = app.window.activeFocusItem()
        app.key(K.Key_F10)
        app.qtbot.waitUntil(lambda: app.exists("preferencesDialogClose"))
        app.qtbot.waitUntil(lambda: app.find("mutedCheck").hasActiveFocus())
        app.key(K.Key_F10)
        app.qtbot.waitUntil(lambda: not app.exists("preferencesDialogClose"))

        def back(before: QQuickItem = before) -> bool:
            return app.window.activeFocusItem() is before

        app.qtbot.waitUntil(back)


def test_the_leave_dialog_has_no_bar_of_its_own(app: App) -> None:
    """3. RETIRARSE's question is drawn by the game: its title is the first thing in the dialog, on its panel."""
    app.sit_down()
    app.click("leaveButton")
    app.qtbot.waitUntil(lambda: app.exists("confirmLeaveButton"))
    title = next(
        item for item in app.items() if item.property("text") == "¿Retirarte de la mesa?" and item.isVisible()
    )
    dialog = title
    while "PopupItem" not in type(dialog).__name__ and "PopupItem" not in dialog.metaObject().className():
        dialog = dialog.parentItem()
    app.qtbot.waitUntil(lambda: rect(dialog).contains(rect(title)))
    assert rect(title).top() - rect(dialog).top() <= 20  # the padding, no bar above


TOP_BAR = [
    "balance",
    "totalBet",
    "tableTitle",
    "historyButton",
    "tablePreferencesButton",
    "helpButton",
    "leaveButton",
]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (800, 600)])
def test_nothing_moves_when_the_sound_is_muted(app: App, size: tuple[int, int]) -> None:
    """10. M shows "· sin sonido (M)" in the top bar: the balance, the bet and the buttons stay where they were."""
    app.sit_down()
    resize(app, *size)
    app.qtbot.waitUntil(lambda: not app.context.sound.muted or app.exists("mutedNote"))
    if app.context.sound.muted:  # no audio output: start from the sound on
        app.context.sound.setMuted(False)
    app.qtbot.waitUntil(lambda: not app.exists("mutedNote"))
    settle(app)
    before = {name: rect(app.find(name)) for name in TOP_BAR}
    app.key(K.Key_M)
    app.qtbot.waitUntil(lambda: app.exists("mutedNote") and app.find("mutedNote").width() > 0)
    settle(app)
    assert {name: rect(app.find(name)) for name in TOP_BAR} == before


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


@pytest.mark.parametrize(
    ("language", "said"),
    [("es", "Gana el JUGADOR con 9 (BANCA 1)"), ("en", "PLAYER wins with 9 (BANKER 1)")],
)
def test_the_score_cannot_read_as_a_price(
    app: App, scripted_shoe: Callable[[str], None], language: str, said: str
) -> None:
    """2. The result names the winner's total and puts the other in brackets: no "9 a 1" / "9 to 1" beside "8 : 1"."""
    scripted_shoe(THIRDS)
    app.prefs.setLanguage(language)
    app.sit_down()
    app.key(K.Key_J)
    app.key(K.Key_D)
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
        app.key(K.Key_T)
    for text in (app.hand.resultText, app.prop("lastHand", "text")):
        assert text.startswith(said)
        assert not re.search(r"\d+\s*(a|to|:|-|–)\s*\d+", text), text


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


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("waiting", [False, True])
def test_every_lobby_control_shows_without_scrolling(
    qtbot: QtBot, size: tuple[int, int], language: str, waiting: bool
) -> None:
    """4. With or without a night waiting, in both languages: every control of the lobby is in the window, unscrolled."""
    if waiting:
        first = start_app(qtbot)
        first.sit_down()
        first.click("spot_player")
        first.close()
    app = start_app(qtbot)
    try:
        app.prefs.setLanguage(language)
        resize(app, *size)
        app.wait_lobby_complete()
        settle(app)
        assert app.night.savedNightAvailable is waiting
        window = QRectF(0, 0, *size)
        names = [*LOBBY, *(f"deck_{deck['id']}" for deck in app.prefs.deckOptions)]
        names += ["continueButton", "savedNightSummary"] if waiting else []
        app.qtbot.waitUntil(lambda: all(window.contains(rect(app.find(name))) for name in names))
        assert app.find("lobbyFlick").property("contentY") == 0
        for deck in app.prefs.deckOptions:
            assert not app.prop("deckDescription_" + deck["id"], "truncated"), deck["id"]
    finally:
        app.close()


@pytest.mark.parametrize(
    ("language", "counting", "full"),
    [
        ("es", "11 de 20 caracteres", "20 de 20 caracteres: no caben más"),
        ("en", "11 of 20 characters", "20 of 20 characters: no room for more"),
    ],
)
def test_the_name_limit_is_said_while_typing(app: App, language: str, counting: str, full: str) -> None:
    """5. Typing "Maximiliano Alejandro": the count follows each letter, and the limit is said when it is reached."""
    app.prefs.setLanguage(language)
    app.night.startNight()
    app.night.leave()
    app.qtbot.waitUntil(lambda: app.exists("nameField"))
    field = app.find("nameField")
    field.forceActiveFocus()
    field.setProperty("text", "")
    app.type_text("Maximiliano")
    assert app.prop("nameCount", "text") == counting
    app.type_text(" Alejandro")
    assert field.property("text") == "Maximiliano Alejandr"
    assert app.prop("nameCount", "text") == full


BANKER_NATURAL = "TS 9C KH KD"
"""Banker 9 against player 0: no third card."""


def test_the_night_over_waits_for_the_player(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """11. The last 500 lost: the table keeps the hand and its result; VER EL PUNTAJE (focused) goes on."""
    scripted_shoe(BANKER_NATURAL)
    app.sit_down()
    app.key(K.Key_4)
    app.key(K.Key_J)
    with app.qtbot.waitSignal(app.night.nightEnded, timeout=2_000):
        app.key(K.Key_D)
        app.key(K.Key_T)
    app.qtbot.waitUntil(
        lambda: app.exists("showScoreButton") and app.find("showScoreButton").hasActiveFocus()
    )
    assert app.night.screen == Screen.Table and app.night.nightOverWaiting
    assert app.exists("resultBanner") and all(card["faceUp"] for card in app.cards())
    assert "menos que la apuesta mínima" in app.prop("nightOverText", "text")
    window = QRectF(0, 0, 1280, 800)
    assert window.contains(rect(app.find("showScoreButton")))
    app.key(K.Key_D)  # nothing deals on an ended night; the table stays
    assert app.night.screen == Screen.Table
    app.key(K.Key_Return)
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)
    assert app.night.score == 0 and not app.night.nightOverWaiting


def test_the_last_hand_comes_back_after_a_restart(qtbot: QtBot, scripted_shoe: Callable[[str], None]) -> None:
    """11. A hand played, the game closed: CONTINUAR LA NOCHE shows ÚLTIMA MANO as it was, from the saved coups."""
    scripted_shoe(THIRDS)
    first = start_app(qtbot)
    first.prefs.setRebet(False)
    first.sit_down()
    first.key(K.Key_3)
    first.key(K.Key_J)
    first.key(K.Key_2)
    first.key(K.Key_E)
    first.key(K.Key_D)
    with qtbot.waitSignal(first.hand.coupSettled, timeout=5_000):
        first.key(K.Key_T)
    shown = first.prop("lastHand", "text")
    assert shown.startswith("Gana el JUGADOR con 9 (BANCA 1)") and "EMPATE: pierdes 25" in shown
    first.close()
    second = start_app(qtbot)
    try:
        second.click("continueButton")
        qtbot.waitUntil(lambda: second.night.screen == Screen.Table and second.exists("lastHand"))
        assert second.prop("lastHand", "text") == shown
        assert second.hand.resultText == ""  # the felt is clear for the next bets
    finally:
        second.close()


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


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_the_returned_badge_leaves_the_chips_in_sight(
    app: App, scripted_shoe: Callable[[str], None], size: tuple[int, int]
) -> None:
    """8. A tie returns JUGADOR's chips: its "devuelta" badge is inside the spot, off the chips."""
    scripted_shoe(NATURAL_TIE)
    app.sit_down()
    resize(app, *size)
    app.key(K.Key_2)
    app.key(K.Key_J)
    app.key(K.Key_D)
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
        app.key(K.Key_T)
    settle(app)
    for spot in ("player",):
        badge, stack = rect(app.find("spotResult_" + spot)), rect(app.find("chipStack_" + spot))
        assert rect(app.find("spot_" + spot)).contains(badge), spot
        assert not badge.intersects(stack), f"{spot}'s badge covers its chips at {size}"


HISTORY_NIGHT = "9H 4C KS 4D  2S 7C 5H KD  3S 6H 5C 3D"
"""Three coups, no third cards."""


def two_nights(app: App) -> None:
    """A night of one hand at SIN COMISIÓN (25 on BANCA, lost), then a night of none; back in the lobby."""
    app.prefs.setTableKind("no_commission")
    app.prefs.setRebet(False)
    for hands in (1, 0):
        app.sit_down()
        for _ in range(hands):
            app.key(K.Key_B)
            app.key(K.Key_D)
            with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
                app.key(K.Key_T)
        app.night.leave()
        app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)
        app.night.backToLobby()
        app.qtbot.waitUntil(lambda: app.night.screen == Screen.Lobby)


def texts_in(app: App, name: str) -> list[QQuickItem]:
    """The texts inside the named item, as the scene has them now."""
    found = []
    stack = [app.find(name)]
    while stack:
        item = stack.pop()
        if isinstance(item.property("text"), str) and item.property("text"):
            found.append(item)
        stack.extend(item.childItems())
    return found


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_history_reads_well(
    app: App, scripted_shoe: Callable[[str], None], language: str, size: tuple[int, int]
) -> None:
    """7. Dates whole, a night of no hands not in red, the night's title whole, cards as tall as most of their
    row, and the export message moves nothing."""
    scripted_shoe(HISTORY_NIGHT)
    app.prefs.setLanguage(language)
    two_nights(app)
    written(app.context.seat)  # the two nights' saves (the file itself made first) are on the writer thread
    resize(app, *size)
    app.context.history.open()
    app.qtbot.waitUntil(lambda: app.exists("historyNight_1"))
    settle(app)
    for row in ("historyNight_0", "historyNight_1"):
        for text in texts_in(app, row):
            assert not text.property("truncated"), text.property("text")
    # The last column, the night's result: a night of no hands is not drawn as a loss.
    empty, played = (texts_in(app, row)[0] for row in ("historyNight_0", "historyNight_1"))
    assert (empty.property("text"), played.property("text")) == ("0", played.property("text"))
    assert empty.property("color") != played.property("color")

    app.context.history.openNight(1)
    app.qtbot.waitUntil(lambda: app.exists("historyCoup_0") and app.exists("historyCard"))
    settle(app)
    title = app.find("historyTitle")
    assert not title.property("truncated"), title.property("text")
    coup = app.find("historyCoup_0")
    cards = [item for item in app.items() if item.objectName() == "historyCard" and coup.isAncestorOf(item)]
    assert len(cards) == 4
    for card in cards:
        assert card.height() >= 0.85 * coup.height(), (card.height(), coup.height())
        assert card.height() >= 56
    body = rect(app.find("historyBody"))
    app.click("historyExport")
    app.qtbot.waitUntil(lambda: "exportad" in app.context.history.files.message)
    settle(app)
    assert rect(app.find("historyBody")) == body


def test_the_odds_say_which_cards_they_count_mid_hand(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """11. Mid-hand the odds still count the cards on the table: the line says so, beside the shoe's count."""
    scripted_shoe(THIRDS)
    app.prefs.setShowOdds(True)
    app.sit_down()
    app.qtbot.waitUntil(lambda: app.context.odds.ready)
    before = app.hand.cardsLeft
    assert app.prop("oddsCards", "text").startswith(f"Con las {before} cartas que quedan")
    app.key(K.Key_J)
    app.key(K.Key_D)
    app.wait_cards_dealt()
    shoe = app.hand.cardsLeft
    assert shoe == before - 4
    text = app.prop("oddsCards", "text")
    assert text.startswith(f"Con las {before} cartas de antes de esta mano (en el zapato quedan {shoe})"), (
        text
    )
    with app.qtbot.waitSignal(app.context.odds.updated, timeout=10_000):
        app.key(K.Key_T)
    app.qtbot.waitUntil(
        lambda: app.prop("oddsCards", "text").startswith(f"Con las {app.hand.cardsLeft} cartas que")
    )


def test_each_squeeze_step_shows(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """11. S on a focused card: the ear hears a step and the eye sees the edge lift further, each time."""
    scripted_shoe(THIRDS)
    app.sit_down()
    app.key(K.Key_J)
    app.key(K.Key_D)
    app.wait_cards_dealt()
    squeeze = app.find("squeeze_0")
    app.qtbot.waitUntil(lambda: squeeze.hasActiveFocus())
    lifted = [squeeze.property("peelProgress")]
    for _ in range(2):
        app.key(K.Key_S)
        app.qtbot.waitUntil(lambda: squeeze.property("peelProgress") > lifted[-1] + 0.02)
        lifted.append(squeeze.property("peelProgress"))
    assert not app.cards()[0]["faceUp"]
    app.key(K.Key_S)  # the last step opens it
    app.qtbot.waitUntil(lambda: app.cards()[0]["faceUp"])


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
