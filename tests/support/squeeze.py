"""The squeeze harness (``tests/qml/SqueezeHarness.qml``) and its card art, for the tests judged by pixels.

The harness holds one ``SqueezeCard`` on the felt whose signals are answered the
way the table's model answers them (the face on ``squeezeStarted``, ``faceUp`` on
``openRequested``). The card art is drawn here, so a pixel is plainly back
(blue), face (white paper or red) or neither (green felt, shadow, the yellow
focus ring). The art itself is ``tests/scene/conftest.py``'s ``art`` fixture.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QUrl, SignalInstance
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from baccarat_qt.paths import ui_dir
from tests.support.gui import delete_engine  # also registers BaccaratCore, which the harness's Theme imports

HARNESS = Path(__file__).resolve().parents[1] / "qml" / "SqueezeHarness.qml"
NO_MODIFIER = Qt.KeyboardModifier.NoModifier
LEFT = Qt.MouseButton.LeftButton


def card_image(width: int, height: int, paint: str) -> QImage:
    """The test art: a blue patterned back (``paint="back"``) or a white face with a red index and red pips."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = QPainterPath()
    outline.addRoundedRect(QRectF(0, 0, width, height), 0.05 * width, 0.05 * width)
    if paint == "back":
        painter.fillPath(outline, QColor("#1d3f8f"))
        painter.setClipPath(outline)
        painter.setPen(QPen(QColor("#3f6fd8"), 6))
        for k in range(-height, width + height, 30):
            painter.drawLine(QPointF(k, 0), QPointF(k + height, height))
            painter.drawLine(QPointF(k, 0), QPointF(k - height, height))
    else:
        painter.fillPath(outline, QColor("#fbfbf5"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#d01c1c"))
        painter.drawRect(QRectF(0.05 * width, 0.04 * height, 0.1 * width, 0.14 * height))  # the index
        for u in (0.27, 0.73):
            for v in (0.2, 0.4, 0.6, 0.8):
                painter.drawEllipse(QPointF(u * width, v * height), 0.07 * width, 0.07 * width)
    painter.end()
    return image


@dataclass
class Pixels:
    """Where the back and the face show in a grabbed frame."""

    back: list[tuple[int, int]]
    face: list[tuple[int, int]]


@dataclass
class Table:
    """The harness window and its card."""

    qtbot: QtBot
    window: QQuickWindow
    card: QQuickItem

    @property
    def open_requested(self) -> SignalInstance:
        """The card's ``openRequested`` signal."""
        signal: SignalInstance = getattr(self.card, "openRequested")  # noqa: B009 (declared in QML)
        return signal

    def prop(self, name: str) -> object:
        """A property of the harness window."""
        return self.window.property(name)

    def rect(self) -> tuple[float, float, float, float]:
        """The card's x, y, width, height in the window."""
        return (self.card.property("x"), self.card.property("y"), self.card.width(), self.card.height())

    def point(self, u: float, v: float) -> QPoint:
        """The window point at (u, v) across the card, 0..1 each way."""
        x, y, w, h = self.rect()
        return QPoint(round(x + u * w), round(y + v * h))

    def frame(self) -> QImage:
        """The scene as it is now, rendered on demand."""
        return self.window.grabWindow()

    def pixels(self, margin: int = 40) -> Pixels:
        """Classify the pixels of a frame around the card (the flap may reach past its edges)."""
        image = self.frame().convertToFormat(QImage.Format.Format_RGB32)
        x, y, w, h = self.rect()
        found = Pixels([], [])
        for py in range(max(0, int(y) - margin), min(image.height(), int(y + h) + margin), 2):
            for px in range(max(0, int(x) - margin), min(image.width(), int(x + w) + margin), 2):
                rgb = image.pixel(px, py)
                r, g, b = (rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF
                if b > r + 40 and b > g + 20:
                    found.back.append((px, py))
                elif (r > g + 60 and r > b + 60) or (min(r, g, b) > 140 and max(r, g, b) - min(r, g, b) < 40):
                    found.face.append((px, py))
        return found

    def card_area(self) -> float:
        """How many sampled pixels the card covers (one in four)."""
        _, _, w, h = self.rect()
        return w * h / 4

    def drag(self, start: QPoint, end: QPoint, *, steps: int = 12, release: bool = True) -> None:
        """Press, move in small steps, and (unless told not to) release."""
        QTest.mousePress(self.window, LEFT, NO_MODIFIER, start)
        for i in range(1, steps + 1):
            t = i / steps
            QTest.mouseMove(self.window, start + (end - start) * t)
            QTest.qWait(12)  # a deliberate pull: well under a flick (SqueezeFlick) however the moves fall
        if release:
            QTest.mouseRelease(self.window, LEFT, NO_MODIFIER, end)

    def focus(self) -> None:
        """Make the window active and wait until the card has keyboard focus."""
        self.window.requestActivate()
        self.qtbot.waitUntil(
            lambda: self.window.isActive() and self.card.property("activeFocus"), timeout=5000
        )

    def wait_settled(self) -> None:
        """Until the card has finished moving: lying flat face down, or lying face up."""
        self.qtbot.waitUntil(lambda: not self.card.property("squeezing"), timeout=5000)

    def wait_face_up(self) -> None:
        """Until the card lies face up, judged by its pixels."""

        def face_up() -> None:
            shown = self.pixels(margin=0)
            assert not shown.back
            assert len(shown.face) > 0.85 * self.card_area()

        self.qtbot.waitUntil(face_up, timeout=5000)


def open_table(
    qtbot: QtBot, art: tuple[QUrl, QUrl], **properties: object
) -> tuple[QQmlApplicationEngine, Table]:
    engine = QQmlApplicationEngine()
    engine.addImportPath(str(ui_dir()))
    engine.setInitialProperties({"backUrl": art[0], "faceUrl": art[1], **properties})
    engine.load(QUrl.fromLocalFile(str(HARNESS)))
    assert engine.rootObjects(), "the harness did not load"
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    card = window.findChild(QQuickItem, "card")
    assert isinstance(card, QQuickItem)
    window.requestActivate()
    qtbot.waitExposed(window)
    qtbot.waitActive(window)
    return engine, Table(qtbot, window, card)


def squeeze_table(qtbot: QtBot, art: tuple[QUrl, QUrl]) -> Iterator[Table]:
    """The harness, shown and active, with the test art, its shaders warm (``warm_shaders``). A file
    takes it as its ``table``: ``table = pytest.fixture(name="table")(squeeze_table)``."""
    warm_shaders(qtbot, art)
    engine, table = open_table(qtbot, art)
    yield table
    table.window.close()
    delete_engine(qtbot, engine)


_WARMED: list[bool] = []


def warm_shaders(qtbot: QtBot, art: tuple[QUrl, QUrl]) -> None:
    """Once per process, squeeze a throwaway card open: the bend's and the turn's shaders are compiled
    and in the driver's disk cache. On a fresh machine the first bent frame compiles them (a few hundred
    ms on llvmpipe) in the middle of a stroke, and the tests that time a stroke by the clock (a flick,
    a slow pull) would be timing the compiler."""
    if _WARMED:
        return
    engine, table = open_table(qtbot, art)
    with qtbot.waitSignal(table.open_requested, timeout=10_000):
        table.drag(table.point(0.02, 0.5), table.point(1.3, 0.5), steps=20)
    table.wait_face_up()
    table.window.close()
    delete_engine(qtbot, engine)
    _WARMED.append(True)
