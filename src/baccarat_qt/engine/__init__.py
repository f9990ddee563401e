"""The Punto Banco rules engine: pure Python, no Qt.

The rules: ``cards``, ``rules`` (the coup), ``payouts``, ``shoe``, ``odds``.
A night at the table: ``session`` (the state machine), ``state`` (what it
shows), ``betting`` (its chips before a hand), ``events`` (what it reports),
``bets`` (the chips' sums and limits), ``reveal`` (the cards on the table),
``saved`` (a night as plain data: ``saved_data``, ``saved_check``,
``saved_cards``), ``roads`` (the shoe's story) and ``ending``.

>>> from baccarat_qt.engine import Card, deal_coup, settle, BetSpot, TableKind
>>> cards = iter(Card.parse(code) for code in "9H 4C KS 4D 8S".split())
>>> coup = deal_coup(lambda: next(cards))
>>> coup.natural, coup.outcome.name
(True, 'PLAYER')
>>> settle(TableKind.CLASSIC, {BetSpot.PLAYER: 500}, coup)[BetSpot.PLAYER]
1000
"""

from baccarat_qt.engine.cards import Card, Rank, Suit
from baccarat_qt.engine.payouts import BetSpot, TableKind, settle
from baccarat_qt.engine.rules import Coup, Outcome, deal_coup
from baccarat_qt.engine.shoe import Shoe

__all__ = [
    "BetSpot",
    "Card",
    "Coup",
    "Outcome",
    "Rank",
    "Shoe",
    "Suit",
    "TableKind",
    "deal_coup",
    "settle",
]
