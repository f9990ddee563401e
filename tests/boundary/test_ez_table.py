"""The EZ table through the boundary (no QML): its spots, the refusal elsewhere, the result's words, the bead marks
and the notice when the cards left favour a side bet."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.engine import BetSpot, Rank, TableKind
from baccarat_qt.engine.shoe import Shoe, fisher_yates, scripted
from baccarat_qt.engine.shoe_odds import unseen_ranks
from baccarat_qt.store.storage import app_dirs
from tests.engine.test_ez_odds import DRAGON_FAVOURED, NEITHER, PANDA_FAVOURED

PANDA_THEN_DRAGON = "TH TD 2H 7D 6D  TS TC 5H 3D 9D 4S"
"""A Panda 8 (player 2 draws a 6 against a standing 7), then a Dragon 7 (banker 3 draws a 4 against 4)."""
FAVOURED_SHOES = {
    "dragon": (1_000_012, 116, DRAGON_FAVOURED, "DRAGÓN 7"),
    "panda": (1_000_004, 68, PANDA_FAVOURED, "PANDA 8"),
}
"""Seeded shoes (``benchmarks/ez_side_bets.py``) that reach the engine tests' favoured compositions."""


@pytest.fixture
def game(qtbot: QtBot) -> Iterator[Callable[..., Context]]:
    """Seat a game with no QML at ``table``, dealing from ``shoe``."""
    made: list[Context] = []

    def seat(table: str, shoe: Callable[[], Shoe] = Shoe) -> Context:
        ctx = Context(None, dirs=app_dirs(), new_shoe=shoe)
        ctx.preferences.setTableKind(table)
        ctx.night.startNight()
        made.append(ctx)
        return ctx

    yield seat
    for ctx in made:
        with qtbot.waitSignal(ctx.destroyed, timeout=5_000):
            ctx.deleteLater()


def spot_ids(ctx: Context) -> list[str]:
    """The spots on the felt, left to right."""
    model = ctx.table.spots
    return [model.data(model.index(i), model.Roles.SPOT_ID) for i in range(model.rowCount())]


def said(ctx: Context) -> list[str]:
    """Everything the screen reader is told from now on."""
    heard: list[str] = []
    ctx.announcer.announcement.connect(heard.append)
    return heard


def test_ez_has_seven_spots_the_others_five(game: Callable[..., Context]) -> None:
    """The felt shows the table's spots (from the engine), the side bets on their own side."""
    assert spot_ids(game("ez")) == [
        "panda_8",
        "player_pair",
        "player",
        "tie",
        "banker",
        "banker_pair",
        "dragon_7",
    ]
    for table in ("classic", "no_commission"):
        assert spot_ids(game(table)) == ["player_pair", "player", "tie", "banker", "banker_pair"]
    assert [option["id"] for option in game("ez").preferences.tableOptions] == [t.value for t in TableKind]


@pytest.mark.parametrize("table", ["classic", "no_commission"])
@pytest.mark.parametrize("spot", ["dragon_7", "panda_8"])
def test_the_side_spots_are_refused_elsewhere_with_a_spoken_reason(
    game: Callable[..., Context], table: str, spot: str
) -> None:
    """7 or 8 at CLÁSICA or SIN COMISIÓN: nothing is placed, the message area and the screen reader say why."""
    ctx = game(table)
    heard = said(ctx)
    ctx.table.placeChip(spot)
    name = "DRAGÓN 7" if spot == "dragon_7" else "PANDA 8"
    assert ctx.announcer.message == f"{name} solo se juega en la mesa EZ."
    assert ctx.announcer.messageTarget == spot
    assert heard == [ctx.announcer.message]
    assert ctx.table.totalBet == 0


def test_a_dragon_7_and_a_panda_8_are_named_the_banker_push_explained(game: Callable[..., Context]) -> None:
    """The result names the Panda 8, then the Dragon 7, whose BANCA line says why the stake came back."""
    ctx = game("ez", lambda: Shoe(shuffler=scripted(PANDA_THEN_DRAGON.split())))
    for spot in ("banker", "dragon_7", "panda_8"):
        ctx.table.placeChip(spot)
    heard = said(ctx)
    ctx.hand.deal()
    ctx.hand.openAll()
    assert (
        ctx.hand.resultText
        == "Gana el JUGADOR con 8 (BANCA 7) · Panda 8: el jugador gana con tres cartas y 8"
    )
    assert "PANDA 8: ganas 625" in ctx.hand.resultLines
    ctx.hand.deal()
    ctx.hand.openAll()
    assert (
        ctx.hand.resultText == "Gana la BANCA con 7 (JUGADOR 4) · Dragón 7: la banca gana con tres cartas y 7"
    )
    assert ctx.hand.resultLines == [
        "BANCA: se devuelven 25 (Dragón 7: se devuelve la apuesta)",
        "DRAGÓN 7: ganas 1.000",
        "PANDA 8: pierdes 25",
    ]
    spoken = " ".join(heard)
    assert "Panda 8: el jugador gana con tres cartas y 8." in spoken
    assert "Dragón 7: la banca gana con tres cartas y 7." in spoken
    assert "BANCA: se devuelven 25 (Dragón 7: se devuelve la apuesta)." in spoken
    model = ctx.roads.beadPlate
    marks = [
        (model.data(model.index(i), model.Roles.DRAGON_7), model.data(model.index(i), model.Roles.PANDA_8))
        for i in range(model.rowCount())
    ]
    assert marks == [(False, True), (True, False)]
    assert ctx.roads.summaries[0].endswith("Dragón 7: 1; Panda 8: 1.")


