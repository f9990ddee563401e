"""Settlement: what every spot returns on both tables, exact in hundredths of a chip."""

from __future__ import annotations

import pytest

from baccarat_qt.engine import BetSpot, Coup, TableKind, settle

PLAYER_WINS = Coup.from_codes("9H KS", "4C 3D")
"""Player natural 9 against banker 7."""
BANKER_WINS = Coup.from_codes("6H KS", "8C KD")
"""Banker natural 8 against player 6."""
BANKER_SIX_TWO_CARDS = Coup.from_codes("TS 5H 9D", "2C 4D")
"""Player draws a 9 to 4; banker stands on 6 and wins with two cards."""
BANKER_SIX_THREE_CARDS = Coup.from_codes("2S 3H 6D", "KC 4D 2S")
"""Player draws a 6 to 1; banker draws a 2 to 6 and wins with three cards."""
TIE_SEVEN = Coup.from_codes("7H KS", "4C 3D")
"""Both stand on 7."""
TIE_SIX = Coup.from_codes("6H KS", "2C 4D")
"""Both stand on 6: a tie, not a banker win with 6."""
PLAYER_WINS_PAIRS = Coup.from_codes("4H 4S", "3C 3D")
"""Player natural 8 with a pair of fours; banker 6 with a pair of threes."""
BANKER_WINS_PAIRS = Coup.from_codes("KH KS", "9C 9D")
"""Banker natural 8 with a pair of nines; player 0 with a pair of kings."""
TIE_PAIRS = Coup.from_codes("4H 4S", "4C 4D")
"""Both natural 8, both pairs."""
PLAYER_WINS_SIX = Coup.from_codes("7H KS", "2C 4D")
"""Player 7 beats banker 6: the banker bet loses, whatever the table."""

SPOTS = (BetSpot.PLAYER, BetSpot.BANKER, BetSpot.TIE, BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR)


@pytest.mark.parametrize(
    ("coup", "player", "banker_classic", "banker_no_commission", "tie", "player_pair", "banker_pair"),
    [
        # 500 (5 chips) on every spot; what comes back on each.
        (PLAYER_WINS, 1000, 0, 0, 0, 0, 0),
        (BANKER_WINS, 0, 975, 1000, 0, 0, 0),
        (BANKER_SIX_TWO_CARDS, 0, 975, 750, 0, 0, 0),
        (BANKER_SIX_THREE_CARDS, 0, 975, 750, 0, 0, 0),
        (TIE_SEVEN, 500, 500, 500, 4500, 0, 0),
        (TIE_SIX, 500, 500, 500, 4500, 0, 0),
        (PLAYER_WINS_PAIRS, 1000, 0, 0, 0, 6000, 6000),
        (BANKER_WINS_PAIRS, 0, 975, 1000, 0, 6000, 6000),
        (TIE_PAIRS, 500, 500, 500, 4500, 6000, 6000),
        (PLAYER_WINS_SIX, 1000, 0, 0, 0, 0, 0),
    ],
)
def test_every_spot_on_both_tables(
    coup: Coup,
    player: int,
    banker_classic: int,
    banker_no_commission: int,
    tie: int,
    player_pair: int,
    banker_pair: int,
) -> None:
    """Five chips on each spot return exactly the SPEC §5 amounts on CLÁSICA and SIN COMISIÓN."""
    bets = dict.fromkeys(SPOTS, 500)
    for table, banker in (
        (TableKind.CLASSIC, banker_classic),
        (TableKind.NO_COMMISSION, banker_no_commission),
    ):
        expected = [player, banker, tie, player_pair, banker_pair]
        assert settle(table, bets, coup) == dict(zip(SPOTS, expected, strict=True)), table


@pytest.mark.parametrize(
    ("stake", "returned"),
    [(500, 975), (1500, 2925), (2500, 4875), (3000, 5850), (10000, 19500), (12500, 24375), (50000, 97500)],
)
def test_classic_banker_commission(stake: int, returned: int) -> None:
    """CLÁSICA takes 5% of the banker's winnings, exact to the hundredth (5 chips win 4,75)."""
    for coup in (BANKER_WINS, BANKER_SIX_TWO_CARDS, BANKER_SIX_THREE_CARDS):
        assert settle(TableKind.CLASSIC, {BetSpot.BANKER: stake}, coup) == {BetSpot.BANKER: returned}


@pytest.mark.parametrize(
    ("stake", "returned"),
    [(500, 750), (1500, 2250), (2500, 3750), (3000, 4500), (12500, 18750), (50000, 75000)],
)
@pytest.mark.parametrize(
    "coup", [BANKER_SIX_TWO_CARDS, BANKER_SIX_THREE_CARDS], ids=["two cards", "three cards"]
)
def test_no_commission_banker_six_pays_half(coup: Coup, stake: int, returned: int) -> None:
    """SIN COMISIÓN pays a banker win with 6 at 1:2, with two or three cards."""
    assert settle(TableKind.NO_COMMISSION, {BetSpot.BANKER: stake}, coup) == {BetSpot.BANKER: returned}


