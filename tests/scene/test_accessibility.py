"""The game as a screen reader sees it in-process: names and roles, hidden cards, keys, announcements."""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface, QColor
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.engine import TableKind
from baccarat_qt.engine.shoe import Shoe, fisher_yates
from baccarat_qt.store.leaderboard import Entry, Leaderboard, save_leaderboard
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import App, start_app, walk

K = Qt.Key
Role = QAccessible.Role

# P B P B, then third cards: player 5 draws a 4 (9); banker 4 draws on a 4: a 7 (1). Player wins with 9 (banker 1).
THIRDS = "2S 4H 3D KC 4D 7C"
BANKER_NATURAL = "TS 9C KH KD"  # banker 9 against 0, no third card

RANK_WORDS = (
    "as",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "jota",
    "dama",
    "rey",
)
SUIT_WORDS = ("picas", "corazones", "diamantes", "tréboles")
_CARD_WORD = re.compile(r"\b(" + "|".join(RANK_WORDS + SUIT_WORDS) + r")\b", re.IGNORECASE)

INTERACTIVE_ROLES = {
    Role.Button,
    Role.CheckBox,
    Role.RadioButton,
    Role.EditableText,
    Role.ComboBox,
    Role.SpinBox,
    Role.Slider,
    Role.ScrollBar,
    Role.PageTab,
    Role.Link,
}
"""Roles a screen reader presents as something to act on."""
FOCUSABLE_ROLES = INTERACTIVE_ROLES | {Role.StaticText, Role.Row, Role.ListItem, Role.Pane}
"""Roles an item the keyboard can reach may have (the result text, a top-five row, the help text)."""
ENGLISH = {"ok", "cancel", "close", "yes", "no", "apply", "save", "open", "help", "button", "scroll", "menu"}
"""Toolkit defaults that would mean a control kept Qt's English name."""

FOCUS_COLOURS = (QColor("#ffe08a"), QColor("#ffd54a"))
"""Theme.focus in the normal theme, and the squeezable card's own ring."""


