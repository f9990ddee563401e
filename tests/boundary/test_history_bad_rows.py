"""Issue 27, case 7: the history screen never breaks on a bad row.

A real history of three nights (three hands each) is edited with plain
``sqlite3``, as a player with the ``sqlite3`` tool would; the game reads it
through its public objects (``History``, its list models, its files). A bad row
is left out and counted, the rest shows, and the player is told once: on the
screen (``History.problem``), in both languages, and to the screen reader.
"""

from __future__ import annotations

import csv
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.history import History, HistoryView
from baccarat_qt.boundary.history_models import CoupsModel, NightsModel
from baccarat_qt.store.history_store import FILE_NAME, HistoryStore
from baccarat_qt.store.storage import app_dirs
from tests.store.test_history_store import record_night

UIDS = ("01" * 16, "02" * 16, "03" * 16)
NIGHT_EDITS = {
    "ending 9": "UPDATE night SET ending = 9 WHERE id = 2",
    "a huge start": "UPDATE night SET started = 99999999999999 WHERE id = 2",
    "a text start": "UPDATE night SET started = 'ayer' WHERE id = 2",
}
"""Edits that make the second night unreadable."""
COUP_EDITS = {
    "outcome code 3": "UPDATE coup SET outcome = outcome | 768 WHERE night = 2 AND n = 2",
    "a one-card coup": "UPDATE coup SET cards = X'05' WHERE night = 2 AND n = 2",
    "a byte that is no card": "UPDATE coup SET cards = X'05FF0102' WHERE night = 2 AND n = 2",
    "a text stake": "UPDATE coup SET s_b = 'mucho' WHERE night = 2 AND n = 2",
}
"""Edits that make the second hand of the second night unreadable."""


def a_history() -> Path:
    """Three nights of three hands, written as the game writes them."""
    folder = app_dirs().data
    folder.mkdir(parents=True, exist_ok=True)
    store, _ = HistoryStore.open(folder)
    assert store is not None
    for uid in UIDS:
        record_night(store, uid, 3)
    store.close()
    return folder / FILE_NAME


def edit(path: Path, sql: str) -> None:
    db = sqlite3.connect(path)
    try:
        db.execute(sql)
        db.commit()
    finally:
        db.close()


def every_row(model: NightsModel | CoupsModel) -> list[str]:
    """Each row's accessible name, read as the view reads it (every role of every row)."""
    names = []
    for row in range(model.rowCount()):
        index = model.index(row)
        for role in model.Roles:
            model.data(index, role)
        names.append(str(model.data(index, model.Roles.ACCESSIBLE_NAME)))
    return names


def said(game: Context) -> list[str]:
    heard: list[str] = []
    game.announcer.announcement.connect(heard.append)
    return heard


@pytest.mark.parametrize("change", NIGHT_EDITS)
def test_a_bad_night_is_left_out_counted_and_told_once(
    new_game: Callable[[], Context], qtbot: QtBot, change: str
) -> None:
    """The two good nights show, with their hands and totals; one sentence says one night could not be read,
    said once to the screen reader, in Spanish and in English."""
    edit(a_history(), NIGHT_EDITS[change])
    game = new_game()
    history: History = game.history
    heard = said(game)
    history.open()
    assert history.nights.rowCount() == 2
    names = every_row(history.nights)
    assert all("3 manos" in name for name in names), names
    qtbot.waitUntil(lambda: history.totalsSummary != "")  # read on a worker
    assert history.totalsSummary.startswith("2 noches, 6 manos.")
    sentence = "1 noche del historial no se puede leer y no se muestra."
    assert history.problem == sentence
    assert heard == [f"{history.totalsSummary} {sentence}"]
    history.openNight(1)
    assert history.view == HistoryView.OneNight and history.coups.rowCount() == 3 and history.problem == ""
    history.back()
    assert history.problem == sentence
    history.close()
    history.open()
    assert heard[-1] == history.totalsSummary, "told once: the sentence is on the screen, not said again"
    game.switch_language("en")
    assert history.problem == "1 night of the history cannot be read and is not shown."


