"""The night's state machine: bets and their limits, REPARTIR, the reveal order and VOLTEAR TODAS.

Settlement, rebet, leaving and the reshuffle are in ``test_session_settlement.py``; random nights of
valid and invalid actions in ``test_night_machine.py``.
"""

from __future__ import annotations

import pytest

from baccarat_qt.engine import BetSpot
from baccarat_qt.engine import events as events_module
from baccarat_qt.engine import session as session_module
from baccarat_qt.engine.events import ActionRefused, CardDealt, CardOpened, CoupSettled, Phase, Refusal, Side
from baccarat_qt.engine.session import Session
from tests.support.sessions import BP, PP, B, P, T, session_with, snapshot


def test_starts_with_500_chips_and_betting() -> None:
    """A new night: 500 chips, betting, nothing on the table, rebet on."""
    session = Session()
    assert (session.balance, session.total_bet, session.phase, session.rebet) == (
        50_000,
        0,
        Phase.BETTING,
        True,
    )


@pytest.mark.parametrize(
    ("placed", "spot", "chip", "reason"),
    [
        ([], P, 123, Refusal.UNKNOWN_CHIP),
        ([], P, 0, Refusal.UNKNOWN_CHIP),
        ([(B, 500)], P, 500, Refusal.BOTH_SIDES),
        ([(P, 500)], B, 500, Refusal.BOTH_SIDES),
        ([(P, 50_000)], P, 500, Refusal.OVER_SPOT_LIMIT),
        ([(T, 10_000)] * 4 + [(T, 2_500)] * 3, T, 10_000, Refusal.OVER_SPOT_LIMIT),
        ([(P, 50_000)], T, 500, Refusal.OVER_BALANCE),
    ],
)
def test_refused_chip_changes_nothing(
    placed: list[tuple[BetSpot, int]], spot: BetSpot, chip: int, reason: Refusal
) -> None:
    """Each limit of SPEC §4 refuses with its reason and leaves the state as it was."""
    session = Session()
    for where, amount in placed:
        session.place_chip(where, amount)
    before = snapshot(session)
    with pytest.raises(ActionRefused) as refused:
        session.place_chip(spot, chip)
    assert refused.value.reason is reason
    assert snapshot(session) == before


def test_tie_and_pairs_combine_with_one_side() -> None:
    """EMPATE and the pairs may be played alone or with one side."""
    session = Session()
    for spot in (T, PP, BP, B):
        session.place_chip(spot, 500)
    assert session.bets == {B: 500, T: 500, PP: 500, BP: 500}
    assert session.balance == 48_000


def test_remove_last_and_clear() -> None:
    """Removing the last chip and LIMPIAR give the chips back."""
    session = Session()
    session.place_chip(P, 2_500)
    session.place_chip(T, 500)
    assert session.remove_last_chip() == (T, 500)
    assert session.bets == {P: 2_500}
    assert session.clear_bets() == 2_500
    assert (session.balance, session.bets) == (50_000, {})
    with pytest.raises(ActionRefused) as refused:
        session.clear_bets()
    assert refused.value.reason is Refusal.NOTHING_TO_REMOVE


def test_deal_without_bet_is_refused() -> None:
    """REPARTIR with no chips on the table is refused and changes nothing."""
    session = Session()
    before = snapshot(session)
    with pytest.raises(ActionRefused) as refused:
        session.deal()
    assert refused.value.reason is Refusal.NO_BET
    assert snapshot(session) == before


def test_deal_puts_four_face_down_cards_in_table_order() -> None:
    """Four cards, P B P B, all face down; betting is closed during the hand."""
    session = session_with("2S 3H 4D 5C 6S 7H")
    session.place_chip(P, 500)
    events = session.deal()
    assert [e.index for e in events if isinstance(e, CardDealt)] == [0, 1, 2, 3]
    assert [(tc.side, tc.slot, tc.face_up) for tc in session.table_cards] == [
        (Side.PLAYER, 0, False),
        (Side.BANKER, 0, False),
        (Side.PLAYER, 1, False),
        (Side.BANKER, 1, False),
    ]
    for action in (lambda: session.place_chip(T, 500), session.clear_bets, session.deal, session.leave):
        before = snapshot(session)
        with pytest.raises(ActionRefused):
            action()
        assert snapshot(session) == before