@pytest.fixture
def accessible() -> Iterator[None]:
    """Turn Qt's accessibility on, as a running screen reader does (Qt names dialogs only then)."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


@pytest.fixture
def app(qtbot: QtBot, accessible: None) -> Iterator[App]:
    """The game with one score already in the top five, started as a player starts it."""
    del accessible
    board = Leaderboard([Entry("Carmen", 81_250, TableKind.CLASSIC, dt.date(2026, 11, 2))])
    save_leaderboard(app_dirs().data, board)
    running = start_app(qtbot)
    yield running
    running.close()


# --- walking the accessible tree ------------------------------------------------------


def tree(app: App) -> list[QAccessibleInterface]:
    """What a screen reader can reach in the window: every shown accessible."""
    root = QAccessible.queryAccessibleInterface(app.window)
    assert root is not None
    return [iface for iface in walk(root) if not iface.state().invisible]


def name(iface: QAccessibleInterface) -> str:
    return iface.text(QAccessible.Text.Name)


def description(iface: QAccessibleInterface) -> str:
    return iface.text(QAccessible.Text.Description)


def tab_stop(iface: QAccessibleInterface) -> bool:
    """Whether Tab reaches this item."""
    item = iface.object()
    return isinstance(item, QQuickItem) and item.activeFocusOnTab() and item.isEnabled()


def label(iface: QAccessibleInterface) -> str:
    """For assertion messages: role, name and objectName."""
    item: QObject | None = iface.object()  # None when the accessible has no object
    return f"[{iface.role().name}] {name(iface)!r} ({item.objectName() if item is not None else '?'})"


def check_names_and_roles(app: App) -> list[QAccessibleInterface]:
    """Every interactive or Tab-reachable item has a Spanish name and a proper role; returns them."""
    reachable = [iface for iface in tree(app) if iface.role() in INTERACTIVE_ROLES or tab_stop(iface)]
    assert reachable, "nothing to act on"
    for iface in reachable:
        text = name(iface).strip()
        assert re.search(r"[A-Za-zÁÉÍÓÚÑáéíóúñ]", text), f"no name: {label(iface)}"
        assert text.lower() not in ENGLISH, f"an English toolkit name: {label(iface)}"
        assert iface.role() in FOCUSABLE_ROLES, f"no proper role: {label(iface)}"
    return reachable


CARD_NAME = re.compile(r"(?:card|squeeze)_(\d)")
"""objectName of a card on the table (the delegate) or of the squeezable card in it."""


def card_ifaces(app: App) -> list[QAccessibleInterface]:
    """The cards on the table as a screen reader finds them, in deal order."""
    found = {}
    for iface in tree(app):
        item = iface.object()
        if item is None:  # typed as never None, but an accessible may have no object
            continue
        match = CARD_NAME.fullmatch(item.objectName())
        if match:
            found[int(match[1])] = iface
    return [found[i] for i in sorted(found)]


# --- screens ---------------------------------------------------------------------------


def to_betting(app: App) -> None:
    app.sit_down()
    app.key(K.Key_3)
    app.key(K.Key_J)
    app.key(K.Key_E)


def to_mid_hand(app: App) -> None:
    to_betting(app)
    app.key(K.Key_D)
    app.key(K.Key_A)
    app.key(K.Key_A)


def to_result(app: App) -> None:
    to_mid_hand(app)
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=2_000):
        app.key(K.Key_T)  # the rest of the hand, third cards included, in one press


def to_score(app: App) -> None:
    to_result(app)
    app.key(K.Key_R, Qt.KeyboardModifier.ControlModifier)
    app.confirm_leave()
    app.qtbot.waitUntil(lambda: app.exists("nameField"))


def open_dialog(opener: str, dialog: str) -> Callable[[App], None]:
    def run(app: App) -> None:
        app.click(opener)
        app.qtbot.waitUntil(lambda: app.exists(dialog + "Close"))

    return run


def asked_to_leave(app: App) -> None:
    to_betting(app)
    app.key(K.Key_R, Qt.KeyboardModifier.ControlModifier)
    app.qtbot.waitUntil(lambda: app.exists("confirmLeaveButton"))


def help_at_table(app: App) -> None:
    to_mid_hand(app)
    app.key(K.Key_F1)
    app.qtbot.waitUntil(lambda: app.exists("helpDialogClose"))


SCREENS: dict[str, Callable[[App], None]] = {
    "lobby": lambda app: None,
    "betting": to_betting,
    "mid_hand": to_mid_hand,
    "result": to_result,
    "score": to_score,
    "help": open_dialog("lobbyHelpButton", "helpDialog"),
    "help_at_table": help_at_table,
    "leaderboard": open_dialog("leaderboardButton", "leaderboardDialog"),
    "preferences": open_dialog("preferencesButton", "preferencesDialog"),
    "leave": asked_to_leave,
}


@pytest.mark.parametrize("screen", SCREENS)
def test_every_control_has_a_spanish_name_and_a_role(
    app: App, scripted_shoe: Callable[[str], None], screen: str
) -> None:
    """On each screen and dialog, whatever Tab reaches or a reader offers to press is named and has a role.

    (At the instant pace, the player's own setting: the names once the cards are in place, not the motion,
    which the night by keyboard below and test_pace.py, test_reveal.py, test_first_deal.py keep at the normal
    pace.)"""
    app.prefs.setPace("instant")
    scripted_shoe(THIRDS)
    SCREENS[screen](app)
    reachable = check_names_and_roles(app)
    names = " | ".join(name(iface) for iface in reachable)
    expected = {
        "lobby": ["CLÁSICA", "SIN COMISIÓN", "SENTARSE A LA MESA", "Azul"],
        "betting": [
            "Ficha de 100",
            "JUGADOR, paga 1 a 1, apuesta 100 fichas",
            "EMPATE, paga 8 a 1, apuesta 100",
        ],
        "mid_hand": ["Jugador, segunda carta, boca abajo", "Repetir la apuesta anterior", "VOLTEAR TODAS"],
        "result": ["Gana el JUGADOR con 9 (BANCA 1)", "EMPATE: pierdes 100", "saldo"],
        "score": ["Tu nombre para la tabla de los cinco mejores", "GUARDAR", "VOLVER AL SALÓN"],
        "help": ["CERRAR", "Desplazamiento de la ayuda"],
        "help_at_table": ["CERRAR"],
        "leaderboard": ["1. Carmen, 812,50 fichas, mesa CLÁSICA, 02/11/2026", "CERRAR"],
        "preferences": ["Reducir el movimiento", "Alto contraste", "CERRAR"],
        "leave": ["SEGUIR JUGANDO", "RETIRARSE"],
    }[screen]
    for words in expected:
        assert words in names, f"{words!r} not among {names}"


@pytest.mark.parametrize(
    ("screen", "title"),
    [
        ("help", "Cómo se juega"),
        ("leaderboard", "Los cinco mejores"),
        ("preferences", "Preferencias"),
        ("leave", "¿Retirarte de la mesa?"),  # its title drawn in its content, still its name
    ],
)
def test_dialogs_are_named_dialogs(app: App, screen: str, title: str) -> None:
    """A dialog is announced as a dialog with its title."""
    SCREENS[screen](app)
    dialogs = [iface for iface in tree(app) if iface.role() == Role.Dialog]
    assert [name(iface) for iface in dialogs] == [title]


def test_help_exposes_the_keyboard_map(app: App) -> None:
    """The help's tables (pays, third card, keys) reach the screen reader, cell by cell."""
    SCREENS["help"](app)
    texts = [name(iface) for iface in tree(app) if iface.role() == Role.StaticText]
    for key, action in [
        ("D", "REPARTIR"),
        ("A / T", "abrir la siguiente carta / VOLTEAR TODAS"),
        ("Control+R", "RETIRARSE"),
        ("R", "marcar o desmarcar «Repetir la apuesta anterior»"),
        ("Retroceso / Suprimir", "quitar la última ficha / LIMPIAR la mesa"),
        ("Tab, Mayúsculas+Tab", "pasar de un control a otro; Espacio o Intro lo activa"),
        ("Flechas arriba y abajo", "en esta ayuda: desplazar el texto"),
    ]:
        assert key in texts and action in texts, (key, action)


