"""Rows edited without the installation's key are refused (issue 27, case 10).

The night in progress (its whole document: balance and house net too, not only
the sealed cards) and each top-five row carry a tag, an HMAC under the key in
the configuration folder. Each test edits the real database as a player with
the ``sqlite3`` tool would, starts the game on it and reads what it shows
through its public objects: the edited row is not taken, it is kept aside
byte for byte, the player is told in words what was lost and where the copy
is, and the good rows stay.
"""

from __future__ import annotations

import datetime as dt
import json
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from baccarat_qt.boundary.context import Context
from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.reach import HIGHEST_SCORE
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import Shoe, scripted
from baccarat_qt.store import saved_rows, seal
from baccarat_qt.store.history_store import FILE_NAME, MIGRATIONS, HistoryStore
from baccarat_qt.store.leaderboard import Entry, Leaderboard
from baccarat_qt.store.night_store import PLAIN_VERSION, SCHEMA, SavedNight
from baccarat_qt.store.settings import Settings, clean_name, save_settings
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import play_a_hand
from tests.support.stored import night_document, put_night_document, saved_board

NAMES = ("Ana", "Luis", "Nora")


def a_game_on_disk(new_game: Callable[[], Context]) -> Path:
    """A top five of three written by the game, and a night of one hand in progress."""
    data = app_dirs().data
    data.mkdir(parents=True, exist_ok=True)
    store, _ = HistoryStore.open(data)
    assert store is not None
    entries = [Entry(n, 90_000 - i, TableKind.CLASSIC, dt.date(2026, 3, 1)) for i, n in enumerate(NAMES)]
    store.finish(Leaderboard(entries))
    store.close()
    game = new_game()
    assert game.announcer.notice == "" and game.night.leaderboard.rowCount() == 3
    game.night.startNight()
    play_a_hand(game)
    game.seat.close()
    return data / FILE_NAME


def run(path: Path, sql: str, *args: object) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute(sql, args)
    finally:
        db.close()


@pytest.fixture(autouse=True)
def _application(qapp: object) -> None:
    """Qt's translations need an application: the notices are checked in English."""


def in_english() -> None:
    save_settings(app_dirs().config, Settings(language="en"))


def night_set_aside(game: Context, document: object) -> None:
    """The night is not offered, its row kept aside as it was, and the player told (in English)."""
    assert not game.night.savedNightAvailable
    (aside,) = app_dirs().data.glob("night.descartado-*.json")
    assert json.loads(aside.read_text()) == document
    notice = game.announcer.notice
    assert "saved night" in notice and "seal does not match" in notice and str(aside) in notice, notice
    assert game.night.leaderboard.rowCount() == 3, "the top five is not touched"


def test_balance_and_house_net_edited_in_the_night(new_game: Callable[[], Context]) -> None:
    """2,000 chips added to the balance (and taken from the house net, so the chips still add up)."""
    a_game_on_disk(new_game)
    document = night_document()
    assert document is not None
    session = document["data"]["session"]  # type: ignore[index]
    session["balance"] += 200_000
    session["house_net"] -= 200_000
    put_night_document(document)
    in_english()
    night_set_aside(new_game(), document)


def test_an_unsealed_version_1_night_with_a_stacked_shoe(new_game: Callable[[], Context]) -> None:
    """A plain night written without the key (the shoe stacked: a natural 9 for the player, hand after hand)."""
    a_game_on_disk(new_game)
    stacked = Session(shoe=Shoe(shuffler=scripted(["9H", "2C", "KS", "3D"] * 8)))
    night = SavedNight.new(stacked, deck="clasica")
    document = {"schema": SCHEMA, "version": PLAIN_VERSION, "data": night.to_data()}
    put_night_document(json.dumps(document))
    in_english()
    game = new_game()
    night_set_aside(game, document)
    game.night.startNight()  # nothing re-seals the stacked night
    saved = night_document()
    assert saved is not None and saved["data"]["night"] != night.night_id  # type: ignore[index]


