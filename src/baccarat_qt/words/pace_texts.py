"""The dealing paces by name (the preferences offer them)."""

from __future__ import annotations

from baccarat_qt.words.texts import tr

__all__ = ["pace_name"]


def pace_name(pace: str) -> str:
    """ "Normal", "Rápido" or "Instantáneo" for "normal", "quick" and "instant"."""
    names = {"normal": tr("Normal"), "quick": tr("Rápido"), "instant": tr("Instantáneo")}
    return names[pace]
