"""Saved data's cards: each a real card, each coup dealt as the rules deal it, opened in an order the table allows.

The checks :func:`~baccarat_qt.engine.saved_check.validate_dict` makes of a
saved night's cards, and the small helpers every check of saved data uses.

>>> coup = dealt([CARD_CODES[code] for code in "9H 4C KS 4D".split()], "coup")
>>> coup.natural, coup.outcome.name
(True, 'PLAYER')
>>> dealt([CARD_CODES[code] for code in "9H 4C KS".split()], "coup")
Traceback (most recent call last):
...
baccarat_qt.engine.events.InvalidSessionData: coup: the hand stops before the rules say it does
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Sequence

from baccarat_qt.engine.cards import Card, full_deck
from baccarat_qt.engine.events import InvalidSessionData, Side, TableCard
from baccarat_qt.engine.reveal import deal_layout
from baccarat_qt.engine.rules import Coup, deal_coup
from baccarat_qt.engine.shoe import CUT_CARD_AT, SHOE_SIZE

__all__ = [
    "CARD_CODES",
    "MAX_COUPS",
    "card_of",
    "check",
    "check_coup",
    "check_reveal_order",
    "coups_of",
    "dealt",
    "enum_value",
    "fail",
    "table_cards_of",
]

CARD_CODES = {str(card): card for card in full_deck()}
"""Every card by its code (``"9H"``)."""
MAX_COUPS = (SHOE_SIZE - CUT_CARD_AT - 1) // 4 + 1
"""The most coups one shoe deals: four cards each, the last one dealt with 63 cards left."""


def fail(reason: str, message: str) -> InvalidSessionData:
    """The error for saved data that broke rule ``reason``."""
    return InvalidSessionData(reason, message)


def check(condition: bool, reason: str, message: str) -> None:
    """Raise :func:`fail` unless ``condition`` holds."""
    if not condition:
        raise fail(reason, message)


def enum_value(value: object, kind: type[enum.Enum], reason: str) -> object:
    """The member of ``kind`` whose value is the text ``value``."""
    check(isinstance(value, str), reason, "not text")
    try:
        return kind(value)
    except ValueError:
        raise fail(reason, f"unknown value {str(value)[:40]!r}") from None


def card_of(value: object, reason: str) -> Card:
    """The card whose code is ``value``."""
    check(isinstance(value, str) and value in CARD_CODES, reason, f"no such card {str(value)[:8]!r}")
    assert isinstance(value, str)
    return CARD_CODES[value]


def table_cards_of(value: object, *, pending: bool) -> list[TableCard]:
    """The cards on the table (or, ``pending``, the third cards waiting to come out) as saved."""
    reason = "pending" if pending else "table_cards"
    width = 3 if pending else 4
    check(isinstance(value, list) and len(value) <= (2 if pending else 6), reason, "not a short list")
    assert isinstance(value, list)
    cards = []
    for row in value:
        check(isinstance(row, list) and len(row) == width, reason, f"a card is not {width} fields")
        card = card_of(row[0], reason)
        side = enum_value(row[1], Side, reason)
        assert isinstance(side, Side)
        slot = row[2]
        check(slot in (0, 1, 2) and isinstance(slot, int) and not isinstance(slot, bool), reason, "bad slot")
        face_up = False if pending else row[3]
        check(isinstance(face_up, bool), reason, "face_up is not true/false")
        assert isinstance(slot, int) and isinstance(face_up, bool)
        cards.append(TableCard(card, side, slot, face_up))
    return cards


def dealt(cards: Sequence[Card], reason: str) -> Coup:
    """The coup ``deal_coup`` deals from exactly ``cards``, in this order."""
    source: Iterator[Card] = iter(cards)

    def draw() -> Card:
        card = next(source, None)
        if card is None:
            raise fail(reason, "the hand stops before the rules say it does")
        return card

    coup = deal_coup(draw)
    check(next(source, None) is None, reason, "more cards than the rules deal")
    return coup


def coups_of(value: object) -> list[Coup]:
    """The shoe's settled coups: a non-empty list (to_dict leaves the field out when empty) of real coups."""
    check(isinstance(value, list) and 0 < len(value) <= MAX_COUPS, "coups", "not a short list of coups")
    assert isinstance(value, list)
    coups = []
    for row in value:
        check(isinstance(row, list) and 4 <= len(row) <= 6, "coups", "a coup is not four to six cards")
        assert isinstance(row, list)
        coups.append(dealt([card_of(code, "coups") for code in row], "coups"))
    return coups


def check_coup(cards: list[TableCard]) -> None:
    """The cards, in deal order, are exactly one coup as ``deal_coup`` deals it."""
    coup = dealt([tc.card for tc in cards], "coup")
    check(
        deal_layout(coup) == [TableCard(tc.card, tc.side, tc.slot) for tc in cards],
        "coup",
        "cards out of their places",
    )


def check_reveal_order(table: list[TableCard]) -> None:
    """Third cards come out one at a time, each after every card before it is open."""
    check(4 <= len(table) <= 6, "table_cards", "a hand has four to six cards")
    check(not all(tc.face_up for tc in table), "table_cards", "every card open, yet the hand goes on")
    if len(table) > 4:
        check(all(tc.face_up for tc in table[:-1]), "table_cards", "a third card before the others opened")
