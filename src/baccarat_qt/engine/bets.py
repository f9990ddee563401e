"""The chips on the felt: what they add up to, where one more may go, what each spot got back.

SPEC §4, §5 and §15 seen from the bets: a spot holds 5 to 500, JUGADOR and BANCA
never together, never more than the balance, only the spots of the table's
felt; when a coup settles, one
:class:`SpotSettlement` for each spot that had chips.

>>> placed = bet_totals([(BetSpot.BANKER, 2_500), (BetSpot.TIE, 500), (BetSpot.BANKER, 500)])
>>> placed
{<BetSpot.BANKER: 'banker'>: 3000, <BetSpot.TIE: 'tie'>: 500}
>>> chip_refusal(placed, BetSpot.PLAYER, 500, balance=46_500, table=TableKind.CLASSIC)
<Refusal.BOTH_SIDES: 'both_sides'>
>>> chip_refusal(placed, BetSpot.TIE, 500, balance=46_500, table=TableKind.CLASSIC) is None
True
>>> chip_refusal(placed, BetSpot.DRAGON_7, 500, balance=46_500, table=TableKind.CLASSIC)
<Refusal.NOT_AT_THIS_TABLE: 'not_at_this_table'>
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from baccarat_qt.engine.events import CHIPS, MAX_PER_SPOT, Refusal, SpotResult, SpotSettlement
from baccarat_qt.engine.payouts import BetSpot, TableKind, profit_ratio, settle
from baccarat_qt.engine.rules import Coup

__all__ = ["bet_totals", "chip_refusal", "chip_stack", "settle_spots"]


def chip_stack(amount: int) -> tuple[int, ...]:
    """The fewest chips of the table's values that make ``amount`` (hundredths), largest first.

    The chips (5, 25, 100, 500) each divide the next, so taking the largest
    chip that fits, again and again, gives the fewest.

    >>> [chip // 100 for chip in chip_stack(15_000)]
    [100, 25, 25]
    >>> chip_stack(0)
    ()

    Raises:
        ValueError: ``amount`` is negative or not a whole number of the smallest chip.
    """
    smallest = min(CHIPS)
    if amount < 0 or amount % smallest:
        raise ValueError(f"{amount!r} is not a whole number of {smallest} chips")
    stack: list[int] = []
    for chip in sorted(CHIPS, reverse=True):
        count, amount = divmod(amount, chip)
        stack += [chip] * count
    return tuple(stack)


def bet_totals(chips: Iterable[tuple[BetSpot, int]]) -> dict[BetSpot, int]:
    """What each spot holds, given chips as ``(spot, value)`` pairs; spots in BetSpot order."""
    totals: dict[BetSpot, int] = {}
    for spot, chip in chips:
        totals[spot] = totals.get(spot, 0) + chip
    return {spot: totals[spot] for spot in BetSpot if spot in totals}


def chip_refusal(
    placed: Mapping[BetSpot, int], spot: BetSpot, chip: int, *, balance: int, table: TableKind
) -> Refusal | None:
    """Why one more ``chip`` may not go on ``spot``, or None if it may.

    Args:
        placed: what each spot already holds.
        spot: where the chip would go.
        chip: its value, in hundredths.
        balance: the chips the player has left, not counting those placed.
        table: the table played at: a spot not on its felt is refused first.
    """
    if spot not in table.spots:
        return Refusal.NOT_AT_THIS_TABLE
    if chip not in CHIPS:
        return Refusal.UNKNOWN_CHIP
    if spot.is_side and any(other.is_side and other is not spot for other in placed):
        return Refusal.BOTH_SIDES
    if placed.get(spot, 0) + chip > MAX_PER_SPOT:
        return Refusal.OVER_SPOT_LIMIT
    if chip > balance:
        return Refusal.OVER_BALANCE
    return None


def settle_spots(table: TableKind, staked: Mapping[BetSpot, int], coup: Coup) -> tuple[SpotSettlement, ...]:
    """Settle the stakes on a coup: one entry per spot in ``staked``, in its order.

    >>> coup = Coup.from_codes("2S 3H 9D", "TC 5D")
    >>> for spot in settle_spots(TableKind.CLASSIC, {BetSpot.BANKER: 2_500, BetSpot.TIE: 500}, coup):
    ...     print(spot.spot.name, spot.result.name, spot.returned, spot.net)
    BANKER WON 4875 2375
    TIE LOST 0 -500
    """
    returned = settle(table, staked, coup)
    spots = []
    for spot, stake in staked.items():
        ratio = profit_ratio(table, spot, coup)
        result = SpotResult.LOST if ratio is None else SpotResult.PUSH if ratio == 0 else SpotResult.WON
        spots.append(SpotSettlement(spot, stake, returned[spot], result))
    return tuple(spots)
