"""Generate the card art: an SVG back and 52 SVG faces for every deck design.

Everything is drawn here, from data: the index glyphs (A, 2–10, J, Q, K), the
four suit symbols, the court figures and the back patterns are our own paths,
so a card looks the same on every machine (no fonts, no third-party art).

Inputs are ``resources/decks/<design_id>/design.json``; outputs go beside them::

    resources/decks/<design_id>/back.svg
    resources/decks/<design_id>/faces/<code>.svg     # AS, 2S … TS, JS, QS, KS, AH …

Run ``python tools/make_decks.py`` after editing a design or this file and
commit the SVGs; ``tests/boundary/test_decks.py`` fails if they differ from what this
script writes. ``--out DIR`` writes somewhere else instead; ``--check`` writes nothing and
exits 1 if a committed SVG is not what this script writes (CI runs it).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import re
import sys
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
DECKS_DIR = REPO / "resources" / "decks"

WIDTH = 630
"""Card width in SVG units (poker size, 63 mm)."""
HEIGHT = 880
"""Card height in SVG units (88 mm)."""
CORNER = 34
"""Corner radius of the card."""
CX, CY = WIDTH / 2, HEIGHT / 2


def _n(value: float) -> str:
    """A number as short, stable SVG text (two decimals at most)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


RANKS = "A23456789TJQK"
SUITS = "SHDC"

# --------------------------------------------------------------------------
# The pip table
# --------------------------------------------------------------------------

PIP_TABLE = Path(__file__).resolve().parent.parent / "resources" / "decks" / "pips.json"
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

# --------------------------------------------------------------------------
# Index glyphs: centre lines in a box 100 units tall, stroked
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Glyph:
    """An index character: a stroked centre-line path."""

    d: str
    """Path data in a box 100 units tall, top at y = 0."""
    width: float
    """Width of the centre lines' box (the stroke adds half its width each side)."""


def _ellipse_d(cx: float, cy: float, rx: float, ry: float) -> str:
    """A closed ellipse as path data (two arcs)."""
    return (
        f"M{_n(cx - rx)} {_n(cy)}A{_n(rx)} {_n(ry)} 0 1 1 {_n(cx + rx)} {_n(cy)}"
        f"A{_n(rx)} {_n(ry)} 0 1 1 {_n(cx - rx)} {_n(cy)}Z"
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
    "T": Glyph("M0 18L17 0V100" + _ellipse_d(60, 50, 21, 50), 81),
    "J": Glyph("M18 0H56M46 0V70C46 89 37 100 23 100C11 100 3 92 0 80", 56),
    "Q": Glyph(_ellipse_d(30, 49, 28, 49) + "M33 72L60 106", 60),
    "K": Glyph("M4 0V100M58 0L4 64M23 42L60 100", 60),
}
"""The index characters, keyed by rank code (``T`` draws "10")."""

GLYPH_STROKE = 14.0
"""Default stroke width of the index glyphs, in glyph units (box height 100)."""

# --------------------------------------------------------------------------
# Suit symbols: filled paths centred on (0, 0), 100 units wide
# --------------------------------------------------------------------------


def _club_d() -> str:
    r = 23.0
    lobes = "".join(_ellipse_d(x, y, r, r) for x, y in ((0.0, -26.0), (-26.0, 10.0), (26.0, 10.0)))
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

# --------------------------------------------------------------------------
# Design data
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Design:
    """What the generator reads from one ``design.json``."""

    id: str
    suits: dict[str, str]
    face: dict[str, Any]
    court: dict[str, Any]
    back: dict[str, Any]

    @classmethod
    def load(cls, path: Path) -> Design:
        """Read ``<design_id>/design.json``."""
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(
            id=path.parent.name,
            suits=dict(data["suits"]),
            face=dict(data["face"]),
            court=dict(data["court"]),
            back=dict(data["back"]),
        )


# --------------------------------------------------------------------------
# SVG helpers
# --------------------------------------------------------------------------


def _attrs(attrs: dict[str, str | float | None]) -> str:
    parts = []
    for key, value in attrs.items():
        if value is None:
            continue
        text = _n(value) if isinstance(value, float | int) else value
        parts.append(f'{key.rstrip("_").replace("_", "-")}="{text}"')
    return " ".join(parts)


def _el(tag: str, **attrs: str | float | None) -> str:
    return f"<{tag} {_attrs(attrs)}/>"


def _path(
    d: str,
    fill: str = "none",
    stroke: str | None = None,
    sw: float | None = None,
    **extra: str | float | None,
) -> str:
    return _el("path", d=d, fill=fill, stroke=stroke, stroke_width=sw, **extra)


def _group(children: Iterable[str], **attrs: str | float | None) -> str:
    body = "".join(children)
    head = _attrs(attrs)
    return f"<g {head}>{body}</g>" if head else f"<g>{body}</g>"


def _svg(body: Iterable[str], **attrs: str) -> str:
    head = _attrs(
        {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": f"0 0 {WIDTH} {HEIGHT}",
            "width": str(WIDTH),
            "height": str(HEIGHT),
            **attrs,
        }
    )
    return f"<svg {head}>\n" + "\n".join(body) + "\n</svg>\n"


