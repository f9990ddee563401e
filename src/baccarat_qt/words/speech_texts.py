"""Words said only to the screen reader (``texts.py`` holds what the table shows as well).

How much is said follows the player's verbosity: :data:`BRIEF` (the result and
the balance), :data:`NORMAL`, or :data:`FULL` (also each card of the hand, and
what each winning spot pays).
"""

from __future__ import annotations

from baccarat_qt.engine import BetSpot
from baccarat_qt.engine.rules import Coup
from baccarat_qt.engine.session import DrawReason, HandResult, SpotResult, TableCard
from baccarat_qt.words import table_texts, texts
from baccarat_qt.words.texts import tr

__all__ = [
    "BRIEF",
    "FULL",
    "LEVELS",
    "NORMAL",
    "card_opened",
    "chip_placed",
    "draw_reason",
    "result_speech",
    "stands",
]

BRIEF = "brief"
"""The result and the balance; each card by its name only; no draws' reasons, no spot by spot."""
NORMAL = "normal"
"""Each card with its side's total, each draw's reason, each spot's result."""
FULL = "full"
"""Normal, and at the end each side's cards, what each winning spot pays and the hand's net."""
LEVELS = (BRIEF, NORMAL, FULL)


def stands(coup: Coup, verbosity: str = NORMAL) -> str:
    """Who stood, said when the hand is settled (the moment the rule decides it), or "" for a natural.

    A player who stands while the banker draws is already said with the banker's draw
    (``texts.draw_reason``); here only the sides that stood at the end. Nothing in brief.
    """
    if coup.natural or verbosity == BRIEF:
        return ""
    said = []
    if len(coup.player_cards) == 2 and len(coup.banker_cards) == 2:
        said.append(tr("El jugador se planta con {0}.").format(coup.player_total))
    if len(coup.banker_cards) == 2:
        said.append(tr("La banca se planta con {0}.").format(coup.banker_total))
    return " ".join(said)


def draw_reason(reason: DrawReason, verbosity: str = NORMAL) -> str:
    """Why a third card is dealt; nothing in brief."""
    return "" if verbosity == BRIEF else texts.draw_reason(reason)


def card_opened(card: TableCard, side_total: int, verbosity: str = NORMAL) -> str:
    """A card turned face up: where it lies and what it is, then (not in brief) its side's total."""
    if verbosity == BRIEF:
        return tr("{0}: {1}.").format(texts.card_position(card.side, card.slot), texts.card_name(card.card))
    return tr("{0}: {1}. {2} suma {3}.").format(
        texts.card_position(card.side, card.slot),
        texts.card_name(card.card),
        texts.side_name(card.side),
        side_total,
    )


def chip_placed(amount: int, spot: BetSpot, bets: tuple[int, int, int], *, full: bool = True) -> str:
    """A chip put on a spot; ``bets``: (now on the spot, on the table, balance left). Short when turned down."""
    if not full:
        return tr("{0} en {1}.").format(texts.chips(amount), texts.spot_label(spot))
    on_spot, on_table, balance = bets
    return tr("{0} en {1}; en {1} hay {2}; en la mesa, {3}. Te quedan {4}.").format(
        texts.chip_amount(amount),
        texts.spot_label(spot),
        texts.chips(on_spot),
        texts.chips(on_table),
        texts.chips(balance),
    )


def _net(net: int) -> str:
    if net > 0:
        return tr("En esta mano ganas {0}.").format(texts.chips(net))
    if net < 0:
        return tr("En esta mano pierdes {0}.").format(texts.chips(-net))
    return tr("En esta mano ni ganas ni pierdes.")


def result_speech(result: HandResult, verbosity: str = NORMAL, *, rebet: int = 0, balance: int = 0) -> str:
    """The settled hand as said: the result, (not in brief) each spot, the balance; ``rebet``: bets repeated."""
    said = [texts.hand_result(result) + "."]
    if verbosity == FULL:
        coup = result.coup
        said.append(
            tr("Cartas del jugador: {0}. Cartas de la banca: {1}.").format(
                ", ".join(texts.card_name(c) for c in coup.player_cards),
                ", ".join(texts.card_name(c) for c in coup.banker_cards),
            )
        )
    if verbosity != BRIEF:
        for spot in result.spots:
            line = table_texts.settlement_line(result, spot)
            if verbosity == FULL and spot.result is SpotResult.WON:
                line = tr("{0}, pagado {1}").format(line, table_texts.payout_words(result.table, spot.spot))
            said.append(line + ".")
    if verbosity == FULL:
        said.append(_net(result.net))
    said.append(tr("Saldo: {0}.").format(texts.chip_amount(result.balance)))
    if rebet:
        said.append(texts.rebet_placed(rebet, balance))
    return " ".join(said)
