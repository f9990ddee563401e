"""A game's boundary objects with no QML, seated at a new night, and whole hands played through its slots."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.engine.shoe import Shoe
from baccarat_qt.store.storage import app_dirs

__all__ = ["make_context", "play"]


def make_context(qtbot: QtBot, new_shoe: Callable[[], Shoe]) -> Context:
    """A game with no QML, seated at a new night."""
    ctx = Context(None, dirs=app_dirs(), new_shoe=new_shoe)
    ctx.night.startNight()
    return ctx


def play(ctx: Context, coups: int = 1) -> None:
    """Deal and open whole hands (the rebet box puts the bet back)."""
    for _ in range(coups):
        ctx.hand.deal()
        ctx.hand.openAll()