def _rounded_rect_d(x: float, y: float, w: float, h: float, r: float) -> str:
    """A rounded rectangle as path data (clockwise)."""
    return (
        f"M{_n(x + r)} {_n(y)}H{_n(x + w - r)}A{_n(r)} {_n(r)} 0 0 1 {_n(x + w)} {_n(y + r)}"
        f"V{_n(y + h - r)}A{_n(r)} {_n(r)} 0 0 1 {_n(x + w - r)} {_n(y + h)}"
        f"H{_n(x + r)}A{_n(r)} {_n(r)} 0 0 1 {_n(x)} {_n(y + h - r)}"
        f"V{_n(y + r)}A{_n(r)} {_n(r)} 0 0 1 {_n(x + r)} {_n(y)}Z"
    )


def _card_outline(fill: str, edge: str) -> str:
    return _el(
        "rect",
        x=1.5,
        y=1.5,
        width=WIDTH - 3,
        height=HEIGHT - 3,
        rx=CORNER - 1.5,
        fill=fill,
        stroke=edge,
        stroke_width=3,
    )


def _suit(
    suit: str, x: float, y: float, size: float, colour: str, *, rotated: bool = False, **extra: str
) -> str:
    """A suit symbol ``size`` units wide centred on (x, y)."""
    turn = " rotate(180)" if rotated else ""
    transform = f"translate({_n(x)} {_n(y)}){turn} scale({_n(size / 100)})"
    return _el("path", d=SUIT_PATHS[suit], fill=colour, transform=transform, **extra)


# --------------------------------------------------------------------------
# Faces
# --------------------------------------------------------------------------


def _index(design: Design, rank: str, suit: str) -> str:
    """The corner index (rank over suit) at the top-left; the caller rotates a copy."""
    face = design.face
    colour = design.suits[suit]
    height = float(face["index_height"])
    column = float(face["index_column"])  # centre x of the index column
    top = float(face["index_top"])
    stroke = float(face.get("index_stroke", GLYPH_STROKE))
    glyph = GLYPHS[rank]
    scale = height / 100
    gx = column - glyph.width * scale / 2
    rank_el = _path(
        glyph.d,
        stroke=colour,
        sw=stroke,
        transform=f"translate({_n(gx)} {_n(top)}) scale({_n(scale)})",
        stroke_linejoin="round" if rank in "238" else "miter",
        stroke_miterlimit="3",
        class_="index-rank",
    )
    suit_size = float(face["index_suit"])
    suit_y = top + height + float(face["index_gap"]) + suit_size * 0.52
    suit_el = _suit(suit, column, suit_y, suit_size, colour, class_="index-suit")
    return rank_el + suit_el


def _indices(design: Design, rank: str, suit: str) -> list[str]:
    corner = _index(design, rank, suit)
    return [
        _group([corner], id="index-top", data_rank=rank, data_suit=suit),
        _group(
            [corner],
            id="index-bottom",
            data_rank=rank,
            data_suit=suit,
            transform=f"rotate(180 {_n(CX)} {_n(CY)})",
        ),
    ]


def _pip_frame(design: Design) -> tuple[float, float, float, float]:
    frame = design.face["pip_frame"]
    return float(frame["left"]), float(frame["top"]), float(frame["right"]), float(frame["bottom"])


def pip_centres(design: Design, rank: str) -> list[tuple[float, float, bool]]:
    """Card coordinates of each pip of ``rank`` and whether it is drawn upside down."""
    left, top, right, bottom = _pip_frame(design)
    return [
        (left + col * (right - left), top + row * (bottom - top), row > ROTATED_BELOW)
        for col, row in PIP_LAYOUT[rank]
    ]


def _pips(design: Design, rank: str, suit: str) -> list[str]:
    colour = design.suits[suit]
    face = design.face
    if rank == "A":
        size = float(face["ace_spades_size"] if suit == "S" else face["ace_size"])
        parts = [_suit(suit, CX, CY, size, colour, class_="pip")]
        if suit == "S":
            # The ace of spades carries the deck's mark: a fine inline and a ring.
            paper = str(face["paper"])
            inline = _path(
                SUIT_PATHS["S"],
                stroke=paper,
                sw=2.2,
                transform=f"translate({_n(CX)} {_n(CY)}) scale({_n(size / 100 * 0.84)})",
            )
            ring = _el("circle", cx=CX, cy=CY, r=size * 0.72, fill="none", stroke=colour, stroke_width=3)
            ring2 = _el("circle", cx=CX, cy=CY, r=size * 0.76, fill="none", stroke=colour, stroke_width=1.5)
            parts = [ring2, ring, *parts, inline]
        return parts
    size = float(face["pip_size"])
    return [
        _suit(suit, x, y, size, colour, rotated=rotated, class_="pip")
        for x, y, rotated in pip_centres(design, rank)
    ]


def face_svg(design: Design, rank: str, suit: str) -> str:
    """The SVG text of one face."""
    face = design.face
    body = [_card_outline(str(face["paper"]), str(face["edge"]))]
    if rank in "JQK":
        body.extend(_court(design, rank, suit))
    else:
        body.extend(_pips(design, rank, suit))
    body.extend(_indices(design, rank, suit))
    return _svg(body, data_design=design.id, data_rank=rank, data_suit=suit)


# --------------------------------------------------------------------------
# Court cards: a double-headed figure in a frame
# --------------------------------------------------------------------------

