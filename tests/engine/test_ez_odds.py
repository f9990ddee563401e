"""EZ's exact odds (SPEC §15): Dragon 7 and Panda 8, checked against an independent count written here.

The count below shares nothing with the engine's odds: it writes the
drawing rules out again as the printed tableau, walks every sequence of card
values a coup can take from the shoe, and weighs each by the ways to draw it
without replacement. Its integers are ordered six-card draws, the unit of
``odds.tally``, so the two agree exactly, not just to some decimals.
"""

from __future__ import annotations

import functools
import math
from collections import Counter
from collections.abc import Mapping

import pytest

from baccarat_qt.engine import BetSpot, Rank, TableKind
from baccarat_qt.engine.odds import MAX_CARDS, exact, tally
from baccarat_qt.engine.shoe_odds import shoe_odds

FRESH = {rank: 32 for rank in Rank}
DRAGON_FAVOURED = dict(zip(Rank, (10, 7, 9, 11, 7, 9, 10, 2, 11, 9, 9, 12, 10), strict=True))
"""116 cards left in seeded shoe 1000012 (``benchmarks/ez_side_bets.py``): two eights left."""
BOTH_FAVOURED = dict(zip(Rank, (4, 7, 7, 9, 9, 10, 4, 6, 7, 5, 4, 7, 4), strict=True))
"""83 cards left in seeded shoe 1000013: few zero-valued cards."""
PANDA_FAVOURED = dict(zip(Rank, (6, 5, 3, 8, 7, 5, 6, 7, 3, 5, 5, 6, 2), strict=True))
"""68 cards left in seeded shoe 1000004: Panda 8 just turns, Dragon 7 just does not."""
NEITHER = dict(zip(Rank, (11, 11, 7, 6, 8, 7, 8, 8, 9, 13, 12, 10, 9), strict=True))
"""119 cards left in seeded shoe 1000000: both side bets still cost the player."""
_VALUE = {rank: min(position + 1, 10) % 10 for position, rank in enumerate(Rank)}
"""A, 2 … 9 count their number; 10, J, Q, K count 0 (Rank lists A 2 3 4 5 6 7 8 9 T J Q K)."""


def _banker_draws(banker: int, player_third: int | None) -> bool:
    """The banker's third-card tableau, as printed (SPEC §3)."""
    if player_third is None:
        return banker <= 5
    if banker <= 2:
        return True
    if banker == 3:
        return player_third != 8
    if banker == 4:
        return 2 <= player_third <= 7
    if banker == 5:
        return 4 <= player_third <= 7
    if banker == 6:
        return player_third in (6, 7)
    return False


def _finished(values: tuple[int, ...]) -> tuple[int, int, int, int] | None:
    """(player total, banker total, player's cards, banker's cards) once the coup is over; None if it draws more."""
    if len(values) < 4:
        return None
    player, banker = (values[0] + values[2]) % 10, (values[1] + values[3]) % 10
    if player >= 8 or banker >= 8:
        return player, banker, 2, 2
    if player >= 6:
        if banker >= 6:
            return player, banker, 2, 2
        return (player, (banker + values[4]) % 10, 2, 3) if len(values) == 5 else None
    if len(values) == 4:
        return None
    third = values[4]
    if not _banker_draws(banker, third):
        return (player + third) % 10, banker, 3, 2
    return ((player + third) % 10, (banker + values[5]) % 10, 3, 3) if len(values) == 6 else None


def independent_count(counts: Mapping[Rank, int]) -> Counter[str]:
    """Ordered six-card draws from ``counts`` by result: every coup walked card by card."""
    return Counter(_count(tuple(counts.get(rank, 0) for rank in Rank)))


