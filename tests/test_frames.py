"""No test waits with ``qtbot.waitSignal`` on a signal of the scene graph's render thread (tests/support/frames.py
says why: PySide6 6.11 delivers the calls queued behind the wait to the freed blocker, and the worker crashes).

Such a wait goes through :func:`tests.support.frames.wait_frames`, whose counter is a ``QObject`` of the window.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RENDER_THREAD_SIGNALS = (
    "frameSwapped",
    "afterRendering",
    "beforeRendering",
    "afterSynchronizing",
    "beforeSynchronizing",
    "beforeRenderPassRecording",
    "afterRenderPassRecording",
    "beforeFrameBegin",
    "afterFrameEnd",
    "sceneGraphInitialized",
    "sceneGraphInvalidated",
)
"""``QQuickWindow``'s signals emitted on the render thread (Qt's documentation of each says so)."""

_WAIT = re.compile(r"wait(?:Signal|Signals)\(([^)]*)")


def waits_on_the_render_thread(text: str) -> list[str]:
    """The ``waitSignal``/``waitSignals`` calls in ``text`` that name a render-thread signal."""
    return [
        match.group(0)
        for match in _WAIT.finditer(text)
        if any(re.search(rf"\b{name}\b", match.group(1)) for name in RENDER_THREAD_SIGNALS)
    ]


def test_the_check_finds_the_wait_that_crashed() -> None:
    """The wait ``test_evening.py``'s ``settle`` used (a worker crashed in it two runs out of three; ``settle`` is
    now ``tests/support/layout.py``'s) is found, and a wait on a GUI-thread signal is not."""
    crashed = "with app.qtbot.waitSignal(app.window.frameSwapped, timeout=3_000):"
    assert waits_on_the_render_thread(crashed) == ["waitSignal(app.window.frameSwapped, timeout=3_000"]
    assert waits_on_the_render_thread("qtbot.waitSignals([window.afterRendering, b])")
    assert not waits_on_the_render_thread("with qtbot.waitSignal(counter.counted, timeout=3_000):")
    assert not waits_on_the_render_thread("qtbot.waitSignal(app.window.afterAnimating)")  # the GUI thread's


def test_no_test_or_benchmark_waits_on_a_render_thread_signal() -> None:
    """Every test and benchmark waits for frames through ``wait_frames``."""
    found = {
        str(path.relative_to(ROOT)): waits
        for folder in ("tests", "benchmarks")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if path.name != "test_frames.py"
        and (waits := waits_on_the_render_thread(path.read_text(encoding="utf-8")))
    }
    assert found == {}