HALF_W = 400.0
"""Width of the court figure's drawing box (one half of the frame)."""
HALF_H = 390.0
"""Height of the court figure's drawing box: the frame top to the centre line."""


@dataclass(frozen=True)
class _Palette:
    main: str
    accent: str
    gold: str
    skin: str
    hair: str
    ink: str
    white: str
    steel: str
    paper: str


def _palette(design: Design, suit: str) -> _Palette:
    court = design.court
    return _Palette(
        main=design.suits[suit],
        accent=str(court["accent"][suit]),
        gold=str(court["gold"]),
        skin=str(court["skin"]),
        hair=str(court["hair"]),
        ink=str(court["ink"]),
        white=str(court["white"]),
        steel=str(court["steel"]),
        paper=str(design.face["paper"]),
    )


def _p(d: str, fill: str, pal: _Palette, sw: float = 2.5) -> str:
    """A filled, ink-outlined shape."""
    return _path(d, fill=fill, stroke=pal.ink, sw=sw, stroke_linejoin="round")


def _line(d: str, colour: str, sw: float) -> str:
    return _path(d, stroke=colour, sw=sw, stroke_linecap="round", stroke_linejoin="round")


def _dot(x: float, y: float, r: float, fill: str, pal: _Palette, sw: float = 1.5) -> str:
    return _el("circle", cx=x, cy=y, r=r, fill=fill, stroke=pal.ink, stroke_width=sw)


def _mirror(d: str) -> str:
    """Mirror path data about x = 200 (absolute M, L, C, Q, H, V and Z commands only)."""
    out: list[str] = []
    command = ""
    index = 0
    for token in re.findall(r"[A-Za-z]|-?\d*\.?\d+", d):
        if token.isalpha():
            command, index = token, 0
            out.append(token)
            continue
        value = float(token)
        if command == "H" or (command in "MLCQ" and index % 2 == 0):
            value = 400 - value
        out.append(("" if index == 0 else " ") + _n(value))
        index += 1
    return "".join(out)


def _head(pal: _Palette, *, cy: float, rx: float, ry: float, neck: float = 40) -> list[str]:
    """Neck, face, eyes, brows and nose, centred on x = 200; the figure adds the rest."""
    cx = 200.0
    half_neck = rx * 0.36
    parts = [
        _p(
            f"M{_n(cx - half_neck)} {_n(cy + ry * 0.6)}V{_n(cy + ry + neck)}H{_n(cx + half_neck)}"
            f"V{_n(cy + ry * 0.6)}Z",
            pal.skin,
            pal,
        ),
        _p(_ellipse_d(cx, cy, rx, ry), pal.skin, pal),
    ]
    eye_w = rx * 0.21
    for side in (-1, 1):
        ex = cx + side * rx * 0.4
        ey = cy - ry * 0.08
        parts.append(
            _path(
                f"M{_n(ex - eye_w)} {_n(ey)}Q{_n(ex)} {_n(ey - eye_w * 0.8)} {_n(ex + eye_w)} {_n(ey)}"
                f"Q{_n(ex)} {_n(ey + eye_w * 0.55)} {_n(ex - eye_w)} {_n(ey)}Z",
                fill=pal.white,
                stroke=pal.ink,
                sw=1.8,
            )
        )
        parts.append(_el("circle", cx=ex + side * 1.5, cy=ey - 0.6, r=eye_w * 0.36, fill=pal.ink))
        by = ey - ry * 0.2
        parts.append(
            _line(
                f"M{_n(ex - eye_w * 1.2)} {_n(by + 2)}Q{_n(ex)} {_n(by - 6)} {_n(ex + eye_w * 1.2)} {_n(by + 2)}",
                pal.ink,
                2.8,
            )
        )
    nose = (
        f"M{_n(cx + 1)} {_n(cy - ry * 0.04)}L{_n(cx - rx * 0.14)} {_n(cy + ry * 0.3)}"
        f"L{_n(cx + rx * 0.1)} {_n(cy + ry * 0.33)}"
    )
    parts.append(_line(nose, pal.ink, 2.2))
    return parts


def _robe(pal: _Palette, *, left: float, neck_y: float) -> str:
    """The robe: rounded shoulders and straight sides down to the centre line."""
    right = 400 - left
    d = (
        f"M{_n(left)} {_n(HALF_H)}V{_n(neck_y + 66)}C{_n(left)} {_n(neck_y + 24)} {_n(left + 34)} {_n(neck_y)}"
        f" {_n(left + 92)} {_n(neck_y)}H{_n(right - 92)}C{_n(right - 34)} {_n(neck_y)} {_n(right)}"
        f" {_n(neck_y + 24)} {_n(right)} {_n(neck_y + 66)}V{_n(HALF_H)}Z"
    )
    return _p(d, pal.main, pal, 3)


def _placket(pal: _Palette, suit: str, top: float, half_top: float, half_bottom: float) -> list[str]:
    """The gold front panel with small suit symbols down it."""
    d = (
        f"M{_n(200 - half_top)} {_n(top)}H{_n(200 + half_top)}"
        f"L{_n(200 + half_bottom)} {_n(HALF_H)}H{_n(200 - half_bottom)}Z"
    )
    parts = [_p(d, pal.gold, pal, 2.5)]
    y = top + 24
    while y < HALF_H - 12:
        parts.append(_suit(suit, 200, y, 24, pal.main))
        y += 36
    return parts


