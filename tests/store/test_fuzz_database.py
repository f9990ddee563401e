"""Issue 27: a thousand random byte mutations of the database, its ``-wal`` and its ``-shm``, each through the
game's real start (:meth:`Seat.saved`, then a save): the game always starts, and whenever what it offers is
not what the files held, it said so and kept a copy of what it could not read.

The files are a crash's: a top five of three and a night in progress of a few hands whose latest saves are
only in the journal. Seeded; run on a tmpfs where the test may mount one (each refusal syncs a copy).
"""

from __future__ import annotations

import datetime as dt
import random
import shutil
import time
from pathlib import Path
from typing import Any

import pytest

from baccarat_qt.boundary.seat import Seat
from baccarat_qt.engine import TableKind
from baccarat_qt.engine.payouts import BetSpot
from baccarat_qt.engine.session import Phase, Session
from baccarat_qt.store.history_store import FILE_NAME, HistoryStore
from baccarat_qt.store.leaderboard import Entry, Leaderboard
from baccarat_qt.store.night_store import SavedNight, new_night_id
from baccarat_qt.store.wal_check import FRAME_HEADER_BYTES, HEADER_BYTES
from tests.support.tmpfs import Mount
from tests.support.written import written

CASES = 1_000
JOURNALS = ("", "-wal", "-shm")


def crashed_game(folder: Path, keys: Path) -> None:
    """The files a kill leaves: the top five checkpointed, a night of six hands in the journal."""
    store, _ = HistoryStore.open(folder, key_folder=keys)  # the seat's key: the rows are tagged with it
    assert store is not None
    entries = [
        Entry(n, 80_000 - i, TableKind.CLASSIC, dt.date(2026, 5, 1))
        for i, n in enumerate(("Ana", "Eva", "Luz"))
    ]
    store.finish(Leaderboard(entries))
    store.close()
    seat = Seat(folder, lambda text: None, key_folder=keys)
    session = Session(rebet=False)
    seat.sit(session, new_night_id(), "clasica")
    while session.hands_played < 6:
        if session.phase is Phase.BETTING:
            session.place_chip(BetSpot.PLAYER, 500)
            session.deal()
        else:
            session.open_all()
        seat.save()
    written(seat)  # a kill after the saves landed (before: tests/process/test_crash_safety_queued.py)
    snapshot = folder.parent / "snapshot"
    snapshot.mkdir()
    for extra in JOURNALS:
        shutil.copy(f"{folder / FILE_NAME}{extra}", snapshot / f"f{extra}")
    seat.close()
    for extra in JOURNALS:
        shutil.copy(snapshot / f"f{extra}", f"{folder / FILE_NAME}{extra}")
    shutil.rmtree(snapshot)


def start(folder: Path, keys: Path) -> tuple[SavedNight | None, Leaderboard, list[str]]:
    """The game's start on ``folder``: what the lobby offers and what it said; then one save."""
    said: list[str] = []
    seat = Seat(folder, said.append, key_folder=keys)
    try:
        night, board = seat.saved()
        if night is not None and not night.ended:
            seat.sit(night.session(), night.night_id, night.deck)
            seat.save()
    finally:
        seat.close()
    return night, board, said


def last_commit_start(wal: bytes) -> int:
    """Where the journal's last transaction begins: damage there alone looks exactly like a write cut short
    (SQLite's end of the journal, by the format's design: https://sqlite.org/fileformat2.html#walformat)."""
    page = int.from_bytes(wal[8:12], "big")
    frame = FRAME_HEADER_BYTES + page
    commits = [
        HEADER_BYTES + i * frame
        for i in range((len(wal) - HEADER_BYTES) // frame)
        if int.from_bytes(wal[HEADER_BYTES + i * frame + 4 : HEADER_BYTES + i * frame + 8], "big")
    ]
    return commits[-2] + frame if len(commits) > 1 else HEADER_BYTES


def mutate(raw: bytes, rng: random.Random) -> bytes:
    data = bytearray(raw)
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(data))
        if rng.random() < 0.5:
            data[at] ^= 1 << rng.randrange(8)
        else:
            data[at] = rng.randrange(256)
    return bytes(data)


@pytest.mark.slow
def test_a_thousand_mutations_never_lose_data_silently(tmp_path: Path, mount_tmpfs: Mount, qapp: Any) -> None:
    keys = tmp_path / "config"
    made = tmp_path / "made" / "data"
    crashed_game(made, keys)
    original = {extra: Path(f"{made / FILE_NAME}{extra}").read_bytes() for extra in JOURNALS}
    assert all(original.values()), "a crash's files: database, journal and index"
    work = tmp_path / "work"
    mount_tmpfs(work, "size=64m")
    rng = random.Random(27)
    expected: tuple[object, object] | None = None
    told = silent_same = torn = 0
    tail = last_commit_start(original["-wal"])
    started = time.perf_counter()
    for case in range(CASES + 1):
        folder = work / str(case)
        folder.mkdir()
        target = rng.choice(JOURNALS)
        for extra, raw in original.items():
            changed = mutate(raw, rng) if case and extra == target else raw
            Path(f"{folder / FILE_NAME}{extra}").write_bytes(changed)
            if extra == "-wal":
                assert len(changed) == len(raw)
                in_tail = changed[:tail] == raw[:tail]  # every changed byte in the last commit's frames
        night, board, said = start(folder, keys)
        got = (None if night is None else dict(night.session_data), board.entries)
        if expected is None:
            expected = got
            assert night is not None and night.session().hands_played == 6 and len(board.entries) == 3
            assert not said
        elif got != expected and not said and target == "-wal" and in_tail:
            torn += 1  # the last save's frames damaged: indistinguishable from a crash mid-write
        elif got != expected:
            assert said, f"case {case} ({target or 'database'}): data lost without a word"
            kept = [p for p in folder.iterdir() if ".descartado-" in p.name]
            assert kept, f"case {case}: said {said} but kept no copy"
            told += 1
        else:
            silent_same += not said
        shutil.rmtree(folder)
    took = time.perf_counter() - started
    print(
        f"{CASES} mutations: {told} told and kept, {silent_same} harmless, {torn} in the last save, {took:.1f} s"
    )
    assert told > CASES // 5
