"""A night's state as plain data and back: the one place that reads and sets ``Session``'s private fields.

:func:`to_dict` gives JSON-ready data; :func:`restore` rebuilds a session
from data that passed :func:`~baccarat_qt.engine.saved_check.validate_dict`.
``baccarat_qt.engine.saved`` gives both, with the check, under their public names.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from baccarat_qt.engine.cards import Card
from baccarat_qt.engine.events import Phase, Side, TableCard
from baccarat_qt.engine.payouts import BetSpot, TableKind
from baccarat_qt.engine.reveal import Reveal
from baccarat_qt.engine.saved_cards import CARD_CODES, dealt
from baccarat_qt.engine.shoe import Shoe

if TYPE_CHECKING:
    from baccarat_qt.engine.session import Session

__all__ = ["restore", "to_dict"]


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


def restore(data: Mapping[str, object], session_class: type[Session]) -> Session:
    """Rebuild a session (a ``session_class``, that is ``Session``) saved by :func:`to_dict`.

    The data must already have passed ``validate_dict``; this only
    reassembles it.
    """
    session = session_class(
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
    codes = [[CARD_CODES[str(code)] for code in _seq(row)] for row in _seq(data.get("coups", []))]
    session._coups = [dealt(cards, "coups") for cards in codes]
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
