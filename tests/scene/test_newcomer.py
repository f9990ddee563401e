"""The table as a newcomer meets it (issue 18): messages, the last hand, badges, small windows, leaving, the lobby."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.announcer import Announcer
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.words import table_texts
from tests.support.gui import App, at_instant_pace, start_app, walk

K = Qt.Key

PLAYER_LOSES = "2S 4H 3D 4C  2D 4S 3H 4D"
"""Player 5, banker 8 with a pair of fours (natural), twice: PAR BANCA wins, JUGADOR loses."""
BANKER_SIX = "TS 3C 5H 3D 9D"
"""Player 5 draws 9 (4); banker 6 stands: banker wins with 6."""
SIZES = [(1280, 800), (1024, 640), (800, 600)]


app = pytest.fixture(name="app")(at_instant_pace)
"""The game at the instant pace: these tests are about what the table says and where it puts it (messages, badges, hints, leaving), not the motion."""


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


def play(app: App, *chips: tuple[str, int]) -> None:
    """Place these chips (spot, chip), deal and open every card; wait for the result."""
    for spot, chip in chips:
        app.table.selectChip(chip)
        app.table.placeChip(spot)
    app.key(K.Key_D)
    app.key(K.Key_T)
    app.qtbot.waitUntil(lambda: app.exists("resultBanner"))


@pytest.mark.parametrize("size", SIZES)
def test_a_refusal_never_covers_the_result_or_the_cards(
    app: App, scripted_shoe: Callable[[str], None], size: tuple[int, int]
) -> None:
    """1. After a result, 4 then E with less than 500: the refusal is shown beside the banner, not over it."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    resize(app, *size)
    play(app, ("player", 100))
    assert app.table.balance < 50_000
    app.key(K.Key_4)
    app.key(K.Key_E)
    assert "No te alcanzan las fichas" in app.prop("messageText", "text")
    message = rect(app.find("messageArea"))
    assert not message.intersects(rect(app.find("resultBanner")))
    for index in range(4):
        assert not message.intersects(rect(app.find(f"card_{index}")))
    assert app.window.contentItem().contains(app.find("messageArea").mapToScene(QPointF(0, 0)))