def _brocade(pal: _Palette, xs: Sequence[float], ys: Sequence[float], size: float = 9) -> list[str]:
    """Small gold lozenges on the robe, mirrored about the figure's axis."""
    d = []
    for x in xs:
        for y in ys:
            for px in (x, 400 - x):
                d.append(
                    f"M{_n(px)} {_n(y - size)}L{_n(px + size * 0.7)} {_n(y)}L{_n(px)} {_n(y + size)}"
                    f"L{_n(px - size * 0.7)} {_n(y)}Z"
                )
    return [_path("".join(d), fill=pal.gold, stroke=pal.ink, sw=1.2)]


def _sleeve_bands(pal: _Palette, left: float, y: float) -> list[str]:
    """A gold band with jewels across each upper arm, mirrored."""
    band = (
        f"M{_n(left)} {_n(y)}C{_n(left + 22)} {_n(y - 8)} {_n(left + 44)} {_n(y - 4)} {_n(left + 58)} {_n(y + 6)}"
        f"L{_n(left + 54)} {_n(y + 26)}C{_n(left + 40)} {_n(y + 16)} {_n(left + 20)} {_n(y + 12)} {_n(left)} {_n(y + 20)}Z"
    )
    parts = [_p(band, pal.gold, pal, 2), _p(_mirror(band), pal.gold, pal, 2)]
    for x in (left + 16, left + 38):
        parts.append(_dot(x, y + 9, 4.2, pal.accent, pal, 1.2))
        parts.append(_dot(400 - x, y + 9, 4.2, pal.accent, pal, 1.2))
    return parts


def _hand(pal: _Palette, x: float, y: float) -> list[str]:
    """A fist around a vertical staff at (x, y)."""
    return [
        _p(_ellipse_d(x, y, 19, 15), pal.skin, pal, 2),
        _line(f"M{_n(x - 15)} {_n(y - 4)}H{_n(x + 15)}M{_n(x - 15)} {_n(y + 4)}H{_n(x + 15)}", pal.ink, 1.3),
    ]


def _corner_pip(suit: str, pal: _Palette) -> str:
    return _suit(suit, 42, 48, 46, pal.main)


def _king(pal: _Palette, suit: str) -> list[str]:
    parts: list[str] = []
    # Hair behind the head.
    parts.append(_p("M138 122C122 172 126 232 146 268H254C274 232 278 172 262 122Z", pal.hair, pal))
    # Robe with brocade, front panel and ermine collar.
    parts.append(_robe(pal, left=54, neck_y=252))
    parts.extend(_brocade(pal, (76, 104, 132), (322, 350, 378)))
    parts.extend(_brocade(pal, (90, 118), (336, 364)))
    parts.extend(_placket(pal, suit, 292, 26, 38))
    parts.extend(_sleeve_bands(pal, 56, 300))
    collar = "M110 266C150 250 250 250 290 266L302 296C250 320 150 320 98 296Z"
    parts.append(_p(collar, pal.white, pal, 2.5))
    tails = "".join(
        f"M{x} {y - 7}L{x - 3.5} {y + 5}L{x + 3.5} {y + 5}Z"
        for x, y in ((122, 284), (150, 292), (178, 298), (222, 298), (250, 292), (278, 284))
    )
    parts.append(_path(tails, fill=pal.ink))
    # Head, beard, moustache, mouth.
    parts.extend(_head(pal, cy=166, rx=50, ry=60))
    beard = (
        "M150 176C148 228 172 272 200 286C228 272 252 228 250 176"
        "C238 204 220 212 200 212C180 212 162 204 150 176Z"
    )
    parts.append(_p(beard, pal.hair, pal))
    parts.append(_line("M182 222Q184 248 186 270M200 224V280M218 222Q216 248 214 270", pal.ink, 1.3))
    moustache = (
        "M200 196C190 186 172 186 160 202C176 198 188 202 200 206C212 202 224 198 240 202"
        "C228 186 210 186 200 196Z"
    )
    parts.append(_p(moustache, pal.hair, pal, 1.8))
    parts.append(_p("M190 212Q200 208 210 212Q200 220 190 212Z", pal.accent, pal, 1.3))
    # Crown: five points with pearls, a jewelled band.
    points = "M140 106L128 36L164 74L182 26L200 66L218 26L236 74L272 36L260 106Z"
    parts.append(_p(points, pal.gold, pal))
    parts.append(_p("M134 100H266V124H134Z", pal.gold, pal))
    for x, y in ((128, 36), (182, 26), (218, 26), (272, 36)):
        parts.append(_dot(x, y, 7, pal.white, pal, 2))
    parts.append(_p("M200 40L208 54L200 68L192 54Z", pal.accent, pal, 1.5))
    for x in (158, 200, 242):
        parts.append(_p(_ellipse_d(x, 112, 8, 6), pal.main if x == 200 else pal.accent, pal, 1.4))
    # Sword held upright in the right hand.
    parts.append(_p("M312 70L322 24L332 70V266H312Z", pal.steel, pal, 2.5))
    parts.append(_line("M322 76V260", pal.ink, 1.4))
    parts.append(_p("M288 264C300 258 344 258 356 264V276C344 272 300 272 288 276Z", pal.gold, pal, 2))
    parts.append(_p("M315 276H329V332H315Z", pal.accent, pal, 2))
    parts.append(_dot(322, 338, 8, pal.gold, pal, 2))
    parts.extend(_hand(pal, 322, 302))
    # An orb with a cross in the left hand.
    parts.append(_dot(92, 300, 20, pal.gold, pal, 2.5))
    parts.append(_line("M72 300H112M92 280V320", pal.ink, 1.5))
    parts.append(_p("M88 252H96V266H106V274H96V282H88V274H78V266H88Z", pal.gold, pal, 1.8))
    parts.append(_dot(92, 300, 6, pal.accent, pal, 1.5))
    parts.append(_p(_ellipse_d(96, 330, 18, 13), pal.skin, pal, 2))
    parts.append(_line("M82 326H110M82 334H110", pal.ink, 1.3))
    parts.append(_corner_pip(suit, pal))
    return parts


