"""A bet is drawn as a stack of the fewest chips, with its total beside it, at every window size."""

from __future__ import annotations

import pytest
from PySide6.QtQuick import QQuickItem

from tests.support.gui import App


def _chips_drawn(app: App, spot: str) -> list[int]:
    """The values of the chips drawn in a spot's stack, column by column, bottom first."""
    stack = app.find(f"chipStack_{spot}")
    found: list[int] = []
    for column in stack.childItems():
        found += [int(chip.property("value")) for chip in column.childItems() if chip.property("value")]
    return found


def _inside(item: QQuickItem, outer: QQuickItem) -> bool:
    top_left = item.mapToItem(outer, 0, 0)
    return (
        top_left.x() >= 0
        and top_left.y() >= 0
        and top_left.x() + item.width() <= outer.width() + 0.5
        and top_left.y() + item.height() <= outer.height() + 0.5
    )


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_150_is_a_100_and_two_25s(app: App, size: tuple[int, int]) -> None:
    """Six 25 chips on EMPATE show as 100 + 25 + 25 beside "150", inside the spot, big enough to read."""
    app.window.resize(*size)
    content = app.window.contentItem()
    app.qtbot.waitUntil(lambda: (content.width(), content.height()) == size)
    app.sit_down()
    app.click("chip_25")
    for _ in range(6):
        app.click("spot_tie")
    spots = app.table.spots
    row = next(r for r in range(spots.rowCount()) if spots.data(spots.index(r), spots.Roles.SPOT_ID) == "tie")
    assert spots.data(spots.index(row), spots.Roles.CHIPS) == [[100], [25, 25]]
    app.qtbot.waitUntil(lambda: _chips_drawn(app, "tie") == [100, 25, 25])
    stack, spot = app.find("chipStack_tie"), app.find("spot_tie")
    assert _inside(stack, spot)
    assert stack.property("chipSize") >= 20
    total = [item for item in stack.childItems() if item.property("text")]
    assert [item.property("text") for item in total] == ["150"]
