"""The Python–QML boundary: one path per action, one save per action, only what changed is emitted."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMetaMethod, QObject
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import Phase, Screen
from baccarat_qt.boundary.seat import Seat
from baccarat_qt.engine.shoe import Shoe, scripted
from baccarat_qt.store import seal, writer
from baccarat_qt.store.history_store import HistoryStore
from baccarat_qt.store.night_store import SavedNight
from baccarat_qt.store.seal import InstallKey
from baccarat_qt.store.storage import app_dirs
from tests.support.written import written

THIRDS = "2S 4H 3D KC 4D 7C"  # player 5 draws a 4 (9); banker 4 draws on a 4: a 7 (1). Player wins with 9 (banker 1).


class Saves(list[SavedNight]):
    """The nights saved, one per transaction, and the statements of each transaction."""

    def __init__(self) -> None:
        super().__init__()
        self.transactions: list[list[str]] = []


@pytest.fixture
def traced(monkeypatch: pytest.MonkeyPatch) -> Saves:
    """Every transaction the writer thread commits on its connection to the game's database, and the night
    each leaves, read back on that connection (the writer makes its :class:`HistoryStore` here: it is
    given one that traces its statements)."""
    written = Saves()

    class Traced(HistoryStore):
        def __init__(self, db: sqlite3.Connection, path: Path, *, key: InstallKey | None = None) -> None:
            super().__init__(db, path, key=key)
            current: list[str] = []

            def statement(sql: str) -> None:
                current.append(sql)
                if sql == "COMMIT":
                    written.transactions.append(list(current))
                    current.clear()
                    db.set_trace_callback(None)  # the read below is not a save
                    night, problem = self.night(seal.load_key(app_dirs().config))
                    db.set_trace_callback(statement)
                    assert problem is None and night is not None
                    written.append(night)

            db.set_trace_callback(statement)

    monkeypatch.setattr(writer, "HistoryStore", Traced)
    return written


@pytest.fixture
def context(qtbot: QtBot, traced: Saves) -> Iterator[Context]:
    """A game's boundary objects with no QML, seated at a table with a scripted shoe."""
    ctx = Context(None, dirs=app_dirs(), new_shoe=lambda: Shoe(shuffler=scripted(THIRDS.split())))
    ctx.night.startNight()
    yield ctx
    written(ctx.seat)  # the writer's traced connection reads back with this test's key: not after the test
    with qtbot.waitSignal(ctx.destroyed, timeout=5_000):
        ctx.deleteLater()


class Landed:
    """The saves of the actions so far, each question asked once the writer thread has written them
    (``tests/support/written.py``: it waits on the seat's signal)."""

    def __init__(self, traced: Saves, seat: Seat) -> None:
        self._traced, self._seat = traced, seat

    @property
    def transactions(self) -> list[list[str]]:
        written(self._seat)
        return self._traced.transactions

    def __len__(self) -> int:
        written(self._seat)
        return len(self._traced)

    def __getitem__(self, index: int) -> SavedNight:
        written(self._seat)
        return self._traced[index]

    def __eq__(self, other: object) -> bool:
        written(self._seat)
        return list(self._traced) == other

    __hash__ = None  # type: ignore[assignment]

    def clear(self) -> None:
        written(self._seat)
        self._traced.clear()
        self._traced.transactions.clear()


@pytest.fixture
def saves(context: Context, traced: Saves) -> Landed:
    """Every night saved from now on: one per transaction on the game's database, read back from it (each
    question waits until the actions so far are written)."""
    landed = Landed(traced, context.seat)
    landed.clear()
    return landed


def notify_spy(objects: dict[str, QObject]) -> list[str]:
    """Record every signal the objects emit, as "object.signal"."""
    emitted: list[str] = []
    for label, obj in objects.items():
        meta = obj.metaObject()
        for i in range(meta.methodOffset(), meta.methodCount()):
            method = meta.method(i)
            if method.methodType() != QMetaMethod.MethodType.Signal:
                continue
            name = bytes(method.name().data()).decode()

            def record(*_: object, _name: str = f"{label}.{name}") -> None:
                emitted.append(_name)

            getattr(obj, name).connect(record)
    return emitted


def objects(ctx: Context) -> dict[str, QObject]:
    """The boundary objects QML sees, by a short label."""
    return {
        "table": ctx.table,
        "hand": ctx.hand,
        "night": ctx.night,
        "prefs": ctx.preferences,
        "announcer": ctx.announcer,
    }


def test_one_chip_is_one_save_and_only_what_changed(context: Context, saves: Landed) -> None:
    """A chip placed: the engine applies it, the night is saved once, and only the bets and the balance are emitted."""
    emitted = notify_spy(objects(context))
    context.table.placeChip("banker")
    assert len(saves) == 1
    begin, write, commit = saves.transactions[0]
    assert (begin, commit) == ("BEGIN IMMEDIATE", "COMMIT")
    assert write.startswith("INSERT INTO resume"), "a chip: one small write of the resume row, nothing else"
    assert saves[0].session_data["chips"] == [["banker", 2_500]]
    assert sorted(emitted) == sorted(
        [
            "table.chipPlaced",
            "table.balanceChanged",
            "table.balanceTextChanged",
            "table.totalBetChanged",
            "table.totalBetTextChanged",
            "table.balanceWordsChanged",
            "table.totalBetWordsChanged",
            "table.canClearChanged",  # the first chip: LIMPIAR comes alive
            "table.affordableChipsChanged",  # 475 left: the 500 chip dims
            "table.hintChanged",  # the table is no longer empty: the start hint goes
            "announcer.lastAnnouncementChanged",
            "announcer.remembered",  # the speech history keeps it
            "announcer.announcement",
        ]
    )
    assert (context.table.balance, context.table.totalBet) == (47_500, 2_500)
    emitted.clear()
    context.table.placeChip("banker")
    assert len(saves) == 2
    assert "table.canClearChanged" not in emitted  # the second chip changes only the amounts


