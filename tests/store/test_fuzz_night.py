"""Thousands of damaged and hostile nights thrown at the loaders: the old night file the import
reads, and the night's row in the game's database.

A seeded mutator (``tests/support/mutator.py``) starts from real nights saved at every point of play
(``tests/support/fuzz_files.py``), plain and sealed, and breaks them: truncations, flipped and
inserted bytes, values of the wrong type, missing and unknown keys, extreme numbers, deep nesting,
duplicated and impossible cards, unknown versions. For each, the loader must not raise; a file it
refuses must be moved aside; and whatever it accepts must hold every invariant, checked here
independently of the loader's own validation, and a loaded night must play on without error.
"""

from __future__ import annotations

import json
import random
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from baccarat_qt.engine import BetSpot, Card, deal_coup
from baccarat_qt.engine.events import CHIPS, MAX_PER_SPOT, STARTING_BALANCE, ActionRefused, Phase
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import CUT_CARD_AT, SHOE_SIZE
from baccarat_qt.store import night_store, saved_rows, seal
from baccarat_qt.store.history_store import HistoryStore
from baccarat_qt.store.storage import app_dirs
from tests.support.fuzz_files import night_states, run_cases
from tests.support.mutator import ALL_CODES, mutate_bytes, mutate_night, mutate_structure, special_files
from tests.support.tmpfs import Mount

NIGHT_CASES = 4_000
"""Damaged nights thrown at the night file's loader."""
ROW_CASES = 2_000
"""The same damage (the same mutator, the same mix of plain and sealed) in the database's row: every refusal there
copies the database aside, synced, through ``cp``, some 5 ms of CPU a case; the mutations themselves are the file
loader's 4,000."""
SEALED_SHARE = 0.15


