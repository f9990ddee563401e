"""The squeeze, judged by its pixels: Xvfb renders the real shaders (offscreen would draw nothing).

Each test loads ``tests/qml/SqueezeHarness.qml``: one ``SqueezeCard`` on the
felt whose signals are answered the way the table's model answers them (the
face on ``squeezeStarted``, ``faceUp`` on ``openRequested``). The card art is
drawn here, so a pixel is plainly back (blue), face (white paper or red) or
neither (green felt, shadow, the yellow focus ring).
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QUrl, SignalInstance
from PySide6.QtGui import QAccessible, QColor, QImage, QInputDevice, QPainter, QPainterPath, QPen
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from baccarat_qt.paths import ui_dir
from tests.support.gui import delete_engine  # also registers BaccaratCore, which the module's Theme imports

ROOT = Path(__file__).resolve().parents[2]
HARNESS = Path(__file__).resolve().parents[1] / "qml" / "SqueezeHarness.qml"
SHADERS = ROOT / "ui" / "Baccarat" / "shaders"
NO_MODIFIER = Qt.KeyboardModifier.NoModifier
LEFT = Qt.MouseButton.LeftButton


def _card_image(width: int, height: int, paint: str) -> QImage:
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


@pytest.fixture(scope="module")
def art(tmp_path_factory: pytest.TempPathFactory) -> tuple[QUrl, QUrl]:
    """A blue patterned back and a white face with a red index and red pips, as image files."""
    folder = tmp_path_factory.mktemp("art")
    urls = []
    for name in ("back", "face"):
        path = folder / f"{name}.png"
        assert _card_image(315, 440, name).save(str(path))
        urls.append(QUrl.fromLocalFile(str(path)))
    return urls[0], urls[1]


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
            QTest.qWait(8)
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


@pytest.fixture
def table(qtbot: QtBot, art: tuple[QUrl, QUrl]) -> Iterator[Table]:
    """The harness, shown and active, with the test art."""
    engine, table = open_table(qtbot, art)
    yield table
    table.window.close()
    delete_engine(qtbot, engine)


def test_at_rest_only_the_back_shows(table: Table) -> None:
    """A face-down card shows its back and nothing else, and has not been handed its face."""
    shown = table.pixels(margin=0)
    assert not shown.face
    assert len(shown.back) > 0.9 * table.card_area()
    assert table.card.property("faceSource") == QUrl()


def test_card_created_face_up_shows_its_face_flat(qtbot: QtBot, art: tuple[QUrl, QUrl]) -> None:
    """A card that is already revealed when it appears just lies face up, with no turn to wait for."""
    engine, table = open_table(qtbot, art, startFaceUp=True)
    shown = table.pixels(margin=0)
    assert not shown.back and len(shown.face) > 0.85 * table.card_area()
    assert not table.card.property("squeezing")
    table.window.close()
    delete_engine(qtbot, engine)


# (press at u, v across the card; pull direction) for every edge and corner.
PEELS = {
    "left": ((0.02, 0.5), (1, 0)),
    "right": ((0.98, 0.5), (-1, 0)),
    "top": ((0.5, 0.02), (0, 1)),
    "bottom": ((0.5, 0.98), (0, -1)),
    "top-left": ((0.03, 0.03), (1, 1)),
    "top-right": ((0.97, 0.03), (-1, 1)),
    "bottom-left": ((0.03, 0.97), (1, -1)),
    "bottom-right": ((0.97, 0.97), (-1, -1)),
}


@pytest.mark.parametrize("where", list(PEELS))
def test_partial_peel_shows_face_only_on_that_side(table: Table, where: str) -> None:
    """Lifting an edge or corner a little shows the face on the flap there, and nowhere else."""
    (u, v), (dx, dy) = PEELS[where]
    start = table.point(u, v)
    pull = 70 if dx == 0 or dy == 0 else 100
    end = start + QPoint(round(dx * pull / math.hypot(dx, dy)), round(dy * pull / math.hypot(dx, dy)))
    table.drag(start, end, release=False)
    assert table.prop("startedCount") == 1
    assert table.prop("faceWasEmptyAtStart")
    assert 0 < table.card.property("peelProgress") < table.card.property("revealThreshold")
    shown = table.pixels()
    assert len(shown.face) > (0.03 if dx == 0 or dy == 0 else 0.015) * table.card_area()
    assert len(shown.back) > 0.5 * table.card_area()
    x, y, w, h = table.rect()
    cx, cy = x + w / 2, y + h / 2
    for px, py in shown.face:
        assert dx == 0 or (px - cx) * dx < 0, (px, py)
        assert dy == 0 or (py - cy) * dy < 0, (px, py)
    QTest.mouseRelease(table.window, LEFT, NO_MODIFIER, end)


def test_released_shallow_peel_falls_back_flat(table: Table) -> None:
    """Let go before the reveal point and the card falls back flat, face down, without asking to open."""
    fell: list[bool] = []
    getattr(table.card, "fellBack").connect(lambda: fell.append(True))  # noqa: B009 (declared in QML)
    table.drag(table.point(0.98, 0.4), table.point(0.7, 0.4))
    assert fell == [True], "a card let go says it falls back (the game plays its sound)"
    assert table.card.property("squeezing")
    table.wait_settled()
    shown = table.pixels(margin=0)
    assert not shown.face
    assert len(shown.back) > 0.9 * table.card_area()
    assert table.card.property("peelProgress") == 0
    assert table.prop("openCount") == 0
    assert not table.card.property("faceUp")


def test_pull_past_reveal_point_turns_face_up(table: Table) -> None:
    """Pull past the reveal point: the card asks to open once and ends face up."""
    with table.qtbot.waitSignal(table.open_requested, timeout=3000):
        table.drag(table.point(0.02, 0.5), table.point(1.3, 0.5), steps=20)
    assert table.prop("openCount") == 1
    table.wait_face_up()
    assert table.card.property("peelProgress") == 1


def test_card_holds_at_reveal_pose_until_model_says_face_up(table: Table) -> None:
    """Without faceUp from the model, a card pulled past the reveal point stays lifted, not face up."""
    table.window.setProperty("answerOpen", False)
    table.drag(table.point(0.5, 0.02), table.point(0.5, 1.3), steps=20)
    assert table.prop("openCount") == 1
    assert table.card.property("peelProgress") == pytest.approx(table.card.property("revealThreshold"))
    shown = table.pixels(margin=0)
    _, y, _, h = table.rect()
    assert shown.face
    assert not [py for _, py in shown.face if py < y + 0.2 * h]  # lifted off the top: felt shows there
    table.card.setProperty("faceUp", True)
    table.wait_face_up()


def test_tap_flips_at_once(table: Table) -> None:
    """A short, still tap asks to open, and the card turns face up."""
    with table.qtbot.waitSignal(table.open_requested, timeout=3000):
        QTest.mouseClick(table.window, LEFT, NO_MODIFIER, table.point(0.5, 0.5))
    table.wait_face_up()
    assert table.prop("startedCount") == 0


def test_touch_drag_peels(table: Table) -> None:
    """One finger on a touchscreen squeezes the card like the mouse does."""
    device = QTest.createTouchDevice(QInputDevice.DeviceType.TouchScreen)
    start, end = table.point(0.98, 0.6), table.point(0.68, 0.6)
    QTest.touchEvent(table.window, device).press(0, start, table.window).commit()
    for i in range(1, 13):
        QTest.touchEvent(table.window, device).move(
            0, start + (end - start) * (i / 12), table.window
        ).commit()
        QTest.qWait(8)
    assert table.card.property("squeezing")
    shown = table.pixels()
    x, _, w, _ = table.rect()
    assert len(shown.face) > 0.03 * table.card_area()
    assert all(px > x + w / 2 for px, _ in shown.face)
    QTest.touchEvent(table.window, device).release(0, end, table.window).commit()
    table.wait_settled()
    assert not table.pixels(margin=0).face


def test_arrow_keys_lift_that_edge_and_enter_opens(table: Table) -> None:
    """With the card focused, an arrow lifts its edge a step at a time; Enter opens it."""
    table.focus()
    QTest.keyClick(table.window, Qt.Key.Key_Up)
    assert table.prop("startedCount") == 1
    table.qtbot.waitUntil(lambda: table.card.property("peelProgress") > 0.05, timeout=2000)
    first = table.card.property("peelProgress")
    QTest.keyClick(table.window, Qt.Key.Key_Up)
    table.qtbot.waitUntil(lambda: table.card.property("peelProgress") > first * 1.5, timeout=2000)
    shown = table.pixels()
    _, y, _, h = table.rect()
    assert shown.face and all(py < y + h / 2 for _, py in shown.face)
    with table.qtbot.waitSignal(table.open_requested, timeout=2000):
        QTest.keyClick(table.window, Qt.Key.Key_Return)
    table.wait_face_up()


def test_arrow_keys_reach_the_reveal_point(table: Table) -> None:
    """Enough presses of one arrow pull the card past the reveal point; Escape before that lets it fall."""
    table.focus()
    QTest.keyClick(table.window, Qt.Key.Key_Left)
    QTest.keyClick(table.window, Qt.Key.Key_Escape)
    table.wait_settled()
    assert table.prop("openCount") == 0
    with table.qtbot.waitSignal(table.open_requested, timeout=3000):
        for _ in range(6):
            QTest.keyClick(table.window, Qt.Key.Key_Left)
    table.wait_face_up()


def test_reduced_motion_never_curls_and_turns_at_once(table: Table) -> None:
    """With reduced motion a drag bends nothing, and opening shows the face in the next frame."""
    table.card.setProperty("reducedMotion", True)
    table.drag(table.point(0.98, 0.5), table.point(0.7, 0.5), release=False)
    assert table.card.property("peelProgress") > 0
    assert not table.pixels().face
    QTest.mouseRelease(table.window, LEFT, NO_MODIFIER, table.point(0.7, 0.5))
    table.card.setProperty("faceUp", True)
    shown = table.pixels(margin=0)
    assert not shown.back and len(shown.face) > 0.85 * table.card_area()


def test_flap_without_a_face_shows_card_stock(table: Table) -> None:
    """Until the model hands over the face, the flap's underside is plain card stock, not a hole."""
    table.window.setProperty("faceUrl", QUrl())
    table.drag(table.point(0.98, 0.5), table.point(0.65, 0.5), release=False)
    shown = table.pixels()
    assert len(shown.face) > 0.03 * table.card_area()
    QTest.mouseRelease(table.window, LEFT, NO_MODIFIER, table.point(0.65, 0.5))


