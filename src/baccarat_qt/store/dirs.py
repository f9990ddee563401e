"""Where the game keeps its files: the platform's folders, or those under ``$BACCARAT_QT_HOME``."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

__all__ = ["APP_NAME", "HOME_ENV", "AppDirs", "app_dirs", "cache_dir"]

APP_NAME = "baccarat-qt"
HOME_ENV = "BACCARAT_QT_HOME"
"""When set, settings and data live under this folder (tests, portable installs)."""


@dataclass(frozen=True, slots=True)
class AppDirs:
    """The folders for settings (config) and for the leaderboard and the saved night (data)."""

    config: Path
    """Settings."""
    data: Path
    """Leaderboard and saved night."""


def app_dirs() -> AppDirs:
    """The platform's folders for this game (platformdirs), or those under ``$BACCARAT_QT_HOME``."""
    home = os.environ.get(HOME_ENV)
    if home:
        return AppDirs(Path(home) / "config", Path(home) / "data")
    return AppDirs(
        Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
    )


def cache_dir() -> Path:
    """The platform's cache folder for this game (platformdirs; ``$XDG_CACHE_HOME`` on Linux), for files the
    game can always make again. Not under ``$BACCARAT_QT_HOME``: like Qt's QML disk cache, it is the
    machine's, shared by every start."""
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