def test_a_score_raised_with_sqlite(new_game: Callable[[], Context]) -> None:
    """``UPDATE top_five SET score = 99999999999``: that row alone set aside, the others shown."""
    path = a_game_on_disk(new_game)
    run(path, "UPDATE top_five SET score = 99999999999 WHERE name = 'Luis'")
    in_english()
    game = new_game()
    assert game.night.leaderboard.rowCount() == 2 and game.night.savedNightAvailable
    (aside,) = path.parent.glob("leaderboard.descartado-*.json")
    assert [row[1:3] for row in json.loads(aside.read_text()) if row[1] == "Luis"] == [["Luis", 99999999999]]
    (copy,) = path.parent.glob("history.descartado-*.sqlite3")
    notice = game.announcer.notice
    assert "an entry changed outside the game" in notice and "seal does not match" in notice, notice
    assert str(aside) in notice and str(copy) in notice
    assert [e.name for e in saved_board().entries] == ["Ana", "Nora"]
    assert new_game().announcer.notice == "", "said once: the good rows were written back, tagged"


def test_tags_removed(new_game: Callable[[], Context]) -> None:
    """A row whose tag was set to NULL (a row as an older game wrote it, appearing after the migration)."""
    path = a_game_on_disk(new_game)
    document = night_document()
    run(path, "UPDATE top_five SET tag = NULL WHERE place = 0")
    run(path, "UPDATE resume SET tag = NULL")
    in_english()
    game = new_game()
    assert not game.night.savedNightAvailable and game.night.leaderboard.rowCount() == 2
    assert [e.name for e in saved_board().entries] == ["Luis", "Nora"]
    (aside,) = app_dirs().data.glob("night.descartado-*.json")
    assert json.loads(aside.read_text()) == document


def test_rows_copied_from_another_installation(new_game: Callable[[], Context], tmp_path: Path) -> None:
    """A top-five row and a whole night copied, tag and all, from another installation's database."""
    path = a_game_on_disk(new_game)
    other = tmp_path / "other"
    other.mkdir()
    store, _ = HistoryStore.open(other, key_folder=tmp_path / "other-config")
    assert store is not None
    store.finish(Leaderboard([Entry("Zoë", 2_000_000, TableKind.EZ, dt.date(2026, 3, 2))]))
    store.close()
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("ATTACH DATABASE ? AS other", (str(other / FILE_NAME),))
        db.execute("DELETE FROM top_five WHERE place = 2")
        db.execute("UPDATE other.top_five SET place = 2")
        db.execute("INSERT INTO top_five SELECT * FROM other.top_five")
    finally:
        db.close()
    in_english()
    game = new_game()
    assert game.night.leaderboard.rowCount() == 2 and game.night.savedNightAvailable
    assert "an entry changed outside the game or brought from another installation" in game.announcer.notice
    assert [e.name for e in saved_board().entries] == ["Ana", "Luis"]


def test_the_night_copied_from_another_installation(new_game: Callable[[], Context], tmp_path: Path) -> None:
    """This installation's night replaced by another's, with its tag (its sealed cards would not open either)."""
    path = a_game_on_disk(new_game)
    other_home = tmp_path / "other"
    shutil.copytree(app_dirs().data, other_home / "data")
    (other_home / "config").mkdir()
    store, _ = HistoryStore.open(other_home / "data", key_folder=other_home / "config")
    assert store is not None
    night = SavedNight.new(Session(), deck="clasica")
    key = seal.key_for_writing(other_home / "config")
    document = saved_rows.night_document(night, key)
    store.record(night.night_id, table=night.table, deck=night.deck, start_balance=50_000, resume=document)
    store.close()
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("ATTACH DATABASE ? AS other", (str(other_home / "data" / FILE_NAME),))
        db.execute("DELETE FROM resume")
        db.execute("INSERT INTO resume SELECT * FROM other.resume")
    finally:
        db.close()
    in_english()
    night_set_aside(new_game(), json.loads(document))


