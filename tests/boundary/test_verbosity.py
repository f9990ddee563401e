"""Verbosity: what is said of one scripted hand at each level, and the chips' confirmations turned down."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.engine.shoe import Shoe, scripted
from baccarat_qt.store.settings import load_settings
from baccarat_qt.store.storage import app_dirs

THIRDS = "2S 4H 3D KC 4D 7C"  # player 5 draws a 4 (9); banker 4 draws on a 4: a 7 (1). Player wins 9 to 1.

CARDS_NORMAL = [
    "Jugador, primera carta: dos de picas. Jugador suma 2.",
    "Banca, primera carta: cuatro de corazones. Banca suma 4.",
    "Jugador, segunda carta: tres de diamantes. Jugador suma 5.",
    "Banca, segunda carta: rey de tréboles. Banca suma 4.",
    "El jugador tiene 5 y pide tercera carta.",
    "Jugador, tercera carta: cuatro de diamantes. Jugador suma 9.",
    "La banca tiene 4 y la tercera carta del jugador vale 4: la banca pide.",
    "Banca, tercera carta: siete de tréboles. Banca suma 1.",
]

SAID = {
    "brief": [
        "Jugador, primera carta: dos de picas.",
        "Banca, primera carta: cuatro de corazones.",
        "Jugador, segunda carta: tres de diamantes.",
        "Banca, segunda carta: rey de tréboles.",
        "Jugador, tercera carta: cuatro de diamantes.",
        "Banca, tercera carta: siete de tréboles.",
        "Gana el JUGADOR con 9 (BANCA 1). Saldo: 595 fichas.",
    ],
    "normal": [
        *CARDS_NORMAL,
        "Gana el JUGADOR con 9 (BANCA 1). JUGADOR: ganas 100. EMPATE: pierdes 5. Saldo: 595 fichas.",
    ],
    "full": [
        *CARDS_NORMAL,
        "Gana el JUGADOR con 9 (BANCA 1). Cartas del jugador: dos de picas, tres de diamantes, cuatro de diamantes. "
        "Cartas de la banca: cuatro de corazones, rey de tréboles, siete de tréboles. "
        "JUGADOR: ganas 100, pagado 1 a 1. EMPATE: pierdes 5. En esta mano ganas 95. Saldo: 595 fichas.",
    ],
}
"""What each level says from the first card opened to the result (100 on JUGADOR, 5 on EMPATE, no rebet)."""


@pytest.fixture
def game(qtbot: QtBot) -> Iterator[Context]:
    """A game with no QML, seated at a table whose shoe deals THIRDS first, the rebet off."""
    ctx = Context(None, dirs=app_dirs(), new_shoe=lambda: Shoe(shuffler=scripted(THIRDS.split())))
    ctx.preferences.setRebet(False)
    ctx.night.startNight()
    yield ctx
    with qtbot.waitSignal(ctx.destroyed, timeout=5_000):
        ctx.deleteLater()


def play(game: Context) -> list[str]:
    """Bet 100 on JUGADOR and 5 on EMPATE, deal, open the cards one by one: what was said from the first card."""
    game.table.placeChipValue("player", 100)
    game.table.placeChipValue("tie", 5)
    game.hand.deal()
    start = len(game.speech.entries)
    while game.hand.canOpen:
        game.hand.openNext()
    return list(game.speech.entries[start:])


@pytest.mark.parametrize("level", ["brief", "normal", "full"])
def test_each_level_says_the_hand(game: Context, level: str) -> None:
    """Brief: the cards by name, the result and the balance; normal adds totals, draws and spots; full the rest."""
    game.verbosity.setLevel(level)
    assert play(game) == SAID[level]


def test_the_level_is_kept(game: Context) -> None:
    """The level and the two switches are saved in the settings; an unknown level changes nothing."""
    game.verbosity.setLevel("full")
    game.verbosity.setChipSpeech(False)
    game.verbosity.setShowSpeech(True)
    game.verbosity.setLevel("loud")
    settings, problem = load_settings(app_dirs().config)
    assert problem is None
    assert (settings.verbosity, settings.chip_speech, settings.show_speech) == ("full", False, True)
    assert (game.verbosity.level, game.verbosity.chipSpeech, game.verbosity.showSpeech) == (
        "full",
        False,
        True,
    )


def test_chip_confirmations_turned_down(game: Context) -> None:
    """A chip placed is said in full by default, and only as the chip and the spot when turned down."""
    game.table.placeChipValue("player", 25)
    assert game.announcer.lastAnnouncement == (
        "25 fichas en JUGADOR; en JUGADOR hay 25; en la mesa, 25. Te quedan 475."
    )
    game.verbosity.setChipSpeech(False)
    game.table.placeChipValue("player", 5)
    assert game.announcer.lastAnnouncement == "5 en JUGADOR."
