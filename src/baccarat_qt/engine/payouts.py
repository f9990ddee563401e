"""Bet spots, the three tables and what each spot pays.

Amounts are integer hundredths of a chip (``2500`` is 25 chips). Odds are
"to 1": a winning bet gets its stake back plus the winnings.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from fractions import Fraction

from baccarat_qt.engine.rules import Coup, Outcome

__all__ = ["EZ_ONLY_SPOTS", "BetSpot", "TableKind", "most_returned", "profit_ratio", "settle"]


class BetSpot(enum.Enum):
    """The places on the felt where chips can go (DRAGON_7 and PANDA_8 at the EZ table only)."""

    PLAYER = "player"
    """JUGADOR: the player's hand wins; pays 1 to 1."""
    BANKER = "banker"
    """BANCA: the banker's hand wins; pays by the table (see TableKind)."""
    TIE = "tie"
    """EMPATE: both totals equal; pays 8 to 1."""
    PLAYER_PAIR = "player_pair"
    """PAR JUGADOR: the player's first two cards share a rank; pays 11 to 1."""
    BANKER_PAIR = "banker_pair"
    """PAR BANCA: the banker's first two cards share a rank; pays 11 to 1."""
    DRAGON_7 = "dragon_7"
    """DRAGÓN 7 (EZ only): the banker wins with three cards totalling 7; pays 40 to 1."""
    PANDA_8 = "panda_8"
    """PANDA 8 (EZ only): the player wins with three cards totalling 8; pays 25 to 1."""

    @property
    def is_side(self) -> bool:
        """JUGADOR or BANCA, the two spots that cannot be played together."""
        return self in (BetSpot.PLAYER, BetSpot.BANKER)


class TableKind(enum.Enum):
    """The three tables; the cards are dealt the same, the banker pay and EZ's two extra spots differ."""

    CLASSIC = "classic"
    """CLÁSICA: banker pays 1 to 1 less a 5% commission on the winnings."""
    NO_COMMISSION = "no_commission"
    """SIN COMISIÓN: banker pays 1 to 1, but only half when it wins with a 6."""
    EZ = "ez"
    """EZ: banker pays 1 to 1, but pushes when it wins with three cards totalling 7; adds DRAGÓN 7 and PANDA 8."""

    @property
    def spots(self) -> tuple[BetSpot, ...]:
        """The spots on this table's felt, in the order they are laid out (``BetSpot`` order).

        >>> [spot.name for spot in TableKind.EZ.spots][-2:]
        ['DRAGON_7', 'PANDA_8']
        >>> BetSpot.DRAGON_7 in TableKind.CLASSIC.spots
        False
        """
        return _SPOTS[self]

    @property
    def banker_ratio(self) -> Fraction:
        """Winnings per chip staked on a banker win other than with 6."""
        return _BANKER_RATIO[self][0]

    @property
    def banker_six_ratio(self) -> Fraction:
        """Winnings per chip staked on a banker win with a total of 6."""
        return _BANKER_RATIO[self][1]


EZ_ONLY_SPOTS = frozenset({BetSpot.DRAGON_7, BetSpot.PANDA_8})
"""The spots only the EZ table has."""

_SPOTS = {
    table: tuple(spot for spot in BetSpot if table is TableKind.EZ or spot not in EZ_ONLY_SPOTS)
    for table in TableKind
}

_BANKER_RATIO = {
    TableKind.CLASSIC: (Fraction(19, 20), Fraction(19, 20)),
    TableKind.NO_COMMISSION: (Fraction(1), Fraction(1, 2)),
    TableKind.EZ: (Fraction(1), Fraction(1)),
}

_FIXED_RATIO = {
    BetSpot.PLAYER: Fraction(1),
    BetSpot.TIE: Fraction(8),
    BetSpot.PLAYER_PAIR: Fraction(11),
    BetSpot.BANKER_PAIR: Fraction(11),
    BetSpot.DRAGON_7: Fraction(40),
    BetSpot.PANDA_8: Fraction(25),
}