def test_face_down_cards_never_tell_rank_or_suit(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """Mid-hand, a face-down card names only its place; an open card says its rank and suit."""
    scripted_shoe(THIRDS)
    to_betting(app)
    app.key(K.Key_D)
    app.wait_cards_dealt()
    app.key(K.Key_A)  # opens the player's first card: dos de picas
    app.hand.beginSqueeze(3)  # the banker's second card is being lifted: its face is in QML now
    cards = card_ifaces(app)
    assert [name(iface) for iface in cards] == [
        "Jugador, primera carta: dos de picas",
        "Banca, primera carta, boca abajo",
        "Jugador, segunda carta, boca abajo",
        "Banca, segunda carta, boca abajo",
    ]
    for iface in cards[1:]:
        assert iface.role() == Role.Button
        said = f"{name(iface)} {description(iface)}"
        assert not _CARD_WORD.search(said), said
    # Nothing anywhere in the window gives the hidden cards away.
    everything = " ".join(f"{name(i)} {description(i)}" for i in tree(app))
    for hidden in ("cuatro de corazones", "tres de diamantes", "rey de tréboles"):
        assert hidden not in everything
    assert _CARD_WORD.search(name(cards[0]))


def test_cards_open_by_their_press_action(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """A screen reader's press action on a face-down card opens it, and its name then says the card."""
    scripted_shoe(THIRDS)
    to_betting(app)
    app.key(K.Key_D)
    app.wait_cards_dealt()
    card = card_ifaces(app)[2]
    actions = card.actionInterface()
    assert actions is not None
    assert QAccessibleActionInterface.pressAction() in actions.actionNames()
    actions.doAction(QAccessibleActionInterface.pressAction())
    assert app.cards()[2]["faceUp"]
    assert name(card_ifaces(app)[2]) == "Jugador, segunda carta, boca abajo", "said once it lies face up"
    app.wait_cards_shown()
    assert name(card_ifaces(app)[2]) == "Jugador, segunda carta: tres de diamantes"


# --- keyboard only ---------------------------------------------------------------------


def focus(app: App) -> QQuickItem:
    """The item with the keyboard focus: never none, always shown."""
    item = app.window.activeFocusItem()
    assert item is not None, "the focus was lost"
    assert item.isVisible(), f"the focus is on a hidden item {item.objectName()!r}"
    return item


def focus_name(app: App) -> str:
    """The objectName of the focused item or of its nearest named ancestor; "card_N" for a card."""
    item: QQuickItem | None = focus(app)
    while item is not None and not item.objectName():
        item = item.parentItem()
    if item is None:
        return ""
    match = CARD_NAME.fullmatch(item.objectName())
    return f"card_{match[1]}" if match else item.objectName()


def assert_focus_ring(app: App) -> None:
    """Pixels of the focus colour are drawn around the focused item."""
    item = focus(app)
    rect = item.mapRectToScene(QRectF(0, 0, item.width(), item.height())).adjusted(-8, -8, 8, 8)
    image = app.window.grabWindow()
    ring = 0
    left, top = max(0, int(rect.left())), max(0, int(rect.top()))
    right, bottom = min(image.width(), int(rect.right())), min(image.height(), int(rect.bottom()))
    for y in range(top, bottom, 2):
        for x in range(left, right, 2):
            c = image.pixelColor(x, y)
            if any(
                abs(c.red() - f.red()) <= 10
                and abs(c.green() - f.green()) <= 10
                and abs(c.blue() - f.blue()) <= 10
                for f in FOCUS_COLOURS
            ):
                ring += 1
    assert ring >= 12, f"no focus ring around {focus_name(app)!r} ({ring} pixels)"


def tab_to(app: App, target: str, *, back: bool = False, limit: int = 40) -> None:
    """Press Tab (or Shift+Tab) until ``target`` has the focus."""
    for _ in range(limit):
        if focus_name(app) == target:
            return
        if back:
            app.key(K.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        else:
            app.key(K.Key_Tab)
    raise AssertionError(f"Tab never reached {target!r}; the focus is on {focus_name(app)!r}")


def test_lobby_tab_order_reaches_every_control(app: App) -> None:
    """From the first control, Tab visits every control of the lobby once, each with a visible ring."""
    seen: list[str] = []
    for _ in range(13):
        app.key(K.Key_Tab)
        assert_focus_ring(app)
        seen.append(focus_name(app))
    for wanted in [
        "table_classic",
        "table_no_commission",
        "table_ez",
        "deck_clasica",
        "deck_azul",
        "startButton",
        "leaderboardButton",
        "lobbyHelpButton",
        "preferencesButton",
        "quitButton",
    ]:
        assert wanted in seen, f"Tab never reached {wanted}: {seen}"


def test_a_whole_night_by_keyboard_alone(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """Choose, sit, bet, deal, open, read the result, help, leave and sign: keys only, focus always shown."""
    scripted_shoe(THIRDS + " " + BANKER_NATURAL)
    # Lobby: the table by Tab and Space, then sit down with Enter.
    assert focus_name(app) == "startButton"
    assert_focus_ring(app)
    tab_to(app, "table_no_commission", back=True)
    app.key(K.Key_Space)
    assert app.prefs.tableKind == "no_commission"
    tab_to(app, "startButton")
    app.key(K.Key_Return)
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Table)
    assert focus_name(app) == "dealButton"
    assert_focus_ring(app)

    # Chips and spots by Tab and Space.
    tab_to(app, "chip_100")
    assert_focus_ring(app)
    app.key(K.Key_Space)
    assert app.table.selectedChip == 100
    tab_to(app, "spot_player", back=True)
    assert_focus_ring(app)
    app.key(K.Key_Space)
    assert app.table.totalBet == 10_000

    # REPARTIR by Tab and Enter: the focus goes to the first card.
    tab_to(app, "dealButton")
    app.key(K.Key_Return)
    assert app.table.phase == UiPhase.Revealing
    assert focus_name(app) == "card_0"
    app.wait_cards_dealt()
    assert_focus_ring(app)
    app.key(K.Key_Return)
    assert app.cards()[0]["faceUp"]
    assert focus_name(app) == "card_0", "the opened card keeps the focus"
    app.key(K.Key_Tab)
    assert focus_name(app) == "card_1", "Tab goes on to the next face-down card"
    app.key(K.Key_Space)
    app.key(K.Key_A)
    app.key(K.Key_A)
    # The player's third card arrives and takes the focus from the open card.
    app.qtbot.waitUntil(lambda: len(app.cards()) == 5)
    assert focus_name(app) == "card_4"
    app.wait_cards_dealt()
    app.key(K.Key_Return)
    assert focus_name(app) == "card_5"
    app.wait_cards_dealt()
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=2_000):
        app.key(K.Key_Return)
    # The hand is over: the result has the focus, and says who won and the balance.
    assert focus_name(app) == "resultBanner"
    assert_focus_ring(app)
    banner = QAccessible.queryAccessibleInterface(focus(app))
    assert banner is not None
    assert "Gana el JUGADOR con 9 (BANCA 1)" in name(banner) and "saldo" in name(banner)

    # Help and back: the focus returns to the result.
    app.key(K.Key_F1)
    app.qtbot.waitUntil(lambda: app.exists("helpDialogClose"))
    assert_focus_ring(app)
    app.key(K.Key_Tab)
    assert focus_name(app) == "helpDialogClose"
    app.key(K.Key_Escape)
    app.qtbot.waitUntil(lambda: not app.exists("helpDialogClose"))
    assert focus_name(app) == "resultBanner"

    # The rebet box by R, and by Tab and Space.
    app.key(K.Key_R)
    assert app.prefs.rebet is False
    tab_to(app, "rebetCheck")
    assert_focus_ring(app)
    app.key(K.Key_Space)
    assert app.prefs.rebet is True

    # The rebet put the 100 back on JUGADOR; J adds 100 more, Backspace takes it back,
    # LIMPIAR by Enter clears the rest: LIMPIAR goes away, the focus does not.
    assert app.table.totalBet == 10_000
    app.key(K.Key_J)
    tab_to(app, "clearButton")
    app.key(K.Key_Backspace)
    assert app.table.totalBet == 10_000
    app.key(K.Key_Return)
    assert app.table.totalBet == 0
    assert focus_name(app) == "dealButton"
    assert_focus_ring(app)

    # RETIRARSE by Control+R; the name and Enter; back to the lobby with Enter.
    app.key(K.Key_R, Qt.KeyboardModifier.ControlModifier)
    app.confirm_leave()
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)
    assert focus_name(app) == "nameField"
    assert_focus_ring(app)
    app.key(K.Key_A, Qt.KeyboardModifier.ControlModifier)
    app.type_text("Lucía")
    app.key(K.Key_Return)
    assert app.night.scoreSubmitted
    assert focus_name(app) == "backToLobbyButton"
    app.key(K.Key_Return)
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Lobby)
    assert focus_name(app) == "startButton"


