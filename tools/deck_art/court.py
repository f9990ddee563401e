"""Court cards: a double-headed figure in a frame (its parts: ``court_parts``)."""

from __future__ import annotations

import math

from deck_art.court_parts import (
    HALF_H,
    HALF_W,
    Palette,
    brocade,
    corner_pip,
    dot,
    hand_parts,
    head_parts,
    mirror,
    palette_of,
    placket,
    robe,
    shape,
    sleeve_bands,
    stroke_line,
)
from deck_art.design import Design
from deck_art.geometry import CX, CY, HEIGHT, num
from deck_art.glyphs import ellipse_d
from deck_art.svg import element, group, suit_symbol, svg_path


def _king(pal: Palette, suit: str) -> list[str]:
    parts: list[str] = []
    # Hair behind the head.
    parts.append(shape("M138 122C122 172 126 232 146 268H254C274 232 278 172 262 122Z", pal.hair, pal))
    # Robe with brocade, front panel and ermine collar.
    parts.append(robe(pal, left=54, neck_y=252))
    parts.extend(brocade(pal, (76, 104, 132), (322, 350, 378)))
    parts.extend(brocade(pal, (90, 118), (336, 364)))
    parts.extend(placket(pal, suit, 292, 26, 38))
    parts.extend(sleeve_bands(pal, 56, 300))
    collar = "M110 266C150 250 250 250 290 266L302 296C250 320 150 320 98 296Z"
    parts.append(shape(collar, pal.white, pal, 2.5))
    tails = "".join(
        f"M{x} {y - 7}L{x - 3.5} {y + 5}L{x + 3.5} {y + 5}Z"
        for x, y in ((122, 284), (150, 292), (178, 298), (222, 298), (250, 292), (278, 284))
    )
    parts.append(svg_path(tails, fill=pal.ink))
    # Head, beard, moustache, mouth.
    parts.extend(head_parts(pal, cy=166, rx=50, ry=60))
    beard = (
        "M150 176C148 228 172 272 200 286C228 272 252 228 250 176"
        "C238 204 220 212 200 212C180 212 162 204 150 176Z"
    )
    parts.append(shape(beard, pal.hair, pal))
    parts.append(stroke_line("M182 222Q184 248 186 270M200 224V280M218 222Q216 248 214 270", pal.ink, 1.3))
    moustache = (
        "M200 196C190 186 172 186 160 202C176 198 188 202 200 206C212 202 224 198 240 202"
        "C228 186 210 186 200 196Z"
    )
    parts.append(shape(moustache, pal.hair, pal, 1.8))
    parts.append(shape("M190 212Q200 208 210 212Q200 220 190 212Z", pal.accent, pal, 1.3))
    # Crown: five points with pearls, a jewelled band.
    points = "M140 106L128 36L164 74L182 26L200 66L218 26L236 74L272 36L260 106Z"
    parts.append(shape(points, pal.gold, pal))
    parts.append(shape("M134 100H266V124H134Z", pal.gold, pal))
    for x, y in ((128, 36), (182, 26), (218, 26), (272, 36)):
        parts.append(dot(x, y, 7, pal.white, pal, 2))
    parts.append(shape("M200 40L208 54L200 68L192 54Z", pal.accent, pal, 1.5))
    for x in (158, 200, 242):
        parts.append(shape(ellipse_d(x, 112, 8, 6), pal.main if x == 200 else pal.accent, pal, 1.4))
    # Sword held upright in the right hand.
    parts.append(shape("M312 70L322 24L332 70V266H312Z", pal.steel, pal, 2.5))
    parts.append(stroke_line("M322 76V260", pal.ink, 1.4))
    parts.append(shape("M288 264C300 258 344 258 356 264V276C344 272 300 272 288 276Z", pal.gold, pal, 2))
    parts.append(shape("M315 276H329V332H315Z", pal.accent, pal, 2))
    parts.append(dot(322, 338, 8, pal.gold, pal, 2))
    parts.extend(hand_parts(pal, 322, 302))
    # An orb with a cross in the left hand.
    parts.append(dot(92, 300, 20, pal.gold, pal, 2.5))
    parts.append(stroke_line("M72 300H112M92 280V320", pal.ink, 1.5))
    parts.append(shape("M88 252H96V266H106V274H96V282H88V274H78V266H88Z", pal.gold, pal, 1.8))
    parts.append(dot(92, 300, 6, pal.accent, pal, 1.5))
    parts.append(shape(ellipse_d(96, 330, 18, 13), pal.skin, pal, 2))
    parts.append(stroke_line("M82 326H110M82 334H110", pal.ink, 1.3))
    parts.append(corner_pip(suit, pal))
    return parts