@functools.cache
def _count(by_rank: tuple[int, ...]) -> Counter[str]:
    left = [0] * 10
    for rank, count in zip(Rank, by_rank, strict=True):
        left[_VALUE[rank]] += count
    size = sum(left)
    found: Counter[str] = Counter()

    def walk(values: tuple[int, ...], ways: int) -> None:
        end = _finished(values)
        if end is None:
            for value in range(10):
                if left[value]:
                    left[value] -= 1
                    walk((*values, value), ways * (left[value] + 1))
                    left[value] += 1
            return
        player, banker, player_cards, banker_cards = end
        ways *= math.perm(size - len(values), MAX_CARDS - len(values))  # the unused places of six
        found["player" if player > banker else "banker" if banker > player else "tie"] += ways
        found["dragon_7"] += ways if banker > player and banker == 7 and banker_cards == 3 else 0
        found["panda_8"] += ways if player > banker and player == 8 and player_cards == 3 else 0

    walk((), 1)
    found["sequences"] = math.perm(size, MAX_CARDS)
    return found


def independent_edges(counts: Mapping[Rank, int]) -> dict[BetSpot, float]:
    """EZ's house edges from the independent count, with SPEC §15's payouts written out."""
    found = independent_count(counts)
    p = {
        name: found[name] / found["sequences"] for name in ("player", "banker", "tie", "dragon_7", "panda_8")
    }
    return {
        BetSpot.PLAYER: p["banker"] - p["player"],
        # BANCA wins 1 except on a Dragon 7 (a push), loses on a player win, pushes on a tie.
        BetSpot.BANKER: p["player"] - (p["banker"] - p["dragon_7"]),
        BetSpot.TIE: 1 - 9 * p["tie"],
        BetSpot.DRAGON_7: 1 - 41 * p["dragon_7"],
        BetSpot.PANDA_8: 1 - 26 * p["panda_8"],
    }


def test_independent_count_agrees_exactly_on_a_fresh_shoe() -> None:
    """Every result of the engine's tally, Dragon 7 and Panda 8 included, is the independent integer."""
    split, found = tally(FRESH), independent_count(FRESH)
    for name in ("player", "banker", "tie", "dragon_7", "panda_8", "sequences"):
        assert getattr(split, name) == found[name], name


@pytest.mark.parametrize(
    ("spot", "percent"),
    [
        (BetSpot.BANKER, 1.0183),
        (BetSpot.DRAGON_7, 7.6113),
        (BetSpot.PANDA_8, 10.1876),
        (BetSpot.PLAYER, 1.2351),
        (BetSpot.TIE, 14.3596),
    ],
)
def test_fresh_shoe_ez_edges_match_spec(spot: BetSpot, percent: float) -> None:
    """SPEC §15's figures, from the independent count and from the engine, to four decimals of a percent."""
    expected = independent_edges(FRESH)[spot]
    assert round(expected * 100, 4) == percent
    assert exact(FRESH).edge(TableKind.EZ, spot) == pytest.approx(expected, abs=1e-12)


def test_fresh_shoe_dragon_and_panda_probabilities() -> None:
    """P(Dragon 7) = 0.022534 and P(Panda 8) = 0.034543 with eight fresh decks."""
    odds = exact(FRESH)
    assert (round(odds.dragon_7, 6), round(odds.panda_8, 6)) == (0.022534, 0.034543)


def test_every_ez_spot_has_an_edge_and_pairs_are_unchanged() -> None:
    """All seven spots at EZ; the pairs as at the other tables."""
    odds = exact(FRESH)
    edges = {spot: odds.edge(TableKind.EZ, spot) for spot in TableKind.EZ.spots}
    assert len(edges) == 7
    assert edges[BetSpot.PLAYER_PAIR] == edges[BetSpot.BANKER_PAIR] == pytest.approx(43 / 415, abs=1e-15)