def _queen(pal: _Palette, suit: str) -> list[str]:
    parts: list[str] = []
    # Long hair falling behind the shoulders.
    hair = "M148 112C118 166 112 250 122 318H278C288 250 282 166 252 112Z"
    parts.append(_p(hair, pal.hair, pal))
    parts.append(_line("M136 160Q124 232 134 306M150 150Q140 220 146 300", pal.ink, 1.3))
    parts.append(_line(_mirror("M136 160Q124 232 134 306M150 150Q140 220 146 300"), pal.ink, 1.3))
    # Gown with a square neckline, swags of gold, a laced bodice.
    parts.append(_robe(pal, left=64, neck_y=264))
    for k in range(3):
        y = 312 + k * 26
        swag = f"M{70 + k * 2} {y + 24}Q114 {y - 6} 164 {y + 4}"
        parts.append(_line(swag, pal.gold, 3.5))
        parts.append(_line(_mirror(swag), pal.gold, 3.5))
    parts.append(_p("M158 264H242L232 302H168Z", pal.skin, pal, 2))
    parts.append(_p("M166 302H234L218 390H182Z", pal.gold, pal))
    y = 312
    while y < HALF_H - 10:
        parts.append(_line(f"M186 {y}L214 {y + 12}M214 {y}L186 {y + 12}", pal.main, 2.4))
        y += 16
    parts.extend(_sleeve_bands(pal, 66, 310))
    for k in range(11):
        t = k / 10
        parts.append(_dot(170 + 60 * t, 270 + 16 * math.sin(math.pi * t), 3.8, pal.white, pal, 1))
    parts.append(_suit(suit, 200, 294, 18, pal.main))
    # A rose in the left hand.
    parts.append(_line("M106 336C110 290 104 240 98 198", "#3d7a3a", 4.5))
    parts.append(_p("M102 262C82 252 74 236 76 222C92 228 102 244 102 262Z", "#4f9a48", pal, 1.5))
    parts.append(_p("M100 234C116 226 126 212 126 198C112 204 102 218 100 234Z", "#4f9a48", pal, 1.5))
    for k in range(6):
        angle = math.pi * k / 3
        parts.append(_dot(98 + 15 * math.cos(angle), 186 + 15 * math.sin(angle), 10, pal.accent, pal, 1.5))
    parts.append(_dot(98, 186, 8, pal.gold, pal, 1.5))
    parts.extend(_hand(pal, 106, 310))
    # Head, lips, cheeks, fringe.
    parts.extend(_head(pal, cy=170, rx=46, ry=56))
    parts.append(_p("M188 208Q200 200 212 208Q200 218 188 208Z", pal.accent, pal, 1.3))
    for x in (174, 226):
        parts.append(_el("circle", cx=x, cy=192, r=7, fill=pal.accent, fill_opacity="0.22"))
    fringe = "M156 146C158 122 178 110 200 110C222 110 242 122 244 146C230 132 216 128 200 128C184 128 170 132 156 146Z"
    parts.append(_p(fringe, pal.hair, pal, 2))
    # Crown: a band with three arches and pearls, an orb on top.
    arches = "M150 110L142 58Q162 82 176 50Q190 80 200 40Q210 80 224 50Q238 82 258 58L250 110Z"
    parts.append(_p(arches, pal.gold, pal))
    parts.append(_p("M146 100H254V118H146Z", pal.gold, pal))
    for x, y in ((142, 58), (176, 50), (224, 50), (258, 58)):
        parts.append(_dot(x, y, 5.5, pal.white, pal, 1.5))
    parts.append(_dot(200, 30, 9, pal.main, pal, 2))
    parts.append(_line("M200 12V22M194 16H206", pal.ink, 2.4))
    for x in (170, 200, 230):
        parts.append(_p(_ellipse_d(x, 109, 6, 4.5), pal.accent, pal, 1.2))
    parts.append(_corner_pip(suit, pal))
    return parts