def test_third_cards_appear_in_order() -> None:
    """Player's third only after the first four are open; banker's only after the player's third."""
    # Player 2+3=5 draws a 4 (9); banker 4+K=4 draws on a 4 -> 7C gives 1.
    session = session_with("2S 4H 3D KC 4D 7C")
    session.place_chip(P, 500)
    session.deal()
    for index in (3, 0, 2):
        session.open_card(index)
    assert len(session.table_cards) == 4
    events = session.open_card(1)
    assert isinstance(events[0], CardOpened)
    dealt = events[-1]
    assert isinstance(dealt, CardDealt) and dealt.index == 4
    assert dealt.reason is not None and dealt.reason.side is Side.PLAYER
    assert dealt.reason.two_card_total == 5
    third = session.table_cards[-1]
    assert third.side is Side.PLAYER and not third.face_up
    events = session.open_next()
    dealt = events[-1]
    assert isinstance(dealt, CardDealt) and dealt.index == 5
    assert dealt.reason is not None
    assert (dealt.reason.side, dealt.reason.two_card_total, dealt.reason.player_third) == (Side.BANKER, 4, 4)
    events = session.open_next()
    settled = [e for e in events if isinstance(e, CoupSettled)]
    assert settled and settled[0].result.coup.player_total == 9
    assert session.last_result is not None and session.last_result.coup.banker_total == 1


def test_banker_draws_alone_when_player_stands() -> None:
    """Player stands on 7; banker with 3 draws as the fifth card."""
    session = session_with("4S 2H 3D AC 9H")
    session.place_chip(B, 500)
    session.deal()
    events = session.open_all()
    dealt = next(e for e in events if isinstance(e, CardDealt))
    assert dealt.reason is not None
    assert (dealt.reason.side, dealt.reason.player_third) == (Side.BANKER, None)
    assert session.table_cards[4].side is Side.BANKER


def test_open_all_opens_the_whole_hand_in_one_press() -> None:
    """VOLTEAR TODAS opens the four cards, then both third cards as the rules deal them, and settles."""
    session = session_with("2S 4H 3D KC 4D 7C")
    session.place_chip(P, 500)
    session.deal()
    events = session.open_all()
    assert [tc.face_up for tc in session.table_cards] == [True] * 6
    assert [(type(e).__name__, getattr(e, "index", None)) for e in events] == [
        ("CardOpened", 0),
        ("CardOpened", 1),
        ("CardOpened", 2),
        ("CardOpened", 3),
        ("CardDealt", 4),
        ("CardOpened", 4),
        ("CardDealt", 5),
        ("CardOpened", 5),
        ("CoupSettled", None),
    ]
    assert session.phase is Phase.BETTING and session.hands_played == 1
    with pytest.raises(ActionRefused) as refused:
        session.open_all()
    assert refused.value.reason is Refusal.NO_CARD_TO_OPEN


def test_open_all_after_some_cards_opens_the_rest_in_deal_order() -> None:
    """Cards already opened by hand stay open; the rest open in deal order, the third cards last."""
    session = session_with("2S 4H 3D KC 4D 7C")
    session.place_chip(P, 500)
    session.deal()
    session.open_card(3)
    opened = [e.index for e in session.open_all() if isinstance(e, CardOpened)]
    assert opened == [0, 1, 2, 4, 5]
    assert session.last_result is not None and session.last_result.coup.banker_total == 1


@pytest.mark.parametrize(
    "name",
    [
        "CHIPS",
        "MAX_PER_SPOT",
        "MIN_PER_SPOT",
        "STARTING_BALANCE",
        "ActionRefused",
        "CardDealt",
        "CardOpened",
        "CoupSettled",
        "DrawReason",
        "Event",
        "HandResult",
        "InvalidSessionData",
        "NightOver",
        "Phase",
        "RebetSkipped",
        "Refusal",
        "ShoeShuffled",
        "Side",
        "SpotResult",
        "SpotSettlement",
        "TableCard",
    ],
)
def test_session_module_still_exports_the_types(name: str) -> None:
    """What code imports from ``engine.session`` (its old ``__all__``, and DrawReason) is there, the object of ``events``."""
    assert name in session_module.__all__
    assert getattr(session_module, name) is getattr(events_module, name)
