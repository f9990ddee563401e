"""Saved data that could be real: the check of a night's plain data before it is rebuilt."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from baccarat_qt.engine.bets import bet_totals
from baccarat_qt.engine.events import (
    CHIPS,
    MAX_AMOUNT,
    MAX_HANDS,
    MAX_PER_SPOT,
    MIN_PER_SPOT,
    Phase,
)
from baccarat_qt.engine.payouts import BetSpot, TableKind, most_returned
from baccarat_qt.engine.saved_cards import (
    CARD_CODES,
    check,
    check_coup,
    check_reveal_order,
    coups_of,
    enum_value,
    table_cards_of,
)
from baccarat_qt.engine.shoe import CUT_CARD_AT, DECKS, SHOE_SIZE

__all__ = ["validate_dict"]


def validate_dict(data: object) -> None:
    """Check that ``data`` is a state ``saved.to_dict`` could have written.

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
    given to ``saved.from_dict``.

    >>> from baccarat_qt.engine.saved_data import to_dict
    >>> from baccarat_qt.engine.session import Session
    >>> validate_dict(to_dict(Session()))
    >>> validate_dict(to_dict(Session()) | {"balance": 60_000})
    Traceback (most recent call last):
    ...
    baccarat_qt.engine.events.InvalidSessionData: conservation: chips were lost or created

    Raises:
        InvalidSessionData: with the rule that failed.
    """
    check(isinstance(data, Mapping), "type", "not an object")
    assert isinstance(data, Mapping)
    check(_KEYS <= set(data) <= _KEYS | {"coups"}, "keys", "missing or unknown fields")
    kind = enum_value(data["table"], TableKind, "table")
    assert isinstance(kind, TableKind)
    check(isinstance(data["rebet"], bool), "rebet", "not true/false")
    phase = enum_value(data["phase"], Phase, "phase")
    balance = _bounded(data, "balance", 0, MAX_AMOUNT)
    start = _bounded(data, "start", 1, MAX_AMOUNT)
    house_net = _bounded(data, "house_net", -MAX_AMOUNT, MAX_AMOUNT)
    hands = _bounded(data, "hands_played", 0, MAX_HANDS)
    _bounded(data, "shuffles", 0, MAX_HANDS)
    chips = _chip_rows(data["chips"], "chips")
    last = _chip_rows(data["last_chips"], "last_chips")
    staked = _staked(data["staked"])
    spots = {spot for spot, _ in chips + last} | set(staked)
    check(spots <= set(kind.spots), "table", "chips on a spot this table does not have")
    table = table_cards_of(data["table_cards"], pending=False)
    pending = table_cards_of(data["pending"], pending=True)
    shoe = data["shoe"]
    check(isinstance(shoe, list) and len(shoe) <= SHOE_SIZE, "shoe", "not a list of cards")
    assert isinstance(shoe, list)
    check(all(type(code) is str for code in shoe), "shoe", "a card is not text")
    counts = Counter(shoe)
    check(set(counts) <= CARD_CODES.keys(), "shoe", "no such card")
    coups = coups_of(data["coups"]) if "coups" in data else []
    check(len(coups) <= hands, "coups", "more coups than hands played")

    if phase is Phase.REVEALING:
        check(not chips, "chips", "chips placed during a hand")
        check(bool(staked), "staked", "a hand with nothing at stake")
        check(staked == bet_totals(last), "staked", "the stake is not the chips that were placed")
        on_table = sum(staked.values())
        check_coup(table + pending)
        check_reveal_order(table)
    else:
        check(not staked and not pending, "staked", "a stake with no hand on the table")
        on_table = sum(chip for _, chip in chips)
        if table:
            check_coup(table)
            check(all(tc.face_up for tc in table), "table_cards", "a settled hand with a card face down")
        if hands == 0:
            check(not table and not last, "hands_played", "a previous hand that was never played")
        if phase is not Phase.BETTING:
            check(not chips, "chips", "chips on the table after the night ended")
        if phase is Phase.OVER:
            check(balance < MIN_PER_SPOT, "phase", "the night is over with chips enough to play")
        if coups:
            settled = [tc.card for tc in table]
            check(
                settled == list(coups[-1].cards_in_deal_order),
                "coups",
                "the last coup is not the one on the table",
            )

    check(balance + on_table + house_net == start, "conservation", "chips were lost or created")
    check(-hands * _MAX_WIN <= house_net <= hands * _MAX_STAKE, "house_net", "more than the hands played")

    in_hand = table + pending if phase is Phase.REVEALING else [] if coups else table
    if phase is not Phase.REVEALING and len(shoe) == SHOE_SIZE:
        check(all(counts[code] == DECKS for code in CARD_CODES), "shoe", "not eight full decks")
        check(not coups, "coups", "coups of a shoe that was just shuffled")
    else:
        counts.update(str(tc.card) for tc in in_hand)
        counts.update(str(card) for coup in coups for card in coup.cards_in_deal_order)
        check(max(counts.values(), default=0) <= DECKS, "shoe", "a card more often than eight decks hold")
    dealt_now = len(table) + len(pending) if phase is Phase.REVEALING else 0
    check(len(shoe) + dealt_now > CUT_CARD_AT, "shoe", "a hand dealt past the cut card")


# --- the checks of the fields -----------------------------------------------------------

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


def _bounded(data: Mapping[str, object], key: str, low: int, high: int) -> int:
    value = data[key]
    check(isinstance(value, int) and not isinstance(value, bool), key, "not an integer")
    assert isinstance(value, int)
    check(low <= value <= high, key, f"{value} is outside {low}..{high}")
    return value


def _chip_rows(value: object, reason: str) -> list[tuple[BetSpot, int]]:
    check(isinstance(value, list) and len(value) <= _MAX_CHIPS, reason, "not a short list")
    assert isinstance(value, list)
    chips: list[tuple[BetSpot, int]] = []
    for row in value:
        check(isinstance(row, list) and len(row) == 2, reason, "a chip is not [spot, value]")
        spot = enum_value(row[0], BetSpot, reason)
        assert isinstance(spot, BetSpot)
        chip = row[1]
        check(chip in CHIPS and isinstance(chip, int) and not isinstance(chip, bool), reason, "no such chip")
        chips.append((spot, chip))
    _check_bet_totals(bet_totals(chips), reason)
    return chips


def _check_bet_totals(totals: Mapping[BetSpot, int], reason: str) -> None:
    check(sum(spot.is_side for spot in totals) <= 1, reason, "chips on both JUGADOR and BANCA")
    for spot, amount in totals.items():
        check(MIN_PER_SPOT <= amount <= MAX_PER_SPOT, reason, f"{spot.value} holds {amount}")


def _staked(value: object) -> dict[BetSpot, int]:
    check(isinstance(value, dict) and len(value) <= len(BetSpot), "staked", "not a small object")
    assert isinstance(value, dict)
    staked: dict[BetSpot, int] = {}
    for key, amount in value.items():
        spot = enum_value(key, BetSpot, "staked")
        assert isinstance(spot, BetSpot)
        check(isinstance(amount, int) and not isinstance(amount, bool), "staked", "not an integer")
        staked[spot] = amount
    _check_bet_totals(staked, "staked")
    return staked
