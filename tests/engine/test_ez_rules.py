"""The EZ table (SPEC §15): its settlement, its two extra spots refused elsewhere, its nights saved and restored."""

from __future__ import annotations

import json

import pytest

from baccarat_qt.engine import BetSpot, Coup, Outcome, TableKind, deal_coup, settle
from baccarat_qt.engine.bets import chip_refusal, settle_spots
from baccarat_qt.engine.events import ActionRefused, InvalidSessionData, Phase, Refusal, SpotResult
from baccarat_qt.engine.payouts import EZ_ONLY_SPOTS, most_returned, profit_ratio
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import Shoe, scripted

DRAGON = Coup.from_codes("TS 5H 9D", "TC 3D 4S")
"""Player 5 draws a 9 (4); banker 3 draws a 4: the banker wins with three cards totalling 7."""
BANKER_TWO_CARD_SEVEN = Coup.from_codes("TS 5H 9D", "3C 4D")
"""The same player 4; banker stands on a two-card 7 and wins."""
THREE_CARD_SEVEN_TIE = Coup.from_codes("3S 4H", "TC 2D 5S")
"""Player stands on 7; banker 2 draws a 5: a three-card 7 that ties."""
PANDA = Coup.from_codes("TS 2H 6D", "TC 7D")
"""Player 2 draws a 6: the player wins with three cards totalling 8 against a standing 7."""
PLAYER_TWO_CARD_EIGHT = Coup.from_codes("3S 5H", "TC 7D")
"""Player natural 8 beats 7: a two-card 8."""
THREE_CARD_EIGHT_TIE = Coup.from_codes("TS 2H 6D", "TC 3D 5S")
"""Player three-card 8; banker 3 draws a 5: 8 all."""
THREE_CARD_EIGHT_LOSES = Coup.from_codes("TS 2H 6D", "TC 6D 3S")
"""Player three-card 8; banker 6 draws on the player's 6 and makes 9."""
BANKER_SIX = Coup.from_codes("2S 3H 6D", "KC 4D 2S")
"""The banker wins with three cards totalling 6: full pay at EZ."""
PLAYER_NATURAL = Coup.from_codes("9H KS", "4C 3D")
"""Player natural 9 against banker 7."""
PAIRS_TIE = Coup.from_codes("4H 4S", "4C 4D")
"""Both natural 8, both pairs."""

EZ_SPOTS = (
    BetSpot.PLAYER,
    BetSpot.BANKER,
    BetSpot.TIE,
    BetSpot.PLAYER_PAIR,
    BetSpot.BANKER_PAIR,
    BetSpot.DRAGON_7,
    BetSpot.PANDA_8,
)


def test_the_example_coups_are_what_the_rules_deal() -> None:
    """Every coup above is dealt exactly so by deal_coup from its own cards."""
    for coup in (
        DRAGON,
        BANKER_TWO_CARD_SEVEN,
        THREE_CARD_SEVEN_TIE,
        PANDA,
        PLAYER_TWO_CARD_EIGHT,
        THREE_CARD_EIGHT_TIE,
        THREE_CARD_EIGHT_LOSES,
        BANKER_SIX,
        PLAYER_NATURAL,
        PAIRS_TIE,
    ):
        assert deal_coup(iter(coup.cards_in_deal_order).__next__) == coup


@pytest.mark.parametrize(
    ("coup", "returned"),
    [
        # 500 on each of the seven spots: player, banker, tie, player pair, banker pair, dragon 7, panda 8.
        (DRAGON, (0, 500, 0, 0, 0, 20_500, 0)),
        (BANKER_TWO_CARD_SEVEN, (0, 1000, 0, 0, 0, 0, 0)),
        (THREE_CARD_SEVEN_TIE, (500, 500, 4500, 0, 0, 0, 0)),
        (PANDA, (1000, 0, 0, 0, 0, 0, 13_000)),
        (PLAYER_TWO_CARD_EIGHT, (1000, 0, 0, 0, 0, 0, 0)),
        (THREE_CARD_EIGHT_TIE, (500, 500, 4500, 0, 0, 0, 0)),
        (THREE_CARD_EIGHT_LOSES, (0, 1000, 0, 0, 0, 0, 0)),
        (BANKER_SIX, (0, 1000, 0, 0, 0, 0, 0)),
        (PLAYER_NATURAL, (1000, 0, 0, 0, 0, 0, 0)),
        (PAIRS_TIE, (500, 500, 4500, 6000, 6000, 0, 0)),
    ],
)
def test_ez_settles_every_spot(coup: Coup, returned: tuple[int, ...]) -> None:
    """What each of the seven spots gives back at EZ, in hundredths."""
    bets = dict.fromkeys(EZ_SPOTS, 500)
    assert settle(TableKind.EZ, bets, coup) == dict(zip(EZ_SPOTS, returned, strict=True))


