"""After the coup: the balance settled in hundredths, the tie's push, rebet, leaving, the reshuffle
between hands, and a night saved mid-hand that plays on the same."""

from __future__ import annotations

import random

import pytest

from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.events import (
    CHIPS,
    ActionRefused,
    CoupSettled,
    NightOver,
    Phase,
    RebetSkipped,
    Refusal,
    ShoeShuffled,
    SpotResult,
)
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import CUT_CARD_AT, SHOE_SIZE, Shoe, fisher_yates
from tests.support.sessions import BP, PP, B, P, T, session_with


@pytest.mark.parametrize(
    ("table", "cards", "bets", "balance_after"),
    [
        # Banker wins 6 with two cards: classic pays 0.95, no-commission pays half.
        (TableKind.CLASSIC, "TS 3C 5H 3D 9D", {B: 2_500}, 50_000 + 2_375),
        (TableKind.NO_COMMISSION, "TS 3C 5H 3D 9D", {B: 2_500}, 50_000 + 1_250),
        # Banker wins 7: no commission pays in full.
        (TableKind.NO_COMMISSION, "2S 4C 3H 3D 9C", {B: 500}, 50_000 + 500),
        # Natural tie 8-8: sides push, tie pays 8 to 1.
        (TableKind.CLASSIC, "4S 5C 4H 3D", {P: 500, T: 500}, 50_000 + 4_000),
        # Pairs: 4-4 player pair wins 11 to 1, banker pair loses.
        (TableKind.CLASSIC, "4S 5C 4H 3D", {PP: 1_000, BP: 500}, 50_000 + 11_000 - 500),
    ],
)
def test_settlement_balance(
    table: TableKind, cards: str, bets: dict[BetSpot, int], balance_after: int
) -> None:
    """After settlement the balance is exactly what the payouts say, in hundredths."""
    session = session_with(cards, table=table, rebet=False)
    for spot, amount in bets.items():
        while amount:
            chip = max(c for c in CHIPS if c <= amount)
            session.place_chip(spot, chip)
            amount -= chip
    session.deal()
    while session.phase is Phase.REVEALING:
        session.open_next()
    assert session.balance == balance_after


def test_tie_pushes_sides() -> None:
    """On a tie JUGADOR's stake comes back in full."""
    session = session_with("4S 5C 4H 3D", rebet=False)
    session.place_chip(P, 2_500)
    session.deal()
    settled = next(e for e in session.open_all() if isinstance(e, CoupSettled))
    assert [(s.spot, s.result, s.returned) for s in settled.result.spots] == [(P, SpotResult.PUSH, 2_500)]


def test_rebet_places_same_bets_or_says_why() -> None:
    """Rebet repeats the bets; when the balance cannot cover them it is skipped with a reason."""
    # Player loses 500 chips of 500 on a banker natural 9 vs 0.
    session = session_with("TS 9C KH KD")
    for _ in range(4):
        session.place_chip(T, 10_000)
    session.place_chip(P, 10_000)
    session.deal()
    events = session.open_all()
    skipped = [e for e in events if isinstance(e, RebetSkipped)]
    assert skipped and skipped[0].amount == 50_000
    assert session.bets == {}
    assert session.phase is Phase.OVER
    assert isinstance(events[-1], NightOver) and events[-1].score == 0


def test_rebet_repeats() -> None:
    """With the box checked, the same chips are back on the same spots."""
    session = session_with("TS 9C KH KD")
    session.place_chip(B, 2_500)
    session.place_chip(BP, 500)
    session.deal()
    session.open_all()
    assert session.bets == {B: 2_500, BP: 500}


def test_leave_returns_chips_and_ends() -> None:
    """RETIRARSE: chips for the coming hand come back; the score is the balance."""
    session = Session()
    session.place_chip(P, 2_500)
    over = session.leave()
    assert (over.score, over.left, session.phase) == (50_000, True, Phase.LEFT)
    with pytest.raises(ActionRefused) as refused:
        session.place_chip(P, 500)
    assert refused.value.reason is Refusal.NIGHT_ENDED


def test_reshuffle_happens_between_hands_only() -> None:
    """When the cut card comes out mid-hand, the hand completes, then the shoe is reshuffled."""
    shoe = Shoe(shuffler=fisher_yates(random.Random(3)))
    session = Session(shoe=shoe)
    shuffled: list[ShoeShuffled] = []
    while not shuffled:
        before_deal = shoe.cards_left
        session.clear_bets() if session.bets else None
        session.place_chip(T, 500)
        events = session.deal()
        assert not any(isinstance(e, ShoeShuffled) for e in events)
        while session.phase is Phase.REVEALING:
            events = session.open_next()
            shuffled = [e for e in events if isinstance(e, ShoeShuffled)]
            if session.phase is Phase.REVEALING:
                assert not shuffled
        assert before_deal > CUT_CARD_AT
        if session.phase is Phase.OVER:
            pytest.fail("ran out of chips before the cut card")
    assert shoe.cards_left == SHOE_SIZE
    assert shuffled[0].cards_left == SHOE_SIZE


def test_round_trip_mid_hand() -> None:
    """to_dict/from_dict keeps the exact point of the night, including the cards to come."""
    session = session_with("2S 4H 3D KC 4D 7C")
    session.place_chip(P, 500)
    session.deal()
    session.open_card(2)
    restored = Session.from_dict(session.to_dict())
    assert restored.to_dict() == session.to_dict()
    assert [e for e in restored.open_all()] == [e for e in session.open_all()]
    assert restored.to_dict() == session.to_dict()
