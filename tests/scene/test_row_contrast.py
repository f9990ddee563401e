"""The selected row of a list (the history's nights and hands, the top five) is as easy to read as the others.

The selected row is marked by its gold border; its fill must not wash out the colours written on it: the
outcome in the player's or the banker's colour, the results won and lost, the balance in gold.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from tests.support.gui import App

ON_ROWS = ("text", "textDim", "gold", "player", "banker", "tie", "won", "lost")
"""The theme's colours the rows' text is written in."""


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def luminance(color: QColor) -> float:
    """WCAG 2's relative luminance of an opaque colour."""
    r, g, b = (_linear(c) for c in (color.redF(), color.greenF(), color.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2's contrast ratio of two opaque colours (1 to 21)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def over(fill: QColor, ground: QColor) -> QColor:
    """``fill`` (maybe translucent) laid over the opaque ``ground``."""
    a = fill.alphaF()
    top = (fill.redF(), fill.greenF(), fill.blueF())
    bottom = (ground.redF(), ground.greenF(), ground.blueF())
    return QColor.fromRgbF(*(a * f + (1 - a) * g for f, g in zip(top, bottom, strict=True)))


@pytest.mark.parametrize("high_contrast", [False, True], ids=["normal", "high contrast"])
def test_the_selected_row_keeps_its_text_readable(app: App, high_contrast: bool) -> None:
    """Every colour written on rows keeps, on the selected row's fill, at least 3:1 (bold and large text)
    and no less than on a row of the felt; in the high-contrast theme, at least 4.5:1 (any text). (Before,
    a light gold fill gave the banker's colour 1.7:1 there, and the player's 2.1:1.)"""
    app.prefs.setHighContrast(high_contrast)
    theme = app.engine.singletonInstance("Baccarat", "Theme")
    assert theme is not None

    def color(name: str) -> QColor:
        value = QColor(theme.property(name))
        assert value.isValid(), name
        return value

    felt = color("felt")
    selected = over(color("rowHighlight"), felt)
    for name in ON_ROWS:
        ink = color(name)
        ratio = contrast(ink, selected)
        assert ratio >= (4.5 if high_contrast else 3.0), (name, round(ratio, 2))
        assert high_contrast or ratio >= contrast(ink, felt), (name, round(ratio, 2))
