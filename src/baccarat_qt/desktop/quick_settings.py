"""Qt Quick's process-wide settings for the game, made through the environment before the first window.

Both are read by Qt once, when the first window is made, so :func:`configure_quick` runs before the
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
"""

from __future__ import annotations

import os

__all__ = ["configure_quick"]


def configure_quick() -> None:
    """Set the game's Qt Quick settings (see the module's docstring)."""
    os.environ["QT_QUICK_CONTROLS_STYLE"] = "Basic"
    os.environ.setdefault("QML_DISABLE_DISTANCEFIELD", "1")
