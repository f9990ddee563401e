"""The preferences for the eyes: with reduced motion a dealt card is in its place at once, and the
high-contrast theme paints the table black and white."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from tests.support.accessible import read_aloud, to_betting
from tests.support.gui import App
from tests.support.hands import THIRDS

K = Qt.Key


app = pytest.fixture(name="app")(read_aloud)
"""The game with one score already in the top five, with Qt's accessibility on."""


def test_reduced_motion_deals_without_flying_cards(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """With reduced motion a dealt card is in its place at once and stays there."""
    scripted_shoe(THIRDS)
    app.prefs.setReducedMotion(True)
    to_betting(app)
    app.key(K.Key_D)
    card = app.find("card_3")
    where = card.mapToScene(QPointF(0, 0))
    app.qtbot.wait(150)
    assert card.mapToScene(QPointF(0, 0)) == where
    assert card.opacity() == 1


def test_high_contrast_paints_the_table_black_and_white(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """The high-contrast theme turns the felt black and the text white, on every screen."""
    scripted_shoe(THIRDS)
    app.prefs.setHighContrast(True)
    to_betting(app)
    image = app.window.grabWindow()
    felt = app.find("spot_tie").mapToScene(QPointF(6, 30)).toPoint()
    assert image.pixelColor(felt) == QColor("#000000")
    assert app.window.property("color") == QColor("#000000")
