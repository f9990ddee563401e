"""Engine sessions set up the way the engine's tests need them: scripted cards first, a short shoe, a snapshot.

No Qt and no disk here: the tests of ``engine.session`` (the night's state machine and what the table
shows) build their nights with these.
"""

from __future__ import annotations

import copy
import random

from baccarat_qt.engine import BetSpot, Card, TableKind
from baccarat_qt.engine.cards import full_deck
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import DECKS, Shoe, fisher_yates, scripted

P, B, T, PP, BP = (
    BetSpot.PLAYER,
    BetSpot.BANKER,
    BetSpot.TIE,
    BetSpot.PLAYER_PAIR,
    BetSpot.BANKER_PAIR,
)
"""The five spots of CLÁSICA and SIN COMISIÓN, short."""


def session_with(cards: str, *, table: TableKind = TableKind.CLASSIC, rebet: bool = True) -> Session:
    """A session whose shoe starts with the given cards (P, B, P, B, thirds)."""
    return Session(table=table, shoe=Shoe(shuffler=scripted(cards.split())), rebet=rebet)


def snapshot(session: Session) -> dict[str, object]:
    """Everything observable about a session, for 'nothing changed' checks."""
    return copy.deepcopy(session.to_dict())


def short_shoe(left: int, first: str) -> Shoe:
    """A shoe of ``left`` cards with ``first`` on top; its reshuffles are seeded."""
    wanted = [Card.parse(code) for code in first.split()]
    rest = full_deck() * DECKS
    for card in wanted:
        rest.remove(card)
    random.Random(5).shuffle(rest)
    return Shoe(shuffler=fisher_yates(random.Random(9)), cards=wanted + rest[: left - len(wanted)])