@pytest.mark.parametrize(
    ("opener", "dialog", "first"),
    [
        ("preferencesButton", "preferencesDialog", "mutedCheck"),
        ("leaderboardButton", "leaderboardDialog", "leaderboardDialogClose"),
        ("lobbyHelpButton", "helpDialog", ""),
    ],
)
def test_dialogs_by_keyboard_give_the_focus_back(app: App, opener: str, dialog: str, first: str) -> None:
    """Enter opens a dialog with the focus inside; Tab moves within it; Escape gives the focus back."""
    tab_to(app, opener)
    app.key(K.Key_Return)
    app.qtbot.waitUntil(lambda: app.exists(dialog + "Close"))
    if first:
        assert focus_name(app) == first
    assert_focus_ring(app)
    visited = set()
    for _ in range(40):  # Tab through the dialog's controls (the preferences hold the most) to its CERRAR
        app.key(K.Key_Tab)
        visited.add(focus_name(app))
        assert_focus_ring(app)
        if dialog + "Close" in visited:
            break
    assert dialog + "Close" in visited
    assert not visited & {"startButton", "quitButton", "table_classic"}, "Tab left the dialog"
    app.key(K.Key_Escape)
    app.qtbot.waitUntil(lambda: not app.exists(dialog + "Close"))
    assert focus_name(app) == opener
    assert_focus_ring(app)


