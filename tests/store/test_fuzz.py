"""Thousands of damaged and hostile files thrown at the loaders: settings, the old files the import
reads, and the night's row in the game's database.

A seeded mutator starts from real files (nights saved at every point of play,
a top five, settings) and breaks them: truncations, flipped and inserted
bytes, values of the wrong type, missing and unknown keys, extreme numbers,
deep nesting, duplicated and impossible cards, unknown versions. For each,
the loader must not raise; a file it refuses must be moved aside; and
whatever it accepts must hold every invariant, checked here independently of
the loader's own validation, and a loaded night must play on without error.
"""

from __future__ import annotations

import copy
import datetime as dt
import json
import random
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from baccarat_qt.engine import BetSpot, Card, TableKind, deal_coup
from baccarat_qt.engine.cards import full_deck
from baccarat_qt.engine.events import CHIPS, MAX_PER_SPOT, STARTING_BALANCE, ActionRefused, Phase
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import CUT_CARD_AT, SHOE_SIZE, Shoe, fisher_yates
from baccarat_qt.problems import Problem
from baccarat_qt.store import night_store, saved_rows, seal
from baccarat_qt.store.history_store import HistoryStore
from baccarat_qt.store.leaderboard import Entry, Leaderboard, load_leaderboard, save_leaderboard
from baccarat_qt.store.settings import MAX_NAME_LENGTH, Settings, load_settings, save_settings
from baccarat_qt.store.storage import MAX_FILE_BYTES, app_dirs
from tests.support.tmpfs import Mount

ALL_CODES = [str(card) for card in full_deck()]
NIGHT_CASES = 4_000
SEALED_CASES = 600
LEADERBOARD_CASES = 1_500
SETTINGS_CASES = 1_500


# --- real files to start from -------------------------------------------------------------


def night_states(seed: int) -> list[dict[str, Any]]:
    """Saved nights at every kind of point: betting, each reveal step, after a reshuffle, over, left."""
    rng = random.Random(seed)
    states: list[dict[str, Any]] = []
    for night in range(12):
        session = Session(
            table=rng.choice(list(TableKind)),
            shoe=Shoe(shuffler=fisher_yates(random.Random(seed * 100 + night))),
            rebet=rng.random() < 0.7,
        )
        for _step in range(400):
            if rng.random() < 0.25:
                states.append(session.to_dict())
            try:
                if session.phase is Phase.BETTING:
                    roll = rng.random()
                    if roll < 0.45:
                        session.place_chip(rng.choice(list(BetSpot)), rng.choice(CHIPS))
                    elif roll < 0.5:
                        session.remove_last_chip()
                    elif roll < 0.505 and night % 3 == 0:
                        session.leave()
                    else:
                        session.deal()
                elif session.phase is Phase.REVEALING:
                    session.open_next() if rng.random() < 0.7 else session.open_card(rng.randrange(6))
                else:
                    break
            except ActionRefused:
                pass
        states.append(session.to_dict())
    return states


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


def board_document() -> dict[str, Any]:
    """A full top five."""
    entries = [
        Entry(name, score, table, dt.date(2026, 1, day), "cd" * 16 if day == 1 else "")
        for day, (name, score, table) in enumerate(
            [
                ("Ana", 91_000, TableKind.CLASSIC),
                ("Luis", 70_250, TableKind.NO_COMMISSION),
                ("Mía", 60_000, TableKind.CLASSIC),
                ("Ñoño", 50_000, TableKind.CLASSIC),
                ("Zoe", 0, TableKind.NO_COMMISSION),
            ],
            start=1,
        )
    ]
    return {"schema": "baccarat-qt/leaderboard", "version": 1, "data": Leaderboard(entries).to_data()}


def settings_document() -> dict[str, Any]:
    """Settings with every field away from its default."""
    settings = Settings(TableKind.NO_COMMISSION, "azul", False, True, True, "Lucía", volume=35, muted=True)
    return {"schema": "baccarat-qt/settings", "version": 1, "data": settings.to_data()}


