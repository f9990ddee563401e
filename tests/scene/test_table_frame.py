"""What the table draws in every frame of a squeeze (issue 29's squeeze row, docs/benchmarks.md).

Qt Quick on OpenGL repaints the whole window at every frame, and on a software
rasteriser (llvmpipe) every window-sized fill costs more than the clear of the
window itself. The rail is the window's own colour: nothing draws it again.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF
from PySide6.QtGui import QColor
from PySide6.QtQuick import QQuickItem

from tests.support.gui import App


def window_sized_fills(app: App) -> list[str]:
    """The visible rectangles that fill at least the whole window with a colour of their own."""
    area = app.window.width() * app.window.height()
    found = []
    for item in app.items():
        if not (item.inherits("QQuickRectangle") and item.isVisible() and item.opacity() > 0):
            continue
        color = item.property("color")
        if isinstance(color, QColor) and color.alpha() > 0 and item.width() * item.height() >= area:
            found.append(f"{item.metaObject().className()} under {parent_name(item)}")
    return found


def parent_name(item: QQuickItem) -> str:
    """The objectName (or class) of the item's parent."""
    parent = item.parentItem()
    return parent.objectName() or parent.metaObject().className()


def test_the_table_draws_no_rail_under_the_felt(app: App) -> None:
    """The table fills no window-sized rectangle: the rail around the felt is the window's colour."""
    app.sit_down()
    assert window_sized_fills(app) == []
    image = app.window.grabWindow()
    rail = QColor(app.window.property("color"))
    assert rail == QColor("#3b2314")
    # The rail shows above the felt, beside the top bar's texts, and at the foot of the window.
    for point in (QPointF(3, 3), QPointF(app.window.width() / 2, app.window.height() - 3)):
        assert image.pixelColor(point.toPoint()) == rail
    top_bar = app.find("topBar")
    corner = top_bar.mapToScene(QPointF(top_bar.width() - 3, 3)).toPoint()
    assert image.pixelColor(corner) == rail


def test_the_rail_follows_the_contrast(app: App) -> None:
    """In high contrast the rail is black like the window, with no fill drawn over it."""
    app.prefs.setHighContrast(True)
    app.sit_down()
    assert window_sized_fills(app) == []
    image = app.window.grabWindow()
    assert image.pixelColor(3, 3) == QColor("#000000")


def running_transitions(app: App) -> list[str]:
    """The scene's transitions under way, each named by its item's class (a scroll bar's: its style's type)."""
    return [
        type(transition.parent()).__name__
        for transition in app.window.findChildren(QObject)
        if transition.metaObject().className() == "QQuickTransition" and transition.property("running")
    ]


def test_the_table_comes_in_without_an_unseen_animation(app: App) -> None:
    """Sitting down at a window where the side panel fits (1280x800), its scroll bar never shows: the panel,
    still unsized as it was built, took its column for taller than itself, and the scroll bar, shown and
    hidden at once, faded out unseen for 650 ms, 13 frames drawn for nothing at each sit-down."""
    app.sit_down()
    assert app.find("sidePanelScroll").property("interactive") is False
    assert running_transitions(app) == []
