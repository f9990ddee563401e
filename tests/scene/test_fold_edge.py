"""The squeeze's fold, judged by its pixels: straight, antialiased edges, not a saw-tooth.

The harness card (the real ``SqueezeCard`` and its shaders on Xvfb's OpenGL),
a plain crimson back and a plain white face, is bent from its lower right
corner and held, at a table card's size and at a large one. Two edges are
judged, row of pixels by row: the fold's outline, where the felt's green
fades into the neutral paper of the roll, and the flap's long edge, where the
back's crimson fades into it. The share of the outside colour left in each
pixel says how much of it the card covers; from those shares each row gives
where the edge crosses it, to a fraction of a pixel. An antialiased straight
edge leaves pixels partly covered in most rows, and its crossings lie on one
line. A hard edge leaves none and steps by whole pixels; a fold that follows
the mesh's cells (the saw-tooth of issue 28) strays from the line by pixels.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.support.gui import delete_engine
from tests.support.squeeze import Table, open_table

FELT = QColor("#0b5d3b")  # SqueezeHarness.qml's window colour
FELT_GREEN = FELT.green() - FELT.red()
BACK = QColor("#8f1d3f")  # the test art's back: no green, so the face's neutral paper tells from it
BACK_RED = BACK.red() - BACK.green()


def _art(width: int, height: int, color: str) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = QPainterPath()
    outline.addRoundedRect(QRectF(0, 0, width, height), 0.05 * width, 0.05 * width)
    painter.fillPath(outline, QColor(color))
    painter.end()
    return image


@pytest.fixture(scope="module")
def plain_art(tmp_path_factory: pytest.TempPathFactory) -> tuple[QUrl, QUrl]:
    """A plain crimson back and a plain white face: neither has any green of its own."""
    folder = tmp_path_factory.mktemp("fold-art")
    urls = []
    for name, color in (("back", BACK.name()), ("face", "#fbfbf5")):
        path = folder / f"{name}.png"
        assert _art(315, 440, color).save(str(path))
        urls.append(QUrl.fromLocalFile(str(path)))
    return urls[0], urls[1]


@dataclass
class Crossing:
    """Where an edge crosses one row of pixels."""

    row: int
    at: float
    """Pixels from the left, to a fraction of a pixel."""
    partial: list[float]
    """The share of the outside in each partly covered pixel (between 0.1 and 0.9)."""


def residuals(crossings: list[Crossing]) -> list[float]:
    """How far each crossing lies from the least-squares line through them all."""
    n = len(crossings)
    mean_y = sum(c.row for c in crossings) / n
    mean_x = sum(c.at for c in crossings) / n
    slope = sum((c.row - mean_y) * (c.at - mean_x) for c in crossings) / sum(
        (c.row - mean_y) ** 2 for c in crossings
    )
    return [c.at - (mean_x + slope * (c.row - mean_y)) for c in crossings]


def felt_left(image: QImage, x: int, y: int) -> float:
    """How much of the felt's green shows in this pixel: 1 felt (shadowed or not), 0 neutral card."""
    color = image.pixelColor(x, y)
    return (color.green() - color.red()) / FELT_GREEN


def back_left(image: QImage, x: int, y: int) -> float:
    """How much of the crimson back shows in this pixel: 1 back (shadowed or not), 0 neutral face."""
    color = image.pixelColor(x, y)
    return (color.red() - color.green()) / BACK_RED


def find_edge(
    image: QImage, rows: range, start: int, step: int, share: Callable[[QImage, int, int], float]
) -> list[Crossing]:
    """Scan each row from ``start`` (outside the part of the card judged) by ``step`` to its edge.

    ``share`` says how much of what lies outside shows in a pixel. The shares
    of the pixels around the edge, against that outside just before it, put
    the edge to a fraction of a pixel.
    """
    crossings = []
    for y in rows:
        x = start
        while 3 < x < image.width() - 4 and share(image, x, y) > 0.5 * share(image, start, y):
            x += step
        outside = share(image, x - 3 * step, y)
        if not 3 < x < image.width() - 4 or outside < 0.2:
            continue
        window = range(x - 3 * step, x + 4 * step, step)
        shares = [min(1.0, max(0.0, share(image, i, y) / outside)) for i in window]
        # How far the outside reaches into the window, from its outer end.
        at = x - 3 * step + step * (sum(shares) - 0.5)
        crossings.append(Crossing(y, at, [s for s in shares if 0.1 < s < 0.9]))
    return crossings