def _jack(pal: _Palette, suit: str) -> list[str]:
    parts: list[str] = []
    # Tunic with slanting bands, a front panel and a pleated ruff.
    parts.append(_robe(pal, left=58, neck_y=258))
    bands = "".join(f"M{x} 384L{x + 40} 306" for x in range(74, 330, 34) if x + 40 < 342)
    parts.append(_line(bands, pal.accent, 6))
    parts.extend(_placket(pal, suit, 290, 20, 30))
    parts.extend(_sleeve_bands(pal, 60, 304))
    parts.append(_p("M140 258H260L266 284Q200 304 134 284Z", pal.white, pal, 2.5))
    ruff = "".join(f"M{146 + 12 * k} 264L{152 + 12 * k} 290L{158 + 12 * k} 264" for k in range(9))
    parts.append(_line(ruff, pal.ink, 1.3))
    # Page-boy hair and head.
    hair = (
        "M148 120C130 164 134 212 150 236C164 230 172 222 176 210H224C228 222 236 230 250 236"
        "C266 212 270 164 252 120Z"
    )
    parts.append(_p(hair, pal.hair, pal))
    parts.append(_line("M156 170Q150 200 158 228M244 170Q250 200 242 228", pal.ink, 1.3))
    parts.extend(_head(pal, cy=170, rx=46, ry=56))
    parts.append(_line("M188 206Q200 214 212 206", pal.ink, 2.6))
    fringe = "M156 146C158 124 178 112 200 112C222 112 242 124 244 146C230 136 216 132 200 134C184 132 170 136 156 146Z"
    parts.append(_p(fringe, pal.hair, pal, 2))
    # Beret with a jewelled band and a long feather.
    feather = "M244 90C268 52 300 26 336 14C318 38 294 66 258 102Z"
    parts.append(_p(feather, pal.white, pal, 2))
    parts.append(_line("M252 94C276 64 300 42 328 20", pal.ink, 1.5))
    parts.append(_p("M128 116C122 82 156 56 204 56C252 56 282 80 274 114Z", pal.main, pal))
    parts.append(_p("M132 104H270L274 122H128Z", pal.gold, pal, 2))
    for x in (150, 175, 200, 225, 250):
        parts.append(_dot(x, 113, 3.8, pal.accent, pal, 1))
    # Halberd held upright in the right hand.
    parts.append(_p("M318 44H330V390H318Z", pal.hair, pal, 2))
    parts.append(_p("M316 46L324 6L332 46Z", pal.steel, pal, 2))
    parts.append(_p("M330 58C356 60 372 80 370 110C356 100 342 98 330 100Z", pal.steel, pal, 2))
    parts.append(_p("M318 62C300 64 290 76 288 92C300 86 308 86 318 88Z", pal.steel, pal, 2))
    parts.extend(_hand(pal, 324, 300))
    parts.append(_corner_pip(suit, pal))
    return parts


_FIGURES = {"K": _king, "Q": _queen, "J": _jack}


def _court(design: Design, rank: str, suit: str) -> list[str]:
    """The framed, double-headed court figure."""
    frame = design.face["court_frame"]
    left, top, right = float(frame["left"]), float(frame["top"]), float(frame["right"])
    bottom = HEIGHT - top
    width = right - left
    pal = _palette(design, suit)
    # A narrow frame may stretch the figure a little upwards rather than leave it small.
    scale = min(width / HALF_W, (CY - top) / HALF_H)
    scale_y = min((CY - top) / HALF_H, scale * float(frame.get("stretch", 1.0)))
    offset_x = left + (width - HALF_W * scale) / 2
    offset_y = CY - HALF_H * scale_y
    figure = _FIGURES[rank](pal, suit)
    scaling = _n(scale) if scale_y == scale else f"{_n(scale)} {_n(scale_y)}"
    half = _group(figure, transform=f"translate({_n(offset_x)} {_n(offset_y)}) scale({scaling})")
    tint = str(design.court["ground"])
    parts = [
        _el("rect", x=left, y=top, width=width, height=bottom - top, fill=tint),
        _group([half], id="court-top"),
        _group([half], id="court-bottom", transform=f"rotate(180 {_n(CX)} {_n(CY)})"),
        _line(f"M{_n(left)} {_n(CY)}H{_n(right)}", pal.ink, 2.5),
        _el(
            "rect",
            x=left,
            y=top,
            width=width,
            height=bottom - top,
            fill="none",
            stroke=pal.main,
            stroke_width=5,
        ),
        _el(
            "rect",
            x=left + 7,
            y=top + 7,
            width=width - 14,
            height=bottom - top - 14,
            fill="none",
            stroke=pal.main,
            stroke_width=1.5,
        ),
    ]
    return [_group(parts, id="court", data_figure=rank)]


# --------------------------------------------------------------------------
# Backs
# --------------------------------------------------------------------------


def _clip_line(
    x0: float, y0: float, x1: float, y1: float, box: tuple[float, float, float, float]
) -> tuple[float, float, float, float] | None:
    """Liang–Barsky: the part of a segment inside ``box`` (left, top, right, bottom)."""
    left, top, right, bottom = box
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy


def _clip_circle(cx: float, cy: float, r: float, box: tuple[float, float, float, float]) -> str:
    """Path data for the arcs of a circle that lie inside ``box``."""
    left, top, right, bottom = box
    if left <= cx - r and cx + r <= right and top <= cy - r and cy + r <= bottom:
        return _ellipse_d(cx, cy, r, r)
    angles = [0.0, 2 * math.pi]
    for edge, along_x in ((left, True), (right, True), (top, False), (bottom, False)):
        offset = (edge - cx if along_x else edge - cy) / r
        if -1 < offset < 1:
            base = math.acos(offset) if along_x else math.asin(offset)
            candidates = (base, -base) if along_x else (base, math.pi - base)
            angles.extend(a % (2 * math.pi) for a in candidates)
    angles.sort()
    arcs: list[str] = []
    for a0, a1 in itertools.pairwise(angles):
        if a1 - a0 < 1e-6:
            continue
        mid = (a0 + a1) / 2
        mx, my = cx + r * math.cos(mid), cy + r * math.sin(mid)
        if not (left <= mx <= right and top <= my <= bottom):
            continue
        x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
        x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
        large = 1 if a1 - a0 > math.pi else 0
        arcs.append(f"M{_n(x0)} {_n(y0)}A{_n(r)} {_n(r)} 0 {large} 1 {_n(x1)} {_n(y1)}")
    return "".join(arcs)


