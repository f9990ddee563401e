"""Issue 27, cases 13 and 11: one bad setting drops that key alone; a CSV export never writes over or
through anything, writes no cell a spreadsheet would run, and speaks the player's language."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path

import pytest

from baccarat_qt.engine import TableKind
from baccarat_qt.engine.rules import Outcome
from baccarat_qt.problems import Problem
from baccarat_qt.store import history_csv
from baccarat_qt.store.history_store import HistoryStore, transaction
from baccarat_qt.store.settings import load_settings
from tests.store.test_history_store import record_night


def test_one_bad_setting_drops_that_key_alone(tmp_path: Path) -> None:
    """A volume of "loud": the volume back to its default, the language and the rest kept, the file as it
    was copied aside, said once (the file written back without the bad key)."""
    raw = json.dumps(
        {
            "schema": "baccarat-qt/settings",
            "version": 1,
            "data": {"language": "en", "volume": "loud", "deck": "azul", "high_contrast": True},
        }
    ).encode()
    (tmp_path / "settings.json").write_bytes(raw)
    settings, problem = load_settings(tmp_path)
    assert (settings.language, settings.deck, settings.high_contrast, settings.volume) == (
        "en",
        "azul",
        True,
        80,
    )
    assert problem is not None and problem.problem is Problem.PARTLY_INVALID and problem.dropped == 1
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == raw
    again, problem_again = load_settings(tmp_path)
    assert again == settings and problem_again is None


def a_history(folder: Path) -> HistoryStore:
    store, _ = HistoryStore.open(folder)
    assert store is not None
    record_night(store, "01" * 16, 4)
    return store


def a_long_history(folder: Path) -> HistoryStore:
    """A night of 4 hands, its hands copied (renumbered) to make 1,204: enough for a progress report."""
    store = a_history(folder)
    columns = [row[1] for row in store.db.execute("PRAGMA table_info(coup)")]
    rest = ", ".join(c for c in columns if c not in ("night", "n"))
    with transaction(store.db):
        for k in range(1, 301):
            store.db.execute(
                f"INSERT INTO coup (night, n, {rest}) SELECT night, n + {4 * k}, {rest} FROM coup WHERE n <= 4"
            )
    return store


@pytest.mark.parametrize("there", ["file", "link"])
def test_an_export_never_writes_over_or_through_what_is_at_its_name(tmp_path: Path, there: str) -> None:
    """A file at the export's name is left as it was; a link there is not followed (its target untouched):
    the export takes the next free name and says which."""
    store = a_history(tmp_path)
    out = tmp_path / "export" / "todo.csv"
    out.parent.mkdir()
    target = tmp_path / "precious.txt"
    target.write_text("mine")
    if there == "file":
        out.write_text("mine")
    else:
        out.symlink_to(target)
    exported = history_csv.export_csv(store.db, out)
    assert (exported.rows, exported.path) == (4, out.with_name("todo-2.csv"))
    assert target.read_text() == "mine" and out.read_text() == "mine"
    assert (os.path.islink(out)) is (there == "link")
    assert history_csv.export_csv(store.db, out).path == out.with_name("todo-3.csv")


def test_no_cell_a_spreadsheet_would_run(tmp_path: Path) -> None:
    """Words that begin with = + - @ a tab or a carriage return are written as text (a leading apostrophe);
    numbers, negative ones included, stay numbers."""
    store = a_history(tmp_path)
    words = history_csv.CsvWords(
        tables={TableKind.CLASSIC: '=HYPERLINK("http://x")', TableKind.NO_COMMISSION: "+1"},
        outcomes={Outcome.PLAYER: "@SUM(A1)", Outcome.BANKER: "\tb", Outcome.TIE: "-t"},
    )
    path = history_csv.export_csv(store.db, tmp_path / "x.csv", words=words).path
    with path.open(encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    cells = [cell for row in rows[1:] for cell in row]
    assert all(not cell.startswith(("=", "+", "@", "\t", "\r")) for cell in cells)
    assert all(not cell.startswith("-") or cell[1:].replace(".", "").isdigit() for cell in cells)
    assert any(cell == '\'=HYPERLINK("http://x")' for cell in cells)
    assert history_csv.safe_cell("-12.50") == "-12.50" and history_csv.safe_cell("-x") == "'-x"


def test_the_export_speaks_the_players_language(tmp_path: Path) -> None:
    """The boundary passes the words: the header and the values are the player's (the Spanish source here)."""
    from baccarat_qt.words import history_texts

    store = a_history(tmp_path)
    words = history_csv.CsvWords(
        history_texts.csv_header(),
        {t: t.name for t in TableKind},
        {o: history_texts.csv_outcome(o) for o in Outcome},
        history_texts.yes_no(True),
        history_texts.yes_no(False),
    )
    path = history_csv.export_csv(store.db, tmp_path / "x.csv", words=words).path
    header, first, *_ = list(csv.reader(path.open(encoding="utf-8")))
    assert header[0] == "noche" and header[-1] == "saldo" and len(header) == len(first)
    assert first[8] in ("jugador", "banca", "empate") and first[9] in ("sí", "no")


def test_an_export_cut_short_leaves_nothing(tmp_path: Path) -> None:
    """Stopped by its progress (a cancel): no file under the export's name nor under any other."""
    store = a_long_history(tmp_path)
    out = tmp_path / "export" / "todo.csv"
    seen: list[tuple[int, int]] = []

    def stop(done: int, total: int) -> bool:
        seen.append((done, total))
        assert [p.name for p in out.parent.iterdir()] != ["todo.csv"], "written under a hidden name first"
        return False

    with pytest.raises(InterruptedError):
        history_csv.export_csv(store.db, out, progress=stop)
    assert seen == [(1000, 1204)] and list(out.parent.iterdir()) == []


def test_a_file_made_at_the_name_meanwhile_is_not_written_over(tmp_path: Path) -> None:
    """Another program puts a file (or a link) at the export's name while the export runs: the finished
    export takes the next free name, and what was put there is left as it was."""
    store = a_long_history(tmp_path)
    out = tmp_path / "export" / "todo.csv"
    target = tmp_path / "precious.txt"
    target.write_text("mine")

    def meanwhile(done: int, total: int) -> bool:
        if not os.path.lexists(out):
            out.symlink_to(target)
        return True

    exported = history_csv.export_csv(store.db, out, progress=meanwhile)
    assert exported.path == out.with_name("todo-2.csv") and exported.rows == 1204
    assert out.is_symlink() and target.read_text() == "mine"
    assert sorted(p.name for p in out.parent.iterdir()) == ["todo-2.csv", "todo.csv"]
