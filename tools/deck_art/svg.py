"""SVG helpers: elements, groups, the document, the card's outline and a suit symbol."""

from __future__ import annotations

from collections.abc import Iterable

from deck_art.geometry import CORNER, HEIGHT, WIDTH, num
from deck_art.suits import SUIT_PATHS


def _attrs(attrs: dict[str, str | float | None]) -> str:
    parts = []
    for key, value in attrs.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, float | int) else value
        parts.append(f'{key.rstrip("_").replace("_", "-")}="{text}"')
    return " ".join(parts)


def element(tag: str, **attrs: str | float | None) -> str:
    return f"<{tag} {_attrs(attrs)}/>"


def svg_path(
    d: str,
    fill: str = "none",
    stroke: str | None = None,
    sw: float | None = None,
    **extra: str | float | None,
) -> str:
    return element("path", d=d, fill=fill, stroke=stroke, stroke_width=sw, **extra)


def group(children: Iterable[str], **attrs: str | float | None) -> str:
    body = "".join(children)
    head = _attrs(attrs)
    return f"<g {head}>{body}</g>" if head else f"<g>{body}</g>"


def stroked_lines(d: str, stroke: str, sw: float) -> str:
    """Lines drawn with one pen, as a group holding one path per subpath of ``d``.

    Qt's SVG renderer strokes a path as one outline, and a pattern of hundreds of lines
    in one path drew 3–10 times as slowly at the game's sizes as the same lines one path
    each, which look the same (``benchmarks/bench_card_pictures.py``).
    """
    subpaths = ["M" + part for part in d.split("M") if part]
    return group((f'<path d="{part}"/>' for part in subpaths), fill="none", stroke=stroke, stroke_width=sw)


def svg_document(body: Iterable[str], **attrs: str) -> str:
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


def rounded_rect_d(x: float, y: float, w: float, h: float, r: float) -> str:
    """A rounded rectangle as path data (clockwise)."""
    return (
        f"M{num(x + r)} {num(y)}H{num(x + w - r)}A{num(r)} {num(r)} 0 0 1 {num(x + w)} {num(y + r)}"
        f"V{num(y + h - r)}A{num(r)} {num(r)} 0 0 1 {num(x + w - r)} {num(y + h)}"
        f"H{num(x + r)}A{num(r)} {num(r)} 0 0 1 {num(x)} {num(y + h - r)}"
        f"V{num(y + r)}A{num(r)} {num(r)} 0 0 1 {num(x + r)} {num(y)}Z"
    )


def card_outline(fill: str, edge: str) -> str:
    return element(
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


def suit_symbol(
    suit: str, x: float, y: float, size: float, colour: str, *, rotated: bool = False, **extra: str
) -> str:
    """A suit symbol ``size`` units wide centred on (x, y)."""
    turn = " rotate(180)" if rotated else ""
    transform = f"translate({num(x)} {num(y)}){turn} scale({num(size / 100)})"
    return element("path", d=SUIT_PATHS[suit], fill=colour, transform=transform, **extra)