# --- the mutator ----------------------------------------------------------------------------------


def deep(depth: int) -> str:
    """JSON nested ``depth`` levels deep."""
    return "[" * depth + "]" * depth


EXTREMES: list[Any] = [
    -1,
    0,
    1,
    -(10**12) - 1,
    10**12 + 1,
    2**63,
    -(2**63),
    10**300,
    1.5,
    float("nan"),
    float("inf"),
    "",
    "500",
    "x" * 10_000,
    None,
    True,
    False,
    [],
    {},
    [[[[[[[[[[]]]]]]]]]],
    {"a": {"b": {"c": {}}}},
]


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value (keys and indices from the root)."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def parent_of(document: Any, path: tuple[Any, ...]) -> Any:
    """The container holding ``path``'s last step."""
    for step in path[:-1]:
        document = document[step]
    return document


def mutate_structure(document: dict[str, Any], rng: random.Random) -> str:
    """One change to the parsed file, serialised back to text."""
    doc = copy.deepcopy(document)
    places = [p for p in paths(doc) if p]
    path = rng.choice(places)
    holder, key = parent_of(doc, path), path[-1]
    kind = rng.randrange(9)
    if kind == 0:  # another type or an extreme number
        holder[key] = copy.deepcopy(rng.choice(EXTREMES))
    elif kind == 1:  # delete
        del holder[key]
    elif kind == 2 and isinstance(holder, dict):  # unknown key next to it
        holder[f"extra_{rng.randrange(99)}"] = rng.choice(EXTREMES)
    elif kind == 3 and isinstance(holder, list):  # duplicate an element
        holder.insert(key, copy.deepcopy(holder[key]))
    elif kind == 4 and isinstance(holder, list) and len(holder) > 1:  # swap two elements
        other = rng.randrange(len(holder))
        holder[key], holder[other] = holder[other], holder[key]
    elif kind == 5 and isinstance(holder[key], int) and not isinstance(holder[key], bool):
        holder[key] += rng.choice([-1, 1, -500, 500, -2500, 2500, 10**6, -(10**6)])
    elif kind == 6 and isinstance(holder[key], str):  # another card, or no card
        holder[key] = rng.choice([*ALL_CODES, "AS", "1S", "ZZ", "as", "AS ", "A", "10H", "🂡"])
    elif kind == 7 and isinstance(holder[key], bool):
        holder[key] = not holder[key]
    else:
        doc["version"] = rng.choice([0, 2, 99, -1, "1", 1.0, None, 10**20])
    return json.dumps(doc, ensure_ascii=rng.random() < 0.5)


def mutate_night(document: dict[str, Any], rng: random.Random) -> str:
    """Changes only a cheat or a bug would make to a saved night's cards and chips."""
    doc = copy.deepcopy(document)
    session = doc["data"]["session"]
    kind = rng.randrange(10)
    shoe = session["shoe"]
    if kind == 0:  # nine aces of spades
        aces = [i for i, code in enumerate(shoe) if code == "AS"]
        for index in rng.sample(range(len(shoe)), k=min(len(shoe), 9 - len(aces) + rng.randrange(3))):
            shoe[index] = "AS"
    elif kind == 1 and shoe:  # a card twice, one extra
        shoe.insert(rng.randrange(len(shoe) + 1), rng.choice(shoe))
    elif kind == 2 and session["table_cards"]:  # a table card swapped with one from the shoe
        row = rng.choice(session["table_cards"])
        index = rng.randrange(len(shoe))
        row[0], shoe[index] = shoe[index], row[0]
    elif kind == 3 and session["table_cards"]:  # open or close a card
        row = rng.choice(session["table_cards"])
        row[3] = not row[3]
    elif kind == 4:  # a chip out of nowhere
        session["chips"].append([rng.choice([s.value for s in BetSpot]), rng.choice(CHIPS)])
    elif kind == 5:  # the house pays, the balance grows to match
        amount = rng.choice([500, 10**6, 10**11])
        session["balance"] += amount
        session["house_net"] -= amount
    elif kind == 6:  # shorter shoe
        del shoe[: rng.randrange(len(shoe) + 1)]
    elif kind == 7 and session["pending"]:
        session["pending"].pop()
    elif kind == 8:
        session["phase"] = rng.choice(["betting", "revealing", "over", "left", "squeezing"])
    else:
        session["start"] = rng.choice([0, 10**6, STARTING_BALANCE + 500])
        session["balance"] += session["start"] - STARTING_BALANCE
    return json.dumps(doc)


