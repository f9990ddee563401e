"""Nothing said is lost: what is said while the focus moves or the window is inactive goes out later, in order."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QWindow

from tests.support.gui import App

K = Qt.Key
SETTLE_S = 0.4
"""How long the focus stands still before what waits is said (Announcements.qml's settleMs)."""
SETTLED_AT_LEAST_S = SETTLE_S * 0.85
"""What the tests require of the wait, by the wall clock. A QML ``Timer`` is a paused animation on Qt Quick's
animation clock. Where the screen does not pace the frames (this test desktop: X11 drawn by Mesa's llvmpipe)
that clock moved by a refresh (16.67 ms) a frame while frames came every 6–11 ms, and the 400 ms wait lasted
239 ms on a quiet machine; the game now has Qt drive animations from a timer there
(``desktop/quick_settings.py``), which ticks every 16 ms and adds 16.67: 4 % ahead at most, plus a coarse
timer's 5 %."""


def notifications(app: App) -> list[tuple[float, str]]:
    """(when, text) of each notification the screen reader is shown from now on."""
    shown: list[tuple[float, str]] = []
    for item in app.items():
        if item.objectName().startswith("announcement"):

            def on_visible(item: object = item) -> None:
                if item.isVisible():  # type: ignore[attr-defined]
                    shown.append((time.perf_counter(), str(item.property("said"))))  # type: ignore[attr-defined]

            item.visibleChanged.connect(on_visible)
    assert shown == [] and len([i for i in app.items() if i.objectName().startswith("announcement")]) > 1
    return shown


def in_order(said: list[str], shown: list[str]) -> bool:
    """Each text said is in what was shown, in order (a text shown again after a hold-up may repeat)."""
    out, at = " ".join(shown), 0
    for text in said:
        at = out.find(text, at)
        if at < 0:
            return False
        at += len(text)
    return bool(said)


def focus_moves(app: App) -> list[float]:
    """When the window's focus moves from now on."""
    moved: list[float] = []
    app.window.activeFocusItemChanged.connect(lambda: moved.append(time.perf_counter()))
    return moved


def test_the_first_sentence_comes_once_the_focus_is_at_the_table(app: App) -> None:
    """SENTARSE: the table's first sentence is shown after the table has the focus, which then stood still."""
    shown = notifications(app)
    moved = focus_moves(app)
    app.sit_down()
    app.qtbot.waitUntil(lambda: any("Tienes 500 fichas" in text for _, text in shown), timeout=5_000)
    at = next(when for when, text in shown if "Tienes 500 fichas" in text)
    assert app.window.isActive()
    assert moved and at - moved[-1] >= SETTLED_AT_LEAST_S, "said while the focus was still moving"


def test_what_is_said_while_the_focus_moves_waits_and_nothing_is_lost(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """Chips, REPARTIR (the focus goes to the first card) and two cards opened at once: all of it is shown, in order."""
    scripted_shoe("2S 4H 3D KC 4D 7C")
    shown = notifications(app)
    app.sit_down()
    app.qtbot.waitUntil(lambda: any(text.startswith("Mesa") for _, text in shown), timeout=5_000)
    shown.clear()
    said: list[str] = []
    app.announcer.announcement.connect(said.append)
    moved = focus_moves(app)
    for key in (K.Key_3, K.Key_J, K.Key_D, K.Key_A, K.Key_A):
        app.key(key)
    assert moved, "REPARTIR moves the focus to the first card"
    app.qtbot.waitUntil(lambda: in_order(said, [text for _, text in shown]), timeout=5_000)
    assert len(said) >= 5
    for at, text in shown:
        before = [when for when in moved if when <= at]
        assert not before or at - before[-1] >= SETTLED_AT_LEAST_S, (
            f"shown while the focus was moving: {text}"
        )
    dealt = next(at for at, text in shown if "Cartas repartidas" in text)
    assert dealt > moved[0], "the deal is said after the focus went to the first card"


def test_nothing_is_said_while_the_window_is_inactive(app: App) -> None:
    """Said while another window is active: it waits, and is shown once the game's window is active again."""
    app.sit_down()
    other = QWindow()
    other.resize(100, 100)
    other.show()
    other.requestActivate()
    app.qtbot.waitUntil(lambda: not app.window.isActive(), timeout=5_000)
    # Recorded from here: before, the sit-down's sentence may still go out, or out again after a hold-up of
    # the game's thread (Announcements.qml's heldUp: a loaded machine), while the window is still active.
    shown = notifications(app)
    app.key(K.Key_1)  # a chip taken while the window is not active (the key goes to the window still)
    app.announcer.announce("Prueba en espera.")
    app.qtbot.wait(int(SETTLE_S * 2000))
    assert shown == []
    other.destroy()
    app.window.requestActivate()
    app.qtbot.waitUntil(app.window.isActive, timeout=5_000)
    app.qtbot.waitUntil(lambda: any("Prueba en espera." in text for _, text in shown), timeout=5_000)


def test_what_was_shown_just_before_the_game_was_held_up_is_shown_again(app: App) -> None:
    """A screen reader asks the game for a notification it is about to read and gives up after 800 ms:
    when the game's thread was held up longer, what was just shown goes out again."""
    app.sit_down()
    shown = notifications(app)
    app.announcer.announce("Antes de la espera.")
    app.qtbot.waitUntil(lambda: any("Antes de la espera." in text for _, text in shown), timeout=5_000)
    time.sleep(1.0)  # the stimulus, not a wait: the game's thread held up, as on a loaded machine
    app.qtbot.waitUntil(lambda: sum("Antes de la espera." in text for _, text in shown) == 2, timeout=5_000)