def night_document(session_data: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The whole file for one night in plain text (version 1: earlier games wrote it, and the game
    still does when no key can be stored), every field in reach of the mutator."""
    return {
        "schema": night_store.SCHEMA,
        "version": night_store.PLAIN_VERSION,
        "data": {"session": session_data, "deck": rng.choice(["clasica", "azul"]), "night": "ab" * 16},
    }


def sealed_documents(states: list[dict[str, Any]], folder: Path) -> list[dict[str, Any]]:
    """Nights as the game writes them (version 2, the cards sealed with this test's key)."""
    del folder
    key = seal.key_for_writing(app_dirs().config)
    return [
        json.loads(saved_rows.night_document(night_store.SavedNight(state, "clasica", f"{index:032x}"), key))
        for index, state in enumerate(states)
    ]


def check_night(night: night_store.SavedNight) -> None:
    """What a loaded night must satisfy, computed here from the raw data, then a few hands played."""
    data = night.session_data
    phase = data["phase"]
    chips = data["chips"]
    staked = data["staked"]
    on_table = sum(staked.values()) if phase == "revealing" else sum(chip for _, chip in chips)
    assert data["start"] == STARTING_BALANCE
    assert data["balance"] + on_table + data["house_net"] == STARTING_BALANCE
    assert 0 <= data["balance"] <= 10**12
    for rows in (chips, data["last_chips"]):
        totals: Counter[str] = Counter()
        for spot, chip in rows:
            assert chip in CHIPS
            totals[spot] += chip
        assert all(amount <= MAX_PER_SPOT for amount in totals.values())
        assert not ("player" in totals and "banker" in totals)
    cards = Counter(data["shoe"])
    if not (phase != "revealing" and len(data["shoe"]) == SHOE_SIZE):
        cards.update(row[0] for row in data["table_cards"])
        cards.update(row[0] for row in data["pending"] if phase == "revealing")
    assert set(cards) <= set(ALL_CODES) and max(cards.values(), default=0) <= 8
    assert len(data["shoe"]) <= SHOE_SIZE
    if phase == "revealing":
        dealt = [Card.parse(row[0]) for row in data["table_cards"] + data["pending"]]
        source = iter(dealt)
        coup = deal_coup(lambda: next(source))
        assert list(coup.cards_in_deal_order) == dealt
        assert len(data["shoe"]) + len(dealt) > CUT_CARD_AT
        assert on_table > 0
    else:
        assert len(data["shoe"]) > CUT_CARD_AT
    play_on(night.session())


def play_on(session: Session) -> None:
    """A loaded night plays on: every action works or is refused, chips stay conserved."""
    rng = random.Random(len(session.shoe.remaining))
    for _ in range(40):
        try:
            if session.phase is Phase.BETTING:
                if rng.random() < 0.5:
                    session.place_chip(rng.choice(list(BetSpot)), rng.choice(CHIPS))
                else:
                    session.deal()
            elif session.phase is Phase.REVEALING:
                session.open_next()
            else:
                break
        except ActionRefused:
            pass
        assert session.balance + session.total_bet + session.house_net == session.starting_balance
    Session.validate_dict(session.to_dict())


def night_loader(folder: Path) -> tuple[Any, Any]:
    """load_night, with the value's type checked."""
    return night_store.load_night(folder)


def night_files(seed: int, scratch: Path, count: int = NIGHT_CASES) -> list[bytes]:
    """``count`` damaged nights, plain and sealed (``SEALED_SHARE`` of them sealed)."""
    rng = random.Random(seed)
    states = night_states(seed)
    documents = [night_document(state, rng) for state in states]
    sealed = sealed_documents(states[:60], scratch)
    files = [json.dumps(doc).encode() for doc in sealed[:20]]
    for _ in range(round(count * SEALED_SHARE)):
        text = mutate_structure(rng.choice(sealed), rng)
        files.append(mutate_bytes(text, rng) if rng.random() < 0.3 else text.encode())
    files += [json.dumps(doc).encode() for doc in documents[:50]]
    while len(files) < count:
        document = rng.choice(documents)
        roll = rng.random()
        if roll < 0.4:
            text = mutate_night(document, rng)
        elif roll < 0.8:
            text = mutate_structure(document, rng)
        else:
            text = json.dumps(document)
        files.append(mutate_bytes(text, rng) if rng.random() < 0.25 else text.encode())
    return files + special_files(documents[0])


def night_rows(folder: Path, files: list[bytes]) -> tuple[int, int]:
    """Each damaged night as the database's row (edited by hand), read as the game's start reads it."""
    accepted = refused = 0
    key = seal.load_key(app_dirs().config)
    store, opening = HistoryStore.open(folder)
    assert store is not None and opening is None
    for raw in files:
        text = raw.decode("utf-8", errors="surrogateescape").encode("utf-8", errors="replace").decode()
        # tagged with the installation's key (what the game writes is): the tag passes, the text is judged
        saved_rows.write_night(store.db, text, store.key.for_writing())
        night, problem = store.night(key)
        if problem is None:
            assert night is not None
            check_night(night)
            accepted += 1
        else:
            assert store.night(key) == (None, None), "a refused row is removed"
            assert problem.moved_to is not None and problem.moved_to.read_bytes() == text.encode()
            problem.moved_to.unlink()
            assert problem.database_copy is not None, "the database is copied before the row is removed"
            for extra in ("", "-wal", "-shm"):
                Path(f"{problem.database_copy}{extra}").unlink(missing_ok=True)
            store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # each copy small: the fuzz stays fast
            refused += 1
    store.close()
    return accepted, refused


@pytest.mark.slow
def test_night_loader_survives_thousands_of_bad_files(tmp_path: Path) -> None:
    """No exception escapes load_night; whatever it accepts is a legal, conserved, playable night."""
    started = time.perf_counter()
    files = night_files(2026, tmp_path / "scratch")
    folder = tmp_path / "data"
    folder.mkdir()
    accepted, refused = run_cases(folder, night_store.FILE_NAME, files, night_loader, check_night)
    assert accepted + refused == len(files) >= NIGHT_CASES
    assert accepted > 300 and refused > 2_000, (accepted, refused)
    print(f"night: {accepted} accepted, {refused} refused in {time.perf_counter() - started:.1f} s")


@pytest.mark.slow
def test_night_row_survives_thousands_of_bad_rows(tmp_path: Path, mount_tmpfs: Mount) -> None:
    """The same damage in the database's night row: never an exception, a bad row copied aside and removed
    (on a tmpfs: each refusal copies the database, synced, before the row goes)."""
    files = night_files(2027, tmp_path / "scratch", ROW_CASES)
    folder = tmp_path / "data"
    mount_tmpfs(folder, "size=256m")
    accepted, refused = night_rows(folder, files)
    assert accepted + refused == len(files) >= ROW_CASES
    assert accepted > 150 and refused > 1_000, (accepted, refused)
