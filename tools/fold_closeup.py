"""A close-up of the squeeze's fold edge at a window size, to judge its antialiasing.

Deals a hand, drags the player's first card by its lower right corner about
a third of the way in and holds it there, grabs the window, and writes the
card's area enlarged three times (nearest pixel, so a saw-tooth stays visible).

Run under a display, from any checkout (``--repo`` picks the sources, so the
same script draws the "before" of an older commit):
``xvfb-run -a -s "-screen 0 1920x1200x24" python tools/fold_closeup.py --size 1280x800 --out docs/screenshots/fold-1280x800-after.png``
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--repo", type=Path, default=Path(__file__).resolve().parent.parent)
parser.add_argument("--out", type=Path, required=True)
parser.add_argument("--size", default="1280x800")
parser.add_argument("--zoom", type=int, default=3)
ARGS = parser.parse_args()

sys.path.insert(0, str(ARGS.repo.resolve() / "src"))
os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
os.environ["BACCARAT_QT_HOME"] = tempfile.mkdtemp(prefix="fold-closeup-")
os.environ["LANG"] = "es_ES.UTF-8"

from PySide6.QtCore import QEventLoop, QPoint, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtQml import QQmlApplicationEngine  # noqa: E402
from PySide6.QtQuick import QQuickItem, QQuickWindow  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from baccarat_qt.boundary.context import Context  # noqa: E402
from baccarat_qt.desktop.app import configure_application, load_main, register_types  # noqa: E402
from baccarat_qt.engine.shoe import Shoe, scripted  # noqa: E402


def pump(ms: int) -> None:
    """Let the event loop run for ``ms`` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def find(window: QQuickWindow, name: str) -> QQuickItem:
    """The visible item named ``name``."""
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName() == name and item.isVisible():
            return item
        stack.extend(item.childItems())
    raise LookupError(name)


def main() -> None:
    """Deal, lift a corner, grab, crop, enlarge."""
    configure_application()  # the game's names and Qt Quick settings, as it starts
    _app = QGuiApplication(sys.argv)  # kept for the whole run
    register_types()
    engine = QQmlApplicationEngine()
    load_main(engine, new_shoe=lambda: Shoe(shuffler=scripted(["KH", "4H", "QD", "KC"])))
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    width, height = (int(v) for v in ARGS.size.split("x"))
    window.resize(width, height)
    window.show()
    window.requestActivate()
    pump(1500)
    context = engine.findChild(Context)
    assert context is not None
    context.night.startNight()
    pump(800)
    context.table.placeChipValue("banker", 25)
    context.hand.deal()
    pump(1500)
    card = find(window, "card_0")
    w, h = card.width(), card.height()
    start = card.mapToScene(QPointF(w - 2, h - 2)).toPoint()
    end = card.mapToScene(QPointF(w * 0.62, h * 0.7)).toPoint()
    QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 16):
        QTest.mouseMove(window, start + (end - start) * (i / 15))
        pump(20)
    pump(300)
    shot = window.grabWindow()
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    dpr = shot.devicePixelRatio()
    top_left = card.mapToScene(QPointF(0, 0))
    crop = shot.copy(
        round((top_left.x() + w * 0.35) * dpr),
        round((top_left.y() + h * 0.45) * dpr),
        round(w * 0.7 * dpr),
        round(h * 0.6 * dpr),
    )
    crop = crop.scaled(
        crop.width() * ARGS.zoom,
        crop.height() * ARGS.zoom,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.FastTransformation,
    )
    ARGS.out.parent.mkdir(parents=True, exist_ok=True)
    crop.save(str(ARGS.out))
    print(ARGS.out, QPoint(crop.width(), crop.height()))
    engine.deleteLater()


if __name__ == "__main__":
    main()
