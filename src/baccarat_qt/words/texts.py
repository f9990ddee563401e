"""Every word the game says to the player, in Spanish, through Qt's translation system.

The words of the table: spots, pays, tables, refusals, draws, results and the
saved night. The translation itself and chip amounts live in :mod:`.translate`,
card names in :mod:`.cards`; both are re-exported here, the words' one entry
point for the boundary.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from baccarat_qt.engine import BetSpot, Outcome, TableKind
from baccarat_qt.engine.kinds import CHIPS, MAX_PER_SPOT, Refusal, Side, SpotResult
from baccarat_qt.words.cards import (
    card_name,
    card_name_with_article,
    card_position,
    rank_name,
    rank_with_article,
    side_name,
)
from baccarat_qt.words.translate import QT_TRANSLATE_NOOP, chip_amount, chips, plural_count, tr, trn

if TYPE_CHECKING:
    from baccarat_qt.engine.events import DrawReason, HandResult, SpotSettlement

__all__ = [
    "QT_TRANSLATE_NOOP",
    "card_name",
    "card_name_with_article",
    "card_position",
    "chip_amount",
    "chips",
    "draw_reason",
    "ended_night_restored",
    "hand_result",
    "new_night_warning",
    "night_resumed",
    "payout",
    "plural_count",
    "rank_name",
    "rank_with_article",
    "rebet_placed",
    "rebet_state",
    "refusal",
    "saved_night_summary",
    "side_name",
    "sound_state",
    "spot_label",
    "spot_settlement",
    "table_name",
    "tr",
    "trn",
]


def spot_label(spot: BetSpot) -> str:
    """The name printed on the felt."""
    return {
        BetSpot.PLAYER: tr("JUGADOR"),
        BetSpot.BANKER: tr("BANCA"),
        BetSpot.TIE: tr("EMPATE"),
        BetSpot.PLAYER_PAIR: tr("PAR JUGADOR"),
        BetSpot.BANKER_PAIR: tr("PAR BANCA"),
        BetSpot.DRAGON_7: tr("DRAGÓN 7"),
        BetSpot.PANDA_8: tr("PANDA 8"),
    }[spot]


def payout(table: TableKind, spot: BetSpot) -> str:
    """The payout printed on a spot for this table."""
    if spot is BetSpot.BANKER:
        if table is TableKind.CLASSIC:
            return tr("1 : 1 − 5 %")
        if table is TableKind.EZ:
            return tr("1 : 1 · D7: devuelta")
        return tr("1 : 1 · con 6, 1 : 2")
    return {
        BetSpot.PLAYER: "1 : 1",
        BetSpot.TIE: "8 : 1",
        BetSpot.PLAYER_PAIR: "11 : 1",
        BetSpot.BANKER_PAIR: "11 : 1",
        BetSpot.DRAGON_7: "40 : 1",
        BetSpot.PANDA_8: "25 : 1",
    }[spot]


def table_name(table: TableKind) -> str:
    """CLÁSICA, SIN COMISIÓN or EZ."""
    return {TableKind.CLASSIC: tr("CLÁSICA"), TableKind.NO_COMMISSION: tr("SIN COMISIÓN")}.get(table, "EZ")


def table_explanation(table: TableKind) -> str:
    """One line on how the banker is paid at this table (and EZ's two more spots)."""
    if table is TableKind.CLASSIC:
        return tr("La banca paga 1 a 1 y la casa se queda un 5 % de lo que ganas.")
    if table is TableKind.EZ:
        return tr(
            "Sin comisión; la BANCA que gana con tres cartas y 7 se devuelve. DRAGÓN 7 paga 40 a 1 y PANDA 8, 25 a 1."
        )
    return tr("La banca paga 1 a 1 sin comisión, pero si gana con un 6 paga la mitad.")


def refusal(reason: Refusal, *, spot: BetSpot | None = None, balance: int = 0, amount: int = 0) -> str:
    """Why an action was refused, in words a newcomer understands."""
    if reason is Refusal.NOT_BETTING:
        return tr("Ahora no se apuesta: espera a que termine la mano.")
    if reason is Refusal.UNKNOWN_CHIP:
        values = ", ".join(chips(c) for c in CHIPS[:-1])
        return tr("Esa ficha no existe: hay fichas de {0} y {1}.").format(values, chips(CHIPS[-1]))
    if reason is Refusal.OVER_SPOT_LIMIT:
        where = spot_label(spot) if spot else tr("esa casilla")
        return tr("{0} admite como máximo {1} fichas; esta ficha pasaría del límite.").format(
            where, chips(MAX_PER_SPOT)
        )
    if reason is Refusal.OVER_BALANCE:
        return tr("No te alcanzan las fichas: te quedan {0}. Elige una ficha menor.").format(chips(balance))
    if reason is Refusal.NOT_AT_THIS_TABLE:
        where = spot_label(spot) if spot else tr("esa casilla")
        return tr("{0} solo se juega en la mesa EZ.").format(where)
    if reason is Refusal.BOTH_SIDES:
        return tr("JUGADOR y BANCA son lados opuestos: no se puede apostar a los dos en la misma mano.")
    if reason is Refusal.NOTHING_TO_REMOVE:
        return tr("No hay fichas en la mesa para quitar.")
    if reason is Refusal.NO_BET:
        return tr("Pon al menos una ficha en una casilla antes de repartir.")
    if reason is Refusal.HAND_IN_PROGRESS:
        return tr("Hay una mano en juego: descubre las cartas primero.")
    if reason is Refusal.NO_CARD_TO_OPEN:
        return tr("No hay ninguna carta boca abajo para abrir.")
    if reason is Refusal.NIGHT_ENDED:
        return tr("La noche ya terminó.")
    if reason is Refusal.TABLE_LIMIT:
        return tr(
            "La mesa no admite más manos esta noche: llegaste a su límite. Pulsa RETIRARSE y tu "
            "puntaje queda anotado."
        )
    if reason is Refusal.REBET_OVER_BALANCE:
        return tr("No se repitió la apuesta anterior: costaba {0} y te quedan {1}.").format(
            chips(amount), chips(balance)
        )
    return tr("No hay una apuesta anterior que repetir.")


def draw_reason(reason: DrawReason) -> str:
    """The rule that dealt a third card."""
    if reason.side is Side.PLAYER:
        return tr("El jugador tiene {0} y pide tercera carta.").format(reason.two_card_total)
    if reason.player_third is None:
        return tr("El jugador se plantó; la banca tiene {0} y pide tercera carta.").format(
            reason.two_card_total
        )
    return tr("La banca tiene {0} y la tercera carta del jugador vale {1}: la banca pide.").format(
        reason.two_card_total, reason.player_third
    )


def rebet_state(on: bool) -> str:
    """Said when the rebet box is ticked or cleared at the table."""
    return tr("Repetir la apuesta anterior: sí.") if on else tr("Repetir la apuesta anterior: no.")


def sound_state(muted: bool) -> str:
    """Said when the sound is muted or turned back on (M at the table)."""
    return tr("Sonido silenciado.") if muted else tr("Sonido activado.")


def rebet_placed(on_table: int, balance: int) -> str:
    """Said after a hand when the previous bets are placed again by themselves."""
    return tr("Se repite la apuesta anterior: {0} en la mesa. Te quedan {1}.").format(
        chip_amount(on_table), chips(balance)
    )


def hand_result(result: HandResult) -> str:
    """Who won, both totals, natural, pairs, and at EZ a Dragon 7 or a Panda 8: "Gana la BANCA con 7 (JUGADOR 5)".

    The loser's total stands apart, in brackets: "7 a 5" read like a price
    beside spots that pay "8 : 1".
    """
    coup = result.coup
    player, banker = coup.player_total, coup.banker_total
    if coup.outcome is Outcome.PLAYER:
        text = tr("Gana el JUGADOR con {0} (BANCA {1})").format(player, banker)
    elif coup.outcome is Outcome.BANKER:
        text = tr("Gana la BANCA con {0} (JUGADOR {1})").format(banker, player)
    else:
        text = tr("Empate a {0}").format(player)
    extras = []
    if result.table is TableKind.EZ and coup.dragon_7:
        extras.append(tr("Dragón 7: la banca gana con tres cartas y 7"))
    if result.table is TableKind.EZ and coup.panda_8:
        extras.append(tr("Panda 8: el jugador gana con tres cartas y 8"))
    if coup.natural:
        extras.append(tr("natural"))
    if coup.player_pair:
        extras.append(tr("par del jugador"))
    if coup.banker_pair:
        extras.append(tr("par de la banca"))
    return text + ("" if not extras else " · " + ", ".join(extras))


def spot_settlement(settled: SpotSettlement) -> str:
    """What one spot did: "BANCA: ganas 23,75"."""
    label = spot_label(settled.spot)
    if settled.result is SpotResult.WON:
        return tr("{0}: ganas {1}").format(label, chips(settled.net))
    if settled.result is SpotResult.PUSH:
        return tr("{0}: se devuelven {1}").format(label, chips(settled.stake))
    return tr("{0}: pierdes {1}").format(label, chips(settled.stake))


def saved_night_summary(table: TableKind, balance: int, on_table: int, hand_in_play: bool) -> str:
    """The unfinished night the lobby offers to continue: table, chips, and what is on the felt."""
    text = tr("mesa {0} · saldo {1}").format(table_name(table), chip_amount(balance))
    if hand_in_play:
        text += tr(" · una mano a medio descubrir con {0} apostadas").format(chip_amount(on_table))
    elif on_table:
        text += tr(" · {0} apostadas").format(chip_amount(on_table))
    return text


def new_night_warning(summary: str) -> str:
    """Asked before a new night replaces the unfinished one."""
    return tr(
        "Tienes una noche sin terminar ({0}). Si empiezas una nueva, esa noche se pierde y no entra "
        "en los cinco mejores. Para que cuente, continúala y pulsa RETIRARSE."
    ).format(summary)


def night_resumed(table: TableKind, balance: int, face_down: int) -> str:
    """Said when the player is back at the table of the saved night."""
    text = tr("Vuelves a tu noche en la mesa {0}. Tienes {1}.").format(
        table_name(table), chip_amount(balance)
    )
    if face_down:
        text += " " + tr("La mano sigue en juego: quedan cartas boca abajo por descubrir.")
    return text


def ended_night_restored(score: int) -> str:
    """The game reopened on the score screen of a night that ended before its score was recorded."""
    return tr(
        "Tu última noche terminó con {0} y su puntaje aún no se había anotado: puedes anotarlo ahora."
    ).format(chip_amount(score))