def test_the_dragon_pushes_only_the_ez_banker() -> None:
    """A banker win with a three-card 7 pays the banker 1:1 at SIN COMISIÓN and 0.95:1 at CLÁSICA."""
    assert DRAGON.outcome is Outcome.BANKER and DRAGON.dragon_7
    assert settle(TableKind.NO_COMMISSION, {BetSpot.BANKER: 2_500}, DRAGON) == {BetSpot.BANKER: 5_000}
    assert settle(TableKind.CLASSIC, {BetSpot.BANKER: 2_500}, DRAGON) == {BetSpot.BANKER: 4_875}
    assert settle(TableKind.EZ, {BetSpot.BANKER: 2_500}, DRAGON) == {BetSpot.BANKER: 2_500}
    (settled,) = settle_spots(TableKind.EZ, {BetSpot.BANKER: 2_500}, DRAGON)
    assert (settled.result, settled.net) == (SpotResult.PUSH, 0)


@pytest.mark.parametrize(
    ("coup", "dragon", "panda"),
    [
        (DRAGON, True, False),
        (BANKER_TWO_CARD_SEVEN, False, False),
        (THREE_CARD_SEVEN_TIE, False, False),
        (PANDA, False, True),
        (PLAYER_TWO_CARD_EIGHT, False, False),
        (THREE_CARD_EIGHT_TIE, False, False),
        (THREE_CARD_EIGHT_LOSES, False, False),
    ],
)
def test_coup_says_dragon_and_panda(coup: Coup, dragon: bool, panda: bool) -> None:
    """``coup.dragon_7`` and ``coup.panda_8`` need three cards, the total and the win."""
    assert (coup.dragon_7, coup.panda_8) == (dragon, panda)


def test_spots_of_each_table() -> None:
    """The felt of each table, in order: the two EZ spots only at EZ, after the five."""
    assert TableKind.EZ.spots == EZ_SPOTS
    assert TableKind.CLASSIC.spots == TableKind.NO_COMMISSION.spots == EZ_SPOTS[:5]
    assert set(TableKind.EZ.spots) - set(TableKind.CLASSIC.spots) == EZ_ONLY_SPOTS


@pytest.mark.parametrize("table", [TableKind.CLASSIC, TableKind.NO_COMMISSION])
@pytest.mark.parametrize("spot", [BetSpot.DRAGON_7, BetSpot.PANDA_8])
def test_side_spots_are_refused_at_the_other_tables(table: TableKind, spot: BetSpot) -> None:
    """A chip on DRAGÓN 7 or PANDA 8 away from EZ is refused with a reason; nothing changes."""
    assert chip_refusal({}, spot, 500, balance=50_000, table=table) is Refusal.NOT_AT_THIS_TABLE
    session = Session(table=table, shoe=Shoe(shuffler=scripted([])))
    before = session.to_dict()
    with pytest.raises(ActionRefused) as refused:
        session.place_chip(spot, 500)
    assert refused.value.reason is Refusal.NOT_AT_THIS_TABLE
    assert session.to_dict() == before
    with pytest.raises(ValueError, match="not played at the"):
        settle(table, {spot: 500}, DRAGON)
    with pytest.raises(ValueError, match="not played at the"):
        profit_ratio(table, spot, PANDA)


def test_side_spots_follow_the_limits() -> None:
    """5 to 500 on each, with or without a main bet, and both sides still exclusive."""
    placed = {BetSpot.BANKER: 2_500, BetSpot.DRAGON_7: 50_000}
    assert (
        chip_refusal(placed, BetSpot.DRAGON_7, 500, balance=10**6, table=TableKind.EZ)
        is Refusal.OVER_SPOT_LIMIT
    )
    assert chip_refusal(placed, BetSpot.PANDA_8, 500, balance=10**6, table=TableKind.EZ) is None
    assert chip_refusal(placed, BetSpot.PLAYER, 500, balance=10**6, table=TableKind.EZ) is Refusal.BOTH_SIDES
    assert chip_refusal({}, BetSpot.PANDA_8, 123, balance=10**6, table=TableKind.EZ) is Refusal.UNKNOWN_CHIP
    assert chip_refusal({}, BetSpot.PANDA_8, 500, balance=0, table=TableKind.EZ) is Refusal.OVER_BALANCE