def test_preferences_by_keyboard(app: App) -> None:
    """Space ticks the boxes of the preferences; CERRAR by Enter closes them."""
    open_dialog("preferencesButton", "preferencesDialog")(app)
    assert focus_name(app) == "mutedCheck"
    tab_to(app, "reducedMotionCheck")
    app.key(K.Key_Space)
    assert app.prefs.reducedMotion
    app.key(K.Key_Tab)
    assert focus_name(app) == "highContrastCheck"
    app.key(K.Key_Space)
    assert app.prefs.highContrast
    tab_to(app, "preferencesDialogClose")
    app.key(K.Key_Return)
    app.qtbot.waitUntil(lambda: not app.exists("preferencesDialogClose"))
    assert focus_name(app) == "preferencesButton"


def test_shortcuts_do_not_reach_through_a_dialog(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """With the help open over the table, D does not deal behind it."""
    scripted_shoe(THIRDS)
    to_betting(app)
    app.key(K.Key_F1)
    app.qtbot.waitUntil(lambda: app.exists("helpDialogClose"))
    app.key(K.Key_D)
    assert app.table.phase == UiPhase.Betting
    app.key(K.Key_F1)
    app.qtbot.waitUntil(lambda: not app.exists("helpDialogClose"))
    assert focus_name(app) == "dealButton"


# --- preferences: reduced motion, high contrast -------------------------------------------


def test_reduced_motion_deals_without_flying_cards(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """With reduced motion a dealt card is in its place at once and stays there."""
    scripted_shoe(THIRDS)
    app.prefs.setReducedMotion(True)
    to_betting(app)
    app.key(K.Key_D)
    card = app.find("card_3")
    where = card.mapToScene(QPointF(0, 0))
    app.qtbot.wait(150)
    assert card.mapToScene(QPointF(0, 0)) == where
    assert card.opacity() == 1


def test_high_contrast_paints_the_table_black_and_white(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """The high-contrast theme turns the felt black and the text white, on every screen."""
    scripted_shoe(THIRDS)
    app.prefs.setHighContrast(True)
    to_betting(app)
    image = app.window.grabWindow()
    felt = app.find("spot_tie").mapToScene(QPointF(6, 30)).toPoint()
    assert image.pixelColor(felt) == QColor("#000000")
    assert app.window.property("color") == QColor("#000000")


# --- announcements ----------------------------------------------------------------------


def heard(app: App) -> list[str]:
    """Start collecting what the game says to the screen reader."""
    said: list[str] = []
    app.announcer.announcement.connect(said.append)
    return said


def test_announcements_for_a_whole_hand(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """Chip, refusal, deal, each card with its side's total, third cards and their rule, result, pays, balance."""
    scripted_shoe(THIRDS)
    app.sit_down()
    said = heard(app)
    app.key(K.Key_2)
    app.key(K.Key_B)
    app.key(K.Key_J)
    app.key(K.Key_1)
    app.key(K.Key_E)
    app.key(K.Key_D)
    for _ in range(6):
        app.key(K.Key_A)
    text = "\n".join(said)
    for expected in [
        "Ficha de 5",
        "25 fichas en BANCA; en BANCA hay 25; en la mesa, 25. Te quedan 475.",
        "JUGADOR y BANCA son lados opuestos",
        "5 fichas en EMPATE",
        "Cartas repartidas: dos para el jugador y dos para la banca, boca abajo.",
        "Jugador, primera carta: dos de picas. Jugador suma 2.",
        "Banca, primera carta: cuatro de corazones. Banca suma 4.",
        "Jugador, segunda carta: tres de diamantes. Jugador suma 5.",
        "Banca, segunda carta: rey de tréboles. Banca suma 4.",
        "El jugador tiene 5 y pide tercera carta.",
        "Jugador, tercera carta: cuatro de diamantes. Jugador suma 9.",
        "La banca tiene 4 y la tercera carta del jugador vale 4: la banca pide.",
        "Banca, tercera carta: siete de tréboles. Banca suma 1.",
        "Gana el JUGADOR con 9 (BANCA 1).",
        "BANCA: pierdes 25.",
        "EMPATE: pierdes 5.",
        "Saldo: 470 fichas.",
    ]:
        assert expected in text, f"{expected!r} was not said:\n{text}"


def test_announcements_for_rebet_leaving_and_the_end(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """The rebet box by R, the bets placed again, leaving; and a night that runs out of chips."""
    scripted_shoe(BANKER_NATURAL + " " + BANKER_NATURAL)
    app.sit_down()
    said = heard(app)
    app.key(K.Key_J)
    app.key(K.Key_D)
    app.key(K.Key_T)
    app.key(K.Key_R)
    app.key(K.Key_R)
    app.key(K.Key_R, Qt.KeyboardModifier.ControlModifier)
    app.confirm_leave()
    text = "\n".join(said)
    for expected in [
        "Gana la BANCA con 9 (JUGADOR 0)",
        "Se repite la apuesta anterior: 25 fichas en la mesa. Te quedan 450.",
        "Repetir la apuesta anterior: no.",
        "Repetir la apuesta anterior: sí.",
        "Te retiras con 475 fichas.",
    ]:
        assert expected in text, f"{expected!r} was not said:\n{text}"


def test_announcement_when_the_chips_run_out(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """Losing the last chips ends the night aloud."""
    scripted_shoe(BANKER_NATURAL)
    app.sit_down()
    said = heard(app)
    app.key(K.Key_4)
    app.key(K.Key_J)
    with app.qtbot.waitSignal(app.night.nightEnded, timeout=2_000):
        app.key(K.Key_D)
        app.key(K.Key_T)
    assert "Se acabó la noche: te quedan 0 fichas, menos que la apuesta mínima." in said


def test_announcement_of_a_reshuffle(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """When the cut card comes out, the hand ends and the game says so: how many cards were left, a new shoe."""

    def nearly_empty() -> Shoe:
        shoe = Shoe(shuffler=fisher_yates(random.Random(5)))
        for _ in range(416 - 64):
            shoe.draw()
        return shoe

    app.context.new_shoe = nearly_empty
    app.sit_down()
    said = heard(app)
    app.key(K.Key_J)
    with app.qtbot.waitSignal(app.hand.shoeShuffled, timeout=2_000):
        app.key(K.Key_D)
        app.key(K.Key_T)
    notice = [text for text in said if text.startswith("Salió la carta de corte: quedaban ")]
    assert notice == [app.hand.shuffleNotice]
    assert notice[0].endswith(
        "cartas en el zapato. Se barajan las 8 barajas y los caminos empiezan en blanco."
    )
    assert app.prop("messageText", "text") == app.hand.shuffleNotice
