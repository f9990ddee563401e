"""Work that waits for a window's frames: the first, or the first with the lobby's deck tiles."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import SIGNAL, QObject, Qt, SignalInstance

__all__ = ["after_deck_tiles", "after_first_frame"]


def after_first_frame(window: QObject, action: Callable[[], None]) -> None:
    """Run ``action`` once, on the GUI thread, after ``window`` has shown its first frame."""
    _after_next_swap(window.frameSwapped, action)  # type: ignore[attr-defined]


def _after_next_swap(swapped: SignalInstance, action: Callable[[], None]) -> None:
    pending = [True]

    def run_once() -> None:
        if pending:  # calls queued before the disconnect below still arrive
            pending.clear()
            swapped.disconnect(run_once)  # nothing left to do on the frames after
            action()

    swapped.connect(run_once, Qt.ConnectionType.QueuedConnection)


def after_deck_tiles(window: QObject, action: Callable[[], None]) -> None:
    """Run ``action`` once, on the GUI thread, after the first frame that shows the lobby's deck tiles.

    The game's window says when (``Main.qml``'s ``screenWhole``: the tiles built, or another screen
    loaded first); a window that has no such signal (the one that says another game is open), after its
    first frame. The steps that follow the lobby's first frame wait for the tiles: before them on the GUI
    thread they kept the tiles' frame waiting (issue 29). (Looking the tiles up from Python,
    ``findChild``, took about 45 ms before the first frame: PySide6 wraps every object it passes.)
    """
    swapped = window.frameSwapped  # type: ignore[attr-defined]
    whole = SIGNAL("screenWhole()")
    if window.metaObject().indexOfSignal("screenWhole()") < 0:
        _after_next_swap(swapped, action)
        return
    pending = [True]

    def built() -> None:
        if pending:
            pending.clear()
            QObject.disconnect(window, whole, built)
            _after_next_swap(swapped, action)  # the next frame is the one with the tiles

    QObject.connect(window, whole, built)