def profit_ratio(table: TableKind, spot: BetSpot, coup: Coup) -> Fraction | None:
    """What one chip on ``spot`` wins: the ratio, 0 for a push, None for a loss.

    >>> coup = Coup.from_codes("TS 5H 9D", "3C 3D")
    >>> profit_ratio(TableKind.NO_COMMISSION, BetSpot.BANKER, coup)
    Fraction(1, 2)
    >>> profit_ratio(TableKind.CLASSIC, BetSpot.BANKER, coup)
    Fraction(19, 20)
    >>> profit_ratio(TableKind.CLASSIC, BetSpot.PLAYER, coup) is None
    True
    >>> dragon = Coup.from_codes("TS 5H 9D", "TC 3D 4S")     # banker wins with three cards totalling 7
    >>> profit_ratio(TableKind.EZ, BetSpot.BANKER, dragon), profit_ratio(TableKind.EZ, BetSpot.DRAGON_7, dragon)
    (Fraction(0, 1), Fraction(40, 1))

    Raises:
        ValueError: ``spot`` is not on ``table``'s felt (DRAGON_7 or PANDA_8 away from EZ).
    """
    if spot not in table.spots:
        raise ValueError(f"{spot.name} is not played at the {table.name} table")
    outcome = coup.outcome
    if spot is BetSpot.DRAGON_7:
        return _FIXED_RATIO[spot] if coup.dragon_7 else None
    if spot is BetSpot.PANDA_8:
        return _FIXED_RATIO[spot] if coup.panda_8 else None
    if spot is BetSpot.PLAYER_PAIR:
        return _FIXED_RATIO[spot] if coup.player_pair else None
    if spot is BetSpot.BANKER_PAIR:
        return _FIXED_RATIO[spot] if coup.banker_pair else None
    if spot is BetSpot.TIE:
        return _FIXED_RATIO[spot] if outcome is Outcome.TIE else None
    if outcome is Outcome.TIE:
        return Fraction(0)
    if spot is BetSpot.PLAYER:
        return _FIXED_RATIO[spot] if outcome is Outcome.PLAYER else None
    if outcome is not Outcome.BANKER:
        return None
    if table is TableKind.EZ and coup.dragon_7:
        return Fraction(0)
    return table.banker_six_ratio if coup.banker_total == 6 else table.banker_ratio


def settle(table: TableKind, bets: Mapping[BetSpot, int], coup: Coup) -> dict[BetSpot, int]:
    """What goes back to the player for each spot: stake plus winnings, the stake on a push, 0 if lost.

    Fractions of a hundredth (only possible for stakes that are not whole
    chips) are rounded down.

    Raises:
        ValueError: a negative stake, or a spot that is not on ``table``'s felt.

    >>> coup = Coup.from_codes("9H KS", "4C 4D 8S")
    >>> settle(TableKind.CLASSIC, {BetSpot.PLAYER: 500, BetSpot.BANKER_PAIR: 500}, coup)
    {<BetSpot.PLAYER: 'player'>: 1000, <BetSpot.BANKER_PAIR: 'banker_pair'>: 6000}
    >>> coup = Coup.from_codes("2S 3H 9D", "TC 5D")
    >>> settle(TableKind.CLASSIC, {BetSpot.BANKER: 2500, BetSpot.TIE: 500}, coup)
    {<BetSpot.BANKER: 'banker'>: 4875, <BetSpot.TIE: 'tie'>: 0}
    """
    returned: dict[BetSpot, int] = {}
    for spot, stake in bets.items():
        if stake < 0:
            raise ValueError(f"negative stake on {spot.name}: {stake}")
        ratio = profit_ratio(table, spot, coup)
        returned[spot] = 0 if ratio is None else stake + int(stake * ratio)
    return returned


def most_returned(table: TableKind, bets: Mapping[BetSpot, int]) -> int:
    """The most a hand could give back on ``bets``: every spot won at its best ratio (an upper bound).

    >>> most_returned(TableKind.CLASSIC, {BetSpot.BANKER: 2_000, BetSpot.TIE: 500})
    8400
    """
    best = {**_FIXED_RATIO, BetSpot.BANKER: max(_BANKER_RATIO[table])}
    return sum(stake + int(stake * best[spot]) for spot, stake in bets.items())