def test_a_chip_changes_one_spot_row(context: Context, qtbot: QtBot) -> None:
    """The spots model tells QML about the one row that changed, never a reset."""
    spots = context.table.spots
    changed: list[tuple[int, int]] = []
    spots.dataChanged.connect(lambda first, last, *_: changed.append((first.row(), last.row())))
    resets: list[bool] = []
    spots.modelReset.connect(lambda: resets.append(True))
    context.table.placeChip("banker")
    banker = next(
        r for r in range(spots.rowCount()) if spots.data(spots.index(r), spots.Roles.SPOT_ID) == "banker"
    )
    assert changed == [(banker, banker)] and resets == []


def test_a_refusal_saves_nothing_and_is_worded_once(context: Context, saves: Landed) -> None:
    """A refused chip changes nothing, is not saved, and is told once, next to its spot."""
    context.table.placeChip("banker")
    saves.clear()
    emitted = notify_spy(objects(context))
    context.table.placeChip("player")
    assert saves == []
    assert emitted.count("announcer.refused") == 1
    assert context.announcer.messageTarget == "player"
    assert "JUGADOR y BANCA" in context.announcer.message
    assert not any(name.startswith(("table.balance", "table.totalBet")) for name in emitted)
    spots = context.table.spots
    row = next(
        r for r in range(spots.rowCount()) if spots.data(spots.index(r), spots.Roles.SPOT_ID) == "player"
    )
    assert spots.data(spots.index(row), spots.Roles.MESSAGE) == context.announcer.message


def test_choosing_a_chip_saves_nothing(context: Context, saves: Landed) -> None:
    """The chip in hand is not part of the night: choosing one writes no file and emits only selectedChip."""
    emitted = notify_spy(objects(context))
    context.table.selectChip(100)
    assert saves == []
    assert [name for name in emitted if name.endswith("Changed")] == [
        "table.selectedChipChanged",
        "announcer.lastAnnouncementChanged",
    ]


def _deal(ctx: Context) -> None:
    ctx.hand.deal()


@pytest.mark.parametrize(
    ("setup", "action", "expected"),
    [
        ([], lambda ctx: ctx.hand.deal(), 1),
        ([_deal], lambda ctx: ctx.hand.openNext(), 1),
        ([_deal], lambda ctx: ctx.hand.openCard(3), 1),
        ([_deal], lambda ctx: ctx.hand.openAll(), 1),
        ([], lambda ctx: ctx.table.removeLastChip(), 1),
        ([], lambda ctx: ctx.table.clearBets(), 1),
        ([], lambda ctx: ctx.night.leave(), 1),
        ([], lambda ctx: ctx.preferences.setRebet(False), 1),
        ([_deal], lambda ctx: ctx.hand.beginSqueeze(0), 0),
        ([], lambda ctx: ctx.hand.openNext(), 0),
        ([_deal], lambda ctx: ctx.night.leave(), 0),
    ],
)
def test_each_action_is_saved_once(
    context: Context,
    saves: Landed,
    setup: list[Callable[[Context], None]],
    action: Callable[[Context], None],
    expected: int,
) -> None:
    """Each accepted action costs one write; a refused one, or one that changes no rule state, none."""
    context.table.placeChip("player")
    for step in setup:
        step(context)
    saves.clear()
    action(context)
    assert len(saves) == expected


def test_a_settled_coup_is_one_transaction_with_its_row_and_the_resume_row(
    context: Context, saves: Landed
) -> None:
    """The coup's row and the night's resume state are written together: a crash keeps both or neither."""
    context.table.placeChip("player")
    context.hand.deal()
    saves.transactions.clear()
    context.hand.openAll()
    assert context.hand.resultText.startswith("Gana el JUGADOR")
    writes = [sql for sql in saves.transactions[-1] if sql.startswith(("INSERT", "UPDATE"))]
    assert any(sql.startswith("INSERT INTO resume") for sql in writes), writes
    assert any(sql.startswith("INSERT OR IGNORE INTO coup") for sql in writes), writes
    assert saves[-1].session().hands_played == 1


def test_the_hand_plays_through_the_boundary(context: Context) -> None:
    """A whole coup through the slots: phases, totals, the result and the rebet, as QML reads them."""
    context.table.placeChip("player")
    context.hand.deal()
    assert context.table.phase == Phase.Revealing
    assert (context.hand.playerTotal, context.hand.bankerTotal) == (-1, -1)
    assert context.hand.cardsLeft == 416 - 4  # the two third cards are not given away
    for _ in range(3):
        context.hand.openAll()
    assert context.table.phase == Phase.Betting
    assert context.hand.resultText.startswith("Gana el JUGADOR")
    assert context.table.balance == 52_500 - 2_500  # won 25, and the same 25 placed again
    assert context.table.totalBet == 2_500
    assert context.night.screen == Screen.Table
