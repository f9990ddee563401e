"""Backs: a bordered pattern, the same after a half turn."""

from __future__ import annotations

import itertools
import math
from typing import Any

from deck_art.design import Design
from deck_art.geometry import CORNER, CX, CY, HEIGHT, WIDTH, num
from deck_art.glyphs import ellipse_d
from deck_art.svg import card_outline, element, rounded_rect_d, stroked_lines, svg_document, svg_path


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
        return ellipse_d(cx, cy, r, r)
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
        arcs.append(f"M{num(x0)} {num(y0)}A{num(r)} {num(r)} 0 {large} 1 {num(x1)} {num(y1)}")
    return "".join(arcs)


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
                    lines.append(f"M{num(seg[0])} {num(seg[1])}L{num(seg[2])} {num(seg[3])}")
    parts = [stroked_lines("".join(lines), ink, float(back["line"]))]
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
                dots.append(ellipse_d(x, y, r, r))
    if dots:
        parts.append(svg_path("".join(dots), fill=ink))
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
    parts = [stroked_lines("".join(circles), ink, float(back["line"]))]
    dots = []
    for i in range(-n, n + 1):
        for j in range(-n, n + 1):
            x, y = CX + (i + 0.5) * step, CY + (j + 0.5) * step
            r = float(back["dot"])
            if left + r < x < right - r and top + r < y < bottom - r:
                dots.append(ellipse_d(x, y, r, r))
    parts.append(svg_path("".join(dots), fill=ink))
    return parts


def _sine_row(base: float, amplitude: float, wavelength: float, left: float, right: float) -> str:
    """Path data for one band's wave from ``left`` to ``right``: a cubic curve for each quarter wave.

    Each curve meets the sine at its ends with the sine's slope there (Hermite), so it is
    within a thousandth of the amplitude of it; Qt splits a curve into as many lines as
    the size it is drawn at needs, where a polyline of fixed points cost a join at each.
    """
    k = 2 * math.pi / wavelength

    def y(x: float) -> float:
        return base + amplitude * math.sin(k * (x - CX))

    def slope(x: float) -> float:
        return amplitude * k * math.cos(k * (x - CX))

    quarter = wavelength / 4
    xs = [left]
    mark = CX + math.floor((left - CX) / quarter + 1) * quarter
    while mark < right:
        xs.append(mark)
        mark += quarter
    xs.append(right)
    d = [f"M{num(left)} {num(y(left))}"]
    for x0, x1 in itertools.pairwise(xs):
        third = (x1 - x0) / 3
        d.append(
            f"C{num(x0 + third)} {num(y(x0) + slope(x0) * third)} "
            f"{num(x1 - third)} {num(y(x1) - slope(x1) * third)} {num(x1)} {num(y(x1))}"
        )
    return "".join(d)


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
        if top <= base - amplitude and base + amplitude <= bottom:  # the whole band in the window
            sign = 1 if k % 2 == 0 else -1
            d.append(_sine_row(base, sign * amplitude, wavelength, left, right))
        elif base + amplitude > top and base - amplitude < bottom:
            raise ValueError(f"a band of waves crosses the window's top or bottom edge (at {base})")
    return [stroked_lines("".join(d), ink, float(back["line"]))]


_PATTERNS = {"lattice": _lattice, "rosettes": _rosettes, "waves": _waves}


def _medallion(back: dict[str, Any]) -> list[str]:
    """The centre emblem: rings and a sixteen-point star, symmetric under a half turn."""
    ground = str(back["ground"])
    ink = str(back["ink"])
    accent = str(back.get("accent", ink))
    rx, ry = float(back["medallion_rx"]), float(back["medallion_ry"])
    parts = [
        svg_path(ellipse_d(CX, CY, rx + 14, ry + 14), fill=ground, stroke=ink, sw=4),
        svg_path(ellipse_d(CX, CY, rx + 6, ry + 6), stroke=ink, sw=1.5),
        svg_path(ellipse_d(CX, CY, rx, ry), fill=accent, stroke=ink, sw=2),
    ]
    star: list[str] = []
    points = 16
    for k in range(points * 2):
        angle = math.pi * k / points
        r = 1.0 if k % 2 == 0 else 0.55
        x = CX + math.cos(angle) * (rx - 10) * r
        y = CY + math.sin(angle) * (ry - 10) * r
        star.append(f"{'M' if k == 0 else 'L'}{num(x)} {num(y)}")
    parts.append(svg_path("".join(star) + "Z", fill=ground, stroke=ink, sw=1.5))
    parts.append(svg_path(ellipse_d(CX, CY, rx * 0.34, ry * 0.34), fill=accent, stroke=ink, sw=2))
    parts.append(svg_path(ellipse_d(CX, CY, rx * 0.14, ry * 0.14), fill=ground, stroke=ink, sw=1.5))
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
        card_outline(margin, str(design.face["edge"])),
        element("rect", x=box[0], y=box[1], width=box[2] - box[0], height=box[3] - box[1], fill=ground),
        *_PATTERNS[str(back["pattern"])](back, box),
    ]
    if back.get("medallion_rx"):
        parts.extend(_medallion(back))
    # The margin covers whatever the pattern drew past the window's edge.
    ring = rounded_rect_d(3, 3, WIDTH - 6, HEIGHT - 6, CORNER - 3) + rounded_rect_d(
        border, border, WIDTH - 2 * border, HEIGHT - 2 * border, inner_r
    )
    parts.append(svg_path(ring, fill=margin, fill_rule="evenodd"))
    frame_inset = border - 9
    parts.append(
        element(
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
        element(
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
    return svg_document(parts, data_design=design.id, data_side="back")
