"""What the game writes, it reads back; one bad entry of the top five is dropped alone (issue 22, defect 7).

The saved-data checks (``engine/saved.py``, ``leaderboard.py``) bound a
balance and a score at 10^12 hundredths and a night at 10^8 hands. The engine
used to let a night pass those bounds, the writer wrote it, and the next start
refused the file; and a single out-of-range entry made the whole top five go.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat_qt.boundary.context import Context
from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.events import MAX_AMOUNT, MAX_HANDS, STARTING_BALANCE
from baccarat_qt.engine.session import ActionRefused, Refusal, Session
from baccarat_qt.problems import Problem
from baccarat_qt.store import night_store
from baccarat_qt.store.history_store import HistoryStore
from baccarat_qt.store.leaderboard import MAX_SCORE, Entry, Leaderboard, load_leaderboard, save_leaderboard
from baccarat_qt.store.settings import MAX_NAME_LENGTH, clean_name
from baccarat_qt.store.storage import InvalidData, app_dirs
from tests.support.stored import put_night, saved_night


def rich_night(balance: int, *, hands: int = 10**6) -> Session:
    """A night (betting, no chips placed) whose balance has grown to ``balance`` over ``hands`` hands."""
    data: dict[str, Any] = Session().to_dict()
    data.update(balance=balance, house_net=STARTING_BALANCE - balance, hands_played=hands)
    Session.validate_dict(data)
    return Session.from_dict(data)


def saved_and_read_back(session: Session) -> None:
    """Write the night as the game does and read it as the next start does: the same night, no problem."""
    night = night_store.SavedNight.new(session, deck="clasica")
    put_night(night)
    assert saved_night() == (night, None)


def test_a_hand_that_could_pay_past_the_ceiling_is_not_dealt() -> None:
    """Near 10^12, the bet that could pay past it is refused at REPARTIR; one that cannot is dealt."""
    session = rich_night(MAX_AMOUNT - 600)
    session.place_chip(BetSpot.PLAYER, 2_500)  # a win would pay 5 000: past the ceiling
    with pytest.raises(ActionRefused) as refused:
        session.deal()
    assert refused.value.reason is Refusal.TABLE_LIMIT
    assert not session.can_deal
    saved_and_read_back(session)
    session.remove_last_chip()
    session.place_chip(BetSpot.PLAYER, 500)  # pays at most 1 000: still within
    session.deal()
    while session.coup is not None:
        session.open_next()
    assert session.balance + session.total_bet <= MAX_AMOUNT
    saved_and_read_back(session)
    over = session.leave()
    assert over.score <= MAX_SCORE
    board = Leaderboard([Entry("Ana", over.score, TableKind.CLASSIC, dt.date(2026, 1, 2))])
    save_leaderboard(app_dirs().data, board)
    loaded, problem = load_leaderboard(app_dirs().data)
    assert problem is None and loaded.entries == board.entries


def test_the_night_stops_at_the_hands_ceiling() -> None:
    """A night that has played 10^8 hands deals no more: it could not be saved."""
    session = rich_night(STARTING_BALANCE, hands=MAX_HANDS)
    session.place_chip(BetSpot.BANKER, 500)
    with pytest.raises(ActionRefused) as refused:
        session.deal()
    assert refused.value.reason is Refusal.TABLE_LIMIT
    saved_and_read_back(session)


def test_the_table_limit_is_said_in_words(new_game: Callable[[], Context]) -> None:
    """At the table the refusal names the way on: RETIRARSE, and the score is recorded."""
    game = new_game()
    game.seat.sit(rich_night(MAX_AMOUNT - 600), night_store.new_night_id(), "clasica")
    game.sync()
    game.table.placeChip("player")
    game.table.placeChip("player")
    game.table.placeChip("player")
    game.hand.deal()
    assert "RETIRARSE" in game.announcer.message and "límite" in game.announcer.message


def test_a_session_cannot_start_past_the_ceiling() -> None:
    """The engine refuses a balance the saved-data check would refuse."""
    with pytest.raises(ValueError):
        Session(balance=MAX_AMOUNT + 1)
    with pytest.raises(ValueError):
        night_store.SavedNight.new(Session(balance=60_000), deck="clasica")  # a night starts with 500


@pytest.mark.parametrize(
    "entry",
    [
        ("Ana", MAX_SCORE + 1, TableKind.CLASSIC, dt.date(2026, 1, 2), ""),
        ("Ana", -1, TableKind.CLASSIC, dt.date(2026, 1, 2), ""),
        ("", 100, TableKind.CLASSIC, dt.date(2026, 1, 2), ""),
        ("x" * (MAX_NAME_LENGTH + 1), 100, TableKind.CLASSIC, dt.date(2026, 1, 2), ""),
        ("  Ana\n", 100, TableKind.CLASSIC, dt.date(2026, 1, 2), ""),
        ("Ana", 100, TableKind.CLASSIC, dt.date(2026, 1, 2), "not-a-night-id"),
    ],
)
def test_an_entry_the_loader_would_refuse_cannot_be_made(entry: tuple[Any, ...]) -> None:
    """Out of range, empty, too long, not cleaned, a bad night id: refused where the entry is made."""
    with pytest.raises(InvalidData):
        Entry(*entry)


@settings(max_examples=200, deadline=None)
@given(
    names=st.lists(st.text(min_size=1, max_size=40), min_size=1, max_size=5),
    scores=st.lists(st.integers(min_value=0, max_value=MAX_SCORE), min_size=5, max_size=5),
)
def test_every_top_five_the_game_can_make_reads_back(names: list[str], scores: list[int]) -> None:
    """Names as the score screen cleans them, any score in range: saved, then read back the same."""
    board = Leaderboard()
    for name, score in zip(names, scores, strict=False):
        board.add(Entry(clean_name(name) or "Anónimo", score, TableKind.NO_COMMISSION, dt.date(2026, 5, 1)))
    folder = app_dirs().data
    store, _ = HistoryStore.open(folder, check=False)
    assert store is not None
    store.finish(board)
    loaded, problem = store.top_five()
    store.close()
    assert problem is None and loaded.entries == board.entries
    save_leaderboard(folder, board)  # and as the versions before the database wrote it, for the import
    old, problem = load_leaderboard(folder)
    assert problem is None and old.entries == board.entries


def honest_board() -> Leaderboard:
    """Four honest entries."""
    return Leaderboard(
        [
            Entry(name, score, TableKind.CLASSIC, dt.date(2026, 1, day))
            for day, (name, score) in enumerate(
                [("Ana", 91_000), ("Luis", 70_250), ("Mía", 60_000), ("Zoe", 0)], 1
            )
        ]
    )


@pytest.mark.parametrize(
    "bad",
    [
        {"name": "Trampa", "score": 10**13, "table": "classic", "date": "2026-01-09"},
        {"name": "Trampa", "score": -5, "table": "classic", "date": "2026-01-09"},
        {"name": "Trampa", "score": 500, "table": "casino", "date": "2026-01-09"},
        {"name": "Trampa", "score": 500, "table": "classic", "date": "ayer"},
        "not an entry",
    ],
)
def test_one_bad_entry_is_dropped_alone(bad: object) -> None:
    """The honest four stay; the file as it was is kept aside; the table is written back without the bad one."""
    folder = app_dirs().data
    save_leaderboard(folder, honest_board())
    path = folder / "leaderboard.json"
    document = json.loads(path.read_text())
    document["data"].insert(1, bad)
    raw = json.dumps(document).encode()
    path.write_bytes(raw)

    board, problem = load_leaderboard(folder)
    assert board.entries == honest_board().entries
    assert problem is not None and problem.problem is Problem.PARTLY_INVALID and problem.dropped == 1
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == raw
    again, problem = load_leaderboard(folder)  # written back without it
    assert problem is None and again.entries == honest_board().entries


def test_the_game_tells_the_dropped_entry_and_shows_the_others(new_game: Callable[[], Context]) -> None:
    """At start-up: one line saying one entry was dropped and where the old file is; four rows in the top five."""
    folder = app_dirs().data
    save_leaderboard(folder, honest_board())
    path = folder / "leaderboard.json"
    document = json.loads(path.read_text())
    document["data"].append({"name": "Trampa", "score": 10**13, "table": "classic", "date": "2026-01-09"})
    path.write_text(json.dumps(document))
    game = new_game()
    assert game.night.leaderboard.rowCount() == 4
    lines = game.announcer.notice.splitlines()
    assert len(lines) == 1 and "una entrada con datos imposibles" in lines[0] and "descartado" in lines[0]


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=60))
def test_a_cleaned_name_stays_the_same_when_cleaned_again(name: str) -> None:
    """What the score screen keeps is what the top five reads back (a cut never leaves a space at the end)."""
    once = clean_name(name)
    assert clean_name(once) == once and len(once) <= MAX_NAME_LENGTH