def mutate_bytes(text: str, rng: random.Random) -> bytes:
    """Damage as a crash or a disk would: truncation, flipped, inserted or lost bytes."""
    raw = bytearray(text.encode("utf-8"))
    kind = rng.randrange(5)
    if kind == 0:
        return bytes(raw[: rng.randrange(len(raw))])
    if kind == 1:
        for _ in range(rng.randrange(1, 6)):
            raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        return bytes(raw)
    if kind == 2:
        at = rng.randrange(len(raw))
        return bytes(raw[:at] + rng.choice([b"\x00", b"\xff\xfe", b'"', b"}", b",", b"NaN", b"-"]) + raw[at:])
    if kind == 3:
        at = rng.randrange(len(raw))
        return bytes(raw[:at] + raw[at + rng.randrange(1, 40) :])
    at = rng.randrange(len(raw))
    return bytes(raw[:at] + raw[at:] + raw[at : at + rng.randrange(1, 200)])


def special_files(document: dict[str, Any]) -> list[bytes]:
    """Files no mutation reaches: deep nesting, huge, empty, huge integers, other JSON kinds."""
    header = '{"schema": "' + document["schema"] + '", "version": 1, "data": '
    return [
        b"",
        b"null",
        b"[]",
        b'"text"',
        b"\xef\xbb\xbf" + json.dumps(document).encode(),
        deep(100_000).encode(),
        (header + deep(50_000) + "}").encode(),
        (header + "1" + "0" * 5_000 + "}").encode(),
        (header + "[" + ",".join(["1"] * 300_000) + "]}").encode(),
        b" " * (MAX_FILE_BYTES + 1),
        json.dumps(document | {"version": 10**30}).encode(),
        json.dumps({"schema": document["schema"], "version": 1}).encode(),
    ]


# --- checks independent of the loaders -------------------------------------------------------


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


def check_board(board: Leaderboard) -> None:
    """At most five, best first, names short and printable, scores in range."""
    entries = board.entries
    assert len(entries) <= 5
    assert [e.score for e in entries] == sorted((e.score for e in entries), reverse=True)
    for entry in entries:
        assert 0 < len(entry.name) <= MAX_NAME_LENGTH
        assert entry.name.isprintable()
        assert 0 <= entry.score <= 10**12
        assert type(entry.table) is TableKind
        assert type(entry.date) is dt.date


def check_settings(settings: Settings) -> None:
    """Every field of its type, text short."""
    assert isinstance(settings.table, TableKind)
    for flag in (settings.rebet, settings.reduced_motion, settings.high_contrast):
        assert isinstance(flag, bool)
    assert len(settings.deck) <= 200
    assert len(settings.last_name) <= MAX_NAME_LENGTH


# --- running the cases -----------------------------------------------------------------------


Loader = Callable[[Path], tuple[Any, Any]]


def run_cases(
    folder: Path, name: str, files: list[bytes], load: Loader, check: Callable[[Any], None]
) -> tuple[int, int]:
    """Write each file, load it, check it; returns (accepted, refused)."""
    accepted = refused = 0
    target = folder / name
    for raw in files:
        for leftover in folder.iterdir():
            leftover.unlink()
        target.write_bytes(raw)
        value, problem = load(folder)
        if problem is None:
            assert value is not None
            check(value)
            accepted += 1
        elif problem.problem is Problem.PARTLY_INVALID:  # entries dropped: the rest is kept and written back
            check(value)
            assert problem.moved_to is not None and problem.moved_to.read_bytes() == raw
            again, problem_again = load(folder)
            assert problem_again is None
            assert again.entries == value.entries if hasattr(value, "entries") else again == value
            accepted += 1
        else:
            assert not target.exists(), "a refused file is moved aside"
            assert problem.moved_to is not None and problem.moved_to.read_bytes() == raw
            refused += 1
    return accepted, refused


