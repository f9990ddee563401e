"""The two processes ``bench_startup.py`` times: a bare QML window, and the game as ``baccarat-qt`` starts.

Each is Python source run with ``python -c CODE SRC [pictures]`` and prints, one line, the wall-clock
times (``time.time()``) of its frames and its CPU time at the first one: ``FIRST_FRAME t`` (both), then
``TILES t`` (the game: the first frame with the lobby's deck tiles), ``PICTURES t`` (with ``pictures``: the
first frame with the tiles' card pictures, which Qt's pixmap reader thread draws from their SVGs) and
``CPU s``.
"""

from __future__ import annotations

from _support import FRAME_CLOCK

__all__ = ["BARE", "GAME"]

BARE = (
    r"""
import os, sys, time
from PySide6.QtCore import QCoreApplication
"""
    + FRAME_CLOCK
    + r"""
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
app = QGuiApplication(sys.argv)
engine = QQmlApplicationEngine()
engine.loadData(b'''
import QtQuick
import QtQuick.Controls
ApplicationWindow { width: 1280; height: 800; visible: true; color: "#0d5c3a"
    Label { anchors.centerIn: parent; text: "Baccarat"; font.pixelSize: 48 } }
''')
window = engine.rootObjects()[0]
shown = []
def first_frame():  # on the clock thread, right after the swap: note the time (and CPU time) only
    if not shown:
        shown.extend((time.time(), time.process_time()))
def report():
    print("FIRST_FRAME", shown[0], "CPU", shown[1], flush=True)
    QCoreApplication.exit(0)
then_on_gui(on_clock(window.frameSwapped, first_frame), report)
sys.exit(exit_after(app))
"""
)

GAME = (
    r"""
import os, sys, time
sys.path.insert(0, sys.argv[1])
try:  # the start module first, as baccarat-qt imports it (it may import Qt-free modules before PySide6)
    from baccarat_qt.desktop import app as game_app
except ImportError:  # a tree from before the layers' packages (issue 26)
    from baccarat_qt import app as game_app
from PySide6.QtCore import QCoreApplication, QObject
WITH_PICTURES = len(sys.argv) > 2  # --pictures: the frame with the tiles' card pictures too
if WITH_PICTURES:  # before the window exists, so that Python knows the tiles' items as Qt Quick items
    import PySide6.QtQuick
"""
    + FRAME_CLOCK
    + r"""
app, engine = game_app.launch(sys.argv[:1])
window = engine.rootObjects()[0]
assert window.property("currentScreen") in (0, "lobby")  # Night.Screen.Lobby (or, in older trees, its name)
swaps = []
cpu = []
def on_swap():  # on the clock thread, right after each swap: note the time (and CPU time) only
    swaps.append(time.time())
    if not cpu:
        cpu.append(time.process_time())
built = []
tiles_from = []
drawn = []  # the tiles' card pictures (SVGs read on Qt's pixmap reader thread) all loaded
drawn_from = []
def under(item):
    yield item
    for child in item.childItems():
        yield from under(child)
def is_picture(item):
    source = item.property("source")
    return hasattr(source, "toString") and source.toString().endswith(".svg")
loader = window.findChild(QObject, "deckChooserLoader")
def on_built():  # on the GUI thread, as the deck tiles' Loader gets its item (built after the first frame)
    built.append(True)
    if not WITH_PICTURES:
        drawn.append(0)
        return
    pictures = [item for item in under(loader.property("item")) if is_picture(item)]
    def on_progress(*_):
        if not drawn and all(item.property("progress") == 1.0 for item in pictures):
            drawn.append(len(pictures))
    for item in pictures:
        item.progressChanged.connect(on_progress)
    on_progress()
def on_synced():  # on the clock thread, as a sync begins (the GUI thread waits): the frames with the tiles, the pictures
    if built and not tiles_from:
        tiles_from.append(len(swaps))  # that frame's swap comes next
    if drawn and not drawn_from:
        drawn_from.append(len(swaps))
loader.loaded.connect(on_built)
on_clock(window.beforeSynchronizing, on_synced)
def check():
    if tiles_from and drawn_from and len(swaps) > max(tiles_from[0], drawn_from[0]):
        pictures = ("PICTURES", swaps[drawn_from[0]]) if WITH_PICTURES else ()
        print("FIRST_FRAME", swaps[0], "TILES", swaps[tiles_from[0]], *pictures, "CPU", cpu[0], flush=True)
        QCoreApplication.exit(0)
then_on_gui(on_clock(window.frameSwapped, on_swap), check)
sys.exit(exit_after(app))
"""
)
