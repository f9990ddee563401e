"""What the game says to the screen reader: a whole hand (chips, refusals, each card and total, third cards
and their rule, the result, the pays, the balance), the rebet and leaving, the chips running out, a reshuffle."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from baccarat_qt.engine.shoe import Shoe, fisher_yates
from tests.support.accessible import read_aloud
from tests.support.gui import App
from tests.support.hands import BANKER_NATURAL, THIRDS

K = Qt.Key


app = pytest.fixture(name="app")(read_aloud)
"""The game with one score already in the top five, with Qt's accessibility on."""


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
    app.prefs.setPace("instant")  # what is said after the hand, not as each card is shown
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
    app.prefs.setPace("instant")  # what is said once the hand is over, not as each card is shown
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
    app.prefs.setPace("instant")  # the notice said at the hand's end, not what is said as each card is shown
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
