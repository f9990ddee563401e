"""What the review keys say: one part of the table each, on demand, wherever the focus is.

Pure functions of what the table shows. A card on the table comes here as a
:class:`SeenCard`, which holds its name only once it is open: a face-down card
cannot be named because its rank and suit never reach these words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from baccarat_qt.engine import BetSpot, Card, Outcome
from baccarat_qt.engine.roads import Streak
from baccarat_qt.engine.session import HandResult, Side
from baccarat_qt.engine.shoe_odds import ShoeOdds
from baccarat_qt.words.shoe_texts import percent
from baccarat_qt.words.table_texts import settlement_line
from baccarat_qt.words.texts import (
    QT_TRANSLATE_NOOP,
    card_name,
    chip_amount,
    chips,
    hand_result,
    side_name,
    spot_label,
    tr,
    trn,
)

__all__ = [
    "LAST_RESULTS",
    "SeenCard",
    "bets_review",
    "hand_review",
    "last_hand_review",
    "odds_review",
    "roads_review",
    "shoe_review",
]

LAST_RESULTS = 6
"""How many of the latest results the roads' review reads, newest first."""


@dataclass(frozen=True, slots=True)
class SeenCard:
    """A card on the table as the player sees it."""

    side: Side
    """Whose hand it is in."""
    slot: int
    """0, 1, or 2 for a third card."""
    card: Card | None
    """The card once it is open; None while it is face down."""


def bets_review(balance: int, bets: Mapping[BetSpot, int]) -> str:
    """The balance and the chips on the table, spot by spot.

    ``bets``: the amount on each spot (hundredths); spots without chips are left out.
    """
    placed = [(spot, amount) for spot, amount in bets.items() if amount]
    text = tr("Saldo: {0}.").format(chip_amount(balance))
    if not placed:
        return text + " " + tr("No hay fichas en la mesa.")
    spots = "; ".join(tr("{0}, {1}").format(spot_label(spot), chips(amount)) for spot, amount in placed)
    total = sum(amount for _spot, amount in placed)
    return text + " " + tr("En la mesa, {0}: {1}.").format(chips(total), spots)


_ORDINALS = (
    QT_TRANSLATE_NOOP("Baccarat", "primera carta"),
    QT_TRANSLATE_NOOP("Baccarat", "segunda carta"),
    QT_TRANSLATE_NOOP("Baccarat", "tercera carta"),
)


def _side_review(side: Side, cards: Sequence[SeenCard], total: int | None) -> str:
    said = [
        tr("{0}, {1}").format(
            tr(_ORDINALS[seen.slot]), card_name(seen.card) if seen.card else tr("boca abajo")
        )
        for seen in cards
    ]
    sum_said = tr("nada abierto todavía") if total is None else tr("lo abierto suma {0}").format(total)
    return tr("{0}: {1}; {2}.").format(side_name(side), "; ".join(said), sum_said)


def hand_review(cards: Sequence[SeenCard], totals: Mapping[Side, int | None]) -> str:
    """The hand in play: each card open or face down, and the total of what is open on each side."""
    if not cards:
        return tr("No hay ninguna mano en juego.")
    return " ".join(
        _side_review(side, [seen for seen in cards if seen.side is side], totals.get(side)) for side in Side
    )


def last_hand_review(result: HandResult | None) -> str:
    """The last settled hand: who won, what each spot did, and the balance after it."""
    if result is None:
        return tr("Todavía no terminó ninguna mano en esta mesa.")
    said = [tr("Última mano: {0}.").format(hand_result(result))]
    said += [settlement_line(result, spot) + "." for spot in result.spots]
    said.append(tr("Saldo después de la mano: {0}.").format(chip_amount(result.balance)))
    return " ".join(said)


def _winner(outcome: Outcome) -> str:
    return {Outcome.BANKER: tr("banca"), Outcome.PLAYER: tr("jugador"), Outcome.TIE: tr("empate")}[outcome]


def roads_review(outcomes: Sequence[Outcome], streak: Streak | None) -> str:
    """The roads in brief: how many hands, the last few results (newest first) and the current streak."""
    if not outcomes:
        return tr("Caminos: todavía no hay manos en este zapato.")
    last = ", ".join(_winner(outcome) for outcome in reversed(outcomes[-LAST_RESULTS:]))
    text = tr("Caminos: {0}. Últimos resultados, del más reciente al más antiguo: {1}.").format(
        trn("%n manos", len(outcomes)), last
    )
    if streak is not None:
        text += " " + tr("Racha actual: {0}, {1}.").format(
            _winner(streak.outcome), trn("%n seguidas", streak.length)
        )
    return text


def odds_review(odds: ShoeOdds) -> str:
    """The odds in brief: who wins the next hand, from the cards left."""
    now = odds.now
    return tr("Probabilidades con las {0} cartas que quedan: banca {1}, jugador {2}, empate {3}.").format(
        odds.cards, percent(now.banker), percent(now.player), percent(now.tie)
    )


def shoe_review(cards_left: int, before_cut: int) -> str:
    """The shoe: cards left, and how many more come out before the cut card does.

    ``before_cut``: cards left minus the cut card's place; zero or less once it is out.
    """
    text = trn("Quedan %n cartas en el zapato.", cards_left)
    if before_cut > 0:
        return text + " " + trn("Faltan %n cartas para la carta de corte.", before_cut)
    return text + " " + tr("La carta de corte ya salió: se baraja al terminar la mano.")
