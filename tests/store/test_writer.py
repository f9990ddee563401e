"""Issue 27, case 6: the one writer thread: saves in order, held back by another program without loss, and a
bounded end (no Qt here: the store's writer alone)."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest

from baccarat_qt.problems import Problem
from baccarat_qt.store import writer as writer_module
from baccarat_qt.store.history_schema import transaction
from baccarat_qt.store.history_store import HistoryStore
from baccarat_qt.store.writer import Freed, Held, Job, Landed, News, Refused, Writer
from tests.support.holder import Holder


class Heard:
    """What the writer reported, and a way to wait for a kind of news (no sleep)."""

    def __init__(self) -> None:
        self.news: list[News] = []
        self.changed = threading.Condition()

    def __call__(self, news: News) -> None:
        with self.changed:
            self.news.append(news)
            self.changed.notify_all()

    def wait_for(self, kind: type, count: int = 1) -> None:
        with self.changed:
            assert self.changed.wait_for(lambda: sum(isinstance(n, kind) for n in self.news) >= count, 60), (
                self.news
            )


def a_database(folder: Path) -> Path:
    store, problem = HistoryStore.open(folder)
    assert store is not None and problem is None
    store.db.execute("CREATE TABLE said (n INTEGER)")
    store.close()
    return store.path


def say(n: int) -> Job:
    def job(store: HistoryStore) -> None:
        with transaction(store.db):
            store.db.execute("INSERT INTO said VALUES (?)", (n,))

    return job


def said(path: Path) -> list[int]:
    db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return [row[0] for row in db.execute("SELECT n FROM said ORDER BY rowid")]
    finally:
        db.close()


def test_saves_held_by_another_program_wait_and_land_in_order(tmp_path: Path) -> None:
    """``BEGIN EXCLUSIVE`` in another process: the saves queue (put returns at once), nothing is written, the
    writer says it is held (once); let go, every save lands, in the order made, and it says so."""
    path = a_database(tmp_path)
    heard = Heard()
    writer = Writer(heard)
    writer.attach(path)
    with Holder(path) as holder:
        tickets = [writer.put(say(n)) for n in range(1, 21)]
        heard.wait_for(Held)
        assert holder.holding and said(path) == [] and writer.pending() == 20
        holder.release()
        heard.wait_for(Landed, 20)
    assert said(path) == list(range(1, 21))
    assert [n.ticket for n in heard.news if isinstance(n, Landed)] == tickets
    kinds = [type(n) for n in heard.news]
    assert kinds == [Held, Freed, *[Landed] * 20], kinds
    assert writer.close(5.0) == 0


def test_the_end_waits_a_bounded_time_for_a_held_database(tmp_path: Path) -> None:
    """Still held at the game's end: the writer gives up after its wait, says how many saves were left, and
    its thread and connection end (the next start finds the file as the other program leaves it)."""
    path = a_database(tmp_path)
    heard = Heard()
    writer = Writer(heard)
    writer.attach(path)
    with Holder(path) as holder:
        writer.put(say(1))
        writer.put(say(2))
        heard.wait_for(Held)
        assert writer.close(0.1) == 2
        holder.release()
    assert said(path) == []
    writer.attach(path)  # after the end a save starts it again (Qt's loop ran one more action)
    writer.put(say(3))
    assert writer.close(30.0) == 0 and said(path) == [3]


def test_a_save_the_disk_refuses_is_dropped_and_the_next_ones_land(tmp_path: Path) -> None:
    """A save that fails for a reason waiting will not mend is reported and dropped; the queue goes on."""
    path = a_database(tmp_path)
    heard = Heard()
    writer = Writer(heard)
    writer.attach(path)

    def broken(store: HistoryStore) -> None:
        with transaction(store.db):
            store.db.execute("INSERT INTO said VALUES (99)")
            raise sqlite3.OperationalError("database or disk is full")

    writer.put(say(1))
    bad = writer.put(broken)
    writer.put(say(2))
    heard.wait_for(Landed, 2)
    assert writer.close(5.0) == 0
    refused = [n for n in heard.news if isinstance(n, Refused)]
    assert [n.ticket for n in refused] == [bad] and said(path) == [1, 2]
    assert refused[0].problem is Problem.DAMAGED  # no SQLite code on a raised error: not "locked"


def test_a_save_made_as_the_writer_goes_idle_has_a_connection_of_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The thread that went idle closes its connection on its way out; a save made just then starts the next
    thread, which must not write through the connection being closed (CI's segmentation fault at COMMIT).

    Held in between by events: the first thread stops on its way out, the second starts and writes; the
    first closes its connection while the second is inside its next save. That save lands."""
    path = a_database(tmp_path)
    heard = Heard()
    threads: list[threading.Thread] = []

    def report(news: News) -> None:
        threads.append(threading.current_thread())
        heard(news)

    leaving, go_on = threading.Event(), threading.Event()
    disconnect = Writer._disconnect

    def held_on_the_way_out(self: Writer) -> None:
        # The first thread (its save reported before it goes idle), held before it closes its connection. In
        # place before that thread starts: 10 ms after its save it may be on its way out already (a loaded CI).
        if threads and threading.current_thread() is threads[0]:
            leaving.set()
            go_on.wait(60)
        disconnect(self)

    monkeypatch.setattr(Writer, "_disconnect", held_on_the_way_out)
    monkeypatch.setattr(writer_module, "IDLE_S", 0.01)
    writer = Writer(report)
    writer.attach(path)
    writer.put(say(1))
    heard.wait_for(Landed)
    first = threads[0]
    assert leaving.wait(60), "the first thread never went idle"
    monkeypatch.setattr(writer_module, "IDLE_S", 60.0)
    writer.put(say(2))
    heard.wait_for(Landed, 2)

    def while_the_first_closes(store: HistoryStore) -> None:
        go_on.set()
        first.join(60)
        say(3)(store)

    writer.put(while_the_first_closes)
    heard.wait_for(Landed, 3)
    assert threads[1] is not first and not any(isinstance(n, Refused) for n in heard.news), heard.news
    assert writer.close(5.0) == 0
    assert said(path) == [1, 2, 3]


def test_a_save_still_being_written_when_the_end_gives_up_is_never_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The end's bounded wait ran out while a save was still being written (a machine too busy): ``close``
    counts it as left, and its thread reports nothing afterwards, since what it would report to may be gone
    (the writer thread's "Signal source has been deleted" seen once in the suite). A save made after the end
    starts a thread of its own, which writes it; the thread given up on takes no more saves."""
    monkeypatch.setattr(writer_module, "WRITE_BUSY_S", 0.01)
    path = a_database(tmp_path)
    heard = Heard()
    writer = Writer(heard)
    writer.attach(path)
    inside, go_on = threading.Event(), threading.Event()
    slow: list[threading.Thread] = []

    def too_slow(store: HistoryStore) -> None:
        slow.append(threading.current_thread())
        inside.set()
        assert go_on.wait(60)
        say(1)(store)

    writer.put(too_slow)
    assert inside.wait(60)
    assert writer.close(0.01) == 1
    before = list(heard.news)
    go_on.set()
    slow[0].join(60)
    assert not slow[0].is_alive() and said(path) == [1]  # it did commit: only its news is dropped
    assert heard.news == before
    writer.attach(path)
    writer.put(say(2))
    heard.wait_for(Landed)
    assert writer.close(5.0) == 0 and said(path) == [1, 2] and heard.news[len(before) :] == [Landed(2)]
