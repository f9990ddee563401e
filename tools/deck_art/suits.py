"""Suit symbols: filled paths centred on (0, 0), 100 units wide."""

from __future__ import annotations

from deck_art.glyphs import ellipse_d


def _club_d() -> str:
    r = 23.0
    lobes = "".join(ellipse_d(x, y, r, r) for x, y in ((0.0, -26.0), (-26.0, 10.0), (26.0, 10.0)))
    core = "M0 -16L18 12L-18 12Z"
    stem = "M4 8C4 30 12 42 22 50H-22C-12 42 -4 30 -4 8Z"
    return lobes + core + stem


SUIT_PATHS: dict[str, str] = {
    "H": (
        "M0 48C-10 32 -50 8 -50 -20C-50 -38 -38 -49 -24 -49C-11 -49 -3 -41 0 -31"
        "C3 -41 11 -49 24 -49C38 -49 50 -38 50 -20C50 8 10 32 0 48Z"
    ),
    "D": "M0 -52C11 -32 25 -16 42 0C25 16 11 32 0 52C-11 32 -25 16 -42 0C-25 -16 -11 -32 0 -52Z",
    "S": (
        "M0 -52C10 -36 50 -16 50 12C50 30 38 40 24 40C14 40 6 35 3 28"
        "C4 38 10 46 20 52H-20C-10 46 -4 38 -3 28C-6 35 -14 40 -24 40C-38 40 -50 30 -50 12"
        "C-50 -16 -10 -36 0 -52Z"
    ),
    "C": _club_d(),
}
"""The suit symbols, keyed by suit code, about 100 × 104 units around (0, 0)."""
