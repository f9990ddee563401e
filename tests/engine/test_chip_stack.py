"""A bet is drawn as the fewest chips of the table's values (engine.bets.chip_stack)."""

from __future__ import annotations

import functools

import pytest

from baccarat_qt.engine.bets import chip_stack
from baccarat_qt.engine.events import CHIPS


@functools.cache
def _fewest(amount: int) -> int:
    """The fewest chips making ``amount``, by trying every last chip (a slow and sure reference)."""
    if amount == 0:
        return 0
    return 1 + min(_fewest(amount - chip) for chip in CHIPS if chip <= amount)


@pytest.mark.parametrize("amount", range(500, 50_001, 500))
def test_every_amount_from_5_to_500_is_the_fewest_chips(amount: int) -> None:
    """Each stake from 5 to 500 is made exactly, by as few chips as any way of making it, largest first."""
    stack = chip_stack(amount)
    assert sum(stack) == amount
    assert all(chip in CHIPS for chip in stack)
    assert len(stack) == _fewest(amount)
    assert list(stack) == sorted(stack, reverse=True)


def test_the_issue_s_example() -> None:
    """150 is a 100 and two 25s, not one chip nor six."""
    assert chip_stack(15_000) == (10_000, 2_500, 2_500)


@pytest.mark.parametrize("amount", [-500, 1, 250, 499])
def test_what_no_chips_make_is_refused(amount: int) -> None:
    """A negative amount or one that is not a whole number of 5s has no stack."""
    with pytest.raises(ValueError, match="chips"):
        chip_stack(amount)