def test_most_returned_counts_the_side_spots() -> None:
    """The table's ceiling check knows Dragon 7 pays 40 and Panda 8 25."""
    assert most_returned(
        TableKind.EZ, {BetSpot.DRAGON_7: 500, BetSpot.PANDA_8: 500, BetSpot.BANKER: 500}
    ) == (500 * 41 + 500 * 26 + 500 * 2)


def _night(cards: str, *bets: tuple[BetSpot, int]) -> Session:
    session = Session(table=TableKind.EZ, shoe=Shoe(shuffler=scripted(cards.split())), rebet=False)
    for spot, chip in bets:
        session.place_chip(spot, chip)
    return session


@pytest.mark.parametrize(
    ("cards", "spot", "balance"),
    [
        ("TS TC 5H 3D 9D 4S", BetSpot.DRAGON_7, 50_000 - 500 + 20_500),  # a Dragon 7
        ("TS TC 2H 7D 6D", BetSpot.PANDA_8, 50_000 - 500 + 13_000),  # a Panda 8
        ("TS 3C 5H 4D 9D", BetSpot.DRAGON_7, 50_000 - 500),  # a two-card banker 7 wins: the dragon loses
        ("3S TC 5H 7D", BetSpot.PANDA_8, 50_000 - 500),  # a two-card player 8 wins: the panda loses
        ("3S TC 4H 2D 5S", BetSpot.DRAGON_7, 50_000 - 500),  # a three-card 7 tie: the dragon loses
    ],
)
def test_side_bet_played_alone(cards: str, spot: BetSpot, balance: int) -> None:
    """A side bet alone may be dealt, and the session pays it as ``settle`` does."""
    session = _night(cards, (spot, 500))
    assert session.can_deal
    session.deal()
    events = session.open_all()
    assert session.phase is Phase.BETTING and session.balance == balance
    assert session.last_result is not None and session.last_result.table is TableKind.EZ
    assert events and session.last_result.spots[0].spot is spot


def test_ez_banker_six_is_never_paid_half() -> None:
    """``paid_half`` is the SIN COMISIÓN rule: EZ pays a banker 6 in full."""
    session = _night("2S KC 3H 4D 6D 2S", (BetSpot.BANKER, 500))
    session.deal()
    session.open_all()
    result = session.last_result
    assert result is not None and result.coup.banker_total == 6
    assert result.spots[0].returned == 1000 and not result.paid_half(result.spots[0])


def test_ez_night_with_side_bets_round_trips() -> None:
    """Saved with chips on the side spots, during a hand and after a big Dragon win, an EZ night reads back."""
    session = _night("TS TC 5H 3D 9D 4S", (BetSpot.DRAGON_7, 50_000))
    session.rebet = True
    saved = session.to_dict()
    Session.validate_dict(saved)
    assert Session.from_dict(saved).to_dict() == saved == json.loads(json.dumps(saved))
    assert ["dragon_7", 50_000] in saved["chips"]  # type: ignore[operator]

    session.deal()
    session.open_next()
    during = session.to_dict()
    Session.validate_dict(during)
    restored = Session.from_dict(during)
    assert restored.to_dict() == during and restored.bets == {BetSpot.DRAGON_7: 50_000}
    restored.open_all()
    assert restored.balance == 50_000 * 41 - 50_000  # won 40:1; the rebet put the 500 back on
    assert restored.bets == {BetSpot.DRAGON_7: 50_000} and restored.house_net == -50_000 * 40

    restored.place_chip(BetSpot.PANDA_8, 500)
    restored.place_chip(BetSpot.BANKER, 2_500)
    after = restored.to_dict()
    Session.validate_dict(after)
    again = Session.from_dict(after)
    assert again.to_dict() == after and again.table is TableKind.EZ
    assert again.bets == {BetSpot.BANKER: 2_500, BetSpot.DRAGON_7: 50_000, BetSpot.PANDA_8: 500}


@pytest.mark.parametrize("table", [TableKind.CLASSIC, TableKind.NO_COMMISSION])
def test_saved_side_spot_at_another_table_is_invalid(table: TableKind) -> None:
    """A saved night at CLÁSICA or SIN COMISIÓN with chips on DRAGÓN 7 does not describe a reachable state."""
    data = _night("TS TC 5H 3D 9D 4S", (BetSpot.DRAGON_7, 500)).to_dict()
    Session.validate_dict(data)
    with pytest.raises(InvalidSessionData) as invalid:
        Session.validate_dict(data | {"table": table.value})
    assert invalid.value.reason == "table"