@pytest.mark.parametrize("change", COUP_EDITS)
def test_a_bad_hand_is_left_out_counted_and_told_once(
    new_game: Callable[[], Context], qtbot: QtBot, change: str
) -> None:
    """The night with the bad hand shows its other two hands, in its list and its chart; the export leaves the
    bad hand out and says so."""
    edit(a_history(), COUP_EDITS[change])
    game = new_game()
    history = game.history
    heard = said(game)
    history.open()
    assert history.nights.rowCount() == 3 and history.problem == ""
    every_row(history.nights)
    row = [history.nights.night_id(n) for n in range(3)].index(2)
    history.openNight(row)
    assert history.coups.rowCount() == 2
    names = every_row(history.coups)
    assert [name.split(":")[0] for name in names] == ["Mano 1", "Mano 3"]
    assert len(history.balances) == 3
    sentence = "1 mano de esta noche no se puede leer y no se muestra."
    assert history.problem == sentence and heard[-1] == f"{history.nightSummary} {sentence}"
    history.back()
    history.openNight(row)
    assert heard[-1] == history.nightSummary, "told once"

    history.files.exportAll()
    qtbot.waitUntil(lambda: not history.files.exporting, timeout=10_000)
    assert history.files.message.endswith("1 mano que no se puede leer no se exportó."), history.files.message
    (written,) = (app_dirs().config.parent / "exportado").glob("historial-*.csv")
    with written.open(encoding="utf-8") as handle:
        assert len(list(csv.DictReader(handle))) == 8


def test_a_renamed_column_under_the_running_game(new_game: Callable[[], Context], qtbot: QtBot) -> None:
    """A column renamed by another program while the game runs: no slot or model raises, the screen empties
    and says the history could not be read, once."""
    path = a_history()
    game = new_game()
    history = game.history
    heard = said(game)
    history.open()
    history.openNight(0)
    assert history.coups.rowCount() == 3
    edit(path, "ALTER TABLE coup RENAME COLUMN balance TO saldo")
    history.back()
    history.openNight(1)  # its count and its chart need the column
    sentence = "No se pudo leer el historial: el archivo cambió o está dañado."
    assert history.problem == sentence and heard.count(sentence) == 1
    assert history.view == HistoryView.Nights and history.nights.rowCount() == 0
    history.close()
    history.open()  # the nights still read; a night's hands do not, its page read as the view asks
    assert history.nights.rowCount() == 3
    edit(path, "ALTER TABLE night RENAME COLUMN deck TO baraja")
    every_row(history.nights)  # the page is read now, and cannot be
    qtbot.waitUntil(lambda: history.problem == sentence)
    assert history.nights.rowCount() == 0 and heard.count(sentence) == 1


def test_damage_the_background_check_finds_after_the_screen_showed(
    new_game: Callable[[], Context], qtbot: QtBot
) -> None:
    """Issue 29: H shows the history at once while the full check runs on its worker. A file the check then
    finds damaged is still set aside (byte for byte), the player told on the screen, in the notice and to the
    screen reader, and the screen shows the new file (what could be carried into it) instead."""
    folder = app_dirs().data
    folder.mkdir(parents=True, exist_ok=True)
    store, _ = HistoryStore.open(folder)
    assert store is not None
    for uid in UIDS:
        record_night(store, uid, 150)
    store.close()
    path = folder / FILE_NAME
    raw = bytearray(path.read_bytes())
    page = int.from_bytes(raw[16:18], "big")
    last = len(raw) // page - 1
    raw[last * page + 8 : last * page + 200] = b"\xff" * 192  # a page of the coups scribbled over
    path.write_bytes(bytes(raw))
    game = new_game()
    history = game.history
    heard = said(game)
    history.open()
    assert history.nights.rowCount() == 3 and history.problem == ""
    assert not [p for p in folder.iterdir() if ".descartado-" in p.name], "shown before the check ended"
    qtbot.waitUntil(lambda: "empiezan de nuevo" in history.problem, timeout=10_000)  # damaged, whichever kind
    (aside,) = [p for p in folder.iterdir() if ".descartado-" in p.name and p.suffix == ".sqlite3"]
    assert aside.read_bytes() == bytes(raw) and f"Se guardó aparte en {aside}." in history.problem
    assert history.problem in game.announcer.notice and heard[-1] == history.problem
    assert history.shown and history.view == HistoryView.Nights
    assert len(every_row(history.nights)) == history.nights.rowCount()  # the new file's rows, read