def test_a_refusal_goes_away_by_itself_and_on_any_action(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """2. A after a hand: the refusal shows, then leaves after its time; another leaves at the next action."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    play(app, ("player", 100))
    app.key(K.Key_A)
    assert app.prop("messageText", "text") == "No hay ninguna carta boca abajo para abrir."
    duration = app.announcer.messageDuration
    assert 2_000 <= duration <= 8_000
    app.qtbot.waitUntil(lambda: app.announcer.message == "", timeout=duration + 2_000)
    assert app.prop("messageText", "text") != "No hay ninguna carta boca abajo para abrir."
    app.key(K.Key_A)
    assert app.announcer.message != ""
    app.key(K.Key_1)  # any action: a chip taken in hand
    assert app.announcer.message == ""


def test_messages_have_one_order() -> None:
    """1. A refusal goes before a notice of the shoe; the notice shows when the refusal's time is over."""
    announcer = Announcer()
    said: list[str] = []
    announcer.announcement.connect(said.append)
    announcer.notify("shoe", "Salió la carta de corte.")
    assert (announcer.message, announcer.messageKind) == ("Salió la carta de corte.", "notice")
    announcer.refuse("deal", "Pon al menos una ficha.")
    assert (announcer.message, announcer.messageKind) == ("Pon al menos una ficha.", "refusal")
    announcer.refuse("tie", "No te alcanzan las fichas.")
    assert announcer.message == "No te alcanzan las fichas."
    announcer.expireMessage(announcer.messageSerial - 1)  # an older message's time: nothing changes
    assert announcer.message == "No te alcanzan las fichas."
    announcer.expireMessage(announcer.messageSerial)
    assert announcer.message == "Salió la carta de corte."
    announcer.expireMessage(announcer.messageSerial)
    assert announcer.message == ""
    assert said == ["Salió la carta de corte.", "Pon al menos una ficha.", "No te alcanzan las fichas."]


def test_the_last_hand_stays_until_the_next_is_settled(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """3. ÚLTIMA MANO keeps the hand while chips are placed and LIMPIAR pressed; the next result replaces it."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    app.prefs.setRebet(False)
    play(app, ("player", 100))
    shown = app.prop("lastHand", "text")
    assert shown.startswith("Gana la BANCA con 8 (JUGADOR 5)")
    app.click("spot_tie")
    assert app.hand.resultText == ""  # the banner leaves the felt ...
    assert app.prop("lastHand", "text") == shown  # ... the panel keeps the hand
    app.click("clearButton")
    assert app.prop("lastHand", "text") == shown
    play(app, ("tie", 5))
    assert app.prop("lastHand", "text") != shown and "EMPATE: pierdes 5" in app.prop("lastHand", "text")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("chip", [25, 500])
def test_win_badges_fit_their_spot(
    app: App, scripted_shoe: Callable[[str], None], size: tuple[int, int], chip: int
) -> None:
    """4. PAR BANCA won with 25 (+275) and with 500 (+5.500): the badge stays inside its spot."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    resize(app, *size)
    if chip < 500:
        play(app, ("banker_pair", chip), ("player", 5))
        badges = {"banker_pair": f"+{chip * 11}", "player": "−5"}
    else:
        play(app, ("banker_pair", chip))
        badges = {"banker_pair": "+5.500"}  # grouped from the thousands
    for spot, text in badges.items():
        badge = app.find("spotResult_" + spot)
        assert any(t.property("text") == text for t in badge.childItems())
        assert rect(app.find("spot_" + spot)).contains(rect(badge)), (
            f"{spot}'s badge leaves its spot at {size}"
        )


def test_the_sum_adds_up_when_the_bet_is_repeated(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """5. 110 lost with the rebet on: the balance after the hand, then what the repeated bet took."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    assert app.prefs.rebet
    play(app, ("player", 100), ("player", 5), ("player", 5))
    assert app.table.balance == 28_000
    said = "Pierdes 110 · saldo 390 · apuesta repetida 110: te quedan 280"
    assert app.hand.resultSum == said
    assert app.prop("resultSum", "text") == said


def test_without_a_rebet_the_sum_is_the_balance(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """5. With the rebet off, the line ends at the balance."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    app.prefs.setRebet(False)
    play(app, ("player", 100))
    assert app.prop("resultSum", "text") == "Pierdes 100 · saldo 400"


def test_leaving_asks_first_by_keys(app: App) -> None:
    """6. Control+R asks; Escape goes back to the table; Control+R and Enter end the night."""
    app.sit_down()
    app.key(K.Key_R, Qt.KeyboardModifier.ControlModifier)
    app.qtbot.waitUntil(lambda: app.exists("confirmLeaveButton"))
    assert "Terminas la noche con 500 fichas" in app.prop("leaveQuestion", "text")
    assert app.night.screen == Screen.Table
    app.key(K.Key_Escape)
    app.qtbot.waitUntil(lambda: not app.exists("confirmLeaveButton"))
    assert app.night.screen == Screen.Table
    app.key(K.Key_R, Qt.KeyboardModifier.ControlModifier)
    app.confirm_leave()
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)


def test_leaving_asks_first_by_accessible_actions(app: App) -> None:
    """6. A screen reader presses RETIRARSE: a dialog with its question; its RETIRARSE ends the night."""
    app.sit_down()

    def press(name: str) -> None:
        found = [
            iface
            for iface in walk(QAccessible.queryAccessibleInterface(app.window))
            if iface.object() is not None and iface.object().objectName() == name
        ]
        assert found, name
        found[0].actionInterface().doAction(QAccessibleActionInterface.pressAction())

    press("leaveButton")
    app.qtbot.waitUntil(lambda: app.exists("confirmLeaveButton"))

    def shown() -> list[tuple[QAccessible.Role, str]]:
        return [
            (iface.role(), iface.text(QAccessible.Text.Name))
            for iface in walk(QAccessible.queryAccessibleInterface(app.window))
            if not iface.state().invisible
        ]

    app.qtbot.waitUntil(lambda: any(role == QAccessible.Role.Dialog for role, _ in shown()))
    assert (QAccessible.Role.Heading, "¿Retirarte de la mesa?") in shown()
    assert (QAccessible.Role.StaticText, app.night.leaveQuestion) in shown()
    press("stayButton")
    app.qtbot.waitUntil(lambda: not app.exists("confirmLeaveButton"))
    assert app.night.screen == Screen.Table
    press("leaveButton")
    app.qtbot.waitUntil(lambda: app.exists("confirmLeaveButton"))
    press("confirmLeaveButton")
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)


def test_the_lobby_shows_the_table_of_a_waiting_night(qtbot: QtBot) -> None:
    """7. A night waits at CLÁSICA: the lobby shows it chosen; the other table asks before a new night there."""
    first = start_app(qtbot)
    first.click("table_classic")
    first.sit_down()
    first.click("spot_player")
    first.close()
    app = start_app(qtbot)
    try:
        app.prefs.setTableKind("no_commission")  # chosen earlier, the night is still at CLÁSICA
        assert app.night.savedNightTable == "classic"
        assert app.prop("table_classic", "checked") and not app.prop("table_no_commission", "checked")
        assert app.exists("savedTableNote")
        app.click("table_no_commission")
        qtbot.waitUntil(lambda: app.exists("confirmNewNightButton"))
        assert "mesa SIN COMISIÓN" in app.prop("newNightWarning", "text")
        app.click("keepNightButton")
        qtbot.waitUntil(lambda: not app.exists("confirmNewNightButton"))
        assert app.night.savedNightAvailable and app.prop("table_classic", "checked")
        app.click("table_no_commission")
        qtbot.waitUntil(lambda: app.exists("confirmNewNightButton"))
        app.click("confirmNewNightButton")
        qtbot.waitUntil(lambda: app.night.screen == Screen.Table)
        assert app.prefs.tableKind == "no_commission" and app.table.totalBet == 0
    finally:
        app.close()


def test_banker_six_half_pay_is_explained(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """8. SIN COMISIÓN, 100 on BANCA winning with 6: the line says why it pays 50."""
    scripted_shoe(BANKER_SIX)
    app.click("table_no_commission")
    app.sit_down()
    play(app, ("banker", 100))
    assert "BANCA: ganas 50 (la banca gana con 6: paga la mitad)" in app.hand.resultLines
    assert "BANCA: ganas 50 (la banca gana con 6: paga la mitad)" in app.prop("lastHand", "text")


def test_classic_banker_six_has_no_half_pay_remark(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """8. At CLÁSICA a banker six pays the usual 0.95: nothing to explain."""
    scripted_shoe(BANKER_SIX)
    app.click("table_classic")
    app.sit_down()
    play(app, ("banker", 100))
    assert app.hand.resultLines == ["BANCA: ganas 95"]


def test_hints_where_they_belong(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """11 and 9. The start hint under the hands (not across them); the squeeze hint the first hands."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    assert app.prop("messageText", "text") == "Elige una ficha y ponla en una casilla; luego, REPARTIR."
    hint = rect(app.find("messageArea"))
    for box in ("handBox_player", "handBox_banker"):
        assert hint.top() >= rect(app.find(box)).bottom()
    app.click("spot_player")
    assert app.prop("messageText", "text") == ""
    app.key(K.Key_D)
    assert app.prop("messageText", "text") == table_texts.squeeze_hint()
    app.key(K.Key_T)
    app.qtbot.waitUntil(lambda: app.exists("resultBanner"))
    assert app.table.hint == ""


def test_the_squeeze_hint_stops_after_the_first_hands(app: App) -> None:
    """9. The squeeze hint shows in the first three hands only."""
    app.sit_down()
    app.click("spot_player")
    shown = []
    for _ in range(4):
        app.key(K.Key_D)
        shown.append(app.table.hint == table_texts.squeeze_hint())
        app.key(K.Key_T)
        app.qtbot.waitUntil(lambda: app.table.betting)
    assert shown == [True, True, True, False]


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


def test_small_faults(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """12. Capitals on the buttons, the limits on the table, the rebet box drawn, dear chips dimmed and told."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    assert app.prop("helpButton", "text") == "CÓMO SE JUEGA"
    assert app.prop("betLimits", "text") == "Apuesta por casilla: de 5 a 500"
    app.prefs.setRebet(False)
    app.qtbot.waitUntil(lambda: not app.prop("rebetCheck", "checked"))
    assert app.prop("rebetBox", "color").lightness() < 128  # not a bare white square
    assert app.table.affordableChips == [5, 25, 100, 500]
    play(app, ("player", 100))
    assert app.table.affordableChips == [5, 25, 100]
    assert app.find("chip_500").childItems()[0].opacity() < 1
    app.click("chip_500")
    assert (
        app.prop("messageText", "text")
        == "La ficha de 500 vale más de lo que te queda (400): no podrás ponerla."
    )
    app.click("chip_25")
    assert app.announcer.message == ""


def test_a_cue_shows_as_the_peel_nears_the_turn(app: App) -> None:
    """9. Lifting a card edge by edge: no cue at first, then a gold edge growing as it nears the turn."""
    app.sit_down()
    app.click("spot_player")
    app.key(K.Key_D)
    app.wait_cards_dealt()
    app.qtbot.waitUntil(lambda: app.hand.canOpen)
    app.key(K.Key_Up)
    assert not app.exists("turnCue")  # a quarter of the way: nothing yet
    app.key(K.Key_Up)
    app.key(K.Key_Up)
    app.qtbot.waitUntil(lambda: app.exists("turnCue") and app.find("turnCue").opacity() >= 0.4)
    assert not app.cards()[0]["faceUp"]


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
    """C on a small window: wait until the roads drawer has risen."""
    app.key(K.Key_C)
    app.qtbot.waitUntil(
        lambda: (
            app.exists("roadsDrawer")
            and app.find("roadsDrawer").property("y") <= size[1] - app.find("roadsDrawer").height()
        )
    )


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1024, 640), (1180, 800)])
def test_the_odds_labels_are_whole(
    played_night: Callable[..., App], size: tuple[int, int], language: str
) -> None:
    """12. P on a small window: every row of the odds (PAR JUGADOR, Banker Pair…) is written whole."""
    app = played_night(3, language=language)
    resize(app, *size)
    with app.qtbot.waitSignal(app.context.odds.updated, timeout=5_000):
        app.key(K.Key_P)
    if app.exists("roadsButton"):  # the roads (and the side panel) are in the drawer
        open_drawer(app, size)
    labels = [
        item
        for item in app.items()
        if item.objectName().startswith(("oddsResultLabel_", "oddsEdgeLabel_")) and item.isVisible()
    ]
    assert len(labels) == 10
    app.qtbot.waitUntil(lambda: all(label.width() > 0 for label in labels))
    for label in labels:
        assert not label.property("truncated"), f"{label.property('text')!r} is cut short at {size}"


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1024, 640)])
def test_the_roads_counts_keep_clear_of_the_asks(
    played_night: Callable[..., App], size: tuple[int, int], language: str
) -> None:
    """12. Late in a shoe, with the odds shown, the drawer's counts (Manos 70 · naturales…) stay off the asks."""
    app = played_night(70, language=language, show_odds=True)
    resize(app, *size)
    open_drawer(app, size)
    counts = app.find("roadCounts")
    assert counts.property("text").startswith(("Manos 70", "Hands 70"))
    board = rect(app.find("scoreboard"))
    for ask in ("askBanker", "askPlayer"):
        button = app.find(ask)
        assert not rect(counts).intersects(rect(button)), f"the counts run into {ask} at {size}"
        assert not rect(button).intersects(rect(app.find("roadsNote"))), f"{ask} runs into the note at {size}"
        assert button.width() >= button.implicitWidth(), f"{ask}'s marks spill out of it at {size}"
        assert board.contains(rect(button))
    assert rect(counts).width() >= counts.implicitWidth()


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1024, 640), (1280, 800)])
def test_every_deck_description_is_whole(app: App, size: tuple[int, int], language: str) -> None:
    """12. In the lobby every deck's description is written whole, and its tile stays in the window's width."""
    app.prefs.setLanguage(language)
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
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_top_bar_lines_are_whole_where_there_is_room(
    app: App, size: tuple[int, int], language: str
) -> None:
    """12. Muted, on a window with room: the table, the shoe, "sin sonido (M)" and the limits are written whole."""
    app.prefs.setLanguage(language)
    app.sit_down()
    resize(app, *size)
    if not app.context.sound.muted:
        app.key(K.Key_M)
    app.qtbot.waitUntil(lambda: app.context.sound.muted and app.find("mutedNote").width() > 0)
    lines = ("cardsLeft", "mutedNote", "betLimits")
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
