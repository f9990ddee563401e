"""A frame sequence (contact sheet) of VOLTEAR TODAS (T) on a fresh hand, to look at the reveal.

Deals a scripted hand where both sides draw (150 on EMPATE as 100 + 25 + 25,
25 on BANCA), presses T, and grabs the window every ``--interval`` ms; the
frames go on one sheet, each stamped with its time after T.

Run under a display, from any checkout (``--repo`` picks the sources, so the
same script draws a "before" from an older commit):
``xvfb-run -a -s "-screen 0 1920x1200x24" python tools/reveal_frames.py --out docs/screenshots/reveal-T-after.png``
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--repo", type=Path, default=Path(__file__).resolve().parent.parent)
parser.add_argument("--out", type=Path, required=True)
parser.add_argument("--frames", type=int, default=16)
parser.add_argument("--interval", type=int, default=60, help="milliseconds between grabs")
parser.add_argument("--size", default="1280x800")
parser.add_argument("--scale", type=float, default=0.3)
ARGS = parser.parse_args()

sys.path.insert(0, str(ARGS.repo.resolve() / "src"))
os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
os.environ["BACCARAT_QT_HOME"] = tempfile.mkdtemp(prefix="reveal-frames-")
os.environ["LANG"] = "es_ES.UTF-8"

from PySide6.QtCore import QEventLoop, QPoint, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtQml import QQmlApplicationEngine  # noqa: E402
from PySide6.QtQuick import QQuickWindow  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from baccarat_qt.boundary.context import Context  # noqa: E402
from baccarat_qt.desktop.app import configure_application, load_main, register_types  # noqa: E402
from baccarat_qt.engine.shoe import Shoe, scripted  # noqa: E402

CARDS = [
    "2S",
    "4H",
    "3D",
    "KC",
    "4D",
    "7C",
]  # player 5 draws 4 (9); banker 4 draws 7 (1): JUGADOR wins 9 to 1


def pump(ms: int) -> None:
    """Let the event loop run for ``ms`` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main() -> None:
    """Deal, press T, grab the frames, write the sheet."""
    configure_application()  # the game's names and Qt Quick settings, as it starts
    _app = QGuiApplication(sys.argv)  # kept for the whole run
    register_types()
    engine = QQmlApplicationEngine()
    load_main(engine, new_shoe=lambda: Shoe(shuffler=scripted(CARDS)))
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
    for chip in (100, 25, 25):
        context.table.placeChipValue("tie", chip)
    context.table.placeChipValue("banker", 25)
    context.hand.deal()
    pump(1500)
    QTest.mouseMove(window, QPoint(5, 5))
    frames: list[tuple[float, QImage]] = []
    start = time.monotonic()
    QTest.keyClick(window, Qt.Key.Key_T)
    for _ in range(ARGS.frames):
        frames.append((time.monotonic() - start, window.grabWindow()))
        pump(ARGS.interval)
    write_sheet(frames)
    engine.deleteLater()


def write_sheet(frames: list[tuple[float, QImage]]) -> None:
    """Four frames a row, each scaled and stamped with its time after T."""
    w = round(frames[0][1].width() * ARGS.scale)
    h = round(frames[0][1].height() * ARGS.scale)
    columns, gap, label = 4, 6, 22
    rows = (len(frames) + columns - 1) // columns
    sheet = QImage(columns * (w + gap) + gap, rows * (h + gap + label) + gap, QImage.Format.Format_RGB32)
    sheet.fill(QColor("#202020"))
    painter = QPainter(sheet)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    font = QFont("DejaVu Sans")
    font.setPixelSize(15)
    painter.setFont(font)
    painter.setPen(QColor("#f0f0f0"))
    for n, (seconds, image) in enumerate(frames):
        x = gap + (n % columns) * (w + gap)
        y = gap + (n // columns) * (h + gap + label)
        painter.drawText(x, y + 16, f"T + {seconds * 1000:.0f} ms")
        painter.drawImage(
            x,
            y + label,
            image.scaled(
                w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
            ),
        )
    painter.end()
    ARGS.out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(str(ARGS.out))
    print(ARGS.out)


if __name__ == "__main__":
    main()
