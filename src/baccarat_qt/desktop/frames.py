"""Work that waits for a window's frames: the first, or the first with the lobby's deck tiles."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt

__all__ = ["after_deck_tiles", "after_first_frame"]


def after_first_frame(window: QObject, action: Callable[[], None]) -> None:
    """Run ``action`` once, on the GUI thread, after ``window`` has shown its first frame."""
    pending = [True]
    swapped = window.frameSwapped  # type: ignore[attr-defined]

    def run_once() -> None:
        if pending:  # calls queued before the disconnect below still arrive
            pending.clear()
            swapped.disconnect(run_once)  # nothing left to do on the frames after
            action()

    swapped.connect(run_once, Qt.ConnectionType.QueuedConnection)


def after_deck_tiles(window: QObject, action: Callable[[], None]) -> None:
    """Run ``action`` once, on the GUI thread, after the first frame that shows the lobby's deck tiles.

    Where there are none to wait for (the window that says another game is open, tiles already built, or
    the lobby gone before they were), after the next frame. The steps that follow the lobby's first frame
    wait for the tiles: before them on the GUI thread they kept the tiles' frame waiting (issue 29).
    """
    tiles = window.findChild(QObject, "deckChooserLoader")
    if tiles is None or tiles.property("item") is not None:
        after_first_frame(window, action)
        return
    pending = [True]

    def built() -> None:
        if pending:
            pending.clear()
            after_first_frame(window, action)  # the next frame is the one with the tiles

    tiles.loaded.connect(built)  # type: ignore[attr-defined]
    tiles.destroyed.connect(built)
