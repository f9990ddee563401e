"""Exact odds: SPEC §9 on a fresh shoe, and agreement with a slow reference enumeration."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping
from fractions import Fraction

import pytest

from baccarat_qt.engine import BetSpot, Card, Outcome, Rank, Suit, TableKind, deal_coup
from baccarat_qt.engine.cards import full_deck
from baccarat_qt.engine.odds import MAX_CARDS, Odds, exact, tally

FRESH = {rank: 32 for rank in Rank}


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("banker", 0.458597),
        ("player", 0.446247),
        ("tie", 0.095156),
        ("banker_six", 0.053864),
        ("player_pair", 0.074699),
        ("banker_pair", 0.074699),
    ],
)
def test_fresh_shoe_probabilities_match_spec(name: str, expected: float) -> None:
    """Eight fresh decks give the SPEC §9 probabilities to six decimals."""
    assert round(getattr(exact(FRESH), name), 6) == expected


def test_fresh_shoe_pair_is_31_over_415() -> None:
    """A pair on one side is exactly 31/415 with eight decks."""
    odds = exact(FRESH)
    assert odds.player_pair == odds.banker_pair == pytest.approx(31 / 415, abs=1e-15)


@pytest.mark.parametrize(
    ("table", "spot", "percent"),
    [
        (TableKind.CLASSIC, BetSpot.BANKER, 1.0579),
        (TableKind.NO_COMMISSION, BetSpot.BANKER, 1.4581),
        (TableKind.CLASSIC, BetSpot.PLAYER, 1.2351),
        (TableKind.NO_COMMISSION, BetSpot.PLAYER, 1.2351),
        (TableKind.CLASSIC, BetSpot.TIE, 14.3596),
        (TableKind.NO_COMMISSION, BetSpot.TIE, 14.3596),
        (TableKind.CLASSIC, BetSpot.PLAYER_PAIR, 10.3614),
        (TableKind.NO_COMMISSION, BetSpot.BANKER_PAIR, 10.3614),
    ],
)
def test_fresh_shoe_house_edges_match_spec(table: TableKind, spot: BetSpot, percent: float) -> None:
    """The house edge of every bet on both tables matches SPEC §9."""
    assert round(exact(FRESH).edge(table, spot) * 100, 4) == percent


def test_pair_edge_is_exact() -> None:
    """The 11:1 pair loses 43/415 of the stake on average with eight decks."""
    assert exact(FRESH).edge(TableKind.CLASSIC, BetSpot.PLAYER_PAIR) == pytest.approx(43 / 415, abs=1e-15)


@pytest.mark.parametrize(
    "counts",
    [
        FRESH,
        {rank: 16 for rank in Rank},
        {Rank.ACE: 3, Rank.TEN: 50, Rank.SIX: 1, Rank.SEVEN: 9},
        {rank: 1 for rank in list(Rank)[:6]},
    ],
)
def test_results_cover_every_sequence(counts: Mapping[Rank, int]) -> None:
    """Player, banker and tie split the ordered six-card draws exactly: the probabilities sum to 1."""
    split = tally(counts)
    size = sum(counts.values())
    assert split.player + split.banker + split.tie == split.sequences == math.perm(size, MAX_CARDS)
    assert 0 <= split.banker_six <= split.banker
    odds = exact(counts)
    assert odds.player + odds.banker + odds.tie == pytest.approx(1.0, abs=1e-15)


@pytest.mark.parametrize(
    ("counts", "name"),
    [
        ({Rank.TEN: 10, Rank.KING: 10}, "tie"),
        ({Rank.NINE: 8}, "tie"),
        ({Rank.THREE: 20}, "tie"),
    ],
)
def test_single_result_shoes(counts: Mapping[Rank, int], name: str) -> None:
    """A shoe of zero-valued cards, of nines or of threes can only tie."""
    assert getattr(exact(counts), name) == 1.0


class _NeedsCard(Exception):
    """The reference's scripted draw ran out."""