def test_not_interactive_ignores_pointer_and_keys(table: Table) -> None:
    """A card that is not interactive does not bend, open or announce a squeeze."""
    table.card.setProperty("interactive", False)
    table.drag(table.point(0.98, 0.5), table.point(0.3, 0.5))
    table.window.requestActivate()
    table.qtbot.waitUntil(table.window.isActive, timeout=5000)
    QTest.keyClick(table.window, Qt.Key.Key_Right)
    QTest.keyClick(table.window, Qt.Key.Key_Space)
    assert table.prop("startedCount") == 0 and table.prop("openCount") == 0
    assert not table.pixels().face


def test_card_is_an_accessible_button_that_opens(table: Table) -> None:
    """Screen readers see a button with the card's name whose press action asks to open it."""
    root = QAccessible.queryAccessibleInterface(table.window)
    assert root is not None
    stack, button = [root], None
    while stack:
        node = stack.pop()
        if node.role() == QAccessible.Role.Button and "Carta" in node.text(QAccessible.Text.Name):
            button = node
            break
        stack.extend(node.child(i) for i in range(node.childCount()))
    assert button is not None
    with table.qtbot.waitSignal(table.open_requested, timeout=2000):
        action = button.actionInterface()
        assert action is not None
        action.doAction(action.pressAction())


