"""Words said only to the screen reader (``texts.py`` holds what the table shows as well)."""

from __future__ import annotations

from baccarat_qt.engine.events import HandResult, TableCard
from baccarat_qt.engine.rules import Coup
from baccarat_qt.words import table_texts, texts
from baccarat_qt.words.texts import tr

__all__ = ["card_opened", "result_speech", "stands"]


def card_opened(card: TableCard, side_total: int) -> str:
    """A card turned face up: where it lies, what it is, and its side's total now."""
    return tr("{0}: {1}. {2} suma {3}.").format(
        texts.card_position(card.side, card.slot),
        texts.card_name(card.card),
        texts.side_name(card.side),
        side_total,
    )


def result_speech(result: HandResult, *, rebet: int, balance: int) -> str:
    """The settled hand said whole: who won, each bet's outcome, the balance, and the bet placed again (if any)."""
    said = [texts.hand_result(result) + "."]
    said += [table_texts.settlement_line(result, spot) + "." for spot in result.spots]
    said.append(tr("Saldo: {0}.").format(texts.chip_amount(result.balance)))
    if rebet:
        said.append(texts.rebet_placed(rebet, balance))
    return " ".join(said)


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
