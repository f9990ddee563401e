"""Draw a contact sheet per deck design: the 52 faces and the back, on the felt.

Writes ``docs/screenshots/deck-<design_id>.png``: one row per suit (ace to
king), and the back at the end of the first row. Cards are drawn through the
same code as the game's image provider.

    python tools/contact_sheet.py [design_id ...] [--width 150] [--out DIR]
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from _support import ROOT

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from baccarat_qt.boundary.card_images import card_size, render_card
from baccarat_qt.boundary.decks import designs
from baccarat_qt.engine.cards import Rank, Suit

FELT = QColor("#1e5b3c")
GAP = 14


def contact_sheet(design_id: str, card_width: int) -> QImage:
    """The sheet of one design, cards ``card_width`` pixels wide."""
    size = card_size(QSize(card_width, 0))
    columns, rows = len(Rank) + 1, len(Suit)
    sheet = QImage(
        GAP + columns * (size.width() + GAP),
        GAP + rows * (size.height() + GAP),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    sheet.fill(FELT)
    painter = QPainter(sheet)
    for row, suit in enumerate(Suit):
        for column, rank in enumerate(Rank):
            image = render_card(design_id, rank.value + suit.value, size)
            painter.drawImage(GAP + column * (size.width() + GAP), GAP + row * (size.height() + GAP), image)
    painter.drawImage(GAP + len(Rank) * (size.width() + GAP), GAP, render_card(design_id, None, size))
    painter.end()
    return sheet


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: write the sheets."""
    parser = argparse.ArgumentParser(description="Contact sheets of the deck designs.")
    parser.add_argument("designs", nargs="*", help="design ids (default: all)")
    parser.add_argument("--width", type=int, default=150, help="card width in pixels")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    args.out.mkdir(parents=True, exist_ok=True)
    for design in designs():
        if args.designs and design.id not in args.designs:
            continue
        target = args.out / f"deck-{design.id}.png"
        if not contact_sheet(design.id, args.width).save(str(target)):
            print(f"could not write {target}", file=sys.stderr)
            return 1
        print(f"{target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
