"""A night as plain data and back: what the night's file holds, and the check that it could be real.

The engine knows nothing of files: :func:`to_dict` gives JSON-ready data,
:func:`validate_dict` says whether data describes a state the rules can
reach, and :func:`from_dict` rebuilds the session from data that passed.
This is the session's own persistence, kept in a module of its own: it
reads and sets ``Session``'s private fields, and nothing else should.

>>> from baccarat_qt.engine.session import Session
>>> data = to_dict(Session())
>>> data["balance"], data["phase"], len(data["shoe"])
(50000, 'betting', 416)
>>> validate_dict(data)
>>> to_dict(from_dict(data)) == data
True
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from baccarat_qt.engine.bets import bet_totals
from baccarat_qt.engine.cards import Card, full_deck
from baccarat_qt.engine.events import (
    CHIPS,
    MAX_AMOUNT,
    MAX_HANDS,
    MAX_PER_SPOT,
    MIN_PER_SPOT,
    InvalidSessionData,
    Phase,
    Side,
    TableCard,
)
from baccarat_qt.engine.payouts import BetSpot, TableKind, most_returned
from baccarat_qt.engine.reveal import Reveal, deal_layout
from baccarat_qt.engine.rules import Coup, deal_coup
from baccarat_qt.engine.shoe import CUT_CARD_AT, DECKS, SHOE_SIZE, Shoe

if TYPE_CHECKING:
    from baccarat_qt.engine.session import Session

__all__ = ["from_dict", "to_dict", "validate_dict"]


def to_dict(session: Session) -> dict[str, object]:
    """The whole state of ``session`` as JSON-ready data.

    ``coups``, the shoe's settled coups (each as its cards in deal order), is
    written only when the shoe has dealt one: a night saved before the roads
    existed reads and writes back the same.
    """
    data: dict[str, object] = {
        "table": session.table.value,
        "rebet": session.rebet,
        "balance": session._balance,
        "start": session._start,
        "house_net": session._house_net,
        "phase": session._phase.value,
        "chips": [[spot.value, chip] for spot, chip in session._chips],
        "last_chips": [[spot.value, chip] for spot, chip in session._last_chips],
        "staked": {spot.value: amount for spot, amount in session._staked.items()},
        "table_cards": [[str(tc.card), tc.side.value, tc.slot, tc.face_up] for tc in session._reveal.cards],
        "pending": [[str(tc.card), tc.side.value, tc.slot] for tc in session._reveal.pending],
        "shoe": [str(card) for card in session.shoe.remaining],
        "shuffles": session.shoe.shuffles,
        "hands_played": session.hands_played,
    }
    if session._coups:
        data["coups"] = [[str(card) for card in coup.cards_in_deal_order] for coup in session._coups]
    return data


def validate_dict(data: object) -> None:
    """Check that ``data`` is a state :func:`to_dict` could have written.

    Every field's type and range; the phase; chips only of the four
    denominations, within the limits, never on both sides, only on the table's spots; chips
    conserved (balance + chips on the table + the house's result = the
    starting balance, the house's result bounded by the hands played);
    every card a real card, never more copies than eight decks hold, a
    shoe that cannot run out during a hand; with a hand on the table,
    exactly the cards ``deal_coup`` deals, opened in an order the table
    allows; and the shoe's coups (optional), each a coup as ``deal_coup``
    deals it, the last one the settled hand on the table, their cards taken
    from the same eight decks as the shoe's. Only data that passes may be
    given to :func:`from_dict`.

    >>> from baccarat_qt.engine.session import Session
    >>> validate_dict(to_dict(Session()) | {"balance": 60_000})
    Traceback (most recent call last):
    ...
    baccarat_qt.engine.events.InvalidSessionData: conservation: chips were lost or created

    Raises:
        InvalidSessionData: with the rule that failed.
    """
    _check(isinstance(data, Mapping), "type", "not an object")
    assert isinstance(data, Mapping)
    _check(_KEYS <= set(data) <= _KEYS | {"coups"}, "keys", "missing or unknown fields")
    kind = _enum_value(data["table"], TableKind, "table")
    assert isinstance(kind, TableKind)
    _check(isinstance(data["rebet"], bool), "rebet", "not true/false")
    phase = _enum_value(data["phase"], Phase, "phase")
    balance = _bounded(data, "balance", 0, MAX_AMOUNT)
    start = _bounded(data, "start", 1, MAX_AMOUNT)
    house_net = _bounded(data, "house_net", -MAX_AMOUNT, MAX_AMOUNT)
    hands = _bounded(data, "hands_played", 0, MAX_HANDS)
    _bounded(data, "shuffles", 0, MAX_HANDS)
    chips = _chip_rows(data["chips"], "chips")
    last = _chip_rows(data["last_chips"], "last_chips")
    staked = _staked(data["staked"])
    spots = {spot for spot, _ in chips + last} | set(staked)
    _check(spots <= set(kind.spots), "table", "chips on a spot this table does not have")
    table = _table_cards(data["table_cards"], pending=False)
    pending = _table_cards(data["pending"], pending=True)
    shoe = data["shoe"]
    _check(isinstance(shoe, list) and len(shoe) <= SHOE_SIZE, "shoe", "not a list of cards")
    assert isinstance(shoe, list)
    _check(all(type(code) is str for code in shoe), "shoe", "a card is not text")
    counts = Counter(shoe)
    _check(set(counts) <= _CARD_CODES.keys(), "shoe", "no such card")
    coups = _coups(data["coups"]) if "coups" in data else []
    _check(len(coups) <= hands, "coups", "more coups than hands played")

    if phase is Phase.REVEALING:
        _check(not chips, "chips", "chips placed during a hand")
        _check(bool(staked), "staked", "a hand with nothing at stake")
        _check(staked == bet_totals(last), "staked", "the stake is not the chips that were placed")
        on_table = sum(staked.values())
        _check_coup(table + pending)
        _check_reveal_order(table)
    else:
        _check(not staked and not pending, "staked", "a stake with no hand on the table")
        on_table = sum(chip for _, chip in chips)
        if table:
            _check_coup(table)
            _check(all(tc.face_up for tc in table), "table_cards", "a settled hand with a card face down")
        if hands == 0:
            _check(not table and not last, "hands_played", "a previous hand that was never played")
        if phase is not Phase.BETTING:
            _check(not chips, "chips", "chips on the table after the night ended")
        if phase is Phase.OVER:
            _check(balance < MIN_PER_SPOT, "phase", "the night is over with chips enough to play")
        if coups:
            settled = [tc.card for tc in table]
            _check(
                settled == list(coups[-1].cards_in_deal_order),
                "coups",
                "the last coup is not the one on the table",
            )

    _check(balance + on_table + house_net == start, "conservation", "chips were lost or created")
    _check(-hands * _MAX_WIN <= house_net <= hands * _MAX_STAKE, "house_net", "more than the hands played")

    in_hand = table + pending if phase is Phase.REVEALING else [] if coups else table
    if phase is not Phase.REVEALING and len(shoe) == SHOE_SIZE:
        _check(all(counts[code] == DECKS for code in _CARD_CODES), "shoe", "not eight full decks")
        _check(not coups, "coups", "coups of a shoe that was just shuffled")
    else:
        counts.update(str(tc.card) for tc in in_hand)
        counts.update(str(card) for coup in coups for card in coup.cards_in_deal_order)
        _check(max(counts.values(), default=0) <= DECKS, "shoe", "a card more often than eight decks hold")
    dealt_now = len(table) + len(pending) if phase is Phase.REVEALING else 0
    _check(len(shoe) + dealt_now > CUT_CARD_AT, "shoe", "a hand dealt past the cut card")


def from_dict(data: Mapping[str, object]) -> Session:
    """Rebuild a session saved by :func:`to_dict`.

    The data must already have passed :func:`validate_dict`; this only
    reassembles it.
    """
    from baccarat_qt.engine.session import Session  # not at the top: session.py imports this module

    session = Session(
        table=TableKind(data["table"]),
        shoe=Shoe(cards=[Card.parse(str(code)) for code in _seq(data["shoe"])]),
        balance=_int(data["balance"]),
        rebet=bool(data["rebet"]),
    )
    session.shoe.shuffles = _int(data["shuffles"])
    session._start = _int(data["start"])
    session._house_net = _int(data["house_net"])
    session._phase = Phase(data["phase"])
    session._chips = [(BetSpot(str(s)), _int(c)) for s, c in _pairs(data["chips"])]
    session._last_chips = [(BetSpot(str(s)), _int(c)) for s, c in _pairs(data["last_chips"])]
    staked = data["staked"]
    assert isinstance(staked, Mapping)
    session._staked = {BetSpot(str(s)): _int(a) for s, a in staked.items()}
    session._reveal = Reveal.restore(
        [
            TableCard(Card.parse(str(row[0])), Side(row[1]), _int(row[2]), bool(row[3]))
            for row in _rows(data["table_cards"])
        ],
        [TableCard(Card.parse(str(row[0])), Side(row[1]), _int(row[2])) for row in _rows(data["pending"])],
    )
    session.hands_played = _int(data["hands_played"])
    codes = [[_CARD_CODES[str(code)] for code in _seq(row)] for row in _seq(data.get("coups", []))]
    session._coups = [_dealt(cards, "coups") for cards in codes]
    return session


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected an integer, got {value!r}")
    return value


def _seq(value: object) -> list[object]:
    if not isinstance(value, list):
        raise TypeError(f"expected a list, got {type(value).__name__}")
    return value


def _rows(value: object) -> list[list[object]]:
    return [row for row in _seq(value) if isinstance(row, list)]


def _pairs(value: object) -> list[tuple[object, object]]:
    return [(row[0], row[1]) for row in _rows(value)]


# --- the checks behind validate_dict ------------------------------------------------------

_KEYS = frozenset(
    {
        "table",
        "rebet",
        "balance",
        "start",
        "house_net",
        "phase",
        "chips",
        "last_chips",
        "staked",
        "table_cards",
        "pending",
        "shoe",
        "shuffles",
        "hands_played",
    }
)
_MAX_CHIPS = len(BetSpot) * (MAX_PER_SPOT // min(CHIPS))
"""More chips than this cannot lie on the table at once."""
_MAX_STAKE = MAX_PER_SPOT * (len(BetSpot) - 1)
"""The most one hand can have at stake (one side, tie and both pairs, each full)."""
_MAX_WIN = max(most_returned(table, dict.fromkeys(table.spots, MAX_PER_SPOT)) for table in TableKind)
"""More than any one hand can pay out in winnings: every spot of a table full, all won (a generous bound)."""
_CARD_CODES = {str(card): card for card in full_deck()}
_MAX_COUPS = (SHOE_SIZE - CUT_CARD_AT - 1) // 4 + 1
"""The most coups one shoe deals: four cards each, the last one dealt with 63 cards left."""


def _fail(reason: str, message: str) -> InvalidSessionData:
    return InvalidSessionData(reason, message)


def _check(condition: bool, reason: str, message: str) -> None:
    if not condition:
        raise _fail(reason, message)


def _bounded(data: Mapping[str, object], key: str, low: int, high: int) -> int:
    value = data[key]
    _check(isinstance(value, int) and not isinstance(value, bool), key, "not an integer")
    assert isinstance(value, int)
    _check(low <= value <= high, key, f"{value} is outside {low}..{high}")
    return value


def _enum_value(value: object, kind: type[enum.Enum], reason: str) -> object:
    _check(isinstance(value, str), reason, "not text")
    try:
        return kind(value)
    except ValueError:
        raise _fail(reason, f"unknown value {str(value)[:40]!r}") from None


def _chip_rows(value: object, reason: str) -> list[tuple[BetSpot, int]]:
    _check(isinstance(value, list) and len(value) <= _MAX_CHIPS, reason, "not a short list")
    assert isinstance(value, list)
    chips: list[tuple[BetSpot, int]] = []
    for row in value:
        _check(isinstance(row, list) and len(row) == 2, reason, "a chip is not [spot, value]")
        spot = _enum_value(row[0], BetSpot, reason)
        assert isinstance(spot, BetSpot)
        chip = row[1]
        _check(chip in CHIPS and isinstance(chip, int) and not isinstance(chip, bool), reason, "no such chip")
        chips.append((spot, chip))
    _check_bet_totals(bet_totals(chips), reason)
    return chips


def _check_bet_totals(totals: Mapping[BetSpot, int], reason: str) -> None:
    _check(sum(spot.is_side for spot in totals) <= 1, reason, "chips on both JUGADOR and BANCA")
    for spot, amount in totals.items():
        _check(MIN_PER_SPOT <= amount <= MAX_PER_SPOT, reason, f"{spot.value} holds {amount}")


def _staked(value: object) -> dict[BetSpot, int]:
    _check(isinstance(value, dict) and len(value) <= len(BetSpot), "staked", "not a small object")
    assert isinstance(value, dict)
    staked: dict[BetSpot, int] = {}
    for key, amount in value.items():
        spot = _enum_value(key, BetSpot, "staked")
        assert isinstance(spot, BetSpot)
        _check(isinstance(amount, int) and not isinstance(amount, bool), "staked", "not an integer")
        staked[spot] = amount
    _check_bet_totals(staked, "staked")
    return staked


def _card(value: object, reason: str) -> Card:
    _check(isinstance(value, str) and value in _CARD_CODES, reason, f"no such card {str(value)[:8]!r}")
    assert isinstance(value, str)
    return _CARD_CODES[value]


def _table_cards(value: object, *, pending: bool) -> list[TableCard]:
    reason = "pending" if pending else "table_cards"
    width = 3 if pending else 4
    _check(isinstance(value, list) and len(value) <= (2 if pending else 6), reason, "not a short list")
    assert isinstance(value, list)
    cards = []
    for row in value:
        _check(isinstance(row, list) and len(row) == width, reason, f"a card is not {width} fields")
        card = _card(row[0], reason)
        side = _enum_value(row[1], Side, reason)
        assert isinstance(side, Side)
        slot = row[2]
        _check(slot in (0, 1, 2) and isinstance(slot, int) and not isinstance(slot, bool), reason, "bad slot")
        face_up = False if pending else row[3]
        _check(isinstance(face_up, bool), reason, "face_up is not true/false")
        assert isinstance(slot, int) and isinstance(face_up, bool)
        cards.append(TableCard(card, side, slot, face_up))
    return cards


def _dealt(cards: Sequence[Card], reason: str) -> Coup:
    """The coup ``deal_coup`` deals from exactly ``cards``, in this order."""
    source: Iterator[Card] = iter(cards)

    def draw() -> Card:
        card = next(source, None)
        if card is None:
            raise _fail(reason, "the hand stops before the rules say it does")
        return card

    coup = deal_coup(draw)
    _check(next(source, None) is None, reason, "more cards than the rules deal")
    return coup


def _coups(value: object) -> list[Coup]:
    """The shoe's settled coups: a non-empty list (to_dict leaves the field out when empty) of real coups."""
    _check(isinstance(value, list) and 0 < len(value) <= _MAX_COUPS, "coups", "not a short list of coups")
    assert isinstance(value, list)
    coups = []
    for row in value:
        _check(isinstance(row, list) and 4 <= len(row) <= 6, "coups", "a coup is not four to six cards")
        assert isinstance(row, list)
        coups.append(_dealt([_card(code, "coups") for code in row], "coups"))
    return coups


def _check_coup(cards: list[TableCard]) -> None:
    """The cards, in deal order, are exactly one coup as ``deal_coup`` deals it."""
    coup = _dealt([tc.card for tc in cards], "coup")
    _check(
        deal_layout(coup) == [TableCard(tc.card, tc.side, tc.slot) for tc in cards],
        "coup",
        "cards out of their places",
    )


def _check_reveal_order(table: list[TableCard]) -> None:
    """Third cards come out one at a time, each after every card before it is open."""
    _check(4 <= len(table) <= 6, "table_cards", "a hand has four to six cards")
    _check(not all(tc.face_up for tc in table), "table_cards", "every card open, yet the hand goes on")
    if len(table) > 4:
        _check(all(tc.face_up for tc in table[:-1]), "table_cards", "a third card before the others opened")
