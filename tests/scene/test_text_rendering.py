"""The game's text is drawn from glyphs rasterized at their size, antialiased in grey (``desktop/quick_settings.py``),
not from Qt Quick's distance fields, whose subpixel antialiasing left coloured fringes: white text on black has no
coloured pixel. (The tests' process is configured as the game's: ``tests/conftest.py``.)"""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from pytestqt.qtbot import QtBot

from tests.support.gui import delete_engine

WHITE_ON_BLACK = b"""
import QtQuick
Window {
    width: 320; height: 80; visible: true; color: "black"
    Text {
        x: 10; y: 10
        text: "BACCARAT 0123 \\u00e1\\u00f1 Banca 45,71 %"
        color: "white"; font.family: "DejaVu Sans"; font.pixelSize: 15
    }
}
"""


def test_text_is_antialiased_in_grey(qtbot: QtBot) -> None:
    engine = QQmlApplicationEngine()
    engine.loadData(WHITE_ON_BLACK)
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    try:
        qtbot.waitExposed(window)
        image = window.grabWindow().convertToFormat(QImage.Format.Format_RGB32)  # renders the frame now
        colours = (image.pixelColor(x, y) for y in range(image.height()) for x in range(image.width()))
        inked = [colour for colour in colours if colour.value() > 40]
        assert len(inked) > 300, f"{len(inked)} pixels of text: nothing drawn?"
        spread = max(max(c.red(), c.green(), c.blue()) - min(c.red(), c.green(), c.blue()) for c in inked)
        assert spread <= 8, (
            f"coloured pixels in white text (spread {spread}): distance-field subpixel antialiasing"
        )
    finally:
        window.close()
        delete_engine(qtbot, engine)
