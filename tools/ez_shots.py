"""Pictures of the EZ table (issue 31) at the window sizes a player may have.

Run under a display:
``xvfb-run -a -s "-screen 0 1920x1200x24" python tools/ez_shots.py [--language en]``

Each scene starts a fresh night at EZ in its own app-data folder:

- ``lobby``: the three tables, EZ chosen;
- ``table``: a Panda 8 then a Dragon 7 dealt from scripted cards, chips on BANCA,
  DRAGÓN 7 and PANDA 8: the banner names the Dragon 7, BANCA is pushed, the
  bead plate marks both, the odds panel lists the seven bets;
- ``favour``: seeded shoe 1000012 played until 116 cards are left, where the
  cards left favour DRAGÓN 7 (``benchmarks/ez_side_bets.py`` found it): the
  odds panel says so (on a small window, in the drawer that C opens).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

from PySide6.QtCore import QEventLoop, QSize, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtQml import QQmlApplicationEngine  # noqa: E402
from PySide6.QtQuick import QQuickWindow  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from baccarat_qt.boundary.context import Context  # noqa: E402
from baccarat_qt.desktop.app import configure_application, load_main, register_types  # noqa: E402
from baccarat_qt.engine.shoe import Shoe, fisher_yates, scripted  # noqa: E402

PANDA_THEN_DRAGON = "TH TD 2H 7D 6D  TS TC 5H 3D 9D 4S"
"""Player 2 draws a 6 (8) against a standing 7: a Panda 8; then player 5 draws a 9 (4), banker 3 draws a 4: a Dragon 7."""
FAVOUR_SEED, FAVOUR_LEFT = 1_000_012, 116
"""A seeded shoe whose cards favour DRAGÓN 7 with 116 cards left (tests/engine/test_ez_odds.py, DRAGON_FAVOURED)."""


def wait(ms: int) -> None:
    """Let animations run."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def lobby(game: Context, window: QQuickWindow) -> None:
    """The lobby, EZ chosen and focused (a small window scrolls the lobby to it)."""
    game.preferences.setTableKind("ez")
    wait(800)
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName() == "table_ez":
            item.forceActiveFocus()
        stack.extend(item.childItems())


def table(game: Context, window: QQuickWindow) -> None:
    """A Panda 8, then a Dragon 7 with chips on BANCA and both side bets."""
    game.preferences.setTableKind("ez")
    game.preferences.setShowOdds(True)
    game.night.startNight()
    game.table.selectChip(25)
    for spot in ("banker", "dragon_7", "panda_8"):
        game.table.placeChip(spot)
    for _ in range(2):
        game.hand.deal()
        game.hand.openAll()
        # On a loaded machine the cards may still be landing: open them once they are down.
        for _ in range(100):
            if game.hand.resultText and not game.reveal.cardsTurning:
                break
            wait(100)
            game.hand.openAll()


def favour(game: Context, window: QQuickWindow) -> None:
    """Late in a seeded shoe, where the cards left favour DRAGÓN 7."""
    game.preferences.setTableKind("ez")
    game.preferences.setShowOdds(True)
    game.night.startNight()
    game.table.selectChip(5)
    game.table.placeChip("banker")
    session = game.seat.session
    assert session is not None
    while session.cards_left > FAVOUR_LEFT:
        game.hand.deal()
        game.hand.openAll()
    game.table.placeChip("dragon_7")
    wait(1500)
    if window.width() < 1180 or window.height() < 760:
        QTest.keyClick(window, Qt.Key.Key_C)  # the side panel is in the drawer on a small window


SCENES: dict[str, tuple[Callable[[Context, QQuickWindow], None], Callable[[], Shoe]]] = {
    "lobby": (lobby, Shoe),
    "table": (table, lambda: Shoe(shuffler=scripted(PANDA_THEN_DRAGON.split()))),
    "favour": (favour, lambda: Shoe(shuffler=fisher_yates(random.Random(FAVOUR_SEED)))),
}


def shoot(out: Path, name: str, size: str, language: str) -> None:
    """One scene at one window size."""
    os.environ["BACCARAT_QT_HOME"] = tempfile.mkdtemp(prefix="baccarat-shots-")
    width, height = (int(v) for v in size.split("x"))
    scene, new_shoe = SCENES[name]
    engine = QQmlApplicationEngine()
    load_main(engine, new_shoe=new_shoe)
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    window.setMinimumSize(window.minimumSize().boundedTo(QSize(width, height)))
    window.resize(width, height)
    window.show()
    window.requestActivate()
    wait(300)
    game = engine.findChild(Context)
    assert isinstance(game, Context)
    game.preferences.setLanguage(language)
    wait(300)
    scene(game, window)
    wait(1500)
    suffix = "" if language == "es" else f"-{language}"
    window.grabWindow().save(str(out / f"ez-{name}{suffix}-{size}.png"))
    window.close()
    engine.deleteLater()
    wait(100)


def main() -> int:
    """Take the pictures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--sizes", default="800x600,1280x800,1920x1080")
    parser.add_argument("--scenes", default=",".join(SCENES))
    parser.add_argument("--language", default="es", choices=("es", "en"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    configure_application()
    app = QGuiApplication(sys.argv)
    del app
    register_types()  # before the first QML engine
    for name in args.scenes.split(","):
        for size in args.sizes.split(","):
            shoot(args.out, name, size, args.language)
    print(f"screenshots in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
