"""A guard against a crash in Qt Quick on a right-click at a window's corner.

Qt 6.11 and 6.12 (measured: PySide6 6.11.0, 6.11.3 and 6.12.0 crash; 6.9.3
and 6.10.3 do not) crash with SIGSEGV when a right mouse button goes down at
exactly the window's pixel (0, 0) while no item in the window has the active
focus, which is the case whenever another window has the focus (the player
opened another program over the game). No item takes the right button there,
so Qt makes a context-menu event of it, and
``QQuickDeliveryAgentPrivate::contextMenuTargets`` takes an event at (0, 0)
for one that has no position, asks the active focus item for its place
(``activeFocusItem->mapToScene``) and follows a null pointer. The stack:
``QQuickItem::mapToScene ← contextMenuTargets ← deliverContextMenuEvent ←
QQuickWindow::event ← QWindowPrivate::maybeSynthesizeContextMenuEvent``.

The game shows no context menu, so :class:`ContextMenuGuard` drops exactly the
event that would crash (a context-menu event at (0, 0) in a window with no
active focus item) before Qt Quick sees it, and lets every other one through.
``tests/process/test_context_menu.py`` right-clicks there, and ``tools/rightclick_churn.py``
clicks the real game while other windows come and go.

The window is recognised by its C++ class (``inherits``), and PySide6's ``QtQuick`` bindings (which
read its focus item) are imported at the first context-menu event, not at start-up: the game's
Python needs nothing else from them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QContextMenuEvent

__all__ = ["ContextMenuGuard", "guard_window"]


class ContextMenuGuard(QObject):
    """An event filter on a Qt Quick window that keeps the crashing context-menu event out of it."""

    def __init__(self, window: QObject) -> None:
        super().__init__(window)
        self.dropped = 0
        """How many events were kept out (for tests and tools)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Drop a context-menu event at (0, 0) while the window has no active focus item."""
        if event.type() != QEvent.Type.ContextMenu:
            return False
        import PySide6.QtQuick  # noqa: F401  (once: its converters read the focus item, a QQuickItem)

        if (
            isinstance(event, QContextMenuEvent)
            and watched.inherits("QQuickWindow")
            and event.pos().isNull()
            and watched.property("activeFocusItem") is None
        ):
            self.dropped += 1
            return True
        return False


def guard_window(window: QObject) -> ContextMenuGuard | None:
    """Install the guard on ``window`` (a Qt Quick window; anything else is left alone)."""
    if not window.inherits("QQuickWindow"):
        return None
    guard = ContextMenuGuard(window)
    window.installEventFilter(guard)
    return guard
