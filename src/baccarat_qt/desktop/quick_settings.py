"""Qt Quick's process-wide settings for the game, made through the environment before the first window.

All are read by Qt once, when the first window is made, so :func:`configure_quick` runs before the
application exists (``app.configure_application``; the tests' games call that too).

- **The controls' style: Basic**, which the game's controls restyle. Set by environment rather than
  ``QQuickStyle``, so that start-up does not import the QtQuickControls2 bindings.
- **Text drawn from glyphs rasterized at their size**, not from distance fields (Qt Quick's default,
  switched off by ``QML_DISABLE_DISTANCEFIELD``). The layout is the same (every text measures the same),
  the glyphs are antialiased in grey instead of with coloured fringes, and drawing them costs far less on a
  software renderer: with Mesa's llvmpipe a frame of the idle table took 15.5 ms of CPU instead of 19.2 at
  1280×800 and 26.9 instead of 32.4 at 1920×1080, and the lobby's first frame came about 7 ms sooner
  (docs/benchmarks.md). Distance fields pay off for text that is scaled or turned, and the game scales and
  turns none. A value the player set in the environment is kept.
- **Animations and timers by the clock where the screen does not pace the frames** (``QSG_NO_VSYNC``, only
  then). Qt Quick's threaded render loop moves every animation, and every QML ``Timer`` (a paused
  animation), on by one screen refresh (16.67 ms) a frame, trusting the swap to wait for the screen. On X11
  with no GPU (a virtual machine, a remote or virtual display) Mesa draws in software and the swap waits for
  nothing: frames came every 6–11 ms, so the deal and the turn ran 1.5–2.7 times too fast, the screen
  reader's 400 ms wait for the focus to settle lasted 239 ms, and the frames were drawn as fast as the
  processor could while anything animated. Qt's own check for this needs frames under 8.3 ms on average,
  which software drawing of the table rarely is. Told that vsync is off, Qt drives animations from a timer
  instead: by the clock, no more than one frame a refresh (docs/benchmarks.md). A value the player set is
  kept; elsewhere (a GPU, Wayland, other systems) nothing is set.
- **No depth buffer where Mesa draws in software** (``QSG_NO_DEPTH_BUFFER``, only then; the setting
  ``QQuickGraphicsConfiguration.setDepthBufferFor2D`` reads). Qt Quick's renderer draws the opaque items
  front to back, testing and writing a depth value at every pixel, so that a GPU shades no hidden pixel;
  llvmpipe pays for the test and the writes at every pixel of every layer. Without them (everything drawn
  back to front, as the scene is ordered) a frame of the idle table took 12.7 ms of CPU instead of 14.9 at
  1280×800, a squeeze 13.4 instead of 15.6, and the pictures are the same (the screenshots of every screen
  identical but for a few pixels off by one to eight levels where grid lines meet; docs/benchmarks.md).
  A value the player set is kept (set empty, Qt keeps the depth buffer); with a GPU nothing is set.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

from baccarat_qt.desktop.gl_driver import nvidia_serves_opengl

__all__ = ["configure_quick", "draws_in_software", "screen_paces_frames"]

_SOFTWARE_DRIVERS = ("llvmpipe", "softpipe", "swr")
"""Mesa's software renderers, by the names ``GALLIUM_DRIVER`` takes."""


def draws_in_software(
    environ: Mapping[str, str] = os.environ, *, dri: Path = Path("/dev/dri"), platform: str = sys.platform
) -> bool:
    """Whether Mesa will draw the game's windows in software (llvmpipe): told to (``LIBGL_ALWAYS_SOFTWARE``,
    ``GALLIUM_DRIVER``), or no GPU to draw with (no device in ``/dev/dri``, and not NVIDIA's driver); Linux only."""
    if not platform.startswith("linux"):
        return False
    if environ.get("LIBGL_ALWAYS_SOFTWARE", "0").lower() not in ("", "0", "false"):
        return True
    if environ.get("GALLIUM_DRIVER", "") in _SOFTWARE_DRIVERS:
        return True
    if nvidia_serves_opengl():
        return False
    return not (dri.is_dir() and any(dri.iterdir()))


def screen_paces_frames(
    environ: Mapping[str, str] = os.environ, *, dri: Path = Path("/dev/dri"), platform: str = sys.platform
) -> bool:
    """Whether the game's frames will wait for the screen (vsync): False only on X11 with software drawing
    (:func:`draws_in_software`). Wayland's compositor paces every window itself."""
    if not platform.startswith("linux"):
        return True
    qpa = environ.get("QT_QPA_PLATFORM", "")
    if not qpa.startswith("xcb") and (qpa or environ.get("WAYLAND_DISPLAY")):
        return True  # Wayland (frame callbacks pace the window), or not a screen at all
    return not draws_in_software(environ, dri=dri, platform=platform)


def configure_quick() -> None:
    """Set the game's Qt Quick settings (see the module's docstring)."""
    os.environ["QT_QUICK_CONTROLS_STYLE"] = "Basic"
    os.environ.setdefault("QML_DISABLE_DISTANCEFIELD", "1")
    if draws_in_software():
        os.environ.setdefault("QSG_NO_DEPTH_BUFFER", "1")
    if not screen_paces_frames():
        os.environ.setdefault("QSG_NO_VSYNC", "1")
