"""The game out of process, as a screen reader sees it: AT-SPI over D-Bus on a private Xvfb.

One night is played once per session by ``tests/support/atspi_driver.py`` under Debian's
``/usr/bin/python3`` (pyatspi), with accessible actions and synthesised keys only;
these tests read what it found. See ``shared/HEADLESS.md``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.support import atspi_desktop

WHY_NOT = atspi_desktop.missing()
pytestmark = pytest.mark.skipif(WHY_NOT is not None, reason=f"no AT-SPI desktop here: {WHY_NOT}")

CARD_WORDS = re.compile(
    r"\b(as|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|jota|dama|rey|picas|corazones|diamantes|tréboles)\b"
)


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """The driver's report of one night played through AT-SPI (shoe 2S 4H 3D KC 4D 7C)."""
    home = tmp_path_factory.mktemp("atspi")
    with atspi_desktop.desktop(home) as desktop:
        game = desktop.launch_game()
        done = desktop.drive(home / "report.json")
        desktop.stop(game)
    report: dict[str, Any] = json.loads((home / "report.json").read_text(encoding="utf-8"))
    if not report["ok"]:
        game_log = (home / "logs" / "game.log").read_text(errors="replace")[-3000:]
        pytest.fail(
            f"the driver stopped: {report.get('error')}\n{report.get('traceback', '')}\n"
            f"driver stderr:\n{done.stderr[-3000:]}\ngame log:\n{game_log}\n"
            f"steps: {json.dumps(report['steps'][-8:], ensure_ascii=False)}",
            pytrace=False,
        )
    yield report


def test_the_night_is_played_by_actions_and_keys(night: dict[str, Any]) -> None:
    """The driver chose the table, sat down, bet, dealt, opened, left and signed, all through AT-SPI."""
    seen = night["seen"]
    kinds = {step["action"] for step in night["steps"]}
    assert kinds == {"click", "press", "key"}
    assert [s for s in night["steps"] if s["action"] == "click"] == [
        {"action": "click", "where": "the window's top edge"}
    ], "the only click is the one a window manager would give"
    assert seen["window"] == "Baccarat"
    assert seen["lobby_focus"] == "SENTARSE A LA MESA"
    assert seen["table"] == "Mesa SIN COMISIÓN"
    assert seen["spot"] == "JUGADOR, paga 1 a 1, apuesta 100 fichas"
    assert seen["tie"] == "EMPATE, paga 8 a 1, apuesta 5 fichas"
    assert seen["balance_before"] == "Saldo: 395 fichas"


def test_face_down_cards_say_where_they_lie_and_nothing_more(night: dict[str, Any]) -> None:
    """Over AT-SPI a dealt card is "Jugador, primera carta, boca abajo", with no rank or suit."""
    assert night["seen"]["dealt"] == [
        "Jugador, primera carta, boca abajo",
        "Banca, primera carta, boca abajo",
        "Jugador, segunda carta, boca abajo",
        "Banca, segunda carta, boca abajo",
    ]
    assert night["face_down_leaks"] == []
    assert all(not CARD_WORDS.search(name) for name in night["seen"]["dealt"])


def test_open_cards_say_rank_and_suit(night: dict[str, Any]) -> None:
    """Opened by Enter, Space, A and the press action, each card's name says what it is."""
    assert night["seen"]["cards"] == [
        "Jugador, primera carta: dos de picas",
        "Banca, primera carta: cuatro de corazones",
        "Jugador, segunda carta: tres de diamantes",
        "Banca, segunda carta: rey de tréboles",
        "Jugador, tercera carta: cuatro de diamantes",
        "Banca, tercera carta: siete de tréboles",
    ]
    assert night["seen"]["hands"] == ["JUGADOR, suma 9", "BANCA, suma 1"]


def test_the_result_is_read_back(night: dict[str, Any]) -> None:
    """The result text says the winner, both totals, each spot and the balance, and it has the focus."""
    seen = night["seen"]
    assert seen["result"] == (
        "Gana el JUGADOR con 9 (BANCA 1). JUGADOR: ganas 100. EMPATE: pierdes 5. "
        "Ganas 95, saldo 595, apuesta repetida 105: te quedan 490"
    )
    assert seen["result_focus"] == seen["result"]
    assert seen["balance_after"] == "Saldo: 490 fichas"


