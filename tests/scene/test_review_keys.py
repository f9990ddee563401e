"""The review keys on the real scene: each says one part of the table, mid-hand, in both languages."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from baccarat_qt.boundary.enums import Phase as UiPhase
from tests.support.gui import App, at_instant_pace

K = Qt.Key
ALT = Qt.KeyboardModifier.AltModifier

FIRST = "2S 4H 3D KC 4D 7C"  # player 5 draws 4 (9); banker 4 draws a 7 (1): the player wins 9 to 1
SECOND = "TS 3C 5H 6D"  # player 0 + 5, banker 3 + 6: the 5H and the 6D stay face down
HIDDEN = {"es": ("cinco de corazones", "seis de diamantes"), "en": ("five of hearts", "six of diamonds")}

REVIEW_KEYS = (K.Key_1, K.Key_2, K.Key_3, K.Key_4, K.Key_5, K.Key_6)

EXPECTED = {
    "es": [
        r"Saldo: 490 fichas\. En la mesa, 105: JUGADOR, 100; EMPATE, 5\.",
        r"Jugador: primera carta, diez de picas; segunda carta, boca abajo; lo abierto suma 0\. "
        r"Banca: primera carta, tres de tréboles; segunda carta, boca abajo; lo abierto suma 3\.",
        r"Última mano: Gana el JUGADOR con 9 \(BANCA 1\)\. JUGADOR: ganas 100\. EMPATE: pierdes 5\. "
        r"Saldo después de la mano: 595 fichas\.",
        r"Caminos: 1 mano\. Últimos resultados, del más reciente al más antiguo: jugador\. "
        r"Racha actual: jugador, 1 seguida\.",
        r"Probabilidades con las 410 cartas que quedan: banca \d\d,\d\d\s?%, jugador \d\d,\d\d\s?%, empate \d,\d\d\s?%\.",
        r"Quedan 406 cartas en el zapato\. Faltan 344 cartas para la carta de corte\.",
    ],
    "en": [
        r"Balance: 490 chips\. On the table, 105: PLAYER, 100; TIE, 5\.",
        r"Player: first card, ten of spades; second card, face down; what is open adds up to 0\. "
        r"Banker: first card, three of clubs; second card, face down; what is open adds up to 3\.",
        r"Last hand: PLAYER wins with 9 \(BANKER 1\)\. PLAYER: you win 100\. TIE: you lose 5\. "
        r"Balance after the hand: 595 chips\.",
        r"Roads: 1 hand\. Latest results, newest first: player\. Current streak: player, 1 in a row\.",
        r"Odds with the 410 cards left: banker \d\d\.\d\d\s?%, player \d\d\.\d\d\s?%, tie \d\.\d\d\s?%\.",
        r"406 cards left in the shoe\. 344 cards to go before the cut card\.",
    ],
}
"""What Alt+1 … Alt+6 say with the second hand's first two cards open, the first hand played."""


app = pytest.fixture(name="app")(at_instant_pace)
"""The game at the instant pace: these tests are about what each review key says, mid-hand, not the motion."""


def mid_hand(app: App, scripted_shoe: Callable[[str], None], language: str) -> None:
    """One hand played (100 on JUGADOR, 5 on EMPATE, repeated), the second dealt, its first two cards open."""
    scripted_shoe(FIRST + " " + SECOND)
    if language == "en":
        app.prefs.setLanguage("en")
    app.sit_down()
    for key in (K.Key_3, K.Key_J, K.Key_1, K.Key_E, K.Key_D, K.Key_T):
        app.key(key)
    app.qtbot.waitUntil(lambda: app.table.phase == UiPhase.Betting and app.table.totalBet == 10_500)
    app.key(K.Key_D)
    app.key(K.Key_A)
    app.key(K.Key_A)
    assert [c["faceUp"] for c in app.cards()] == [True, True, False, False]


@pytest.mark.parametrize("language", ["es", "en"])
def test_each_review_key_says_its_part(app: App, scripted_shoe: Callable[[str], None], language: str) -> None:
    """Alt+1 … Alt+6, mid-hand with two cards face down: each says its part; no face-down card is named."""
    mid_hand(app, scripted_shoe, language)
    said = []
    for key, pattern in zip(REVIEW_KEYS, EXPECTED[language], strict=True):
        app.key(key, ALT)
        said.append(app.announcer.lastAnnouncement)
        assert re.fullmatch(pattern, said[-1]), said[-1]
    for hidden in HIDDEN[language]:
        assert all(hidden not in text.lower() for text in said), (hidden, said)
    assert app.table.phase == UiPhase.Revealing, "a review key changes nothing at the table"


def test_review_keys_work_wherever_the_focus_is(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """With the focus on the face-down card, Alt+2 still says the hand, and the card keeps the focus."""
    mid_hand(app, scripted_shoe, "es")
    focused = app.window.activeFocusItem()
    assert focused is not None
    app.key(K.Key_2, ALT)
    assert app.announcer.lastAnnouncement.startswith("Jugador: primera carta, diez de picas")
    assert app.window.activeFocusItem() is focused
