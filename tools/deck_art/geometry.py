"""The card's size, the number format of every path, and the ranks and suits (the engine's)."""

from __future__ import annotations

from _support import ROOT
from baccarat_qt.engine.cards import Rank, Suit

DECKS_DIR = ROOT / "resources" / "decks"
"""The deck designs and their art."""

WIDTH = 630
"""Card width in SVG units (poker size, 63 mm)."""
HEIGHT = 880
"""Card height in SVG units (88 mm)."""
CORNER = 34
"""Corner radius of the card."""
CX, CY = WIDTH / 2, HEIGHT / 2


def num(value: float) -> str:
    """A number as short, stable SVG text (two decimals at most)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


RANKS = "".join(rank.value for rank in Rank)
"""The rank codes in order, the engine's (``A23456789TJQK``: ``T`` is the ten)."""
SUITS = "".join(suit.value for suit in Suit)
"""The suit codes in order, the engine's (``SHDC``)."""
