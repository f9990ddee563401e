"""Where QML's singletons come from: the game built for a QML engine.

One game's boundary objects are built together, as a child of the QML engine
(:class:`~baccarat_qt.boundary.context.Context`). Each QML singleton's
``create(engine)`` asks :func:`game_of` for that game and hands QML its own
object. ``Context`` sits above the objects it builds, so it tells this module
how to find (or build) the game of an engine when it is imported
(:func:`provide`), and no object imports it back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from baccarat_qt.boundary.context import Context

__all__ = ["game_of", "provide"]

_provider: list[Callable[[QObject], Context]] = []
"""``Context.of``, once ``baccarat_qt.boundary.context`` is imported."""


def provide(game: Callable[[QObject], Context]) -> None:
    """Say how to find (or build) the game of a QML engine: ``Context`` does, when it is imported."""
    _provider[:] = [game]


def game_of(engine: QObject) -> Context:
    """The game built for ``engine``; one with the player's own folders if none was (``Context.of``).

    Raises:
        RuntimeError: ``baccarat_qt.boundary.context`` is not imported, so there is no game to hand out.
    """
    if not _provider:
        raise RuntimeError("QML asked for a singleton before baccarat_qt.boundary.context was imported")
    return _provider[0](engine)