def _queen(pal: Palette, suit: str) -> list[str]:
    parts: list[str] = []
    # Long hair falling behind the shoulders.
    hair = "M148 112C118 166 112 250 122 318H278C288 250 282 166 252 112Z"
    parts.append(shape(hair, pal.hair, pal))
    parts.append(stroke_line("M136 160Q124 232 134 306M150 150Q140 220 146 300", pal.ink, 1.3))
    parts.append(stroke_line(mirror("M136 160Q124 232 134 306M150 150Q140 220 146 300"), pal.ink, 1.3))
    # Gown with a square neckline, swags of gold, a laced bodice.
    parts.append(robe(pal, left=64, neck_y=264))
    for k in range(3):
        y = 312 + k * 26
        swag = f"M{70 + k * 2} {y + 24}Q114 {y - 6} 164 {y + 4}"
        parts.append(stroke_line(swag, pal.gold, 3.5))
        parts.append(stroke_line(mirror(swag), pal.gold, 3.5))
    parts.append(shape("M158 264H242L232 302H168Z", pal.skin, pal, 2))
    parts.append(shape("M166 302H234L218 390H182Z", pal.gold, pal))
    y = 312
    while y < HALF_H - 10:
        parts.append(stroke_line(f"M186 {y}L214 {y + 12}M214 {y}L186 {y + 12}", pal.main, 2.4))
        y += 16
    parts.extend(sleeve_bands(pal, 66, 310))
    for k in range(11):
        t = k / 10
        parts.append(dot(170 + 60 * t, 270 + 16 * math.sin(math.pi * t), 3.8, pal.white, pal, 1))
    parts.append(suit_symbol(suit, 200, 294, 18, pal.main))
    # A rose in the left hand.
    parts.append(stroke_line("M106 336C110 290 104 240 98 198", "#3d7a3a", 4.5))
    parts.append(shape("M102 262C82 252 74 236 76 222C92 228 102 244 102 262Z", "#4f9a48", pal, 1.5))
    parts.append(shape("M100 234C116 226 126 212 126 198C112 204 102 218 100 234Z", "#4f9a48", pal, 1.5))
    for k in range(6):
        angle = math.pi * k / 3
        parts.append(dot(98 + 15 * math.cos(angle), 186 + 15 * math.sin(angle), 10, pal.accent, pal, 1.5))
    parts.append(dot(98, 186, 8, pal.gold, pal, 1.5))
    parts.extend(hand_parts(pal, 106, 310))
    # Head, lips, cheeks, fringe.
    parts.extend(head_parts(pal, cy=170, rx=46, ry=56))
    parts.append(shape("M188 208Q200 200 212 208Q200 218 188 208Z", pal.accent, pal, 1.3))
    for x in (174, 226):
        parts.append(element("circle", cx=x, cy=192, r=7, fill=pal.accent, fill_opacity="0.22"))
    fringe = "M156 146C158 122 178 110 200 110C222 110 242 122 244 146C230 132 216 128 200 128C184 128 170 132 156 146Z"
    parts.append(shape(fringe, pal.hair, pal, 2))
    # Crown: a band with three arches and pearls, an orb on top.
    arches = "M150 110L142 58Q162 82 176 50Q190 80 200 40Q210 80 224 50Q238 82 258 58L250 110Z"
    parts.append(shape(arches, pal.gold, pal))
    parts.append(shape("M146 100H254V118H146Z", pal.gold, pal))
    for x, y in ((142, 58), (176, 50), (224, 50), (258, 58)):
        parts.append(dot(x, y, 5.5, pal.white, pal, 1.5))
    parts.append(dot(200, 30, 9, pal.main, pal, 2))
    parts.append(stroke_line("M200 12V22M194 16H206", pal.ink, 2.4))
    for x in (170, 200, 230):
        parts.append(shape(ellipse_d(x, 109, 6, 4.5), pal.accent, pal, 1.2))
    parts.append(corner_pip(suit, pal))
    return parts