def test_no_side_bet_marks_away_from_ez(game: Callable[..., Context]) -> None:
    """The same coups at CLÁSICA: no words on Dragon or Panda, no marks on the beads."""
    ctx = game("classic", lambda: Shoe(shuffler=scripted(PANDA_THEN_DRAGON.split())))
    ctx.table.placeChip("banker")
    for _ in range(2):
        ctx.hand.deal()
        ctx.hand.openAll()
    assert ctx.hand.resultText == "Gana la BANCA con 7 (JUGADOR 4)"
    model = ctx.roads.beadPlate
    assert not any(model.data(model.index(i), model.Roles.DRAGON_7) for i in range(model.rowCount()))
    assert "Dragón" not in ctx.roads.summaries[0]


def play_to(ctx: Context, left: int) -> None:
    """Deal and open whole hands (5 on BANCA, placed again by the rebet) until ``left`` cards are in the shoe."""
    ctx.table.selectChip(5)
    ctx.table.placeChip("banker")
    session = ctx.seat.session
    assert session is not None
    while session.cards_left > left:
        ctx.hand.deal()
        ctx.hand.openAll()
    assert session.cards_left == left


@pytest.mark.parametrize("bet", sorted(FAVOURED_SHOES))
def test_a_favoured_side_bet_is_said_once_per_coup(
    game: Callable[..., Context], qtbot: QtBot, bet: str
) -> None:
    """Where the cards left favour DRAGÓN 7 (or PANDA 8), the panel says so with the player's edge, and the screen
    reader hears it once: not again for a chip, a card or a language round trip, again after the next coup."""
    seed, left, composition, name = FAVOURED_SHOES[bet]
    ctx = game("ez", lambda: Shoe(shuffler=fisher_yates(random.Random(seed))))
    play_to(ctx, left)
    session = ctx.seat.session
    assert session is not None
    assert unseen_ranks(session.shoe, None) == {rank: composition[rank] for rank in Rank}
    heard = said(ctx)
    with qtbot.waitSignal(ctx.odds.updated, timeout=10_000):
        ctx.preferences.setShowOdds(True)
    assert ctx.odds.current is not None
    edge = ctx.odds.current.edge(BetSpot.DRAGON_7 if bet == "dragon" else BetSpot.PANDA_8)
    assert edge < 0
    figure = f"+{-edge * 100:.1f}".replace(".", ",")
    expected = f"Con las cartas que quedan, {name} tiene ventaja para el jugador: {figure}\u00a0%."
    assert expected in ctx.odds.favourText
    assert [text for text in heard if "ventaja para el jugador" in text] == [ctx.odds.favourText]
    row = next(r for r in ctx.odds.edges if r["label"] == name.capitalize())
    assert row["negative"] is True
    ctx.table.placeChip("tie")
    ctx.table.removeLastChip()
    ctx.hand.deal()
    ctx.hand.openNext()
    ctx.preferences.setLanguage("en")
    ctx.preferences.setLanguage("es")
    assert [text for text in heard if "ventaja para el jugador" in text] == [ctx.odds.favourText]
    with qtbot.waitSignal(ctx.odds.updated, timeout=10_000):
        ctx.hand.openAll()
    notices = [text for text in heard if "ventaja para el jugador" in text]
    assert len(notices) == (2 if ctx.odds.current.favoured else 1)


def test_no_notice_where_the_cards_left_favour_no_bet(game: Callable[..., Context], qtbot: QtBot) -> None:
    """Late in a shoe whose cards favour neither side bet: the seven edges are listed, nothing is said of a favour."""
    ctx = game("ez", lambda: Shoe(shuffler=fisher_yates(random.Random(1_000_000))))
    play_to(ctx, 119)
    session = ctx.seat.session
    assert session is not None
    assert unseen_ranks(session.shoe, None) == {rank: NEITHER[rank] for rank in Rank}
    heard = said(ctx)
    with qtbot.waitSignal(ctx.odds.updated, timeout=10_000):
        ctx.preferences.setShowOdds(True)
    assert [row["label"] for row in ctx.odds.edges] == [
        "Jugador",
        "Banca",
        "Empate",
        "Par jugador",
        "Par banca",
        "Dragón 7",
        "Panda 8",
    ]
    assert [row["label"] for row in ctx.odds.rows][-2:] == ["Dragón 7", "Panda 8"]
    assert ctx.odds.favourText == ""
    assert "DRAGÓN 7 o PANDA 8 quedan a favor del jugador durante unas manos" in ctx.odds.caveat
    assert not any("ventaja para el jugador" in text for text in heard)
    assert not any(row["negative"] for row in ctx.odds.edges)