def night_loader(folder: Path) -> tuple[Any, Any]:
    """load_night, with the value's type checked."""
    return night_store.load_night(folder)


def night_files(seed: int, scratch: Path) -> list[bytes]:
    """NIGHT_CASES damaged nights, plain and sealed."""
    rng = random.Random(seed)
    states = night_states(seed)
    documents = [night_document(state, rng) for state in states]
    sealed = sealed_documents(states[:60], scratch)
    files = [json.dumps(doc).encode() for doc in sealed[:20]]
    for _ in range(SEALED_CASES):
        text = mutate_structure(rng.choice(sealed), rng)
        files.append(mutate_bytes(text, rng) if rng.random() < 0.3 else text.encode())
    files += [json.dumps(doc).encode() for doc in documents[:50]]
    while len(files) < NIGHT_CASES:
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


def other_files(document: dict[str, Any], count: int, seed: int) -> list[bytes]:
    """Damaged settings or top-five files."""
    rng = random.Random(seed)
    files = [json.dumps(document).encode()]
    while len(files) < count:
        text = mutate_structure(document, rng)
        if rng.random() < 0.3:
            text = mutate_structure(json.loads(text), rng) if text.startswith("{") else text
        files.append(mutate_bytes(text, rng) if rng.random() < 0.3 else text.encode())
    return files + special_files(document)


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
    files = night_files(2027, tmp_path / "scratch")
    folder = tmp_path / "data"
    mount_tmpfs(folder, "size=256m")
    accepted, refused = night_rows(folder, files)
    assert accepted + refused == len(files)
    assert accepted > 300 and refused > 2_000, (accepted, refused)


def test_leaderboard_loader_survives_bad_files(tmp_path: Path) -> None:
    """No exception escapes load_leaderboard; whatever it accepts is a sane top five."""
    files = other_files(board_document(), LEADERBOARD_CASES, 7)
    accepted, refused = run_cases(tmp_path, "leaderboard.json", files, load_leaderboard, check_board)
    assert accepted > 50 and refused > 500, (accepted, refused)


def test_settings_loader_survives_bad_files(tmp_path: Path) -> None:
    """No exception escapes load_settings; whatever it accepts has every field of its type."""
    files = other_files(settings_document(), SETTINGS_CASES, 11)
    accepted, refused = run_cases(tmp_path, "settings.json", files, load_settings, check_settings)
    print(f"settings: {accepted} accepted (bad keys dropped alone), {refused} refused")
    assert accepted > 50 and refused > 100, (accepted, refused)


def test_written_files_load_back(tmp_path: Path) -> None:
    """What the game writes passes its loaders unchanged (the fuzz starts from real files)."""
    rng = random.Random(3)
    store, _ = HistoryStore.open(tmp_path)
    assert store is not None
    key = seal.key_for_writing(app_dirs().config)
    for state in night_states(5)[:40]:
        night = night_store.SavedNight(state, rng.choice(["clasica", "azul"]), "ef" * 16)
        store.record(
            night.night_id,
            table=night.table,
            deck=night.deck,
            start_balance=50_000,
            resume=saved_rows.night_document(night, key),
        )
        assert store.night(key) == (night, None)
    store.close()
    board = Leaderboard.from_data(1, board_document()["data"])
    assert isinstance(board, Leaderboard)
    save_leaderboard(tmp_path, board)
    assert load_leaderboard(tmp_path)[0].entries == board.entries
    settings = Settings.from_data(1, settings_document()["data"])
    assert isinstance(settings, Settings)
    save_settings(tmp_path, settings)
    assert load_settings(tmp_path) == (settings, None)