def _clip_polyline(points: Sequence[tuple[float, float]], box: tuple[float, float, float, float]) -> str:
    """Path data for the parts of a polyline inside ``box``."""
    d: list[str] = []
    pen: tuple[float, float] | None = None
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        seg = _clip_line(x0, y0, x1, y1, box)
        if seg is None:
            pen = None
            continue
        start = (round(seg[0], 2), round(seg[1], 2))
        if pen != start:
            d.append(f"M{_n(seg[0])} {_n(seg[1])}")
        d.append(f"L{_n(seg[2])} {_n(seg[3])}")
        pen = (round(seg[2], 2), round(seg[3], 2))
    return "".join(d)


def _lattice(back: dict[str, Any], box: tuple[float, float, float, float]) -> list[str]:
    """Diagonal double lines making diamonds, with a dot in each diamond."""
    ink = str(back["ink"])
    step = float(back["step"])
    slope = float(back.get("slope", 1.0))
    left, top, right, bottom = box
    span = (bottom - top) + (right - left) * slope
    lines: list[str] = []
    count = int(span / step) + 2
    for sign in (1, -1):
        for k in range(-count, count + 1):
            for offset in (-step * 0.09, step * 0.09):
                # Line through (CX, CY + k*step + offset) with slope ±slope.
                c = CY + k * step + offset
                x0, x1 = left - 10, right + 10
                y0 = c + sign * slope * (x0 - CX)
                y1 = c + sign * slope * (x1 - CX)
                seg = _clip_line(x0, y0, x1, y1, box)
                if seg is not None:
                    lines.append(f"M{_n(seg[0])} {_n(seg[1])}L{_n(seg[2])} {_n(seg[3])}")
    parts = [_path("".join(lines), stroke=ink, sw=float(back["line"]))]
    # Dots at the centres of the diamonds: half a step from each crossing.
    dots: list[str] = []
    half_w = step / (2 * slope)
    for i in range(-40, 41):
        for j in range(-40, 41):
            if (i + j) % 2 == 0:
                continue
            x = CX + i * half_w
            y = CY + j * step / 2
            r = float(back["dot"])
            if left + r < x < right - r and top + r < y < bottom - r:
                dots.append(_ellipse_d(x, y, r, r))
    if dots:
        parts.append(_path("".join(dots), fill=ink))
    return parts


def _rosettes(back: dict[str, Any], box: tuple[float, float, float, float]) -> list[str]:
    """Overlapping circles on a grid centred on the card: a field of four-petal rosettes."""
    ink = str(back["ink"])
    step = float(back["step"])
    left, top, right, bottom = box
    radius = step * float(back.get("radius", 0.5)) * math.sqrt(2)
    circles: list[str] = []
    n = int(max(right - left, bottom - top) / step) + 2
    for i in range(-n, n + 1):
        for j in range(-n, n + 1):
            x, y = CX + i * step, CY + j * step
            if left - radius < x < right + radius and top - radius < y < bottom + radius:
                circles.append(_clip_circle(x, y, radius, box))
    parts = [_path("".join(circles), stroke=ink, sw=float(back["line"]))]
    dots = []
    for i in range(-n, n + 1):
        for j in range(-n, n + 1):
            x, y = CX + (i + 0.5) * step, CY + (j + 0.5) * step
            r = float(back["dot"])
            if left + r < x < right - r and top + r < y < bottom - r:
                dots.append(_ellipse_d(x, y, r, r))
    parts.append(_path("".join(dots), fill=ink))
    return parts


def _waves(back: dict[str, Any], box: tuple[float, float, float, float]) -> list[str]:
    """Horizontal bands of sine waves, alternating phase, centred on the card."""
    ink = str(back["ink"])
    step = float(back["step"])
    amplitude = float(back.get("amplitude", step * 0.3))
    wavelength = float(back.get("wavelength", step * 2))
    left, top, right, bottom = box
    d: list[str] = []
    n = int((bottom - top) / step / 2) + 2
    for k in range(-n, n + 1):
        base = CY + k * step
        sign = 1 if k % 2 == 0 else -1
        points = []
        x = left - wavelength
        while x <= right + wavelength:
            points.append((x, base + sign * amplitude * math.sin(2 * math.pi * (x - CX) / wavelength)))
            x += wavelength / 16
        d.append(_clip_polyline(points, box))
    return [_path("".join(d), stroke=ink, sw=float(back["line"]), stroke_linejoin="round")]


_PATTERNS = {"lattice": _lattice, "rosettes": _rosettes, "waves": _waves}


