"""A card thrown open: a quick flick opens it; a slow release before the reveal point lets it fall back.

On the squeeze harness (``tests/qml/SqueezeHarness.qml``), with the mouse and with a finger.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, QUrl
from PySide6.QtGui import QInputDevice
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.support.gui import delete_engine
from tests.support.squeeze import LEFT, NO_MODIFIER, Table, open_table, warm_shaders

Stroke = Callable[..., None]
"""Press at a point, move to another in so many steps waiting so many ms after each, release
(``before_ms``: wait that long after the press before the first move)."""


def _mouse(table: Table, start: QPoint, end: QPoint, steps: int, wait_ms: int, before_ms: int = 0) -> None:
    QTest.mousePress(table.window, LEFT, NO_MODIFIER, start)
    if before_ms:
        QTest.qWait(before_ms)
    for i in range(1, steps + 1):
        QTest.mouseMove(table.window, start + (end - start) * (i / steps))
        if wait_ms:
            QTest.qWait(wait_ms)
    QTest.mouseRelease(table.window, LEFT, NO_MODIFIER, end)


def _finger(table: Table, start: QPoint, end: QPoint, steps: int, wait_ms: int, before_ms: int = 0) -> None:
    device = QTest.createTouchDevice(QInputDevice.DeviceType.TouchScreen)
    QTest.touchEvent(table.window, device).press(0, start, table.window).commit()
    if before_ms:
        QTest.qWait(before_ms)
    for i in range(1, steps + 1):
        QTest.touchEvent(table.window, device).move(
            0, start + (end - start) * (i / steps), table.window
        ).commit()
        if wait_ms:
            QTest.qWait(wait_ms)
    QTest.touchEvent(table.window, device).release(0, end, table.window).commit()


STROKES = {"mouse": _mouse, "touch": _finger}


@pytest.fixture
def card(qtbot: QtBot, art: tuple[QUrl, QUrl]) -> Iterator[Table]:
    """The harness with one face-down card, its shaders warm (the strokes are timed by the clock)."""
    engine: QQmlApplicationEngine
    warm_shaders(qtbot, art)
    engine, table = open_table(qtbot, art)
    yield table
    table.window.close()
    delete_engine(qtbot, engine)


@pytest.mark.parametrize("how", STROKES)
def test_a_corner_flicked_across_in_30_ms_opens(card: Table, how: str) -> None:
    """The corner dragged across the card in a few quick moves (about 30 ms) throws it open."""
    start, end = card.point(0.97, 0.97), card.point(0.1, 0.1)
    with card.qtbot.waitSignal(card.open_requested, timeout=3_000):
        STROKES[how](card, start, end, 3, 12)
    card.qtbot.waitUntil(lambda: card.card.property("turn") == 1, timeout=3_000)
    assert card.prop("openCount") == 1


@pytest.mark.parametrize("how", STROKES)
def test_a_slow_half_drag_falls_back(card: Table, how: str) -> None:
    """Half across the card, slowly, and let go: it falls back face down without asking to open."""
    fell: list[bool] = []
    getattr(card.card, "fellBack").connect(lambda: fell.append(True))  # noqa: B009 (declared in QML)
    start, end = card.point(0.98, 0.5), card.point(0.5, 0.5)
    STROKES[how](card, start, end, 16, 40)
    QTest.qWait(150)  # held still, then let go (the stroke released at once: still slow)
    assert fell == [True]
    card.wait_settled()
    assert card.prop("openCount") == 0
    assert card.card.property("peelProgress") == 0


@pytest.mark.parametrize("how", STROKES)
def test_a_quick_pull_is_timed_from_the_press(card: Table, how: str) -> None:
    """A third of the card in three 18-pixel moves, 30 ms apart from the press: at most 3.3 cards a
    second, under the flick's 4, so it falls back. Timed from the drag's start instead of the press,
    the first move (which crosses the drag threshold) counts as instant: the pull read as 5 a second."""
    fell: list[bool] = []
    getattr(card.card, "fellBack").connect(lambda: fell.append(True))  # noqa: B009 (declared in QML)
    start = card.point(0.98, 0.5)
    STROKES[how](card, start, start - QPoint(54, 0), 3, 30, before_ms=30)
    assert card.prop("openCount") == 0
    assert fell == [True]
    card.wait_settled()
    assert not card.card.property("faceUp")


@pytest.mark.parametrize("how", STROKES)
def test_a_slow_pull_past_the_reveal_point_opens(card: Table, how: str) -> None:
    """Slowly past the reveal point: the card opens, as it always did."""
    start, end = card.point(0.02, 0.5), card.point(1.3, 0.5)
    with card.qtbot.waitSignal(card.open_requested, timeout=5_000):
        STROKES[how](card, start, end, 20, 40)
    assert card.prop("openCount") == 1
