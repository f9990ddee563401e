"""The squeeze by the pointer, judged by its pixels: Xvfb renders the real shaders (offscreen would draw nothing).

On the squeeze harness (``tests/support/squeeze.py``): a card at rest shows only its
back; an edge or a corner lifted shows the face on that side only; let go early it
falls back flat, pulled past the reveal point it turns face up (or holds, lifted,
until the model says so); a tap opens it at once; a finger squeezes as the mouse
does; with reduced motion nothing bends; a flap with no face yet shows card stock.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QUrl
from PySide6.QtGui import QInputDevice
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.support.gui import delete_engine
from tests.support.squeeze import LEFT, NO_MODIFIER, Table, open_table, squeeze_table

table = pytest.fixture(name="table")(squeeze_table)
"""The harness, shown and active, with the test art."""


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
        QTest.qWait(12)  # a deliberate pull, as Table.drag: well under a flick
    assert table.card.property("squeezing")
    shown = table.pixels()
    x, _, w, _ = table.rect()
    assert len(shown.face) > 0.03 * table.card_area()
    assert all(px > x + w / 2 for px, _ in shown.face)
    QTest.touchEvent(table.window, device).release(0, end, table.window).commit()
    table.wait_settled()
    assert not table.pixels(margin=0).face


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
