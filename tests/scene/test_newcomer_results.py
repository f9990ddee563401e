"""The table as a newcomer meets it (issue 18), its results: ÚLTIMA MANO kept until the next hand settles,
win badges inside their spots, the result's sum with and without the rebet, and the half pay of a banker six
at SIN COMISIÓN explained."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from tests.support.gui import App, at_instant_pace
from tests.support.hands import BANKER_SIX, PLAYER_LOSES
from tests.support.layout import SIZES, rect, resize, settle
from tests.support.nights import play

K = Qt.Key


app = pytest.fixture(name="app")(at_instant_pace)
"""The game at the instant pace: these tests are about what the table says and where it puts it (messages, badges, hints, leaving), not the motion."""


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


@pytest.mark.parametrize("chip", [25, 500])
def test_win_badges_fit_their_spot(app: App, scripted_shoe: Callable[[str], None], chip: int) -> None:
    """4. PAR BANCA won with 25 (+275) and with 500 (+5.500): the badge stays inside its spot, the hand played on
    the default window and the window then made smaller, down to 800×600."""
    scripted_shoe(PLAYER_LOSES)
    app.sit_down()
    if chip < 500:
        play(app, ("banker_pair", chip), ("player", 5))
        badges = {"banker_pair": f"+{chip * 11}", "player": "−5"}
    else:
        play(app, ("banker_pair", chip))
        badges = {"banker_pair": "+5.500"}  # grouped from the thousands
    for size in SIZES:
        resize(app, *size)
        settle(app)
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
