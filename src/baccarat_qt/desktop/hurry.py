"""Any key or click skips the rest of the cards' motion: they land now, and then the key or click does its own job.

An event filter on the game's window that consumes nothing. Before a key
press (its shortcut-override step included: a key bound to a shortcut never
reaches the window as a key press, but Qt sends the window its shortcut
override before the focused item), a mouse press or a touch on the game's
window is handled, it asks :meth:`Context.hurry` (:meth:`Reveal.hurry` once
a table is set), which lands every card flying in or turning over (with what they tell). A key that starts a
motion (T on a fresh hand) finds nothing moving and plays it whole.

It watches the window alone, not the whole application: an application
filter is called, in Python, for every event of every object, and wraps
each object in Python the first time it is seen; the first object of a type
Python had not met yet (the history screen's popup, on the first H) made
PySide create hundreds of its lazily made enum types there and then (about
0.2 s of the GUI thread on a loaded machine, issue 29).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QInputEvent, QKeyEvent, QWindow

__all__ = ["HurryFilter", "hurry_on_input"]

_PRESSES = (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin)


class HurryFilter(QObject):
    """Hurries the cards once per key press, mouse press or touch on the game's window."""

    def __init__(self, hurry: Callable[[], None], window: QWindow) -> None:
        super().__init__(window)
        self._hurry = hurry
        self._window = window
        self._last: tuple[int, int] | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Hurry on a press (once: a key's shortcut override and its press are one press); never consume it."""
        kind = event.type()
        pressed = watched is self._window and (kind is QEvent.Type.ShortcutOverride or kind in _PRESSES)
        if not pressed or not isinstance(event, QInputEvent):
            return False
        if isinstance(event, QKeyEvent) and event.isAutoRepeat():
            return False
        press = (1 if isinstance(event, QKeyEvent) else 2, event.timestamp())
        if press != self._last:
            self._last = press
            self._hurry()
        return False


def hurry_on_input(window: QObject, hurry: Callable[[], None]) -> HurryFilter | None:
    """Install the filter on ``window`` (it lives as long as the window), calling ``hurry`` (``Context.hurry``)
    at each press; None for what is not a window."""
    if not isinstance(window, QWindow):
        return None
    hurry_filter = HurryFilter(hurry, window)
    window.installEventFilter(hurry_filter)
    return hurry_filter