def middle(crossings: list[Crossing]) -> list[Crossing]:
    """Without the first and last fifth, where the edge meets another."""
    trim = len(crossings) // 5
    return crossings[trim : len(crossings) - trim]


@pytest.fixture(params=[126, 300], ids=["table-card", "large-card"])
def bent(request: pytest.FixtureRequest, qtbot: QtBot, plain_art: tuple[QUrl, QUrl]) -> Iterator[Table]:
    """The harness card at a table's size and a large one, held bent from its lower right corner."""
    width = request.param
    engine, table = open_table(
        qtbot, plain_art, cardWidth=width, width=width + 200, height=round(width * 88 / 63) + 200
    )
    w = table.card.width()
    start = table.point(0.995, 0.995)
    direction = QPointF(-0.55, -0.83)  # not at 45 degrees: the rows cross the edge at every fraction
    end = start + (direction * 0.5 * w).toPoint()
    table.drag(start, end, steps=16, release=False)
    qtbot.waitUntil(lambda: bool(table.card.property("squeezing")), timeout=5000)
    yield table
    QTest.mouseRelease(table.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    table.window.close()
    delete_engine(qtbot, engine)


def measure(table: Table, part: str) -> list[Crossing]:
    """Where the fold's outline, or the flap's long edge, crosses the rows of a fresh frame."""
    image = table.frame().convertToFormat(QImage.Format.Format_RGB32)
    x, y, w, h = table.rect()
    if part == "fold":
        # From the felt right of the card leftward, in the rows where the lifted corner was,
        # leaving out those where the card's own right edge comes first.
        found = find_edge(image, range(round(y + h / 2), round(y + h) - 4), round(x + w + 8), -1, felt_left)
        return middle([c for c in found if c.at < x + w - 4])
    # From the back left of the flap rightward, in the rows of its long edge (the card's right edge, folded over).
    return middle(
        find_edge(image, range(round(y + 0.76 * h), round(y + 0.88 * h)), round(x + 0.3 * w), 1, back_left)
    )


PARTS = ["fold", "flap"]


@pytest.mark.parametrize("part", PARTS)
def test_fold_edge_is_antialiased(bent: Table, part: str) -> None:
    """Most rows crossing the fold's or the flap's edge have a pixel partly covered, in many shades; a hard edge has none."""
    crossings = measure(bent, part)
    assert len(crossings) > 8, f"the {part}'s edge was not found"
    partial = [s for c in crossings for s in c.partial]
    rows_partial = sum(1 for c in crossings if c.partial) / len(crossings)
    shades = len({round(s * 32) for s in partial})
    print(f"{part}: {len(crossings)} rows, {rows_partial:.2f} of them partly covered, {shades} shades")
    assert rows_partial > 0.6
    assert shades >= 8


@pytest.mark.parametrize("part", PARTS)
def test_fold_edge_is_straight(bent: Table, part: str) -> None:
    """Each row's crossing of the fold's or the flap's edge lies on one straight line to a fraction of a pixel: no steps, no saw-tooth."""
    crossings = measure(bent, part)
    assert len(crossings) > 8, f"the {part}'s edge was not found"
    off = residuals(crossings)
    rms = math.sqrt(sum(r * r for r in off) / len(off))
    print(f"{part}: {len(off)} rows, rms {rms:.3f} px, worst {max(map(abs, off)):.3f} px")
    assert max(map(abs, off)) < 0.5
    assert rms < 0.2
