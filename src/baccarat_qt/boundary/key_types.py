"""What the keyboard map is made of: where a key works, one binding, one printed line.

Pure data types, no Qt; :mod:`.keymap` holds the game's one table of them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = ["KeyBinding", "KeyRow", "KeyScope"]


class KeyScope(enum.Enum):
    """Where a binding's keys work, and who reads them."""

    TABLE = "table"
    """A window shortcut while the table is shown."""
    WINDOW = "window"
    """A window shortcut on every screen."""
    DIALOG = "dialog"
    """Closing a dialog or a window of its own; a Shortcut where Qt does not close it already."""
    CONTROL = "control"
    """Read by the focused control itself (Tab, the arrows on a card or in the help); no Shortcut."""


@dataclass(frozen=True)
class KeyBinding:
    """One thing the player can do from the keyboard."""

    action: str
    """The id views look the binding up by: ``"deal"``, ``"placeBankerPair"``, ``"chip25"``."""
    keys: str
    """The keys as the help prints them for the player, in Spanish: ``"Mayúsculas+J"``."""
    description: str
    """What the keys do, in Spanish, in a few words."""
    scope: KeyScope
    """Where the keys work."""
    sequences: tuple[str, ...] = ()
    """Qt key sequences (portable text) a Shortcut binds; empty when a control reads the keys itself."""
    standard_keys: tuple[str, ...] = ()
    """``QKeySequence.StandardKey`` members that also trigger it, resolved on the player's platform."""
    short_keys: str = ""
    """The keys as the side panel prints them, abbreviated (``"Mayús+J"``); empty: as ``keys``."""


@dataclass(frozen=True)
class KeyRow:
    """One line of a printed key list: one or more bindings and what they do."""

    actions: tuple[str, ...]
    """The bindings on this line, in the order their keys are printed."""
    description: str
    """What the keys do, in Spanish, for the whole line."""
    joiner: str = ", "
    """What goes between the bindings' keys."""
    keys: str = ""
    """Printed keys when they are not the bindings' keys joined (a range, ``"1–4"``)."""
    same_line: bool = False
    """Printed on the line before, after a middle dot (the side panel's last line)."""
