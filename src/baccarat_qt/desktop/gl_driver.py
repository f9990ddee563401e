"""The system's OpenGL driver, loaded on a spare core while the main thread starts the game.

On Linux, Mesa's driver is one shared library for every GPU it drives and for llvmpipe, its software
renderer (``swrast_dri.so``, a hard link of the same file as ``iris_dri.so``, ``radeonsi_dri.so`` …, with
LLVM behind it). The first Qt Quick window loads it on the GUI thread, as xcb's GLX integration makes a
context to see whether the driver can render on a thread of its own: about 55 ms on a quiet 2-CPU
machine, every start, spent before the window can show anything.

:func:`preload_gl_driver` loads that library on a daemon thread with ``dlopen`` called through ctypes,
which lets go of the GIL for the call: the load runs beside the main thread's Python. When Mesa asks for
the driver later it is there already (the C library keeps one copy per file; Mesa's own ``dlopen`` adds
the global scope it wants). Nothing else changes: if the driver is not Mesa's (NVIDIA's own), if Qt will
not use OpenGL, or if the file is not where Mesa keeps it, nothing is loaded and the window loads its
driver as before.

The C library loads one library at a time: an extension module the main thread imports while the
driver loads waits for it. The preload therefore starts when the main thread has a stretch of pure
Python ahead: where ``launch()`` registers the QML types or, on a first start, sooner, as PySide6's
package compiles its support modules (:mod:`.pyside_code`).
"""

from __future__ import annotations

import ctypes
import os
import sys
import threading
from collections.abc import Mapping
from pathlib import Path

__all__ = ["DRIVER_FILE", "driver_path", "nvidia_serves_opengl", "preload_gl_driver", "preloading"]

DRIVER_FILE = "swrast_dri.so"
"""Mesa's driver by one of its names (on a megadriver build every name is the same file)."""

_RTLD_NOW = 2
"""``dlopen``'s flag to bind every symbol at load, as Mesa's loader does (the work done here, off the GUI
thread); without ``RTLD_GLOBAL``: Mesa's own load adds that, so other libraries see no change before it."""


def nvidia_serves_opengl() -> bool:
    """Whether NVIDIA's own driver is loaded: it serves OpenGL on this machine, not Mesa."""
    return Path("/proc/driver/nvidia/version").exists()


def driver_path(environ: Mapping[str, str] = os.environ) -> Path | None:
    """Where Mesa's driver is, if Qt will load it for its windows (None: nothing to preload)."""
    if not sys.platform.startswith("linux"):
        return None
    if environ.get("QT_QUICK_BACKEND") or environ.get("QSG_RHI_BACKEND", "opengl") != "opengl":
        return None  # Qt Quick's software renderer, or Vulkan: not this library
    if environ.get("QT_QPA_PLATFORM", "xcb").split(":")[0] not in ("xcb", "wayland", "eglfs"):
        return None  # offscreen, minimal, vnc: no GLX window to make
    if nvidia_serves_opengl():
        return None  # not Mesa's library
    folders = [Path(p) for p in environ.get("LIBGL_DRIVERS_PATH", "").split(":") if p]
    # Debian's multiarch folder: Python's own triplet (what ``sysconfig`` calls MULTIARCH, without the 1 ms of
    # reading its build settings), or the machine's with "-linux-gnu"; then the folders of the distributions
    # that have none.
    for triplet in (getattr(sys.implementation, "_multiarch", None), f"{os.uname().machine}-linux-gnu"):
        if triplet:
            folders.append(Path("/usr/lib") / str(triplet) / "dri")
    folders += [Path("/usr/lib64/dri"), Path("/usr/lib/dri")]
    for folder in folders:
        if (folder / DRIVER_FILE).is_file():
            return folder / DRIVER_FILE
    return None


def _load(path: Path) -> None:
    libc = ctypes.CDLL(None)
    dlopen = libc.dlopen
    dlopen.argtypes = [ctypes.c_char_p, ctypes.c_int]
    dlopen.restype = ctypes.c_void_p
    dlopen(os.fsencode(path), _RTLD_NOW)  # a foreign call: the GIL is let go until it returns


_PRELOAD: list[threading.Thread | None] = []
"""The first call's answer: the thread, or None when there was nothing to load."""


def preload_gl_driver(environ: Mapping[str, str] = os.environ) -> threading.Thread | None:
    """Start loading Mesa's driver on a daemon thread (None: nothing to load here); once a process: a later
    call answers as the first did (the first start loads it sooner, :mod:`.pyside_code` says when)."""
    if _PRELOAD:
        return _PRELOAD[0]
    path = driver_path(environ)
    thread = (
        None if path is None else threading.Thread(target=_load, args=(path,), name="gl driver", daemon=True)
    )
    if thread is not None:
        thread.start()
    _PRELOAD.append(thread)  # after the start: one that failed is tried again at the next call
    return thread


def preloading() -> threading.Thread | None:
    """The thread started to load the driver (None: not started, or nothing to load)."""
    return _PRELOAD[0] if _PRELOAD else None