@pytest.mark.parametrize(
    ("counts", "dragon_negative", "panda_negative"),
    [
        (DRAGON_FAVOURED, True, False),
        (BOTH_FAVOURED, True, True),
        (PANDA_FAVOURED, False, True),
        (NEITHER, False, False),
    ],
)
def test_late_shoe_side_bet_edges(
    counts: dict[Rank, int], dragon_negative: bool, panda_negative: bool
) -> None:
    """Late in a shoe Dragon 7 or Panda 8 can favour the player: the engine says so, as the independent count does."""
    found, split = independent_count(counts), tally(counts)
    assert (split.dragon_7, split.panda_8) == (found["dragon_7"], found["panda_8"])
    expected = independent_edges(counts)
    assert (expected[BetSpot.DRAGON_7] < 0, expected[BetSpot.PANDA_8] < 0) == (
        dragon_negative,
        panda_negative,
    )
    odds = exact(counts)
    for spot in (BetSpot.BANKER, BetSpot.DRAGON_7, BetSpot.PANDA_8):
        assert odds.edge(TableKind.EZ, spot) == pytest.approx(expected[spot], abs=1e-12)
    shown = shoe_odds(counts, TableKind.EZ)
    assert (shown.edge(BetSpot.DRAGON_7) < 0, shown.edge(BetSpot.PANDA_8) < 0) == (
        dragon_negative,
        panda_negative,
    )
    assert shown.fresh_edge(BetSpot.DRAGON_7) > 0 < shown.fresh_edge(BetSpot.PANDA_8)
    assert shown.favoured == tuple(
        spot
        for spot, negative in ((BetSpot.DRAGON_7, dragon_negative), (BetSpot.PANDA_8, panda_negative))
        if negative
    )


@pytest.mark.parametrize(
    "counts",
    [
        {Rank.JACK: 12, Rank.QUEEN: 1, Rank.KING: 9, Rank.THREE: 5, Rank.SEVEN: 4},
        {rank: 1 for rank in list(Rank)[1:8]},
        {Rank.TWO: 9, Rank.FIVE: 6, Rank.SEVEN: 3, Rank.TEN: 4},
        {Rank.ACE: 6, Rank.SIX: 5, Rank.EIGHT: 7, Rank.KING: 3},
    ],
)
def test_small_shoes_agree_exactly(counts: dict[Rank, int]) -> None:
    """On small, lopsided shoes the rare results still match the independent count to the last draw."""
    split, found = tally(counts), independent_count(counts)
    for name in ("player", "banker", "tie", "dragon_7", "panda_8"):
        assert getattr(split, name) == found[name], name
    assert 0 <= split.dragon_7 <= split.banker and 0 <= split.panda_8 <= split.player


def test_a_shoe_of_dragons() -> None:
    """Threes and fours only: the banker's three-card 7 is the common ending, and the bet pays for it."""
    counts = {Rank.THREE: 20, Rank.FOUR: 20, Rank.KING: 20}
    odds = exact(counts)
    assert odds.dragon_7 == pytest.approx(independent_count(counts)["dragon_7"] / math.perm(60, 6))
    assert odds.edge(TableKind.EZ, BetSpot.DRAGON_7) == pytest.approx(1 - 41 * odds.dragon_7)


@pytest.mark.parametrize("table", [TableKind.CLASSIC, TableKind.NO_COMMISSION])
@pytest.mark.parametrize("spot", [BetSpot.DRAGON_7, BetSpot.PANDA_8])
def test_side_spot_edges_are_refused_at_other_tables(table: TableKind, spot: BetSpot) -> None:
    """Asking the edge of an EZ spot at another table is an error that names it, never a number."""
    with pytest.raises(ValueError, match=f"{spot.name} is not played at the {table.name} table"):
        exact(FRESH).edge(table, spot)
    shown = shoe_odds(FRESH, table)
    assert len(shown.edges) == len(shown.fresh_edges) == 5
    with pytest.raises(ValueError, match=spot.name):
        shown.edge(spot)


def test_shoe_odds_lists_the_tables_spots_in_order() -> None:
    """The odds panel's edges follow ``table.spots``: five at CLÁSICA, seven at EZ."""
    ez, classic = shoe_odds(FRESH, TableKind.EZ), shoe_odds(FRESH, TableKind.CLASSIC)
    assert ez.edges == tuple(exact(FRESH).edge(TableKind.EZ, spot) for spot in TableKind.EZ.spots)
    assert classic.edges == tuple(
        exact(FRESH).edge(TableKind.CLASSIC, spot) for spot in TableKind.CLASSIC.spots
    )
    assert ez.edge(BetSpot.BANKER) < classic.edge(BetSpot.BANKER)
