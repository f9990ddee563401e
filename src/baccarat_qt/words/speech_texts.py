"""Words said only to the screen reader (``texts.py`` holds what the table shows as well)."""

from __future__ import annotations

from baccarat_qt.engine.rules import Coup
from baccarat_qt.words.texts import tr

__all__ = ["stands"]


def stands(coup: Coup) -> str:
    """Who stood, said when the hand is settled (the moment the rule decides it), or "" for a natural.

    A player who stands while the banker draws is already said with the banker's draw
    (``texts.draw_reason``); here only the sides that stood at the end.
    """
    if coup.natural:
        return ""
    said = []
    if len(coup.player_cards) == 2 and len(coup.banker_cards) == 2:
        said.append(tr("El jugador se planta con {0}.").format(coup.player_total))
    if len(coup.banker_cards) == 2:
        said.append(tr("La banca se planta con {0}.").format(coup.banker_total))
    return " ".join(said)
