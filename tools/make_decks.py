"""Generate the card art: an SVG back and 52 SVG faces for every deck design.

Everything is drawn here, from data: the index glyphs (A, 2–10, J, Q, K), the
four suit symbols, the court figures and the back patterns are our own paths,
so a card looks the same on every machine (no fonts, no third-party art).

Inputs are ``resources/decks/<design_id>/design.json``; outputs go beside them::

    resources/decks/<design_id>/back.svg
    resources/decks/<design_id>/faces/<code>.svg     # AS, 2S … TS, JS, QS, KS, AH …

The drawing lives in ``tools/deck_art/``, one module per part of the card:
``geometry`` (the card's size, the number format, the engine's ranks and
suits), ``pips`` (the pip table), ``glyphs`` (the index characters), ``suits``
(the suit symbols), ``design`` (a ``design.json``), ``svg`` (the SVG helpers),
``faces``, ``court`` and ``court_parts`` (the court figures) and ``backs``; this script
writes the files.

Run ``python tools/make_decks.py`` after editing a design or the drawing and
commit the SVGs; ``tests/boundary/test_deck_files.py`` fails if they differ from what this
script writes. ``--out DIR`` writes somewhere else instead; ``--check`` writes nothing and
exits 1 if a committed SVG is not what this script writes (CI runs it).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from deck_art.backs import back_svg
from deck_art.design import Design
from deck_art.faces import face_svg, pip_centres
from deck_art.geometry import DECKS_DIR, RANKS, SUITS
from deck_art.glyphs import GLYPHS
from deck_art.pips import PIP_LAYOUT
from deck_art.suits import SUIT_PATHS

__all__ = [
    "GLYPHS",
    "PIP_LAYOUT",
    "SUIT_PATHS",
    "Design",
    "card_codes",
    "design_files",
    "main",
    "pip_centres",
    "render_design",
    "write_design",
]


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
