"""The pip table: where the pips of the ace to the ten go (``resources/decks/pips.json``)."""

from __future__ import annotations

import json

from deck_art.geometry import DECKS_DIR

PIP_TABLE = DECKS_DIR / "pips.json"
"""The pip table as data, beside the deck art (the squeeze by ear reads it too)."""

PIP_LAYOUT: dict[str, tuple[tuple[float, float], ...]] = {
    rank: tuple((float(col), float(row)) for col, row in spots)
    for rank, spots in json.loads(PIP_TABLE.read_text(encoding="utf-8"))["pips"].items()
}
"""Where the pips of the ace to the ten go: the one pip table (``resources/decks/pips.json``).

Each position is ``(column, row)`` inside the design's pip frame: column 0 is
the left column, 0.5 the centre line and 1 the right column; row 0 is the top
row and 1 the bottom row. These are the standard layouts, so a squeezer who
lifts a long edge sees the count they expect: three pips along the edge for a
6, 7 or 8, four for a 9 or a 10. Every layout is symmetric under a 180°
rotation of the card except the 7, whose seventh pip sits above the centre
(as on every standard deck). Pips below the middle row are drawn upside down.
"""

ROTATED_BELOW = 0.5
"""Pips whose row is greater than this are drawn rotated 180°."""
