"""The squeeze screenshots (``docs/screenshots/squeeze-*.png``): ``bench_squeeze.py --screenshots DIR``.

The squeeze from a long side and from a corner, five frames each (rest, edge lift, pips
showing, index showing, open), from the squeeze test harness with the deck's real card art.
Not a benchmark of its own (``run_all.py --quick`` imports it and it exits at once).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, QUrl
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from _frame_clock import LEFT, NO_MODIFIER, wait_until
from _support import ROOT

HARNESS = ROOT / "tests" / "qml" / "SqueezeHarness.qml"


def released(card: QQuickItem) -> Callable[[], bool]:
    """Whether ``card`` is no longer held bent."""
    return lambda: not card.property("squeezing")


def screenshots(folder: Path) -> list[Path]:
    """The squeeze from a long side and from a corner, five frames each, with the real card art."""
    from baccarat_qt.boundary import card_images
    from baccarat_qt.boundary.card_images import card_source
    from baccarat_qt.desktop.app import register_types
    from baccarat_qt.paths import ui_dir

    register_types()
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    # (name, press at u, v across the card, pointer path in card widths, frames' progress along it)
    plans = [
        ("side", (0.01, 0.2), (1.0, 0.28), [0.0, 0.1, 0.72, 0.9, None]),
        ("corner", (0.99, 0.01), (-0.62, 0.75), [0.0, 0.15, 0.45, 0.8, None]),
    ]
    for name, (u, v), (du, dv), stops in plans:
        engine = QQmlApplicationEngine()
        engine.addImportPath(str(ui_dir()))
        card_images.install(engine)
        back, face = QUrl(card_source("clasica", None)), QUrl(card_source("clasica", "8H"))
        engine.setInitialProperties(
            {
                "backUrl": back,
                "faceUrl": face,
                "width": 440,
                "height": 520,
                "cardWidth": 252,
                "cardFocus": False,
            }
        )
        engine.load(QUrl.fromLocalFile(str(HARNESS)))
        window = engine.rootObjects()[0]
        assert isinstance(window, QQuickWindow)
        card = window.findChild(QQuickItem, "card")
        assert card is not None
        QTest.qWait(600)
        origin = card.mapToScene(QPointF(0, 0))
        w, h = card.width(), card.height()
        press = QPointF(origin.x() + u * w, origin.y() + v * h)
        pressed = False
        target = press
        for i, stop in enumerate(stops, start=1):
            if stop is None:  # pull on past the reveal point and let the card turn over
                for k in range(1, 13):
                    target = press + QPointF(du * w, dv * w) * (1 + k / 6)
                    QTest.mouseMove(window, target.toPoint())
                    QTest.qWait(10)
                    if card.property("faceUp"):
                        break
                QTest.mouseRelease(window, LEFT, NO_MODIFIER, target.toPoint())
                wait_until(released(card), timeout=5)
                QTest.qWait(700)  # the turn face up
            elif stop > 0:
                if not pressed:
                    QTest.mousePress(window, LEFT, NO_MODIFIER, press.toPoint())
                    pressed = True
                for k in range(1, 9):
                    target = press + QPointF(du * w, dv * w) * (stop * k / 8)
                    QTest.mouseMove(window, target.toPoint())
                    QTest.qWait(10)
                QTest.qWait(100)
            path = folder / f"squeeze-{name}-{i}.png"
            window.grabWindow().save(str(path))
            written.append(path)
        window.close()
        engine.deleteLater()
        QTest.qWait(50)
    return written
