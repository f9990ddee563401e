"""How a night ended: still playing, the player left, or the chips ran out."""

from __future__ import annotations

import enum

__all__ = ["Ending"]


class Ending(enum.IntEnum):
    """How a night ended (0: not yet). The values are stored in the history database."""

    PLAYING = 0
    LEFT = 1
    """RETIRARSE."""
    OUT_OF_CHIPS = 2
