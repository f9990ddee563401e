"""Waiting for a window's next frames without a Python callable the render thread can outlive.

``QQuickWindow.frameSwapped`` is emitted on the scene graph's render thread
(the threaded render loop, which Xvfb's llvmpipe gets), so a connection to
the GUI thread is queued: two frames drawn quickly put two calls in the GUI
thread's queue. pytest-qt's ``waitSignal`` on it connects a bound method of
a short-lived ``SignalBlocker``; the first call disconnects it and the
blocker is freed, but with PySide6 6.11 a call still queued reaches the
freed blocker: a segmentation fault (gdb: ``callPythonMetaMethod`` from
``QObject::event``). A worker crashed in ``test_evening.py``'s ``settle``
in 2 of 3 runs of that file (``settle`` is now ``tests/support/layout.py``'s), and 0 of 8 with this counter;
``tests/test_frames.py`` keeps such waits out of the tests. Here the calls go to a ``QObject`` of the window: Qt
drops the calls still queued for it when it is deleted, with the window.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtQuick import QQuickWindow
from pytestqt.qtbot import QtBot

__all__ = ["FrameCounter", "counter_of", "wait_frames", "wait_laid_out"]


class FrameCounter(QObject):
    """Counts the frames ``signal`` (a window's ``frameSwapped``, or any signal of another thread) reports,
    and says so on the GUI thread (``counted``: safe to wait on with ``qtbot.waitSignal``)."""

    counted = Signal()

    def __init__(self, parent: QObject, signal: object) -> None:
        super().__init__(parent)
        self.count = 0
        signal.connect(self._counted, Qt.ConnectionType.QueuedConnection)  # type: ignore[attr-defined]

    @Slot()
    def _counted(self) -> None:
        self.count += 1
        self.counted.emit()


def counter_of(window: QObject) -> FrameCounter:
    """The window's counter, made the first time."""
    counter = window.findChild(FrameCounter)
    return counter if counter is not None else FrameCounter(window, window.frameSwapped)  # type: ignore[attr-defined]


def wait_frames(qtbot: QtBot, window: QObject, frames: int = 2, timeout: int = 3_000) -> None:
    """Wait for ``frames`` frames drawn after now (each one asked for with ``update()``)."""
    counter = counter_of(window)
    for _ in range(frames):
        with qtbot.waitSignal(counter.counted, timeout=timeout):
            window.update()  # type: ignore[attr-defined]


def wait_laid_out(qtbot: QtBot, window: QQuickWindow, timeout: int = 3_000) -> None:
    """Wait until the window has laid its items out as its next frame shows them.

    Layouts (``RowLayout``, ``ColumnLayout``...) place their children when the window
    polishes its items, just before a frame is drawn, not when the window is resized:
    a change that reaches them through bindings (``Theme.compact``) waits for that
    polish. Every render loop polishes on the GUI thread and then emits ``afterAnimating``
    there, before the frame is synchronized: the first one after now follows a polish made
    after now (a GUI-thread signal, so ``waitSignal`` is safe on it).
    """
    with qtbot.waitSignal(window.afterAnimating, timeout=timeout):
        window.update()
