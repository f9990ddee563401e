"""The shoe: eight decks, the cut card, scripted and random shuffles, and what comes out of it."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from baccarat_qt.engine import Card, Outcome, Rank, Shoe, deal_coup
from baccarat_qt.engine.cards import full_deck
from baccarat_qt.engine.shoe import CUT_CARD_AT, DECKS, SHOE_SIZE, Shuffler, fisher_yates, scripted


def test_a_fresh_shoe_is_eight_full_decks() -> None:
    """416 cards: each of the 52 cards exactly eight times."""
    shoe = Shoe(shuffler=fisher_yates(random.Random(1)))
    assert SHOE_SIZE == DECKS * 52 == 416
    assert shoe.cards_left == 416
    assert Counter(shoe.remaining) == Counter({card: 8 for card in full_deck()})
    assert shoe.rank_counts() == {rank: 32 for rank in Rank}


def test_cut_card_at_62() -> None:
    """The shoe asks for a reshuffle once 62 cards or fewer are left (15% of 416)."""
    assert CUT_CARD_AT == math.floor(SHOE_SIZE * 0.15) == 62
    shoe = Shoe(shuffler=fisher_yates(random.Random(2)))
    for _ in range(SHOE_SIZE - 63):
        shoe.draw()
    assert shoe.cards_left == 63
    assert not shoe.needs_shuffle
    shoe.draw()
    assert shoe.cards_left == 62
    assert shoe.needs_shuffle
    shoe.shuffle()
    assert (shoe.cards_left, shoe.needs_shuffle, shoe.shuffles) == (416, False, 2)


def test_draw_takes_from_the_top() -> None:
    """draw() returns remaining[0] and rank_counts() follows."""
    shoe = Shoe(shuffler=fisher_yates(random.Random(3)))
    top = shoe.remaining[0]
    assert shoe.draw() == top
    assert shoe.rank_counts()[top.rank] == 31
    assert sum(shoe.rank_counts().values()) == 415


def test_restored_shoe_keeps_its_order() -> None:
    """A shoe built from saved cards deals them top first and then runs out."""
    cards = [Card.parse(code) for code in ("AS", "KD", "7H")]
    shoe = Shoe(cards=cards)
    assert shoe.remaining == tuple(cards)
    assert [shoe.draw() for _ in cards] == cards
    with pytest.raises(IndexError):
        shoe.draw()


def test_scripted_shoe_starts_with_the_script() -> None:
    """scripted() puts the given cards on top and keeps the shoe exactly eight decks."""
    script = ["9H", "9H", "4C", "KS"]
    shoe = Shoe(shuffler=scripted(script))
    assert Counter(shoe.remaining) == Counter({card: 8 for card in full_deck()})
    assert [str(shoe.draw()) for _ in script] == script


def test_scripted_shoe_refuses_a_ninth_copy() -> None:
    """Nine aces of spades cannot come out of eight decks."""
    with pytest.raises(ValueError, match="AS"):
        Shoe(shuffler=scripted(["AS"] * 9))


def test_seeded_shuffles_repeat() -> None:
    """The same seed gives the same shoe; tests may rely on it."""
    first = Shoe(shuffler=fisher_yates(random.Random(42))).remaining
    assert Shoe(shuffler=fisher_yates(random.Random(42))).remaining == first
    assert Shoe(shuffler=fisher_yates(random.Random(43))).remaining != first


def test_default_shuffle_ignores_the_random_module_seed() -> None:
    """Production shoes come from the OS CSPRNG: seeding ``random`` does not repeat them."""
    random.seed(7)
    first = Shoe().remaining
    random.seed(7)
    assert Shoe().remaining != first


def _naive_shuffle(rng: random.Random) -> Shuffler:
    """The classic wrong shuffle: swap each place with ANY place (n^n paths onto n! orders)."""

    def shuffle(cards: list[Card]) -> None:
        for i in range(len(cards)):
            j = rng.randrange(len(cards))
            cards[i], cards[j] = cards[j], cards[i]

    return shuffle


def _placement_z(shuffle: Shuffler, *, deck: int = 7, rounds: int = 30_000) -> float:
    """How far (in standard deviations) the card-by-place counts are from uniform.

    Counts where each of ``deck`` cards lands over ``rounds`` shuffles and
    takes Pearson's statistic over the deck x deck table. Each shuffle puts
    one card in every place, so for a uniform shuffle the statistic is
    deck/(deck-1) times a chi-square with (deck-1)^2 degrees of freedom; the
    Wilson-Hilferty approximation turns that chi-square into a normal deviate.
    """
    cards = full_deck()[:deck]
    where = {card: index for index, card in enumerate(cards)}
    counts = [[0] * deck for _ in cards]
    for _ in range(rounds):
        order = list(cards)
        shuffle(order)
        for place, card in enumerate(order):
            counts[where[card]][place] += 1
    expected = rounds / deck
    pearson = sum((seen - expected) ** 2 / expected for row in counts for seen in row)
    chi_square = pearson * (deck - 1) / deck
    freedom = (deck - 1) ** 2
    spread = 2 / (9 * freedom)
    return (math.cbrt(chi_square / freedom) - (1 - spread)) / math.sqrt(spread)


Z_LIMIT = 4.75
"""A one-sided p-value of about 1e-6."""


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_fisher_yates_places_cards_uniformly(seed: int) -> None:
    """Every card lands in every place equally often, up to chance."""
    assert _placement_z(fisher_yates(random.Random(seed))) < Z_LIMIT


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_uniformity_test_catches_a_biased_shuffle(seed: int) -> None:
    """The same test rejects the naive swap-with-any-place shuffle, by a wide margin."""
    assert _placement_z(_naive_shuffle(random.Random(seed))) > 3 * Z_LIMIT


def _frequencies(coups: int, shoe: Shoe) -> dict[str, float]:
    """Deal ``coups`` coups the way the table does (reshuffling at the cut card); the share of each result."""
    seen: Counter[str] = Counter()
    for _ in range(coups):
        if shoe.needs_shuffle:
            shoe.shuffle()
        coup = deal_coup(shoe.draw)
        seen[coup.outcome.value] += 1
        seen["banker_six"] += coup.outcome is Outcome.BANKER and coup.banker_total == 6
        seen["player_pair"] += coup.player_pair
        seen["banker_pair"] += coup.banker_pair
    return {name: count / coups for name, count in seen.items()}


SPEC_FIGURES = {
    "banker": 0.458597,
    "player": 0.446247,
    "tie": 0.095156,
    "banker_six": 0.053864,
    "player_pair": 31 / 415,
    "banker_pair": 31 / 415,
}
"""SPEC §9, for a fresh eight-deck shoe."""


def test_real_shoe_frequencies_match_spec() -> None:
    """Coups from the CSPRNG shoe land within 5 standard deviations of SPEC §9.

    Coups from one shoe are not quite independent and the cut card shifts the
    odds by far less than a standard deviation here, so 5 sigma stays a
    sound bound (a false alarm is about one in a million per figure).
    """
    coups = 60_000
    shares = _frequencies(coups, Shoe())
    for name, expected in SPEC_FIGURES.items():
        sigma = math.sqrt(expected * (1 - expected) / coups)
        assert abs(shares[name] - expected) < 5 * sigma, (name, shares[name], expected)


def test_frequency_test_catches_a_stacked_shoe() -> None:
    """The same bounds reject a shoe with the zero-valued cards on top (ties galore)."""

    def stack(cards: list[Card]) -> None:
        fisher_yates(random.Random(5))(cards)
        cards.sort(key=lambda card: card.value != 0)

    shares = _frequencies(2_000, Shoe(shuffler=stack))
    assert shares["tie"] > SPEC_FIGURES["tie"] + 5 * math.sqrt(0.1 * 0.9 / 2_000)
