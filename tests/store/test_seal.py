"""The saved night does not show the cards to come (issue 22, defect 9).

The night in progress (``night.json`` once, a row of the game's database
now) must hold the shoe in order and the face-down cards (a crash loses
nothing), and used to hold them in plain text: any editor showed the next
cards and which face-down card was which. Now the cards are sealed with a key
kept in the configuration folder (``baccarat_qt.store.seal`` says why, and how far
it goes).
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from baccarat_qt.boundary.context import Context
from baccarat_qt.engine import BetSpot
from baccarat_qt.engine.session import Session
from baccarat_qt.store import night_store, seal
from baccarat_qt.store.history_store import FILE_NAME as DATABASE
from baccarat_qt.store.storage import app_dirs
from tests.support.stored import night_document, put_night_document, saved_night, write_old_night

CARD = re.compile(r'"(?:[2-9TJQKA][SHDC])"')
"""A card code as JSON writes it ("9H")."""


def mid_hand(game: Context) -> Session:
    """A night with a hand dealt and its cards still face down."""
    game.night.startNight()
    game.table.placeChip("banker")
    game.hand.deal()
    session = game.seat.session
    assert session is not None and session.coup is not None
    return session


def test_the_night_file_shows_no_card(new_game: Callable[[], Context]) -> None:
    """Mid-hand, the database names no card, has no shoe in sight, and the key is elsewhere and private."""
    game = new_game()
    session = mid_hand(game)
    document = night_document()
    assert document is not None
    text = json.dumps(document)
    assert not CARD.search(text), CARD.search(text)
    for name in (DATABASE, f"{DATABASE}-wal"):  # nor anywhere in the file's bytes
        path = app_dirs().data / name
        raw = path.read_bytes().decode("latin-1") if path.exists() else ""
        assert not CARD.search(raw.replace('\\"', '"')), name
    assert document["version"] == night_store.VERSION
    data = document["data"]
    assert isinstance(data, dict)
    assert not set(night_store.SEALED_FIELDS) & set(data["session"])
    assert data["session"]["balance"] == session.balance  # the rest is still readable
    key = app_dirs().config / seal.KEY_FILE
    assert key.is_file() and not (app_dirs().data / seal.KEY_FILE).exists()
    assert stat.S_IMODE(key.stat().st_mode) & 0o077 == 0, "the key is readable by its owner only"
    night, problem = saved_night()
    assert problem is None and night is not None
    assert night.session().to_dict() == session.to_dict()


def test_an_old_plain_file_loads_and_is_sealed_from_then_on(new_game: Callable[[], Context]) -> None:
    """A night written in plain text (version 1, by an earlier game) is imported sealed and offered."""
    data = app_dirs().data
    session = Session()
    session.place_chip(BetSpot.PLAYER, 2_500)
    night = night_store.SavedNight.new(session, deck="clasica")
    data.mkdir(parents=True)
    (data / night_store.FILE_NAME).write_text(
        json.dumps(
            {"schema": night_store.SCHEMA, "version": night_store.PLAIN_VERSION, "data": night.to_data()}
        )
    )
    assert CARD.search((data / night_store.FILE_NAME).read_text())
    game = new_game()
    assert game.announcer.notice == "" and game.night.savedNightAvailable
    document = night_document()
    assert document is not None and document["version"] == night_store.VERSION
    assert not CARD.search(json.dumps(document))
    assert (data / f"{night_store.FILE_NAME}.imported").exists()  # the old file kept, as it was
    game.night.continueNight()
    game.hand.deal()
    document = night_document()
    assert document is not None and document["version"] == night_store.VERSION
    assert not CARD.search(json.dumps(document))


@pytest.mark.parametrize("damage", ["no key", "another key", "a changed byte", "a key that is a pipe"])
def test_a_sealed_night_that_does_not_open_is_set_aside(new_game: Callable[[], Context], damage: str) -> None:
    """Missing or wrong key, or a sealed byte changed: the night is set aside with a notice, like any bad file."""
    mid_hand(new_game())
    key = app_dirs().config / seal.KEY_FILE
    document = night_document()
    assert document is not None
    if damage == "no key":
        key.unlink()
    elif damage == "another key":
        key.write_text(os.urandom(32).hex())
    elif damage == "a key that is a pipe":
        key.unlink()
        os.mkfifo(key)
    else:
        cards = document["data"]["cards"]  # type: ignore[index]
        cards["sealed"] = ("B" if cards["sealed"][0] != "B" else "C") + cards["sealed"][1:]
        put_night_document(document)

    game = new_game()
    assert not game.night.savedNightAvailable
    assert "noche guardada" in game.announcer.notice and "llave" in game.announcer.notice
    assert night_document() is None
    moved = list(app_dirs().data.glob("night.descartado-*.json"))
    assert len(moved) == 1 and json.loads(moved[0].read_text()) == document
    _night, problem = saved_night()
    assert problem is None

    game.night.startNight()  # the next night is sealed with a key that works
    night, problem = saved_night()
    assert problem is None and night is not None


def test_where_no_key_can_be_kept_the_night_is_played_but_not_trusted_later(
    new_game: Callable[[], Context],
) -> None:
    """A configuration folder that cannot be written: the night is still saved (unsealed, untagged) and
    played on; the next start cannot vouch for a row without a tag (anyone could have written it, issue 27
    case 10), so it is set aside, kept byte for byte, and the player is told."""
    config = app_dirs().config
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text("not a folder")
    game = new_game()
    mid_hand(game)
    document = night_document()
    assert document is not None and document["version"] == night_store.PLAIN_VERSION
    game = new_game()
    assert not game.night.savedNightAvailable
    assert "noche guardada" in game.announcer.notice and "sello" in game.announcer.notice
    moved = list(app_dirs().data.glob("night.descartado-*.json"))
    assert len(moved) == 1 and json.loads(moved[0].read_text()) == document


def test_an_old_sealed_file_is_imported_with_its_key(new_game: Callable[[], Context]) -> None:
    """A night.json sealed by the version before the database opens with the key beside it and is imported."""
    session = Session()
    session.place_chip(BetSpot.BANKER, 10_000)
    night = night_store.SavedNight.new(session, deck="azul")
    app_dirs().data.mkdir(parents=True)
    write_old_night(app_dirs().data, night)
    game = new_game()
    assert game.announcer.notice == "" and game.night.savedNightAvailable
    assert saved_night() == (night, None)


def test_a_damaged_key_is_set_aside_and_replaced(tmp_path: Path) -> None:
    """A key file with garbage in it opens nothing; the next save moves it aside and makes a new one."""
    folder = tmp_path / "config"
    folder.mkdir()
    (folder / seal.KEY_FILE).write_text("not a key")
    assert seal.load_key(folder) is None
    key = seal.key_for_writing(folder)
    assert key is not None and seal.load_key(folder) == key
    assert len(list(folder.glob("night.descartado-*.key"))) == 1
