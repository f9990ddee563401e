"""The court figures' parts: the palette of a suit, and the head, robe, hands and trimmings every figure draws."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from deck_art.design import Design
from deck_art.geometry import num
from deck_art.glyphs import ellipse_d
from deck_art.svg import element, suit_symbol, svg_path

HALF_W = 400.0
"""Width of the court figure's drawing box (one half of the frame)."""
HALF_H = 390.0
"""Height of the court figure's drawing box: the frame top to the centre line."""


@dataclass(frozen=True)
class Palette:
    """The colours of one court figure (the design's, with the suit's colour as ``main``)."""

    main: str
    accent: str
    gold: str
    skin: str
    hair: str
    ink: str
    white: str
    steel: str
    paper: str


def palette_of(design: Design, suit: str) -> Palette:
    court = design.court
    return Palette(
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


def shape(d: str, fill: str, pal: Palette, sw: float = 2.5) -> str:
    """A filled, ink-outlined shape."""
    return svg_path(d, fill=fill, stroke=pal.ink, sw=sw, stroke_linejoin="round")


def stroke_line(d: str, colour: str, sw: float) -> str:
    return svg_path(d, stroke=colour, sw=sw, stroke_linecap="round", stroke_linejoin="round")


def dot(x: float, y: float, r: float, fill: str, pal: Palette, sw: float = 1.5) -> str:
    return element("circle", cx=x, cy=y, r=r, fill=fill, stroke=pal.ink, stroke_width=sw)


def mirror(d: str) -> str:
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
        out.append(("" if index == 0 else " ") + num(value))
        index += 1
    return "".join(out)


def head_parts(pal: Palette, *, cy: float, rx: float, ry: float, neck: float = 40) -> list[str]:
    """Neck, face, eyes, brows and nose, centred on x = 200; the figure adds the rest."""
    cx = 200.0
    half_neck = rx * 0.36
    parts = [
        shape(
            f"M{num(cx - half_neck)} {num(cy + ry * 0.6)}V{num(cy + ry + neck)}H{num(cx + half_neck)}"
            f"V{num(cy + ry * 0.6)}Z",
            pal.skin,
            pal,
        ),
        shape(ellipse_d(cx, cy, rx, ry), pal.skin, pal),
    ]
    eye_w = rx * 0.21
    for side in (-1, 1):
        ex = cx + side * rx * 0.4
        ey = cy - ry * 0.08
        parts.append(
            svg_path(
                f"M{num(ex - eye_w)} {num(ey)}Q{num(ex)} {num(ey - eye_w * 0.8)} {num(ex + eye_w)} {num(ey)}"
                f"Q{num(ex)} {num(ey + eye_w * 0.55)} {num(ex - eye_w)} {num(ey)}Z",
                fill=pal.white,
                stroke=pal.ink,
                sw=1.8,
            )
        )
        parts.append(element("circle", cx=ex + side * 1.5, cy=ey - 0.6, r=eye_w * 0.36, fill=pal.ink))
        by = ey - ry * 0.2
        parts.append(
            stroke_line(
                f"M{num(ex - eye_w * 1.2)} {num(by + 2)}Q{num(ex)} {num(by - 6)} {num(ex + eye_w * 1.2)} {num(by + 2)}",
                pal.ink,
                2.8,
            )
        )
    nose = (
        f"M{num(cx + 1)} {num(cy - ry * 0.04)}L{num(cx - rx * 0.14)} {num(cy + ry * 0.3)}"
        f"L{num(cx + rx * 0.1)} {num(cy + ry * 0.33)}"
    )
    parts.append(stroke_line(nose, pal.ink, 2.2))
    return parts


def robe(pal: Palette, *, left: float, neck_y: float) -> str:
    """The robe: rounded shoulders and straight sides down to the centre line."""
    right = 400 - left
    d = (
        f"M{num(left)} {num(HALF_H)}V{num(neck_y + 66)}C{num(left)} {num(neck_y + 24)} {num(left + 34)} {num(neck_y)}"
        f" {num(left + 92)} {num(neck_y)}H{num(right - 92)}C{num(right - 34)} {num(neck_y)} {num(right)}"
        f" {num(neck_y + 24)} {num(right)} {num(neck_y + 66)}V{num(HALF_H)}Z"
    )
    return shape(d, pal.main, pal, 3)


def placket(pal: Palette, suit: str, top: float, half_top: float, half_bottom: float) -> list[str]:
    """The gold front panel with small suit symbols down it."""
    d = (
        f"M{num(200 - half_top)} {num(top)}H{num(200 + half_top)}"
        f"L{num(200 + half_bottom)} {num(HALF_H)}H{num(200 - half_bottom)}Z"
    )
    parts = [shape(d, pal.gold, pal, 2.5)]
    y = top + 24
    while y < HALF_H - 12:
        parts.append(suit_symbol(suit, 200, y, 24, pal.main))
        y += 36
    return parts


def brocade(pal: Palette, xs: Sequence[float], ys: Sequence[float], size: float = 9) -> list[str]:
    """Small gold lozenges on the robe, mirrored about the figure's axis."""
    d = []
    for x in xs:
        for y in ys:
            for px in (x, 400 - x):
                d.append(
                    f"M{num(px)} {num(y - size)}L{num(px + size * 0.7)} {num(y)}L{num(px)} {num(y + size)}"
                    f"L{num(px - size * 0.7)} {num(y)}Z"
                )
    return [svg_path("".join(d), fill=pal.gold, stroke=pal.ink, sw=1.2)]


def sleeve_bands(pal: Palette, left: float, y: float) -> list[str]:
    """A gold band with jewels across each upper arm, mirrored."""
    band = (
        f"M{num(left)} {num(y)}C{num(left + 22)} {num(y - 8)} {num(left + 44)} {num(y - 4)} {num(left + 58)} {num(y + 6)}"
        f"L{num(left + 54)} {num(y + 26)}C{num(left + 40)} {num(y + 16)} {num(left + 20)} {num(y + 12)} {num(left)} {num(y + 20)}Z"
    )
    parts = [shape(band, pal.gold, pal, 2), shape(mirror(band), pal.gold, pal, 2)]
    for x in (left + 16, left + 38):
        parts.append(dot(x, y + 9, 4.2, pal.accent, pal, 1.2))
        parts.append(dot(400 - x, y + 9, 4.2, pal.accent, pal, 1.2))
    return parts


def hand_parts(pal: Palette, x: float, y: float) -> list[str]:
    """A fist around a vertical staff at (x, y)."""
    return [
        shape(ellipse_d(x, y, 19, 15), pal.skin, pal, 2),
        stroke_line(
            f"M{num(x - 15)} {num(y - 4)}H{num(x + 15)}M{num(x - 15)} {num(y + 4)}H{num(x + 15)}",
            pal.ink,
            1.3,
        ),
    ]


def corner_pip(suit: str, pal: Palette) -> str:
    return suit_symbol(suit, 42, 48, 46, pal.main)