@pytest.mark.parametrize("stake", [500, 2500, 12500, 50000])
def test_no_commission_banker_pays_even_money_otherwise(stake: int) -> None:
    """SIN COMISIÓN pays a banker win with any total but 6 at 1:1, without commission."""
    assert settle(TableKind.NO_COMMISSION, {BetSpot.BANKER: stake}, BANKER_WINS) == {
        BetSpot.BANKER: 2 * stake
    }


@pytest.mark.parametrize(
    ("spot", "coup", "stake", "returned"),
    [
        (BetSpot.PLAYER, PLAYER_WINS, 500, 1000),
        (BetSpot.PLAYER, PLAYER_WINS, 50000, 100000),
        (BetSpot.TIE, TIE_SEVEN, 500, 4500),
        (BetSpot.TIE, TIE_SEVEN, 50000, 450000),
        (BetSpot.PLAYER_PAIR, PLAYER_WINS_PAIRS, 2500, 30000),
        (BetSpot.BANKER_PAIR, BANKER_WINS_PAIRS, 50000, 600000),
    ],
)
@pytest.mark.parametrize("table", list(TableKind))
def test_fixed_odds(table: TableKind, spot: BetSpot, coup: Coup, stake: int, returned: int) -> None:
    """JUGADOR pays 1:1, EMPATE 8:1 and each pair 11:1 on both tables."""
    assert settle(table, {spot: stake}, coup) == {spot: returned}


@pytest.mark.parametrize("table", list(TableKind))
@pytest.mark.parametrize("coup", [TIE_SEVEN, TIE_SIX, TIE_PAIRS], ids=["7-7", "6-6", "8-8 pairs"])
@pytest.mark.parametrize("spot", [BetSpot.PLAYER, BetSpot.BANKER])
def test_tie_pushes_player_and_banker(table: TableKind, coup: Coup, spot: BetSpot) -> None:
    """On a tie JUGADOR and BANCA get their stake back, even a 6-6 tie on SIN COMISIÓN."""
    assert settle(table, {spot: 2500}, coup) == {spot: 2500}


@pytest.mark.parametrize("table", list(TableKind))
@pytest.mark.parametrize(
    "coup", [PLAYER_WINS_PAIRS, BANKER_WINS_PAIRS, TIE_PAIRS], ids=["player wins", "banker wins", "tie"]
)
def test_pairs_settle_whoever_wins(table: TableKind, coup: Coup) -> None:
    """PAR JUGADOR and PAR BANCA pay 11:1 on their own side's first two cards, whatever the outcome."""
    bets = {BetSpot.PLAYER_PAIR: 500, BetSpot.BANKER_PAIR: 2500}
    assert settle(table, bets, coup) == {BetSpot.PLAYER_PAIR: 6000, BetSpot.BANKER_PAIR: 30000}


def test_pair_on_one_side_only() -> None:
    """A pair on the player's side pays PAR JUGADOR and loses PAR BANCA."""
    coup = Coup.from_codes("5H 5S 9C", "KC 2D 3S")
    bets = {BetSpot.PLAYER_PAIR: 500, BetSpot.BANKER_PAIR: 500}
    assert settle(TableKind.CLASSIC, bets, coup) == {BetSpot.PLAYER_PAIR: 6000, BetSpot.BANKER_PAIR: 0}


@pytest.mark.parametrize(
    ("table", "coup", "stake", "returned"),
    [
        (TableKind.CLASSIC, BANKER_WINS, 1, 1),  # 0,95 of a hundredth is dropped
        (TableKind.CLASSIC, BANKER_WINS, 5, 9),  # 4,75 -> 4
        (TableKind.CLASSIC, BANKER_WINS, 20, 39),
        (TableKind.NO_COMMISSION, BANKER_SIX_TWO_CARDS, 1, 1),
        (TableKind.NO_COMMISSION, BANKER_SIX_TWO_CARDS, 3, 4),
    ],
)
def test_fractions_of_a_hundredth_round_down(table: TableKind, coup: Coup, stake: int, returned: int) -> None:
    """Stakes that are not whole chips may leave a fraction of a hundredth; it goes to the house."""
    assert settle(table, {BetSpot.BANKER: stake}, coup) == {BetSpot.BANKER: returned}


def test_only_the_spots_bet_are_settled() -> None:
    """The result has one entry per spot bet, none for an empty bet."""
    assert settle(TableKind.CLASSIC, {}, PLAYER_WINS) == {}
    assert settle(TableKind.CLASSIC, {BetSpot.TIE: 0}, TIE_SEVEN) == {BetSpot.TIE: 0}


def test_negative_stake_raises() -> None:
    """A negative stake is a ValueError naming the spot."""
    with pytest.raises(ValueError, match="TIE"):
        settle(TableKind.CLASSIC, {BetSpot.TIE: -500}, TIE_SEVEN)
