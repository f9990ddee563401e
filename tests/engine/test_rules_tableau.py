"""The whole third-card tableau as golden data: every cell dealt by the engine, checked against the SPEC's grid."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

from baccarat_qt.engine import Outcome, Shoe, deal_coup
from baccarat_qt.engine.rules import banker_draws
from baccarat_qt.engine.shoe import SHOE_SIZE, scripted

TABLEAU = """
banker | player's third card  | player
total  | 0 1 2 3 4 5 6 7 8 9  | stood
0      | D D D D D D D D D D  | D
1      | D D D D D D D D D D  | D
2      | D D D D D D D D D D  | D
3      | D D D D D D D D S D  | D
4      | S S D D D D D D S S  | D
5      | S S S S D D D D S S  | D
6      | S S S S S S D D S S  | S
7      | S S S S S S S S S S  | S
"""
"""SPEC §3.5 as a grid: D = the banker draws, S = the banker stands (no natural on the table)."""

GOLDEN = Path(__file__).parents[1] / "data" / "golden-coups.txt"
"""Every cell of the tableau, one deal per line, written from SPEC §2-3 (not from the engine; the file's
opening comment says how its columns read and how the lines were made)."""


class GoldenDeal(NamedTuple):
    """One line of the GOLDEN file."""

    player_two: int
    banker_two: int
    player_third: int | None
    player: tuple[str, ...]
    banker: tuple[str, ...]
    player_total: int
    banker_total: int
    outcome: Outcome

    @property
    def deal_order(self) -> list[str]:
        """The cards in the order they leave the shoe."""
        return [
            self.player[0],
            self.banker[0],
            self.player[1],
            self.banker[1],
            *self.player[2:],
            *self.banker[2:],
        ]


def _golden() -> list[GoldenDeal]:
    deals = []
    for line in GOLDEN.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        cell, player, banker, result = line.split("|")
        player_two, banker_two, third = cell.split()
        player_total, banker_total, outcome = result.split()
        deals.append(
            GoldenDeal(
                int(player_two),
                int(banker_two),
                None if third == "-" else int(third),
                tuple(player.split()),
                tuple(banker.split()),
                int(player_total),
                int(banker_total),
                Outcome[outcome],
            )
        )
    return deals


GOLDEN_DEALS = _golden()


def _tableau() -> dict[tuple[int, int | None], bool]:
    rows = TABLEAU.strip().splitlines()[2:]
    grid: dict[tuple[int, int | None], bool] = {}
    for row in rows:
        total, thirds, stood = row.split("|")
        for third, mark in enumerate(thirds.split()):
            grid[int(total), third] = mark == "D"
        grid[int(total), None] = stood.strip() == "D"
    return grid


SPEC_TABLEAU = _tableau()


def test_golden_covers_every_cell_once() -> None:
    """GOLDEN has one deal per cell: 10 x 10 two-card totals, times ten third cards when the player draws."""
    cells = [(deal.player_two, deal.banker_two, deal.player_third) for deal in GOLDEN_DEALS]
    expected: set[tuple[int, int, int | None]] = set()
    for player_two in range(10):
        for banker_two in range(10):
            if player_two <= 5 and banker_two <= 7:
                expected |= {(player_two, banker_two, third) for third in range(10)}
            else:
                expected.add((player_two, banker_two, None))
    assert len(cells) == len(set(cells)) == len(expected) == 532
    assert set(cells) == expected


def test_golden_agrees_with_the_spec_tableau() -> None:
    """Every golden deal draws as SPEC §3 says: player on 0-5, banker per the grid, nobody after a natural."""
    for deal in GOLDEN_DEALS:
        natural = deal.player_two >= 8 or deal.banker_two >= 8
        assert (len(deal.player) == 3) == (not natural and deal.player_two <= 5), deal
        banker_drew = len(deal.banker) == 3
        assert banker_drew == (not natural and SPEC_TABLEAU[deal.banker_two, deal.player_third]), deal


@pytest.mark.parametrize(
    "deal",
    GOLDEN_DEALS,
    ids=[
        f"P{d.player_two}-B{d.banker_two}-{'x' if d.player_third is None else d.player_third}"
        for d in GOLDEN_DEALS
    ],
)
def test_golden_deal(deal: GoldenDeal) -> None:
    """deal_coup on a scripted shoe takes exactly the golden cards and reaches the golden totals and winner."""
    shoe = Shoe(shuffler=scripted(deal.deal_order))
    coup = deal_coup(shoe.draw)
    assert tuple(map(str, coup.player_cards)) == deal.player
    assert tuple(map(str, coup.banker_cards)) == deal.banker
    assert SHOE_SIZE - shoe.cards_left == len(deal.player) + len(deal.banker)
    assert (coup.player_total, coup.banker_total, coup.outcome) == (
        deal.player_total,
        deal.banker_total,
        deal.outcome,
    )
    assert coup.natural == (deal.player_two >= 8 or deal.banker_two >= 8)


@pytest.mark.parametrize(("banker_total", "player_third"), sorted(SPEC_TABLEAU, key=str))
def test_banker_draws_matches_the_spec_grid(banker_total: int, player_third: int | None) -> None:
    """banker_draws answers every cell of the SPEC grid."""
    assert banker_draws(banker_total, player_third) == SPEC_TABLEAU[banker_total, player_third]
