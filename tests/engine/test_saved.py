"""Saved nights written before the engine was split into modules still load, and save back to the same bytes."""

from __future__ import annotations

import json

import pytest

from baccarat_qt.engine import saved
from baccarat_qt.engine.events import Phase, Side
from baccarat_qt.engine.session import Session

GOLDEN = {
    "betting": '{"table": "no_commission", "rebet": true, "balance": 48500, "start": 50000, "house_net": -2000, "phase": "betting", "chips": [["player", 2500], ["player_pair", 500], ["tie", 500]], "last_chips": [["player", 2500], ["player_pair", 500]], "staked": {}, "table_cards": [["2S", "player", 0, true], ["4H", "banker", 0, true], ["3D", "player", 1, true], ["KC", "banker", 1, true], ["4D", "player", 2, true], ["7C", "banker", 2, true]], "pending": [], "shoe": ["2D", "QD", "KS", "KH", "9C", "TS", "8D", "6C", "7S", "JH", "JS", "4C", "3H", "8S", "JD", "5S", "TH", "6C", "7S", "2C", "3S", "3C", "TC", "6D", "TC", "7D", "3C", "5C", "AD", "8D", "JD", "AH", "JC", "5S", "4S", "TC", "4H", "AS", "4D", "KD", "5D", "8D", "4S", "4H", "JC", "4H", "7C", "TD", "2S", "4D", "TD", "9H", "9H", "QH", "KC", "5S", "9H", "2C", "3C", "6D", "5H", "9D", "7D", "5H", "AH", "JC", "6S", "3H", "2D"], "shuffles": 0, "hands_played": 1}',
    "revealing_pending": '{"table": "classic", "rebet": false, "balance": 40000, "start": 50000, "house_net": 0, "phase": "revealing", "chips": [], "last_chips": [["banker", 10000]], "staked": {"banker": 10000}, "table_cards": [["2S", "player", 0, true], ["4H", "banker", 0, true], ["3D", "player", 1, true], ["KC", "banker", 1, true], ["4D", "player", 2, false]], "pending": [["7C", "banker", 2]], "shoe": ["2D", "QD", "KS", "KH", "9C", "TS", "8D", "6C", "7S", "JH", "JS", "4C", "3H", "8S", "JD", "5S", "TH", "6C", "7S", "2C", "3S", "3C", "TC", "6D", "TC", "7D", "3C", "5C", "AD", "8D", "JD", "AH", "JC", "5S", "4S", "TC", "4H", "AS", "4D", "KD", "5D", "8D", "4S", "4H", "JC", "4H", "7C", "TD", "2S", "4D", "TD", "9H", "9H", "QH", "KC", "5S", "9H", "2C", "3C", "6D", "5H", "9D", "7D", "5H", "AH", "JC", "6S", "3H", "2D"], "shuffles": 0, "hands_played": 0}',
    "revealing_last": '{"table": "classic", "rebet": false, "balance": 40000, "start": 50000, "house_net": 0, "phase": "revealing", "chips": [], "last_chips": [["banker", 10000]], "staked": {"banker": 10000}, "table_cards": [["2S", "player", 0, true], ["4H", "banker", 0, true], ["3D", "player", 1, true], ["KC", "banker", 1, true], ["4D", "player", 2, true], ["7C", "banker", 2, false]], "pending": [], "shoe": ["2D", "QD", "KS", "KH", "9C", "TS", "8D", "6C", "7S", "JH", "JS", "4C", "3H", "8S", "JD", "5S", "TH", "6C", "7S", "2C", "3S", "3C", "TC", "6D", "TC", "7D", "3C", "5C", "AD", "8D", "JD", "AH", "JC", "5S", "4S", "TC", "4H", "AS", "4D", "KD", "5D", "8D", "4S", "4H", "JC", "4H", "7C", "TD", "2S", "4D", "TD", "9H", "9H", "QH", "KC", "5S", "9H", "2C", "3C", "6D", "5H", "9D", "7D", "5H", "AH", "JC", "6S", "3H", "2D"], "shuffles": 0, "hands_played": 0}',
    "over": '{"table": "classic", "rebet": true, "balance": 0, "start": 500, "house_net": 500, "phase": "over", "chips": [], "last_chips": [["banker", 500]], "staked": {}, "table_cards": [["9H", "player", 0, true], ["4C", "banker", 0, true], ["KS", "player", 1, true], ["4D", "banker", 1, true]], "pending": [], "shoe": ["AD", "JD", "JS", "QD", "QS", "3H", "2D", "6C", "6S", "JH", "KD", "9D", "2H", "4S", "TD", "4S", "9H", "9H", "6S", "AC", "6S", "AH", "7C", "5D", "9C", "6D", "9C", "5C", "QD", "3C", "6D", "AH", "TS", "6D", "5H", "QD", "TH", "4H", "JH", "JC", "9C", "JD", "6S", "2H", "4S", "4D", "7D", "9D", "KH", "AD", "9D", "8H", "3C", "4H", "QC", "3S", "4C", "8S", "8H", "9D", "6C", "8C", "AD", "3H", "KH", "TC"], "shuffles": 0, "hands_played": 1}',
    "left": '{"table": "classic", "rebet": true, "balance": 50500, "start": 50000, "house_net": -500, "phase": "left", "chips": [], "last_chips": [["player", 500]], "staked": {}, "table_cards": [["9H", "player", 0, true], ["4C", "banker", 0, true], ["KS", "player", 1, true], ["4D", "banker", 1, true]], "pending": [], "shoe": ["AD", "JD", "JS", "QD", "QS", "3H", "2D", "6C", "6S", "JH", "KD", "9D", "2H", "4S", "TD", "4S", "9H", "9H", "6S", "AC", "6S", "AH", "7C", "5D", "9C", "6D", "9C", "5C", "QD", "3C", "6D", "AH", "TS", "6D", "5H", "QD", "TH", "4H", "JH", "JC", "9C", "JD", "6S", "2H", "4S", "4D", "7D", "9D", "KH", "AD", "9D", "8H", "3C", "4H", "QC", "3S", "4C", "8S", "8H", "9D", "6C", "8C", "AD", "3H", "KH", "TC"], "shuffles": 0, "hands_played": 1}',
}
"""``json.dumps(session.to_dict())`` at commit 9aa7439, when ``Session`` still held its own persistence."""


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_old_saved_night_round_trips_byte_for_byte(name: str) -> None:
    """Validated, rebuilt and written again, an old saved night gives back the very same JSON."""
    data = json.loads(GOLDEN[name])
    saved.validate_dict(data)
    Session.validate_dict(data)
    session = Session.from_dict(data)
    assert json.dumps(session.to_dict()) == GOLDEN[name]
    assert json.dumps(saved.to_dict(saved.from_dict(data))) == GOLDEN[name]


def test_old_saved_night_plays_on() -> None:
    """A night saved with the banker's third card still held back deals it, and settles as before."""
    session = Session.from_dict(json.loads(GOLDEN["revealing_pending"]))
    assert (session.phase, len(session.table_cards), session.cards_left) == (Phase.REVEALING, 5, 70)
    assert session.open_total(Side.PLAYER) == 5 and session.next_face_down() == 4
    session.open_next()
    assert json.dumps(session.to_dict()) == GOLDEN["revealing_last"]
    session.open_next()
    assert session.phase is Phase.BETTING
    assert session.last_result is not None and session.last_result.coup.banker_total == 1
    assert session.balance == 40_000  # the banker lost 9 to 1


def test_session_methods_are_the_module_functions() -> None:
    """``Session.to_dict/validate_dict/from_dict`` and ``saved`` give the same results."""
    session = Session()
    assert session.to_dict() == saved.to_dict(session)
    broken = session.to_dict() | {"balance": 60_000}
    for validate in (Session.validate_dict, saved.validate_dict):
        with pytest.raises(ValueError, match="conservation"):
            validate(broken)
