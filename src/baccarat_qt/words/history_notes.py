"""What the history screen says about itself: rows it could not read, and a CSV export as it goes."""

from __future__ import annotations

from baccarat_qt.words.texts import tr, trn

__all__ = [
    "export_cancelled",
    "export_progress",
    "export_skipped",
    "export_started",
    "history_unreadable",
    "unreadable_hands",
    "unreadable_nights",
]


def unreadable_nights(count: int) -> str:
    """Nights kept in the history that cannot be shown (edited into nonsense): the others are."""
    return trn("%Ln noches del historial no se pueden leer y no se muestran.", count)


def unreadable_hands(count: int) -> str:
    """Hands of the night shown that cannot be shown: the others are."""
    return trn("%Ln manos de esta noche no se pueden leer y no se muestran.", count)


def history_unreadable() -> str:
    """The history could not be read at all (its file changed under the game)."""
    return tr("No se pudo leer el historial: el archivo cambió o está dañado.")


def export_started() -> str:
    """An export began on its own; the table and the screen keep answering."""
    return tr("Exportando el historial a CSV. Escape cancela.")


def export_progress(percent: int) -> str:
    """How far the export has gone (said at each quarter, not at every step)."""
    return tr("Exportación: {0} %.").format(percent)


def export_cancelled() -> str:
    """The player stopped the export: nothing was left behind."""
    return tr("Exportación cancelada: no se escribió ningún archivo.")


def export_skipped(count: int) -> str:
    """Hands left out of an export because they cannot be read."""
    return trn("%Ln manos que no se pueden leer no se exportaron.", count)
