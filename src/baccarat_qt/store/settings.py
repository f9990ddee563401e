"""The player's preferences, kept between runs."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

from baccarat_qt.engine import TableKind
from baccarat_qt.problems import FileProblem
from baccarat_qt.store.storage import load_json, require, write_json_atomic

__all__ = [
    "LANGUAGES",
    "MAX_VOLUME",
    "PACES",
    "SCHEMA",
    "VERBOSITY",
    "WINDOW_STATES",
    "Settings",
    "load_settings",
    "save_settings",
]

SCHEMA = "baccarat-qt/settings"
VERSION = 1
FILE_NAME = "settings.json"
MAX_NAME_LENGTH = 20
"""Longest player name kept (characters)."""
MAX_VOLUME = 100
"""The loudest volume setting."""
LANGUAGES = ("es", "en")
"""The languages the game speaks: Spanish (the source) and English."""
VERBOSITY = ("brief", "normal", "full")
"""How much the game says, least first."""
WINDOW_STATES = ("normal", "maximized", "fullscreen")

PACES = ("normal", "quick", "instant")
"""How fast cards fly in and turn over (the player always opens them)."""
"""How the window was left: its state as kept."""
_MAX_COORDINATE = 1_000_000
"""No screen is this far away or this large: a window geometry beyond it is not ours."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the player chose that should survive a restart."""

    table: TableKind = TableKind.CLASSIC
    """CLÁSICA, SIN COMISIÓN or EZ."""
    deck: str = "clasica"
    """The deck design id."""
    rebet: bool = True
    """"Repetir la apuesta anterior"."""
    reduced_motion: bool = False
    """No curl or dealing animations: cards turn at once."""
    high_contrast: bool = False
    """The high-contrast theme."""
    last_name: str = ""
    """The name last entered on the score screen."""
    show_odds: bool = False
    """The panel of the exact odds of the cards left in the shoe is shown at the table."""
    volume: int = 80
    """The sounds' volume, 0 (silent) to 100."""
    muted: bool | None = None
    """Sound off (True) or on (False) as the player chose; None until they choose:
    then the game is muted only when the machine has no audio output."""
    language: str | None = None
    """"es" or "en" as the player chose; None until they choose: then the system's locale decides."""
    window: tuple[int, int, int, int] | None = None
    """The window's last normal geometry (x, y, width, height), or None before the first quit."""
    window_state: str = "normal"
    """"normal", "maximized" or "fullscreen": how the window was left."""
    verbosity: str = "normal"
    """How much the game says: "brief", "normal" or "full" (``VERBOSITY``)."""
    chip_speech: bool = True
    """Each chip placed is confirmed in full (spot, table, balance); False: only the chip and the spot."""
    show_speech: bool = False
    """The list of what the game said is shown beside the felt."""
    pace: str = "normal"
    """The dealing pace, one of ``PACES``."""

    def to_data(self) -> dict[str, object]:
        """JSON-ready data."""
        return {
            "table": self.table.value,
            "deck": self.deck,
            "rebet": self.rebet,
            "reduced_motion": self.reduced_motion,
            "high_contrast": self.high_contrast,
            "last_name": self.last_name,
            "show_odds": self.show_odds,
            "volume": self.volume,
            "muted": self.muted,
            "language": self.language,
            "window": list(self.window) if self.window is not None else None,
            "window_state": self.window_state,
            "verbosity": self.verbosity,
            "chip_speech": self.chip_speech,
            "show_speech": self.show_speech,
            "pace": self.pace,
        }

    @classmethod
    def from_data(cls, version: int, data: object) -> Settings:
        """Validate stored data; unknown keys are ignored, missing ones take defaults."""
        del version
        require(isinstance(data, dict), "settings are not an object")
        assert isinstance(data, dict)
        defaults = cls()
        values: dict[str, object] = {}
        for field in dataclasses.fields(cls):
            if field.name not in data:
                continue
            value = data[field.name]
            if field.name == "table":
                require(isinstance(value, str), "table is not text")
                values["table"] = TableKind(value)
            elif field.name == "volume":
                ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_VOLUME
                require(ok, "volume is not a whole number from 0 to 100")
                values["volume"] = value
            elif field.name == "muted":
                require(value is None or isinstance(value, bool), "muted is not true/false/null")
                values["muted"] = value
            elif field.name == "language":
                require(value is None or value in LANGUAGES, "language is not one the game speaks")
                values["language"] = value
            elif field.name == "window":
                values["window"] = _window(value)
            elif field.name == "verbosity":
                require(value in VERBOSITY, "verbosity is not brief, normal or full")
                values["verbosity"] = value
            elif field.name == "window_state":
                require(value in WINDOW_STATES, "window_state is not a known state")
                values["window_state"] = value
            elif field.name == "pace":
                require(value in PACES, "pace is not a known pace")
                values["pace"] = value
            elif isinstance(getattr(defaults, field.name), bool):
                require(isinstance(value, bool), f"{field.name} is not true/false")
                values[field.name] = value
            else:
                require(isinstance(value, str) and len(value) <= 200, f"{field.name} is not short text")
                values[field.name] = value
        name = values.get("last_name", "")
        assert isinstance(name, str)
        values["last_name"] = clean_name(name)
        return dataclasses.replace(defaults, **values)  # type: ignore[arg-type]


def _window(value: object) -> tuple[int, int, int, int] | None:
    """A stored window geometry, checked: four whole numbers, a positive size, none absurd."""
    if value is None:
        return None
    require(isinstance(value, list) and len(value) == 4, "window is not four numbers")
    assert isinstance(value, list)
    ok = all(isinstance(v, int) and not isinstance(v, bool) and abs(v) <= _MAX_COORDINATE for v in value)
    require(ok and value[2] > 0 and value[3] > 0, "window is not a geometry")
    x, y, width, height = value
    return x, y, width, height


def clean_name(name: str) -> str:
    """A player name as kept: printable, trimmed, at most MAX_NAME_LENGTH characters.

    >>> clean_name("  Ana\\n María  ")
    'Ana María'
    >>> clean_name("0" * 19 + " tail")
    '0000000000000000000'
    """
    printable = "".join(ch if ch.isprintable() else " " for ch in name)
    # Cut, then trim again: a cut that ends on a space would leave one, and the name
    # would not read back as it was written (clean_name must give the same twice).
    return " ".join(printable.split())[:MAX_NAME_LENGTH].rstrip()


def load_settings(folder: Path, *, set_aside: bool = True) -> tuple[Settings, FileProblem | None]:
    """Read the settings, or the defaults (and what went wrong, if anything).

    ``set_aside=False`` reads without touching any file (a second game does):
    see :func:`baccarat_qt.store.storage.load_json`.
    """
    value, problem = load_json(folder / FILE_NAME, SCHEMA, {VERSION}, Settings.from_data, set_aside=set_aside)
    return (value or Settings()), problem


def save_settings(folder: Path, settings: Settings) -> None:
    """Write the settings atomically. Raises OSError when they cannot be written."""
    write_json_atomic(folder / FILE_NAME, SCHEMA, VERSION, settings.to_data())