def _jack(pal: Palette, suit: str) -> list[str]:
    parts: list[str] = []
    # Tunic with slanting bands, a front panel and a pleated ruff.
    parts.append(robe(pal, left=58, neck_y=258))
    bands = "".join(f"M{x} 384L{x + 40} 306" for x in range(74, 330, 34) if x + 40 < 342)
    parts.append(stroke_line(bands, pal.accent, 6))
    parts.extend(placket(pal, suit, 290, 20, 30))
    parts.extend(sleeve_bands(pal, 60, 304))
    parts.append(shape("M140 258H260L266 284Q200 304 134 284Z", pal.white, pal, 2.5))
    ruff = "".join(f"M{146 + 12 * k} 264L{152 + 12 * k} 290L{158 + 12 * k} 264" for k in range(9))
    parts.append(stroke_line(ruff, pal.ink, 1.3))
    # Page-boy hair and head.
    hair = (
        "M148 120C130 164 134 212 150 236C164 230 172 222 176 210H224C228 222 236 230 250 236"
        "C266 212 270 164 252 120Z"
    )
    parts.append(shape(hair, pal.hair, pal))
    parts.append(stroke_line("M156 170Q150 200 158 228M244 170Q250 200 242 228", pal.ink, 1.3))
    parts.extend(head_parts(pal, cy=170, rx=46, ry=56))
    parts.append(stroke_line("M188 206Q200 214 212 206", pal.ink, 2.6))
    fringe = "M156 146C158 124 178 112 200 112C222 112 242 124 244 146C230 136 216 132 200 134C184 132 170 136 156 146Z"
    parts.append(shape(fringe, pal.hair, pal, 2))
    # Beret with a jewelled band and a long feather.
    feather = "M244 90C268 52 300 26 336 14C318 38 294 66 258 102Z"
    parts.append(shape(feather, pal.white, pal, 2))
    parts.append(stroke_line("M252 94C276 64 300 42 328 20", pal.ink, 1.5))
    parts.append(shape("M128 116C122 82 156 56 204 56C252 56 282 80 274 114Z", pal.main, pal))
    parts.append(shape("M132 104H270L274 122H128Z", pal.gold, pal, 2))
    for x in (150, 175, 200, 225, 250):
        parts.append(dot(x, 113, 3.8, pal.accent, pal, 1))
    # Halberd held upright in the right hand.
    parts.append(shape("M318 44H330V390H318Z", pal.hair, pal, 2))
    parts.append(shape("M316 46L324 6L332 46Z", pal.steel, pal, 2))
    parts.append(shape("M330 58C356 60 372 80 370 110C356 100 342 98 330 100Z", pal.steel, pal, 2))
    parts.append(shape("M318 62C300 64 290 76 288 92C300 86 308 86 318 88Z", pal.steel, pal, 2))
    parts.extend(hand_parts(pal, 324, 300))
    parts.append(corner_pip(suit, pal))
    return parts


_FIGURES = {"K": _king, "Q": _queen, "J": _jack}


def court_figure(design: Design, rank: str, suit: str) -> list[str]:
    """The framed, double-headed court figure."""
    frame = design.face["court_frame"]
    left, top, right = float(frame["left"]), float(frame["top"]), float(frame["right"])
    bottom = HEIGHT - top
    width = right - left
    pal = palette_of(design, suit)
    # A narrow frame may stretch the figure a little upwards rather than leave it small.
    scale = min(width / HALF_W, (CY - top) / HALF_H)
    scale_y = min((CY - top) / HALF_H, scale * float(frame.get("stretch", 1.0)))
    offset_x = left + (width - HALF_W * scale) / 2
    offset_y = CY - HALF_H * scale_y
    figure = _FIGURES[rank](pal, suit)
    scaling = num(scale) if scale_y == scale else f"{num(scale)} {num(scale_y)}"
    half = group(figure, transform=f"translate({num(offset_x)} {num(offset_y)}) scale({scaling})")
    tint = str(design.court["ground"])
    parts = [
        element("rect", x=left, y=top, width=width, height=bottom - top, fill=tint),
        group([half], id="court-top"),
        group([half], id="court-bottom", transform=f"rotate(180 {num(CX)} {num(CY)})"),
        stroke_line(f"M{num(left)} {num(CY)}H{num(right)}", pal.ink, 2.5),
        element(
            "rect",
            x=left,
            y=top,
            width=width,
            height=bottom - top,
            fill="none",
            stroke=pal.main,
            stroke_width=5,
        ),
        element(
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
    return [group(parts, id="court", data_figure=rank)]
