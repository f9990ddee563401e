"""The cards as a screen reader finds them in-process: a face-down card names only its place, never its rank
or suit, and a reader's press action opens it, after which its name says the card."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface

from tests.support.accessible import CARD_NAME, name, read_aloud, to_betting, tree
from tests.support.gui import App
from tests.support.hands import THIRDS

K = Qt.Key
Role = QAccessible.Role


app = pytest.fixture(name="app")(read_aloud)
"""The game with one score already in the top five, with Qt's accessibility on."""


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


def description(iface: QAccessibleInterface) -> str:
    return iface.text(QAccessible.Text.Description)


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
