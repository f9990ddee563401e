"""Index glyphs: centre lines in a box 100 units tall, stroked."""

from __future__ import annotations

from dataclasses import dataclass

from deck_art.geometry import num


@dataclass(frozen=True)
class Glyph:
    """An index character: a stroked centre-line path."""

    d: str
    """Path data in a box 100 units tall, top at y = 0."""
    width: float
    """Width of the centre lines' box (the stroke adds half its width each side)."""


def ellipse_d(cx: float, cy: float, rx: float, ry: float) -> str:
    """A closed ellipse as path data (two arcs)."""
    return (
        f"M{num(cx - rx)} {num(cy)}A{num(rx)} {num(ry)} 0 1 1 {num(cx + rx)} {num(cy)}"
        f"A{num(rx)} {num(ry)} 0 1 1 {num(cx - rx)} {num(cy)}Z"
    )


GLYPHS: dict[str, Glyph] = {
    "A": Glyph("M0 100L28 0L56 100M11 64H45", 56),
    "2": Glyph("M3 25C3 9 14 0 29 0C45 0 55 10 55 26C55 45 40 58 4 99H58", 58),
    "3": Glyph(
        "M4 14C10 5 19 0 30 0C45 0 55 9 55 23C55 37 45 45 27 46C46 46 58 56 58 72"
        "C58 89 46 100 29 100C17 100 7 95 2 86",
        58,
    ),
    "4": Glyph("M44 100V0L0 68H60", 60),
    "5": Glyph(
        "M54 0H11L6 44C13 38 21 35 30 35C48 35 58 49 58 67C58 87 46 100 28 100C17 100 8 95 2 86",
        58,
    ),
    "6": Glyph(
        "M52 8C46 3 39 0 31 0C13 0 4 19 4 51C4 83 15 100 31 100C48 100 58 87 58 69"
        "C58 50 47 38 31 38C18 38 8 45 4 56",
        58,
    ),
    "7": Glyph("M0 0H58C38 30 26 62 22 100", 58),
    "8": Glyph(
        "M30 45C16 45 6 36 6 23C6 9 17 0 30 0C44 0 54 9 54 23C54 36 44 45 30 45"
        "C14 45 2 55 2 72C2 89 15 100 30 100C46 100 58 89 58 72C58 55 46 45 30 45Z",
        58,
    ),
    "9": Glyph(
        "M6 92C12 97 19 100 27 100C45 100 54 81 54 49C54 17 43 0 27 0C10 0 0 13 0 31"
        "C0 50 11 62 27 62C40 62 50 55 54 44",
        54,
    ),
    "T": Glyph("M0 18L17 0V100" + ellipse_d(60, 50, 21, 50), 81),
    "J": Glyph("M18 0H56M46 0V70C46 89 37 100 23 100C11 100 3 92 0 80", 56),
    "Q": Glyph(ellipse_d(30, 49, 28, 49) + "M33 72L60 106", 60),
    "K": Glyph("M4 0V100M58 0L4 64M23 42L60 100", 60),
}
"""The index characters, keyed by rank code (``T`` draws "10")."""

GLYPH_STROKE = 14.0
"""Default stroke width of the index glyphs, in glyph units (box height 100)."""
