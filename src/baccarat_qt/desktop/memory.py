"""Start-up memory: two malloc arenas for all the game's threads, no copy of the sources kept, and no
garbage collection while the game starts.

Arenas (glibc only). glibc gives a thread that finds the arenas busy an arena of
its own, up to eight per CPU; each keeps the memory it was given. The game's
threads (Qt's render, QML loader and X event threads, llvmpipe's rasterizers,
the start-up import thread, the odds and export workers) allocate little next
to the GUI thread, so sharing two arenas costs them nothing measurable and
lowers the peak by a few MB (docs/benchmarks.md, "Start-up and memory: the
budget"). ``MALLOC_ARENA_MAX`` in the environment does the same, but glibc reads
it only as a process starts, so setting it from here would mean starting the
interpreter again (about as long as a tenth of the start); ``mallopt`` applies at
once to the arenas not yet made. A value the player set in the environment is
left as it is.

Sources. PySide6 (6.4 and later) reads the whole source of a module an import
statement names, through :mod:`linecache`, to see whether it mentions PySide6
(for its opt-in ``__feature__`` switches, which the game does not use), unless
it has an answer for it (``pyside_reads.py`` gives the game's); linecache keeps
what it read (3.5 MB of lines by the end of start-up before those answers, and
whatever a program embedding the game had PySide6 read). Only a traceback would
read them again, and linecache reads a file again when asked.

Collection. Importing the game makes hundreds of thousands of objects and almost
no garbage: Python's cyclic collector ran 63 times on the way to the lobby (about
20 ms) and found 428 objects to free. It is paused while the game starts
(:func:`pause_collection`); when ``launch()`` is done (:func:`resume_collection`)
what start-up made is frozen, so that no later collection walks the modules and
classes again (a full one would, in the middle of a night), and the collector
runs again for everything made after (from the GUI thread only: ``collector.py``).
"""

from __future__ import annotations

import gc
import os
import sys

__all__ = [
    "ARENAS",
    "cap_malloc_arenas",
    "collection_paused",
    "drop_source_lines",
    "pause_collection",
    "resume_collection",
]

ARENAS = 2
"""The most malloc arenas the game's threads share."""
_M_ARENA_MAX = -8
"""glibc's ``mallopt`` parameter for the arena limit (``<malloc.h>``)."""


def cap_malloc_arenas(arenas: int = ARENAS) -> bool:
    """Limit glibc's malloc to ``arenas`` arenas; True if it was set (False elsewhere than glibc on Linux,
    or when ``MALLOC_ARENA_MAX`` already says how many). Call before any thread starts."""
    if not sys.platform.startswith("linux") or "MALLOC_ARENA_MAX" in os.environ:
        return False
    import ctypes  # about 4 ms; only here, where it is used

    try:
        mallopt = ctypes.CDLL(None).mallopt  # glibc's; another C library may not have it
    except (OSError, AttributeError):
        return False
    return bool(mallopt(_M_ARENA_MAX, arenas))


def drop_source_lines() -> None:
    """Let go of the module sources :mod:`linecache` holds (read by PySide6 as each module was imported)."""
    import linecache  # PySide6 has imported it by now

    linecache.clearcache()


_PAUSED: list[bool] = []
"""Holds True while the collector is off because :func:`pause_collection` turned it off."""


def pause_collection() -> None:
    """Turn the cyclic garbage collector off for start-up (left as it is if it is off already)."""
    if gc.isenabled() and not _PAUSED:
        gc.disable()
        _PAUSED.append(True)


def collection_paused() -> bool:
    """Whether the collector is off for start-up's pause (not because someone else turned it off)."""
    return bool(_PAUSED)


def resume_collection(*, enable: bool = True) -> None:
    """Freeze what start-up made and turn the collector back on, if :func:`pause_collection` turned it off
    (``enable=False``: leave it off, a GUI-thread collector having taken over: ``collector.py``)."""
    if _PAUSED:
        _PAUSED.clear()
        gc.freeze()
        if enable:
            gc.enable()
