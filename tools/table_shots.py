"""Pictures of the table as a newcomer meets it (issue 18), at three window sizes.

Run under a display:
``xvfb-run -a -s "-screen 0 1920x1200x24" python tools/table_shots.py --prefix after-18-``

Each scene starts a fresh night in its own app-data folder with scripted cards:

- ``overlap``: after a lost hand, 4 then E with less than 500 left (a refusal and the result);
- ``badge25`` / ``badge500``: PAR BANCA won with 25 and with 500;
- ``rebet``: 110 lost with the rebet box ticked (saldo 390 → 280);
- ``table``: the table with a result shown (how the layout fits the window);
- ``drawer``: the same, with the drawer opened by C (the side panel is there on a compact table);
- ``hint``: the table before the first chip (the starting hint).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from _support import ROOT, close_game, open_game, wait

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow
from PySide6.QtTest import QTest

from baccarat_qt.boundary.context import Context
from baccarat_qt.desktop.app import configure_application, register_types
from baccarat_qt.engine.shoe import Shoe, scripted

BANKER_PAIR = "2S 4H 3D 4C  9S 8D 9H 2C"
"""Player 5, banker 8 with a pair of fours: the banker wins, and so does PAR BANCA."""


def overlap(game: Context, window: QQuickWindow) -> None:
    """A lost hand leaves 300 with the rebet: 4 then E asks for 500."""
    game.table.selectChip(100)
    game.table.placeChip("player")
    game.hand.deal()
    game.hand.openAll()
    wait(800)
    QTest.keyClick(window, Qt.Key.Key_4)
    QTest.keyClick(window, Qt.Key.Key_E)


def badge(chip: int) -> Callable[[Context, QQuickWindow], None]:
    """PAR BANCA won with one chip of ``chip``."""

    def scene(game: Context, window: QQuickWindow) -> None:
        game.preferences.setRebet(False)
        game.table.selectChip(chip)
        game.table.placeChip("banker_pair")
        game.hand.deal()
        game.hand.openAll()

    return scene


def rebet(game: Context, window: QQuickWindow) -> None:
    """110 lost from 500 (balance 390), and the rebet takes 110 again."""
    game.table.selectChip(100)
    game.table.placeChip("player")
    game.table.selectChip(5)
    game.table.placeChip("player")
    game.table.placeChip("player")
    game.hand.deal()
    game.hand.openAll()


def table(game: Context, window: QQuickWindow) -> None:
    """A hand played with chips on every spot, its result on the felt."""
    game.table.selectChip(25)
    for spot in ("player", "banker", "tie", "player_pair", "banker_pair"):
        game.table.placeChip(spot)
    game.hand.deal()
    game.hand.openAll()


def drawer(game: Context, window: QQuickWindow) -> None:
    """A hand played, then C: on a small window the roads and the side panel in their drawer."""
    table(game, window)
    wait(800)
    QTest.keyClick(window, Qt.Key.Key_C)


def hint(game: Context, window: QQuickWindow) -> None:
    """The table before the first chip."""


SCENES: dict[str, Callable[[Context, QQuickWindow], None]] = {
    "overlap": overlap,
    "badge25": badge(5 * 5),
    "badge500": badge(500),
    "rebet": rebet,
    "table": table,
    "drawer": drawer,
    "hint": hint,
}


def shoot(out: Path, prefix: str, name: str, size: str) -> None:
    """One scene at one window size."""
    os.environ["BACCARAT_QT_HOME"] = tempfile.mkdtemp(prefix="baccarat-shots-")
    # Whatever the window's own minimum, show the size a window manager may give it.
    engine, window, game = open_game(
        size, new_shoe=lambda: Shoe(shuffler=scripted(BANKER_PAIR.split())), any_size=True
    )
    window.requestActivate()
    wait(300)
    game.night.startNight()
    wait(600)
    SCENES[name](game, window)
    wait(1500)
    window.grabWindow().save(str(out / f"{prefix}{name}-{size}.png"))
    close_game(engine, window)


def main() -> int:
    """Take the pictures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--prefix", default="")
    parser.add_argument("--sizes", default="1280x800,1024x640,800x600")
    parser.add_argument("--scenes", default=",".join(SCENES))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    configure_application()
    app = QGuiApplication(sys.argv)
    del app
    register_types()  # before the first QML engine
    for name in args.scenes.split(","):
        for size in args.sizes.split(","):
            shoot(args.out, args.prefix, name, size)
    print(f"screenshots in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
