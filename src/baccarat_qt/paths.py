"""Where the game's QML and resources live, in every way it can be run.

A source checkout keeps ``ui/`` and ``resources/`` at the top of the
repository; an installed wheel carries them inside the package; a PyInstaller
bundle unpacks them under ``sys._MEIPASS``.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

__all__ = ["resources_dir", "ui_dir"]

_PACKAGE = Path(__file__).resolve().parent


def _candidates(name: str) -> list[Path]:
    bundle = getattr(sys, "_MEIPASS", None)
    places = [_PACKAGE / name]
    if bundle is not None:
        places.append(Path(bundle) / name)
        places.append(Path(bundle) / "baccarat_qt" / name)
    places.append(_PACKAGE.parent.parent / name)
    return places


@functools.cache  # the folders do not move while the game runs; start-up asks about 50 times
def _find(name: str) -> Path:
    for place in _candidates(name):
        if place.is_dir():
            return place
    raise FileNotFoundError(f"no {name}/ folder next to the game (looked in {_candidates(name)})")


def ui_dir() -> Path:
    """The folder that holds the ``Baccarat`` QML module (add it to the QML import path)."""
    return _find("ui")


def resources_dir() -> Path:
    """The folder with card art, icons and translations."""
    return _find("resources")
