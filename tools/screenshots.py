"""Take the README and docs screenshots of every screen at two window sizes.

Run under a display (``xvfb-run -a -s "-screen 0 1920x1200x24" python tools/screenshots.py``).
The shoe is scripted so the pictures show the same hands every time; app data
goes to a temporary folder.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

from PySide6.QtCore import QEventLoop, QPoint, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtQml import QQmlApplicationEngine  # noqa: E402
from PySide6.QtQuick import QQuickItem, QQuickWindow  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from baccarat_qt.app import configure_application, load_main  # noqa: E402
from baccarat_qt.controller import Game  # noqa: E402
from baccarat_qt.engine import TableKind  # noqa: E402
from baccarat_qt.engine.shoe import Shoe, scripted  # noqa: E402
from baccarat_qt.leaderboard import Entry, Leaderboard, save_leaderboard  # noqa: E402
from baccarat_qt.storage import app_dirs  # noqa: E402

SHOE = "2S 4H 3D KC 4D 7C  TS 3C 5H 3D 9D  7H 7D QC 5S"


def wait(ms: int) -> None:
    """Let animations run."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def find(window: QQuickWindow, name: str) -> QQuickItem:
    """A visible item by objectName."""
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName() == name and item.isVisible():
            return item
        stack.extend(item.childItems())
    raise LookupError(name)


def _steps(game: Game, window: QQuickWindow) -> list[tuple[str, Callable[[], object]]]:
    """Each screenshot's name and the action that leads to it."""
    held: list[QPoint] = []

    def betting() -> None:
        game.startNight()
        game.selectChip(25)
        game.placeChip("banker")
        game.placeChip("banker")
        game.selectChip(5)
        game.placeChip("tie")
        game.placeChip("banker_pair")

    def reveal() -> None:
        game.deal()
        wait(1200)
        for index in range(3):
            game.openCard(index)
        # Squeeze the banker's second card from its bottom-right corner, and hold it there.
        card = find(window, "card_3")
        start = card.mapToScene(QPointF(card.width() - 4, card.height() - 4)).toPoint()
        QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for step in range(1, 25):
            shift = int(step * card.width() * 0.55 / 24)
            QTest.mouseMove(window, QPoint(start.x() - shift, start.y() - int(shift * 1.2)))
            wait(10)
        held.append(QPoint(start.x() - shift, start.y() - int(shift * 1.2)))

    def result() -> None:
        QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, held[-1])
        wait(600)
        game.openCard(3)
        wait(500)

        game.openNext()
        wait(500)
        game.openNext()

    return [
        ("lobby", lambda: None),
        ("betting", betting),
        ("reveal", reveal),
        ("result", result),
        ("score", game.leave),
    ]


def main() -> int:
    """Take the pictures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--sizes", default="1280x800,1024x640")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    os.environ["BACCARAT_QT_HOME"] = tempfile.mkdtemp(prefix="baccarat-shots-")
    board = Leaderboard(
        [
            Entry("Carmen", 81_250, TableKind.CLASSIC, dt.date(2026, 11, 2)),
            Entry("Diego", 64_500, TableKind.NO_COMMISSION, dt.date(2026, 11, 14)),
            Entry("Ana", 52_375, TableKind.CLASSIC, dt.date(2026, 11, 20)),
        ]
    )
    save_leaderboard(app_dirs().data, board)
    Game.shoe_factory = lambda: Shoe(shuffler=scripted(SHOE.split()))

    configure_application()
    app = QGuiApplication(sys.argv)
    del app
    for size in args.sizes.split(","):
        width, height = (int(v) for v in size.split("x"))
        engine = QQmlApplicationEngine()
        load_main(engine)
        window = engine.rootObjects()[0]
        assert isinstance(window, QQuickWindow)
        window.resize(width, height)
        window.show()
        game = Game.instances[-1]

        def shot(name: str, window: QQuickWindow = window, size: str = size) -> None:
            wait(900)
            window.grabWindow().save(str(args.out / f"{name}-{size}.png"))

        steps = _steps(game, window)
        for name, action in steps:
            action()
            shot(name)
        game.backToLobby()
        wait(300)
        # Open the help through its shortcut, as a player would.
        find(window, "lobbyHelpButton")
        window.requestActivate()
        wait(300)
        QTest.keyClick(window, Qt.Key.Key_F1)
        shot("help")
        window.close()
        engine.deleteLater()
        wait(100)
    print(f"screenshots in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