def _reference(counts: Mapping[Rank, int]) -> dict[str, Fraction]:
    """Every coup, by recursion over the rank of each card deal_coup asks for, with its exact probability."""
    names = ("player", "banker", "tie", "banker_six", "player_pair", "banker_pair")
    found = dict.fromkeys(names, Fraction(0))

    def explore(ranks: tuple[Rank, ...], probability: Fraction) -> None:
        script = iter(ranks)

        def draw() -> Card:
            try:
                return Card(next(script), Suit.SPADES)
            except StopIteration:
                raise _NeedsCard from None

        try:
            coup = deal_coup(draw)
        except _NeedsCard:
            left = Counter(counts)
            left.subtract(ranks)
            size = left.total()
            for rank, count in left.items():
                if count > 0:
                    explore((*ranks, rank), probability * Fraction(count, size))
            return
        found[coup.outcome.value] += probability
        if coup.outcome is Outcome.BANKER and coup.banker_total == 6:
            found["banker_six"] += probability
        if coup.player_pair:
            found["player_pair"] += probability
        if coup.banker_pair:
            found["banker_pair"] += probability

    explore((), Fraction(1))
    return found


def _small_shoe(seed: int) -> dict[Rank, int]:
    """20 to 40 cards of six random ranks, taken from eight decks."""
    rng = random.Random(seed)
    ranks = rng.sample(list(Rank), 6)
    cards = rng.sample([card for card in full_deck() * 8 if card.rank in ranks], rng.randint(20, 40))
    return dict(Counter(card.rank for card in cards))


SMALL_SHOES = [
    *(_small_shoe(seed) for seed in range(4)),
    {Rank.JACK: 12, Rank.QUEEN: 1, Rank.KING: 9, Rank.THREE: 5, Rank.SEVEN: 4},
    {rank: 1 for rank in list(Rank)[4:10]},
    {rank: 1 for rank in list(Rank)[1:8]},
]


@pytest.mark.parametrize("counts", SMALL_SHOES)
def test_exact_agrees_with_reference_enumeration(counts: dict[Rank, int]) -> None:
    """On small shoes, exact() equals a slow enumeration of every reachable coup through deal_coup."""
    expected = _reference(counts)
    split = tally(counts)
    assert Fraction(split.player, split.sequences) == expected["player"]
    assert Fraction(split.banker, split.sequences) == expected["banker"]
    assert Fraction(split.tie, split.sequences) == expected["tie"]
    assert Fraction(split.banker_six, split.sequences) == expected["banker_six"]
    odds = exact(counts)
    for name, probability in expected.items():
        assert getattr(odds, name) == pytest.approx(float(probability), abs=1e-12), name


def test_missing_ranks_count_as_none_left() -> None:
    """A mapping without some ranks means those ranks are gone."""
    assert exact({Rank.TWO: 8, Rank.THREE: 8}) == exact(
        {rank: 0 for rank in Rank} | {Rank.TWO: 8, Rank.THREE: 8}
    )


def test_edge_is_negative_when_the_shoe_favours_the_bet() -> None:
    """A shoe that can only tie makes the tie bet win 8 per chip."""
    assert exact({Rank.TEN: 20}).edge(TableKind.CLASSIC, BetSpot.TIE) == -8.0


@pytest.mark.parametrize(
    ("counts", "message"),
    [
        ({Rank.ACE: 5}, "holds only 5"),
        ({}, "holds only 0"),
        ({Rank.ACE: 10, Rank.KING: -1}, "negative count of KING"),
    ],
)
def test_bad_compositions_raise(counts: Mapping[Rank, int], message: str) -> None:
    """Fewer than six cards or a negative count is a ValueError that says which."""
    with pytest.raises(ValueError, match=message):
        exact(counts)
    with pytest.raises(ValueError, match=message):
        tally(counts)


def test_odds_is_a_frozen_value() -> None:
    """Odds compare by value and cannot be changed."""
    odds = exact(FRESH)
    assert odds == exact(dict(FRESH))
    with pytest.raises(AttributeError):
        odds.tie = 0.5  # type: ignore[misc]
    assert isinstance(odds, Odds)
