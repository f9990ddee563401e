"""Work that waits for a window's frames: the first, or the first with the lobby's deck tiles."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import SIGNAL, SLOT, QObject, Slot

__all__ = ["after_deck_tiles", "after_first_frame"]


def after_first_frame(window: QObject, action: Callable[[], None]) -> None:
    """Run ``action`` once, on the GUI thread, after ``window`` has shown its first frame."""
    _Once(window, "frameSwapped()", action)


class _Once(QObject):
    """Runs an action once, on the GUI thread, at the window's next ``signal`` (a signature, "frameSwapped()").

    The connection is Qt's automatic one, decided at each emission: ``frameSwapped`` comes from the render
    thread, so its calls are queued to this object's thread (the GUI thread), and two quick frames queue
    two; ``screenWhole`` comes on the GUI thread and calls at once. (Naming a connection type would look up
    PySide6's ``Qt`` namespace, which builds every enum in it: 15 ms that the lobby's first frame and its
    deck tiles no longer wait for; docs/benchmarks.md, "PySide6's Qt namespace after the deck tiles".)
    The calls go to this object's slot, not to a Python callable: PySide6 6.11 can let go of a connected
    callable on the emitting thread and deliver a call still queued to it once freed (tests/support/frames.py
    tells the crash that showed it). Qt drops the calls still queued here when this object is deleted.
    """

    def __init__(self, window: QObject, signal: str, action: Callable[[], None]) -> None:
        super().__init__(window)  # the window's: deleted with it if the signal never comes
        self._window = window
        self._signal = SIGNAL(signal)
        self._action: Callable[[], None] | None = action
        QObject.connect(window, self._signal, self, SLOT("_fire()"))

    @Slot()
    def _fire(self) -> None:
        action, self._action = self._action, None
        if action is None:  # a call queued before the disconnect below
            return
        QObject.disconnect(self._window, self._signal, self, SLOT("_fire()"))
        self.deleteLater()
        action()


def after_deck_tiles(window: QObject, action: Callable[[], None]) -> None:
    """Run ``action`` once, on the GUI thread, after the first frame that shows the lobby's deck tiles.

    The game's window says when (``Main.qml``'s ``screenWhole``: the tiles built, or another screen
    loaded first); a window that has no such signal (the one that says another game is open), after its
    first frame. The steps that follow the lobby's first frame wait for the tiles: before them on the GUI
    thread they kept the tiles' frame waiting (issue 29). (Looking the tiles up from Python,
    ``findChild``, took about 45 ms before the first frame: PySide6 wraps every object it passes.)
    """
    if window.metaObject().indexOfSignal("screenWhole()") < 0:
        after_first_frame(window, action)
        return
    # screenWhole comes on the GUI thread as the tiles are built, before their frame: the next frame has them.
    _Once(window, "screenWhole()", lambda: after_first_frame(window, action))