def an_older_games_file(new_game: Callable[[], Context]) -> tuple[Path, dict[str, object]]:
    """A database as the game before tags left it (schema 4): its top five and a night in progress."""
    data = app_dirs().data
    data.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(data / FILE_NAME, isolation_level=None)
    try:
        for step in MIGRATIONS[:4]:
            step(db)
        db.execute("PRAGMA user_version = 4")
        for place, name in enumerate(NAMES):
            db.execute(
                "INSERT INTO top_five (place, name, score, tbl, day, night) VALUES (?, ?, ?, 'classic', ?, '')",
                (place, name, 90_000 - place, "2026-03-01"),
            )
        session = Session()
        session.place_chip(BetSpot.BANKER, 2_500)
        night = SavedNight.new(session, deck="clasica")
        document = saved_rows.night_document(night, seal.key_for_writing(app_dirs().config))
        db.execute("INSERT INTO resume (id, doc) VALUES (1, ?)", (document,))
    finally:
        db.close()
    return data / FILE_NAME, json.loads(document)


def test_an_older_games_rows_are_taken_once_and_a_later_untagged_row_is_not(
    new_game: Callable[[], Context],
) -> None:
    """The rows an older game wrote are tagged as the file is brought to schema 6 (the player loses
    nothing); an untagged row that appears after that is refused."""
    path, document = an_older_games_file(new_game)
    game = new_game()
    assert game.announcer.notice == "" and game.night.savedNightAvailable
    assert game.night.leaderboard.rowCount() == 3
    assert night_document() == document
    game.seat.close()
    run(
        path,
        "INSERT INTO top_five (place, name, score, tbl, day, night) VALUES (3, 'Eve', 95000, 'ez', ?, '')",
        "2026-03-02",
    )
    game = new_game()
    assert game.night.leaderboard.rowCount() == 3 and "mejores puntajes" in game.announcer.notice
    assert [e.name for e in saved_board().entries] == list(NAMES)


def test_every_name_table_and_score_reads_back_after_a_restart(new_game: Callable[[], Context]) -> None:
    """What the game writes, tagged, reads back in a new process' worth of objects: names with accents,
    emoji, spaces cleaned as the game cleans them, every table, the highest score a night can reach."""
    data = app_dirs().data
    data.mkdir(parents=True, exist_ok=True)
    names = [clean_name(n) for n in ("  Lucía  ", "Zoë 🎲", 'O\'Brien "Ñ"', "x" * 30, "李")]
    entries = [
        Entry(name, score, table, dt.date(2026, 12, 31), night)
        for name, score, table, night in zip(
            names,
            [HIGHEST_SCORE, 0, 1, 123_456_789, 50_000],
            [*TableKind, TableKind.EZ, TableKind.CLASSIC],
            ["ab" * 16, "", "cd" * 16, "", "ef" * 16],
            strict=True,
        )
    ]
    store, _ = HistoryStore.open(data)
    assert store is not None
    store.finish(Leaderboard(entries))
    store.close()
    game = new_game()
    assert game.announcer.notice == "" and game.night.leaderboard.rowCount() == 5
    assert saved_board().entries == Leaderboard(entries).entries


def test_a_tagged_score_no_night_can_reach_is_refused(new_game: Callable[[], Context]) -> None:
    """Even with the key (a determined owner), a score above what any night can end with is refused."""
    path = a_game_on_disk(new_game)
    key = seal.load_key(app_dirs().config)
    assert key is not None
    fields = [b"0", b"Ana", str(HIGHEST_SCORE + 1).encode(), b"classic", b"2026-03-01", b""]
    tag = seal.row_tag(key, b"baccarat-qt/top-five", fields)
    run(path, "UPDATE top_five SET score = ?, tag = ? WHERE place = 0", HIGHEST_SCORE + 1, tag)
    game = new_game()
    assert "una entrada con datos imposibles" in game.announcer.notice, game.announcer.notice
    assert [e.name for e in saved_board().entries] == ["Luis", "Nora"]
