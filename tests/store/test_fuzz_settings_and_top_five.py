"""Thousands of damaged and hostile settings and top-five files thrown at their loaders; and the real
files every fuzzer starts from (nights, a top five, settings) load back unchanged.

A seeded mutator (``tests/support/mutator.py``) breaks a full top five and settings away from their
defaults: truncations, flipped and inserted bytes, values of the wrong type, missing and unknown keys,
extreme numbers, deep nesting, unknown versions. For each, the loader must not raise; a file it refuses
must be moved aside; and whatever it accepts must hold every invariant, checked here independently of
the loader's own validation.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path
from typing import Any

from baccarat_qt.engine import TableKind
from baccarat_qt.store import night_store, saved_rows, seal
from baccarat_qt.store.history_store import HistoryStore
from baccarat_qt.store.leaderboard import Leaderboard, load_leaderboard, save_leaderboard
from baccarat_qt.store.settings import MAX_NAME_LENGTH, Settings, load_settings, save_settings
from baccarat_qt.store.storage import app_dirs
from tests.support.fuzz_files import board_document, night_states, run_cases, settings_document
from tests.support.mutator import mutate_bytes, mutate_structure, special_files

LEADERBOARD_CASES = 1_500
SETTINGS_CASES = 1_500


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
