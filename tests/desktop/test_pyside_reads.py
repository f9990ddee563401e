"""The answers written in PySide6's table before it reads the modules' sources (``desktop/pyside_reads.py``)."""

from __future__ import annotations

import sys

import pytest

from baccarat_qt.desktop import pyside_reads
from baccarat_qt.desktop.pyside_reads import LEFT_OUT, NO_FEATURE, answer_for_pyside, feature_table


def test_the_game_s_modules_are_answered_by_layer_and_pyside6_s_own_entries_stay() -> None:
    table = {"baccarat_qt.boundary.night": 5, "PySide6": 0}  # entries PySide6 made stay as they are
    written = answer_for_pyside(table)
    assert written == len(table) - 2
    assert table["baccarat_qt.boundary.night"] == 5 and table["PySide6"] == 0
    assert table["baccarat_qt.boundary.table"] == NO_FEATURE  # a module of a layer that uses Qt
    assert table["baccarat_qt.words"] == NO_FEATURE  # the layer's package itself
    assert table["baccarat_qt.desktop.app"] == NO_FEATURE
    assert table["baccarat_qt.engine.odds"] == LEFT_OUT  # the Qt-free layers
    assert table["baccarat_qt.store.writer"] == LEFT_OUT
    assert table["json"] == LEFT_OUT  # imported already
    assert not any(name.startswith(("PySide6.", "shiboken6")) for name in table)  # PySide6's own: its to make
    assert all(name in table for name in sys.modules if name.startswith("baccarat_qt"))


def test_pyside6_s_table_is_found_and_has_the_answers() -> None:
    table = feature_table()
    assert table is not None, "PySide6 has no table of answers (another version?): the reads are back"
    assert table["baccarat_qt.boundary.night"] in (NO_FEATURE, LEFT_OUT)
    assert pyside_reads.__name__ in table


def test_without_pyside6_s_table_nothing_is_done(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pyside_reads, "feature_table", lambda: None)
    assert answer_for_pyside() == 0
