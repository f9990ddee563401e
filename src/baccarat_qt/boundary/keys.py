"""The keyboard map as QML sees it: ``KeyMap``, a singleton of constant properties.

Every view that binds or prints a key reads it here, so the window's shortcuts,
the help's key table, the side panel and the controls' "Atajo: …" all come from
the one table in :mod:`baccarat_qt.boundary.keymap`.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.boundary import keymap

__all__ = ["KeyMap"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1


def _tr(text: str) -> str:
    return QCoreApplication.translate("KeyMap", text)


def _row(row: keymap.KeyRow, *, short: bool = False) -> dict[str, object]:
    """One row for QML, in the player's language."""
    return {
        "keys": keymap.printed_keys(row, short=short, translate=_tr),
        "description": _tr(row.description),
        "sameLine": row.same_line,
    }


def _sequences(binding: keymap.KeyBinding) -> list[str]:
    """The binding's sequences, its standard keys first as this platform spells them; no repeats.

    A sequence given twice makes the Shortcut ambiguous and it does not fire: where the
    platform's full-screen key is F11 already, ``[StandardKey.FullScreen, "F11"]`` did that.
    """
    found: list[str] = []
    for name in binding.standard_keys:
        standard = QKeySequence.StandardKey[name]
        found += [
            s.toString(QKeySequence.SequenceFormat.PortableText) for s in QKeySequence.keyBindings(standard)
        ]
    found += binding.sequences
    return list(dict.fromkeys(s for s in found if s))


@QmlElement
@QmlSingleton
class KeyMap(QObject):
    """The keyboard map: what each key does and how it is printed, for QML."""

    textsChanged = Signal()
    """The language changed: the printed keys and descriptions are new."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sequences = {b.action: _sequences(b) for b in keymap.BINDINGS if b.sequences or b.standard_keys}
        self._translate()

    def _translate(self) -> None:
        self._rows: list[dict[str, object]] | None = None  # the help's and the side panel's, when first read:
        self._panel_rows: list[dict[str, object]] | None = None  # the lobby's first frame shows neither
        self._keys = {b.action: _tr(b.keys) for b in keymap.BINDINGS}

    def _help_rows(self) -> list[dict[str, object]]:
        if self._rows is None:
            self._rows = [_row(row) for row in keymap.HELP_ROWS]
        return self._rows

    def _short_rows(self) -> list[dict[str, object]]:
        if self._panel_rows is None:
            self._panel_rows = [_row(row, short=True) for row in keymap.PANEL_ROWS]
        return self._panel_rows

    def retranslate(self) -> None:
        """Print the keys and their descriptions in the language now in force."""
        self._translate()
        self.textsChanged.emit()

    @staticmethod
    def create(engine: QObject) -> KeyMap:
        """QML singleton factory; the engine owns the map."""
        return KeyMap(engine)

    rows = Property(list, lambda self: self._help_rows(), notify=textsChanged)
    """The help's key table: ``[{"keys": "A / T", "description": "…", "sameLine": False}, …]``."""
    panelRows = Property(list, lambda self: self._short_rows(), notify=textsChanged)
    """The side panel's shorter list, same shape; ``sameLine`` rows share the line before."""
    sequences = Property(dict, lambda self: self._sequences, constant=True)
    """Action id -> the key sequences its Shortcut binds: ``sequences.deal == ["D"]``."""
    keys = Property(dict, lambda self: self._keys, notify=textsChanged)
    """Action id -> the keys as printed for the player: ``keys.leave == "Control+R"``."""
