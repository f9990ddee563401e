"""The player's preferences, kept between runs."""

from __future__ import annotations

import contextlib
import dataclasses
from dataclasses import dataclass
from pathlib import Path

from baccarat_qt.engine import TableKind
from baccarat_qt.problems import FileProblem, Problem
from baccarat_qt.store.atomic import write_json_atomic
from baccarat_qt.store.safe_read import InvalidData, Salvaged, load_json, require

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
    def from_data(cls, version: int, data: object) -> Settings | Salvaged:
        """Validate stored data; unknown keys are ignored, missing ones take defaults.

        A key whose value makes no sense is dropped alone (its default taken): one
        bad volume does not reset the language. Then :class:`Salvaged` says how many.

        Raises:
            InvalidData: not an object at all.
        """
        del version
        require(isinstance(data, dict), "settings are not an object")
        assert isinstance(data, dict)
        defaults = cls()
        values: dict[str, object] = {}
        reasons: list[str] = []
        for field in dataclasses.fields(cls):
            if field.name not in data:
                continue
            try:
                values[field.name] = _value(field.name, data[field.name], getattr(defaults, field.name))
            except (InvalidData, ValueError, TypeError) as error:
                reasons.append(f"{field.name}: {str(error)[:80]}")
        name = values.get("last_name", "")
        assert isinstance(name, str)
        values["last_name"] = clean_name(name)
        settings = dataclasses.replace(defaults, **values)  # type: ignore[arg-type]
        return Salvaged(settings, len(reasons), "; ".join(reasons)) if reasons else settings


def _value(name: str, value: object, default: object) -> object:
    """One stored setting, checked (raises InvalidData, ValueError when it makes no sense)."""
    if name == "table":
        require(isinstance(value, str), "table is not text")
        assert isinstance(value, str)
        return TableKind(value)
    if name == "volume":
        ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_VOLUME
        require(ok, "volume is not a whole number from 0 to 100")
        return value
    if name == "muted":
        require(value is None or isinstance(value, bool), "muted is not true/false/null")
        return value
    if name == "language":
        require(value is None or value in LANGUAGES, "language is not one the game speaks")
        return value
    if name == "window":
        return _window(value)
    if name == "window_state":
        require(value in WINDOW_STATES, "window_state is not a known state")
        return value
    if name == "verbosity":
        require(value in VERBOSITY, "verbosity is not brief, normal or full")
        return value
    if name == "pace":
        require(value in PACES, "pace is not a known pace")
        return value
    if isinstance(default, bool):
        require(isinstance(value, bool), f"{name} is not true/false")
        return value
    require(isinstance(value, str) and len(value) <= 200, f"{name} is not short text")
    return value


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
    settings = value or Settings()
    if set_aside and problem is not None and problem.problem is Problem.PARTLY_INVALID:
        with contextlib.suppress(OSError):  # the bad key alone dropped (a copy of the file kept aside)
            save_settings(folder, settings)
    return settings, problem


def save_settings(folder: Path, settings: Settings) -> None:
    """Write the settings atomically. Raises OSError when they cannot be written."""
    write_json_atomic(folder / FILE_NAME, SCHEMA, VERSION, settings.to_data())
