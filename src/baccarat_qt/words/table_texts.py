"""What the table shows around a hand: the result's lines and sum, hints, the limits, leaving.

The words of :mod:`baccarat_qt.words.texts`' kind (Spanish, through Qt's translation
system), kept apart so that each module stays short.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.kinds import MAX_PER_SPOT, MIN_PER_SPOT, SpotResult
from baccarat_qt.words.texts import chip_amount, chips, spot_settlement, tr

if TYPE_CHECKING:
    from baccarat_qt.engine.events import HandResult, SpotSettlement

__all__ = [
    "bet_limits",
    "chip_over_balance",
    "leave_question",
    "net_line",
    "payout_words",
    "settlement_line",
    "squeeze_hint",
    "start_hint",
]


def settlement_line(result: HandResult, settled: SpotSettlement) -> str:
    """What one spot did, with the reason when BANCA was paid half for winning with 6."""
    line = spot_settlement(settled)
    if result.paid_half(settled):
        line += tr(" (la banca gana con 6: paga la mitad)")
    elif settled.spot is BetSpot.BANKER and settled.result is SpotResult.PUSH and result.coup.dragon_7:
        line += tr(" (Dragón 7: se devuelve la apuesta)")
    return line


def net_line(result: HandResult, rebet: int, balance: int) -> str:
    """The hand's sum for the player, in the order it happened.

    The balance after the hand; then, when the bets were repeated, what they
    took and what is left, so that the numbers add up at a glance.
    """
    net, after = result.net, chips(result.balance)
    if net > 0:
        text = tr("Ganas {0} · saldo {1}").format(chips(net), after)
    elif net < 0:
        text = tr("Pierdes {0} · saldo {1}").format(chips(-net), after)
    else:
        text = tr("Ni ganas ni pierdes · saldo {0}").format(after)
    if rebet:
        text += tr(" · apuesta repetida {0}: te quedan {1}").format(chips(rebet), chips(balance))
    return text


def start_hint() -> str:
    """Shown on an empty table, where the chips go."""
    return tr("Elige una ficha y ponla en una casilla; luego, REPARTIR.")


def squeeze_hint() -> str:
    """Shown the first times the cards are down: how to squeeze one or open it."""
    return tr("Arrastra una esquina o un lado de una carta para apretarla; tócala para abrirla.")


def bet_limits() -> str:
    """The table's limits per spot, shown on the felt."""
    return tr("Apuesta por casilla: de {0} a {1}").format(chips(MIN_PER_SPOT), chips(MAX_PER_SPOT))


def bet_limits_short() -> str:
    """The same limits in fewer words, for a top bar too narrow for :func:`bet_limits`."""
    return tr("Por casilla: de {0} a {1}").format(chips(MIN_PER_SPOT), chips(MAX_PER_SPOT))


def chip_over_balance(chip: int, balance: int) -> str:
    """A chip worth more than the player's chips was taken in hand (whole chips, hundredths)."""
    return tr("La ficha de {0} vale más de lo que te queda ({1}): no podrás ponerla.").format(
        chip, chips(balance)
    )


def leave_question(balance: int) -> str:
    """Asked before RETIRARSE ends the night."""
    return tr("Terminas la noche con {0}. No podrás volver a esta mesa.").format(chip_amount(balance))


def payout_words(table: TableKind, spot: BetSpot) -> str:
    """The payout printed on a spot (``texts.payout``) as a screen reader says it: "8 a 1" ("8 to 1")."""
    if spot is BetSpot.BANKER:
        if table is TableKind.CLASSIC:
            return tr("1 a 1 − 5 %")
        if table is TableKind.EZ:
            return tr("1 a 1; con Dragón 7 se devuelve la apuesta")
        return tr("1 a 1 · con 6, 1 a 2")
    return {
        BetSpot.PLAYER: tr("1 a 1"),
        BetSpot.TIE: tr("8 a 1"),
        BetSpot.PLAYER_PAIR: tr("11 a 1"),
        BetSpot.BANKER_PAIR: tr("11 a 1"),
        BetSpot.DRAGON_7: tr("40 a 1"),
        BetSpot.PANDA_8: tr("25 a 1"),
    }[spot]