_SOFTWARE_SCRIPT = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QObject, QPoint, Qt, QUrl
    from PySide6.QtGui import QGuiApplication, QImage
    from PySide6.QtQml import QQmlApplicationEngine
    from PySide6.QtQuick import QQuickWindow, QSGRendererInterface
    from PySide6.QtTest import QTest
    from baccarat_qt.desktop.app import register_types
    register_types()

    QQuickWindow.setGraphicsApi(QSGRendererInterface.GraphicsApi.Software)
    app = QGuiApplication(sys.argv)
    harness, ui, back, face = sys.argv[1:5]
    engine = QQmlApplicationEngine()
    engine.addImportPath(ui)
    engine.setInitialProperties({"backUrl": QUrl(back), "faceUrl": QUrl(face)})
    engine.load(QUrl.fromLocalFile(harness))
    window = engine.rootObjects()[0]
    card = window.findChild(QObject, "card")
    QTest.qWait(300)
    x, y, w, h = card.property("x"), card.property("y"), card.width(), card.height()

    def count():
        image = window.grabWindow().convertToFormat(QImage.Format.Format_RGB32)
        back = face = 0
        for py in range(int(y), int(y + h), 2):
            for px in range(int(x), int(x + w), 2):
                rgb = image.pixel(px, py)
                r, g, b = (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255
                if b > r + 40 and b > g + 20:
                    back += 1
                elif (r > g + 60 and r > b + 60) or (min(r, g, b) > 140 and max(r, g, b) - min(r, g, b) < 40):
                    face += 1
        return {"back": back, "face": face}

    result = {"api": window.rendererInterface().graphicsApi().name, "area": w * h / 4, "rest": count()}
    start = QPoint(int(x + w - 3), int(y + h / 2))
    QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 13):
        QTest.mouseMove(window, start - QPoint(5 * i, 0))
        QTest.qWait(8)
    QTest.qWait(100)
    result["peel"] = count()
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start - QPoint(60, 0))
    card.setProperty("faceUp", True)
    QTest.qWait(900)
    result["open"] = count()
    print(json.dumps(result))
    """
)


def test_software_renderer_fallback_draws_the_card(art: tuple[QUrl, QUrl]) -> None:
    """With no shaders (software scene graph), the card still shows its back, a peel and its face."""
    run = subprocess.run(
        [
            sys.executable,
            "-c",
            _SOFTWARE_SCRIPT,
            str(HARNESS),
            str(ui_dir()),
            art[0].toString(),
            art[1].toString(),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    result = json.loads(run.stdout.strip().splitlines()[-1])
    area = result["area"]
    assert result["api"] == "Software"
    assert result["rest"]["face"] == 0 and result["rest"]["back"] > 0.9 * area
    assert result["peel"]["face"] > 0.05 * area and result["peel"]["back"] > 0.5 * area
    assert result["open"]["back"] == 0 and result["open"]["face"] > 0.85 * area


def _manifest() -> dict[str, tuple[str, str]]:
    lines = (SHADERS / "shaders.sha256").read_text(encoding="utf-8").splitlines()
    return {name: (source, qsb) for source, qsb, name in (line.split() for line in lines)}


def test_every_qsb_is_built_from_its_current_source() -> None:
    """Each shader's .qsb was compiled from the source as it is now (by tools/build_shaders.py)."""
    import hashlib

    manifest = _manifest()
    sources = sorted(p for p in SHADERS.iterdir() if p.suffix in {".vert", ".frag"})
    assert sorted(manifest) == [s.name for s in sources]
    for source in sources:
        qsb = source.with_name(source.name + ".qsb")
        stale = "is stale: run python tools/build_shaders.py"
        assert hashlib.sha256(source.read_bytes()).hexdigest() == manifest[source.name][0], (
            f"{qsb.name} {stale}"
        )
        assert hashlib.sha256(qsb.read_bytes()).hexdigest() == manifest[source.name][1], f"{qsb.name} {stale}"


def test_qsb_matches_a_fresh_compile() -> None:
    """Compiling the sources again gives byte-identical .qsb files (needs qsb from PySide6-Addons)."""
    from tests.support.tools import load_tool

    build_shaders = load_tool("build_shaders")
    try:
        build_shaders.qsb_tool()
    except FileNotFoundError:
        pytest.importorskip("PySide6.QtMultimedia", reason="qsb comes with PySide6-Addons")
        raise
    assert build_shaders.stale() == []