def test_the_focus_follows_the_play(night: dict[str, Any]) -> None:
    """REPARTIR hands the focus to the first card, Tab to the next, a third card takes it, then the result."""
    seen = night["seen"]
    assert seen["table_focus"] == "REPARTIR"
    assert seen["deal_focus"] == "Jugador, primera carta, boca abajo"
    assert seen["tab_to_card"] == "Banca, primera carta, boca abajo"
    assert seen["third_focus"] == "Jugador, tercera carta, boca abajo"
    assert seen["name_focus"] == "Tu nombre para la tabla de los cinco mejores"
    assert seen["after_save_focus"] == "VOLVER AL SALÓN"


def test_announcements_reach_the_bus(night: dict[str, Any]) -> None:
    """Accessible.announce arrives as AT-SPI object:announcement events, in order."""
    said = night["announcements"]
    expected = [
        "100 fichas en JUGADOR; en JUGADOR hay 100; en la mesa, 100. Te quedan 400.",
        "JUGADOR y BANCA son lados opuestos: no se puede apostar a los dos en la misma mano.",
        "Cartas repartidas: dos para el jugador y dos para la banca, boca abajo.",
        "Jugador, primera carta: dos de picas. Jugador suma 2.",
        "El jugador tiene 5 y pide tercera carta.",
        "La banca tiene 4 y la tercera carta del jugador vale 4: la banca pide.",
        "Banca, tercera carta: siete de tréboles. Banca suma 1.",
        "Gana el JUGADOR con 9 (BANCA 1). JUGADOR: ganas 100. EMPATE: pierdes 5. Saldo: 595 fichas. "
        "Se repite la apuesta anterior: 105 fichas en la mesa. Te quedan 490.",
        "El jugador se planta con 6. La banca se planta con 7.",
        "Te retiras con 490 fichas.",
        "Ana entra en el puesto 1 de los cinco mejores.",
    ]
    positions = [said.index(text) for text in expected]
    assert positions == sorted(positions)


def test_the_score_is_signed_by_keyboard(night: dict[str, Any]) -> None:
    """Control+R leaves; the name typed in the field and Enter put the night in the top five."""
    seen = night["seen"]
    assert seen["score"] == "Puntaje: 490 fichas"
    assert re.fullmatch(r"1\. Ana, 490 fichas, mesa SIN COMISIÓN, \d\d/\d\d/\d{4}", seen["leaderboard_row"])


def test_the_review_keys_and_the_speech_history_reach_the_bus(night: dict[str, Any]) -> None:
    """Mid-hand, Alt+1 … Alt+6 each say their part (no face-down card named); Alt+Up, Alt+Down, Alt+R step and repeat."""
    *review, back, back_twice, forward, again = night["seen"]["reviewed"]
    bets, hand, last, roads, odds, shoe = review[-6:]
    assert bets == "Saldo: 490 fichas. En la mesa, 105: JUGADOR, 100; EMPATE, 5."
    assert hand == (
        "Jugador: primera carta, dos de corazones; segunda carta, boca abajo; lo abierto suma 2. "
        "Banca: primera carta, boca abajo; segunda carta, boca abajo; nada abierto todavía."
    )
    assert last.startswith(
        "Última mano: Gana el JUGADOR con 9 (BANCA 1). JUGADOR: ganas 100. EMPATE: pierdes 5."
    )
    assert roads.startswith("Caminos: 1 mano.")
    assert odds.startswith("Probabilidades con las ")
    assert re.fullmatch(r"Quedan \d+ cartas en el zapato\. Faltan \d+ cartas para la carta de corte\.", shoe)
    assert (back, back_twice, forward, again) == (shoe, odds, f"Final de lo dicho: {shoe}", shoe)
    for hidden in ("tres de picas", "cuatro de picas", "cuatro de tréboles"):
        assert not any(hidden in text for text in review[-6:]), hidden
