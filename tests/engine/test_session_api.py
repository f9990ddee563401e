"""What the table shows, asked of the engine: cards left, the reshuffle, REPARTIR allowed, open totals.

The same over random nights of actions: ``test_table_machine.py``.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from baccarat_qt.engine import BetSpot
from baccarat_qt.engine.events import ActionRefused, Phase, Refusal, ShoeShuffled, Side
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import CUT_CARD_AT, SHOE_SIZE, Shoe, scripted
from tests.support.sessions import session_with, short_shoe

NATURAL = "9H 4C KS 4D 8S"  # player 9, banker 8: four cards, nobody draws
BOTH_DRAW = "2S 4H 3D KC 4D 7C"  # player 5 draws a 4, banker 4 draws on a 4: six cards
BANKER_DRAWS = "4S 2H 3D AC 9H"  # player stands on 7, banker 3 draws: five cards


def dealt(session: Session, spot: BetSpot = BetSpot.PLAYER) -> list[object]:
    """Place one 5 chip on ``spot`` and deal; the events of the deal."""
    session.place_chip(spot, 500)
    return list(session.deal())


# --- cards_left ---------------------------------------------------------------------------


@pytest.mark.parametrize(("cards", "in_coup"), [(NATURAL, 4), (BOTH_DRAW, 6), (BANKER_DRAWS, 5)])
def test_cards_left_counts_only_the_cards_on_the_table(cards: str, in_coup: int) -> None:
    """Whatever the coup holds, the count drops by the cards on the table, one by one."""
    session = session_with(cards)
    assert session.cards_left == SHOE_SIZE
    dealt(session)
    assert session.cards_left == SHOE_SIZE - 4
    while session.phase is Phase.REVEALING:
        assert session.cards_left == SHOE_SIZE - len(session.table_cards)
        session.open_next()
    assert session.cards_left == session.shoe.cards_left == SHOE_SIZE - in_coup


def test_cards_left_does_not_tell_whether_anyone_draws() -> None:
    """Right after REPARTIR a natural and a six-card coup show the same count."""
    counts = set()
    for cards in (NATURAL, BOTH_DRAW, BANKER_DRAWS):
        session = session_with(cards)
        dealt(session)
        counts.add(session.cards_left)
    assert counts == {SHOE_SIZE - 4}


def test_cards_left_after_a_reshuffle() -> None:
    """A deal that reshuffles first counts from a full shoe."""
    session = Session(shoe=short_shoe(CUT_CARD_AT, BOTH_DRAW))
    assert session.cards_left == CUT_CARD_AT
    events = dealt(session)
    assert isinstance(events[0], ShoeShuffled)
    assert session.cards_left == SHOE_SIZE - 4


# --- reshuffle_due ------------------------------------------------------------------------


@pytest.mark.parametrize(("left", "due"), [(CUT_CARD_AT + 1, False), (CUT_CARD_AT, True), (7, True)])
def test_reshuffle_due_while_betting_is_what_deal_does(left: int, due: bool) -> None:
    """Betting: due exactly when the cut card is out, and then REPARTIR reshuffles first."""
    session = Session(shoe=short_shoe(left, NATURAL))
    assert session.reshuffle_due is due
    events = dealt(session)
    assert isinstance(events[0], ShoeShuffled) is due
    if due:
        assert (session.reshuffle_due, session.cards_left) == (False, SHOE_SIZE - 4)


def test_reshuffle_due_never_gives_a_third_card_away() -> None:
    """A six-card coup takes the shoe under the cut card; the table says so only once a third card is out."""
    session = Session(shoe=short_shoe(CUT_CARD_AT + 5, BOTH_DRAW))
    dealt(session)
    assert session.shoe.needs_shuffle  # the shoe itself already knows
    assert (session.cards_left, session.reshuffle_due) == (CUT_CARD_AT + 1, False)
    natural = Session(shoe=short_shoe(CUT_CARD_AT + 5, NATURAL))
    dealt(natural)
    assert (natural.cards_left, natural.reshuffle_due) == (CUT_CARD_AT + 1, False)
    seen = []
    while session.phase is Phase.REVEALING:
        seen.append((len(session.table_cards), session.reshuffle_due))
        events = session.open_next()
    assert seen[0] == (4, False) and seen[-1] == (6, True)
    assert any(isinstance(event, ShoeShuffled) for event in events)
    assert (session.reshuffle_due, session.cards_left) == (False, SHOE_SIZE)


def test_reshuffle_due_is_false_once_the_night_ended() -> None:
    """No next deal after RETIRARSE, so no reshuffle before it."""
    session = Session(shoe=short_shoe(CUT_CARD_AT, NATURAL))
    assert session.reshuffle_due
    session.leave()
    assert not session.reshuffle_due


# --- can_deal -----------------------------------------------------------------------------


def _fresh() -> Session:
    return Session()


def _chip_placed() -> Session:
    session = Session()
    session.place_chip(BetSpot.TIE, 500)
    return session


def _chips_cleared() -> Session:
    session = _chip_placed()
    session.clear_bets()
    return session


def _chip_removed() -> Session:
    session = _chip_placed()
    session.remove_last_chip()
    return session


def _revealing() -> Session:
    session = session_with(NATURAL)
    dealt(session)
    return session


def _settled(*, rebet: bool) -> Session:
    session = session_with(NATURAL, rebet=rebet)
    dealt(session)
    session.open_all()
    return session


def _left_with_chips() -> Session:
    session = _chip_placed()
    session.leave()
    return session


def _over() -> Session:
    session = Session(shoe=Shoe(shuffler=scripted(NATURAL.split())), balance=500)
    dealt(session, BetSpot.BANKER)
    session.open_all()
    assert session.phase is Phase.OVER
    return session


@pytest.mark.parametrize(
    ("make", "can"),
    [
        (_fresh, False),
        (_chip_placed, True),
        (_chips_cleared, False),
        (_chip_removed, False),
        (_revealing, False),
        (lambda: _settled(rebet=True), True),
        (lambda: _settled(rebet=False), False),
        (_left_with_chips, False),
        (_over, False),
    ],
    ids=["fresh", "chip", "cleared", "removed", "revealing", "rebet", "no-rebet", "left", "over"],
)
def test_can_deal_is_exactly_what_deal_accepts(make: Callable[[], Session], can: bool) -> None:
    """A table of states: can_deal says whether REPARTIR goes through, and it does or is refused."""
    session = make()
    assert session.can_deal is can
    if can:
        assert session.deal()
        assert session.phase is Phase.REVEALING
    else:
        with pytest.raises(ActionRefused) as refused:
            session.deal()
        assert refused.value.reason in (Refusal.NO_BET, Refusal.HAND_IN_PROGRESS, Refusal.NIGHT_ENDED)


# --- open_total ---------------------------------------------------------------------------


def test_open_total_is_none_until_a_card_of_that_side_is_open() -> None:
    """None for a side with no open card (the 0 of side_total would be a lie), then the running total."""
    session = Session()
    assert (session.open_total(Side.PLAYER), session.open_total(Side.BANKER)) == (None, None)
    session = session_with(BOTH_DRAW)
    dealt(session)
    totals = []
    for index in (1, 0, 3, 2):
        session.open_card(index)
        totals.append((session.open_total(Side.PLAYER), session.open_total(Side.BANKER)))
    assert totals == [(None, 4), (2, 4), (2, 4), (5, 4)]
    session.open_next()  # the player's third card, a 4
    assert session.open_total(Side.PLAYER) == 9 == session.side_total(Side.PLAYER)
