"""The game as a screen reader names it in-process: on every screen and dialog each control has a Spanish name
and a proper role, a dialog is announced as a dialog with its title, and the help's keyboard map reaches it."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtQuick import QQuickItem

from tests.support.accessible import name, open_dialog, read_aloud, to_betting, tree
from tests.support.gui import App
from tests.support.hands import THIRDS

K = Qt.Key
Role = QAccessible.Role


app = pytest.fixture(name="app")(read_aloud)
"""The game with one score already in the top five, with Qt's accessibility on."""


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
    which the night by keyboard (test_accessibility_keyboard.py) and test_pace.py, test_reveal.py,
    test_first_deal.py keep at the normal pace.)"""
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
