"""Faces: the corner indices, the pips of the ace to the ten, and each face's SVG."""

from __future__ import annotations

from deck_art.court import court_figure
from deck_art.design import Design
from deck_art.geometry import CX, CY, num
from deck_art.glyphs import GLYPH_STROKE, GLYPHS
from deck_art.pips import PIP_LAYOUT, ROTATED_BELOW
from deck_art.suits import SUIT_PATHS
from deck_art.svg import card_outline, element, group, suit_symbol, svg_document, svg_path


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
    rank_el = svg_path(
        glyph.d,
        stroke=colour,
        sw=stroke,
        transform=f"translate({num(gx)} {num(top)}) scale({num(scale)})",
        stroke_linejoin="round" if rank in "238" else "miter",
        stroke_miterlimit="3",
        class_="index-rank",
    )
    suit_size = float(face["index_suit"])
    suit_y = top + height + float(face["index_gap"]) + suit_size * 0.52
    suit_el = suit_symbol(suit, column, suit_y, suit_size, colour, class_="index-suit")
    return rank_el + suit_el


def _indices(design: Design, rank: str, suit: str) -> list[str]:
    corner = _index(design, rank, suit)
    return [
        group([corner], id="index-top", data_rank=rank, data_suit=suit),
        group(
            [corner],
            id="index-bottom",
            data_rank=rank,
            data_suit=suit,
            transform=f"rotate(180 {num(CX)} {num(CY)})",
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
        parts = [suit_symbol(suit, CX, CY, size, colour, class_="pip")]
        if suit == "S":
            # The ace of spades carries the deck's mark: a fine inline and a ring.
            paper = str(face["paper"])
            inline = svg_path(
                SUIT_PATHS["S"],
                stroke=paper,
                sw=2.2,
                transform=f"translate({num(CX)} {num(CY)}) scale({num(size / 100 * 0.84)})",
            )
            ring = element("circle", cx=CX, cy=CY, r=size * 0.72, fill="none", stroke=colour, stroke_width=3)
            ring2 = element(
                "circle", cx=CX, cy=CY, r=size * 0.76, fill="none", stroke=colour, stroke_width=1.5
            )
            parts = [ring2, ring, *parts, inline]
        return parts
    size = float(face["pip_size"])
    return [
        suit_symbol(suit, x, y, size, colour, rotated=rotated, class_="pip")
        for x, y, rotated in pip_centres(design, rank)
    ]


def face_svg(design: Design, rank: str, suit: str) -> str:
    """The SVG text of one face."""
    face = design.face
    body = [card_outline(str(face["paper"]), str(face["edge"]))]
    if rank in "JQK":
        body.extend(court_figure(design, rank, suit))
    else:
        body.extend(_pips(design, rank, suit))
    body.extend(_indices(design, rank, suit))
    return svg_document(body, data_design=design.id, data_rank=rank, data_suit=suit)
