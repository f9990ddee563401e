"""The game window's event filters, the right-click guard and the hurry, installed after its first frame.

Python's first sight of an event (an event filter's call) makes PySide6 build the ``QEvent.Type`` enum
(179 members, about 4 ms of the GUI thread) and each event class's own enums; importing
:mod:`.context_menu` or :mod:`.hurry`, which name ``QEvent``, does the same. Before the lobby's first frame
neither filter has work: the lobby has no card to hurry (``Context.hurry`` does nothing before a table is
set), and the crash the guard stops needs a right-click at exactly the window's pixel (0, 0) in the few
frames' time between the window's mapping and its first frame. So the way to that frame has no Python
event filter, and the filters (their modules and the enums with them) come with the first frame's end.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject

from baccarat_qt.desktop.frames import after_first_frame

__all__ = ["filter_input_after_first_frame"]


def filter_input_after_first_frame(window: QObject, hurry: Callable[[], None]) -> None:
    """After ``window``'s first frame, guard it against the right-click crash and hurry the cards at each
    press (``hurry``: ``Context.hurry``); anything but a Qt Quick window is left alone."""
    if window.inherits("QQuickWindow"):
        after_first_frame(window, partial(_install, window, hurry))


def _install(window: QObject, hurry: Callable[[], None]) -> None:
    from baccarat_qt.desktop.context_menu import guard_window
    from baccarat_qt.desktop.hurry import hurry_on_input

    guard_window(window)
    hurry_on_input(window, hurry)