def _medallion(back: dict[str, Any]) -> list[str]:
    """The centre emblem: rings and a sixteen-point star, symmetric under a half turn."""
    ground = str(back["ground"])
    ink = str(back["ink"])
    accent = str(back.get("accent", ink))
    rx, ry = float(back["medallion_rx"]), float(back["medallion_ry"])
    parts = [
        _path(_ellipse_d(CX, CY, rx + 14, ry + 14), fill=ground, stroke=ink, sw=4),
        _path(_ellipse_d(CX, CY, rx + 6, ry + 6), stroke=ink, sw=1.5),
        _path(_ellipse_d(CX, CY, rx, ry), fill=accent, stroke=ink, sw=2),
    ]
    star: list[str] = []
    points = 16
    for k in range(points * 2):
        angle = math.pi * k / points
        r = 1.0 if k % 2 == 0 else 0.55
        x = CX + math.cos(angle) * (rx - 10) * r
        y = CY + math.sin(angle) * (ry - 10) * r
        star.append(f"{'M' if k == 0 else 'L'}{_n(x)} {_n(y)}")
    parts.append(_path("".join(star) + "Z", fill=ground, stroke=ink, sw=1.5))
    parts.append(_path(_ellipse_d(CX, CY, rx * 0.34, ry * 0.34), fill=accent, stroke=ink, sw=2))
    parts.append(_path(_ellipse_d(CX, CY, rx * 0.14, ry * 0.14), fill=ground, stroke=ink, sw=1.5))
    return parts


def back_svg(design: Design) -> str:
    """The SVG text of the back: a bordered pattern, the same after a half turn."""
    back = design.back
    border = float(back["border"])
    ground = str(back["ground"])
    ink = str(back["ink"])
    margin = str(back["margin"])
    box = (border, border, WIDTH - border, HEIGHT - border)
    inner_r = max(CORNER - border, 6)
    parts = [
        _card_outline(margin, str(design.face["edge"])),
        _el("rect", x=box[0], y=box[1], width=box[2] - box[0], height=box[3] - box[1], fill=ground),
        *_PATTERNS[str(back["pattern"])](back, box),
    ]
    if back.get("medallion_rx"):
        parts.extend(_medallion(back))
    # The margin covers whatever the pattern drew past the window's edge.
    ring = _rounded_rect_d(3, 3, WIDTH - 6, HEIGHT - 6, CORNER - 3) + _rounded_rect_d(
        border, border, WIDTH - 2 * border, HEIGHT - 2 * border, inner_r
    )
    parts.append(_path(ring, fill=margin, fill_rule="evenodd"))
    frame_inset = border - 9
    parts.append(
        _el(
            "rect",
            x=frame_inset,
            y=frame_inset,
            width=WIDTH - 2 * frame_inset,
            height=HEIGHT - 2 * frame_inset,
            rx=inner_r + 9,
            fill="none",
            stroke=ground,
            stroke_width=3,
        )
    )
    parts.append(
        _el(
            "rect",
            x=border,
            y=border,
            width=WIDTH - 2 * border,
            height=HEIGHT - 2 * border,
            rx=inner_r,
            fill="none",
            stroke=ground,
            stroke_width=float(back.get("window_line", 6)),
        )
    )
    del ink
    return _svg(parts, data_design=design.id, data_side="back")


# --------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------


def card_codes() -> list[str]:
    """The 52 face codes, suit by suit (``AS``, ``2S`` … ``KC``)."""
    return [rank + suit for suit in SUITS for rank in RANKS]


def design_files(decks_dir: Path = DECKS_DIR) -> list[Path]:
    """Every ``design.json`` under ``decks_dir``, sorted by folder name."""
    return sorted(decks_dir.glob("*/design.json"))


def render_design(design: Design) -> dict[str, str]:
    """Every file of one design, as relative path → SVG text."""
    files = {"back.svg": back_svg(design)}
    for code in card_codes():
        files[f"faces/{code}.svg"] = face_svg(design, code[0], code[1])
    return files


def write_design(design: Design, out_dir: Path) -> int:
    """Write one design's SVGs under ``out_dir/<design_id>/``; returns the bytes written."""
    total = 0
    for name, text in render_design(design).items():
        target = out_dir / design.id / name
        target.parent.mkdir(parents=True, exist_ok=True)
        data = text.encode("utf-8")
        target.write_bytes(data)
        total += len(data)
    return total


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: regenerate every design (or the ones named)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("designs", nargs="*", help="design ids (default: all)")
    parser.add_argument("--decks", type=Path, default=DECKS_DIR, help="folder with <id>/design.json")
    parser.add_argument("--out", type=Path, default=None, help="write here instead of beside design.json")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if an SVG is stale")
    args = parser.parse_args(argv)
    if args.check:  # made in a temporary folder, compared file by file with what is committed
        with tempfile.TemporaryDirectory() as made:
            main([*args.designs, "--decks", str(args.decks), "--out", made])
            stale = [
                str(path.relative_to(made))
                for path in sorted(Path(made).rglob("*.svg"))
                if not (committed := args.decks / path.relative_to(made)).is_file()
                or committed.read_bytes() != path.read_bytes()
            ]
        for name in stale:
            print(f"{args.decks / name} is stale: run python tools/make_decks.py and commit the SVGs")
        return 1 if stale else 0
    out_dir: Path = args.out or args.decks
    for path in design_files(args.decks):
        design = Design.load(path)
        if args.designs and design.id not in args.designs:
            continue
        size = write_design(design, out_dir)
        print(f"{design.id}: 53 files, {size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
