"""The night's state machine: bets, limits, the reveal order, settlement, rebet, leaving."""

from __future__ import annotations

import contextlib
import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine import events as events_module
from baccarat_qt.engine import session as session_module
from baccarat_qt.engine.events import (
    CHIPS,
    MAX_PER_SPOT,
    ActionRefused,
    CardDealt,
    CardOpened,
    CoupSettled,
    NightOver,
    Phase,
    RebetSkipped,
    Refusal,
    ShoeShuffled,
    Side,
    SpotResult,
)
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import CUT_CARD_AT, SHOE_SIZE, Shoe, fisher_yates, scripted

P, B, T, PP, BP = (
    BetSpot.PLAYER,
    BetSpot.BANKER,
    BetSpot.TIE,
    BetSpot.PLAYER_PAIR,
    BetSpot.BANKER_PAIR,
)


def session_with(cards: str, *, table: TableKind = TableKind.CLASSIC, rebet: bool = True) -> Session:
    """A session whose shoe starts with the given cards (P, B, P, B, thirds)."""
    return Session(table=table, shoe=Shoe(shuffler=scripted(cards.split())), rebet=rebet)


def snapshot(session: Session) -> dict[str, object]:
    """Everything observable about a session, for 'nothing changed' checks."""
    return copy.deepcopy(session.to_dict())


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


# --- properties over random sequences of actions ------------------------------------------


class NightMachine(RuleBasedStateMachine):
    """Random valid and invalid actions: chips are conserved, limits hold, refusals change nothing."""

    def __init__(self) -> None:
        super().__init__()
        self.session = Session(shoe=Shoe(shuffler=fisher_yates(random.Random(0))))

    def _try(self, action: object, *args: object) -> None:
        before = snapshot(self.session)
        try:
            action(*args)  # type: ignore[operator]
        except ActionRefused:
            assert snapshot(self.session) == before

    @rule(spot=st.sampled_from(BetSpot), chip=st.sampled_from((*CHIPS, 0, 1, -500, 10**9)))
    def place(self, spot: BetSpot, chip: int) -> None:
        """Place any chip, valid or not."""
        self._try(self.session.place_chip, spot, chip)

    @rule()
    def remove(self) -> None:
        """Take back the last chip."""
        self._try(self.session.remove_last_chip)

    @rule()
    def clear(self) -> None:
        """LIMPIAR."""
        self._try(self.session.clear_bets)

    @rule()
    def deal(self) -> None:
        """REPARTIR."""
        self._try(self.session.deal)

    @rule(index=st.integers(-2, 7))
    def open_card(self, index: int) -> None:
        """Open a card by index, possibly a wrong one."""
        self._try(self.session.open_card, index)

    @rule()
    def open_next(self) -> None:
        """A."""
        self._try(self.session.open_next)

    @rule()
    def open_all(self) -> None:
        """VOLTEAR TODAS."""
        self._try(self.session.open_all)

    @rule(on=st.booleans())
    def toggle_rebet(self, on: bool) -> None:
        """The rebet box."""
        self.session.rebet = on

    @rule()
    def repeat(self) -> None:
        """Repeat the previous bets."""
        self._try(self.session.repeat_last_bets)

    @rule()
    def leave(self) -> None:
        """RETIRARSE, rarely."""
        if random.Random(self.session.hands_played).random() < 0.05:
            self._try(self.session.leave)

    @invariant()
    def chips_are_conserved(self) -> None:
        """Balance + chips on the table + house net = the 500 chips the night started with."""
        s = self.session
        assert s.balance + s.total_bet + s.house_net == 50_000

    @invariant()
    def limits_hold(self) -> None:
        """Balance never negative; each spot 5..500; never both sides."""
        s = self.session
        assert s.balance >= 0
        bets = s.bets
        assert all(500 <= amount <= MAX_PER_SPOT for amount in bets.values())
        assert not (P in bets and B in bets)

    @invariant()
    def reveal_order(self) -> None:
        """Third cards only once the cards before them are open."""
        cards = self.session.table_cards
        if len(cards) > 4:
            assert all(tc.face_up for tc in cards[:4])
        if len(cards) > 5:
            assert cards[4].face_up


NightMachine.TestCase.settings = settings(max_examples=60, stateful_step_count=80, deadline=None)
test_night_machine = NightMachine.TestCase


@given(st.lists(st.sampled_from(CHIPS), max_size=30))
def test_total_never_exceeds_starting_balance(chips: list[int]) -> None:
    """However many chips are tried, what is on the table never exceeds what the player had."""
    session = Session()
    for i, chip in enumerate(chips):
        with contextlib.suppress(ActionRefused):
            session.place_chip((T, PP, BP, P)[i % 4], chip)
    assert session.total_bet + session.balance == 50_000
    assert session.balance >= 0
