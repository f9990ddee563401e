"""Kill the real game with SIGKILL again and again: no chip lost or created, no file left unreadable.

Each round starts the game in a process of its own (``tests/support/crash_driver.py``:
the real ``baccarat_qt.desktop.app.launch`` and event loop, a seeded shoe passed where
the game builds its objects, and a robot player), lets it play, and kills it
with SIGKILL. The process is forked from a start-up server that has imported
PySide6 and the game's modules once (:class:`Zygote`), which spares each round
the interpreter's start and the imports, nothing of the game's own start.
Half the kills come after a random delay; the other half are
aimed at a stage of the night (betting, dealing, revealing, settlement,
leaving, start-up) by waiting for the robot to announce an action of that
stage and killing a few milliseconds later, while that action and its save
are under way. After every kill the files are read as the next start will
read them, and checked; the next round's start-up must then find exactly the
night the files hold. A settled coup and the night's resume state are one
transaction, so the history must hold exactly the coups the saved night has
played: none lost, none twice.
"""

from __future__ import annotations

import collections
import os
import random
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import pytest

from baccarat_qt.engine.session import STARTING_BALANCE, Session
from baccarat_qt.store import history_queries, night_store
from baccarat_qt.store.history_store import FILE_NAME as HISTORY_FILE
from baccarat_qt.store.settings import load_settings
from baccarat_qt.store.storage import HOME_ENV, AppDirs
from tests.support.holder import Holder
from tests.support.stored import saved_board, saved_night

ROOT = Path(__file__).resolve().parents[2]
DRIVER = ROOT / "tests" / "support" / "crash_driver.py"
KILLS_PER_WORKER = 52
WORKERS = 2
STAGES = ("betting", "dealing", "revealing", "settlement", "leaving", "startup")
READY_TIMEOUT = 30.0
HELD_ROUNDS = 12
ACTIONS_HELD = 25
"""The robot's actions while another program holds the database, before the kill (their saves queued)."""


class Zygote:
    """A start-up server (``crash_driver.py --serve``): each game it starts is a fork of it.

    It has imported PySide6 and the game's modules once, so a round skips the
    interpreter's start and the imports (half of a start's CPU time); everything
    from ``launch`` on (the application, the files, the QML, the event loop) runs
    in the forked game, as in ``crash_driver.py SEED``.
    """

    def __init__(self, stderr: IO[str]) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT)])
        self.channel, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.process = subprocess.Popen(
            [sys.executable, str(DRIVER), "--serve", str(theirs.fileno())],
            pass_fds=[theirs.fileno()],
            stdin=subprocess.DEVNULL,
            stderr=stderr,
            env=env,
        )
        theirs.close()

    def start(self, home: Path, seed: int, stderr: IO[str]) -> tuple[int, IO[str]]:
        """Fork a game; its pid and its stdout."""
        read, write = os.pipe()
        socket.send_fds(self.channel, [f"start {seed} {home}".encode()], [write, stderr.fileno()])
        os.close(write)
        return int(self.channel.recv(64)), os.fdopen(read)

    def wait(self, pid: int) -> int:
        """The exit code of a game it started, once it has ended (``-signal.SIGKILL`` after one)."""
        self.channel.send(f"wait {pid}".encode())
        return int(self.channel.recv(64))

    def close(self) -> None:
        """The server ends when its socket closes."""
        self.channel.close()
        assert self.process.wait(timeout=30) == 0


class Run:
    """One game process and the lines it printed."""

    def __init__(self, home: Path, seed: int, stderr: IO[str]) -> None:
        env = dict(os.environ)
        env[HOME_ENV] = str(home)
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT)])
        self.process = subprocess.Popen(
            [sys.executable, str(DRIVER), str(seed)],
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
            env=env,
        )
        self._listen()

    def _listen(self) -> None:
        """Start reading what the game prints, on a thread of its own."""
        self.lines: list[str] = []
        self.ready: str | None = None
        self.changed = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        self._take(self.process.stdout)

    def _take(self, stream: Iterable[str]) -> None:
        """Keep each line the game prints (and whether it said READY), waking the waiters; "EOF" at its end."""
        for line in stream:
            with self.changed:
                self.lines.append(line.rstrip("\n"))
                if line.startswith("READY "):
                    self.ready = line[len("READY ") :]
                self.changed.notify_all()
        with self.changed:
            self.lines.append("EOF")
            self.changed.notify_all()

    def _stage(self, code: int | None) -> str:
        """Once killed (``code``, how it ended): the stage of the action that was running (or last run)."""
        self.reader.join()
        assert code == -signal.SIGKILL, f"the game ended by itself with {code}"
        actions = [line for line in self.lines if line.startswith("A ")]
        if self.ready is None or not actions:
            return "startup"
        return actions[-1].split()[1]

    def wait_for(self, predicate: Any, timeout: float) -> bool:
        """Block until ``predicate(lines)`` holds (woken by each new line) or the timeout passes."""
        with self.changed:
            return self.changed.wait_for(lambda: predicate(self.lines) or "EOF" in self.lines[-1:], timeout)

    def kill(self) -> str:
        """SIGKILL; returns the stage of the action that was running (or last run)."""
        self.process.send_signal(signal.SIGKILL)
        code = self.process.wait()
        return self._stage(code)


class ForkedRun(Run):
    """One game process forked by a :class:`Zygote`, and the lines it printed (a :class:`Run` without a
    ``process``: it is not this process's child; the zygote reaps it and tells how it ended)."""

    def __init__(self, zygote: Zygote, home: Path, seed: int, stderr: IO[str]) -> None:
        self.zygote = zygote
        self.pid, self.stdout = zygote.start(home, seed, stderr)
        self._listen()

    def _read(self) -> None:
        with self.stdout:
            self._take(self.stdout)

    def kill(self) -> str:
        """SIGKILL; returns the stage of the action that was running (or last run)."""
        os.kill(self.pid, signal.SIGKILL)
        code = self.zygote.wait(self.pid)
        return self._stage(code)


@dataclass
class Tally:
    """What one worker saw."""

    kills: collections.Counter[str] = field(default_factory=collections.Counter)
    resumed: int = 0
    score_screens: int = 0
    ended_scores: dict[str, int] = field(default_factory=dict)
    scored: int = 0
    temp_files: int = 0
    startup_seconds: list[float] = field(default_factory=list)
    coups_checked: int = 0


def check_files(dirs: AppDirs, tally: Tally) -> night_store.SavedNight | None:
    """Every file loads as it is (nothing set aside) and the night conserves its chips."""
    for folder in (dirs.data, dirs.config):
        if folder.exists():
            assert not list(folder.glob("*.descartado-*")), "a file was set aside"
    night, problem = saved_night(dirs)
    assert problem is None, problem
    board = saved_board(dirs)
    _, problem = load_settings(dirs.config)
    assert problem is None, problem
    if night is not None:
        data = night.session_data
        on_table = sum(data["staked"].values()) if data["phase"] == "revealing" else 0
        on_table += sum(chip for _, chip in data["chips"])
        assert data["balance"] + on_table + data["house_net"] == STARTING_BALANCE
        Session.validate_dict(dict(data))
        if night.ended:
            assert not board.has_night(night.night_id), (
                "the score and the night's removal are one transaction"
            )
            tally.ended_scores[night.night_id] = night.score
    check_history(dirs, night, tally)
    ids = [entry.night for entry in board.entries if entry.night]
    assert len(ids) == len(set(ids)), "a night entered the top five twice"
    for entry in board.entries:
        if entry.night in tally.ended_scores:
            assert entry.score == tally.ended_scores.pop(entry.night), "a score changed between runs"
            tally.scored += 1
    if dirs.data.exists():
        tally.temp_files = len(list(dirs.data.glob(".*.tmp")))
    return night


def check_history(dirs: AppDirs, night: night_store.SavedNight | None, tally: Tally) -> None:
    """The history is whole, and holds the saved night's coups once each, none missing."""
    path = dirs.data / HISTORY_FILE
    if not path.exists():
        assert night is None or night.session_data["hands_played"] == 0, "coups played, no history"
        return
    db = sqlite3.connect(path)
    try:
        assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        ids = dict(db.execute("SELECT uid, id FROM night").fetchall())
        for uid, night_id in ids.items():
            rows = history_queries.coups(db, night_id, 0, 10_000)
            assert [r.number for r in rows] == list(range(1, len(rows) + 1)), "a coup missing or twice"
            balance = 50_000
            for row in rows:
                won = sum(back - stake for _, stake, back in row.bets)
                assert row.balance - won == balance, "a balance that does not follow the bets"
                balance = row.balance
            if night is not None and uid == night.night_id:
                hands = night.session_data["hands_played"]
                assert len(rows) == hands, f"{len(rows)} coups recorded, the saved night played {hands}"
                tally.coups_checked += len(rows)
        if night is not None and night.session_data["hands_played"]:
            assert night.night_id in ids, "the saved night's coups are not in the history"
    finally:
        db.close()


def session_digest(night: night_store.SavedNight | None) -> str:
    """The fingerprint the driver prints for the same state."""
    if night is None:
        return ""
    from tests.support.crash_driver import digest

    return digest(night.session())


def worker(home: Path, seed: int, kills: int) -> Tally:
    """Start, play, kill, check, ``kills`` times in one app-data folder."""
    rng = random.Random(seed)
    tally = Tally()
    dirs = AppDirs(home / "config", home / "data")
    expected: night_store.SavedNight | None = None
    with (home.parent / f"stderr-{seed}.log").open("w") as stderr:
        zygote = Zygote(stderr)
        for round_ in range(kills):
            started = time.perf_counter()
            run = ForkedRun(zygote, home, rng.randrange(10**9), stderr)
            target = STAGES[(round_ // 2) % len(STAGES)] if round_ % 2 else None
            if target == "startup":
                time.sleep(rng.uniform(0.0, 0.4))  # the point: a random moment during start-up
            else:
                assert run.wait_for(lambda lines, r=run: r.ready is not None, READY_TIMEOUT), "no READY line"
                tally.startup_seconds.append(time.perf_counter() - started)
                check_resume(run, expected, tally)
                if target is None:
                    time.sleep(rng.uniform(0.0, 0.5))  # the point: a random moment
                else:
                    ended = target == "leaving" and round_ // 12 % 2 == 0  # half of them: the end saved
                    wanted, seen = "ENDED" if ended else f"A {target} ", len(run.lines)
                    run.wait_for(
                        lambda lines, w=wanted, n=seen: any(x.startswith(w) for x in lines[n:]), 10.0
                    )
                    time.sleep(rng.uniform(0.0, 0.002))  # inside the action, its save, or just after
            tally.kills[run.kill()] += 1
            expected = check_files(dirs, tally)
        zygote.close()
    return tally


def check_resume(run: Run, expected: night_store.SavedNight | None, tally: Tally) -> None:
    """The game started where the files said: the saved night offered, or its score screen."""
    import json

    assert run.ready is not None
    found = json.loads(run.ready)
    if expected is None:
        assert found["screen"] == "lobby" and not found["saved"]
    elif expected.ended:
        assert found["screen"] == "score" and found["session_digest"] == session_digest(expected)
        assert found["score"] == expected.score
        tally.score_screens += 1
    else:
        assert found["screen"] == "lobby" and found["saved_digest"] == session_digest(expected)
        after = found["after_first_action"]
        if after["screen"] == "table" and after["session_digest"] == found["saved_digest"]:
            tally.resumed += 1


@pytest.mark.slow
def test_sigkill_at_random_moments(tmp_path: Path) -> None:
    """At least 100 SIGKILLs across every stage of a night: chips conserved, files whole, nights resumed."""
    started = time.perf_counter()
    homes = [tmp_path / f"home-{n}" for n in range(WORKERS)]
    with ThreadPoolExecutor(WORKERS) as pool:
        tallies = list(pool.map(worker, homes, range(1, WORKERS + 1), [KILLS_PER_WORKER] * WORKERS))
    kills: collections.Counter[str] = collections.Counter()
    for tally in tallies:
        kills.update(tally.kills)
    total = sum(kills.values())
    elapsed = time.perf_counter() - started
    startups = sorted(s for tally in tallies for s in tally.startup_seconds)
    resumed = sum(t.resumed for t in tallies)
    reoffered = sum(t.score_screens for t in tallies)
    summary = {
        "kills": total,
        "by_stage": dict(kills),
        "resumed_at_the_table": resumed,
        "score_screens_reoffered": reoffered,
        "scores_entered_after_a_kill": sum(t.scored for t in tallies),
        "killed_mid_write_temp_files_left": sum(t.temp_files for t in tallies),
        "history_coups_checked": sum(t.coups_checked for t in tallies),
        "median_start_to_ready_s": round(startups[len(startups) // 2], 2),
        "seconds": round(elapsed, 1),
    }
    print(f"crash safety: {summary}")
    assert total >= 100
    for stage in STAGES:
        assert kills[stage] >= 5, (stage, summary)
    assert resumed >= 20, summary
    assert reoffered >= 1, summary
    assert sum(t.coups_checked for t in tallies) >= 100, summary


def written_state(dirs: AppDirs) -> tuple[tuple[int, int], ...]:
    """The size and time of the database and its journal: what any write changes (looked at without
    opening them: a test that opens the file in its own process changes nothing of the game's locks)."""
    found = []
    for extra in ("", "-wal"):
        try:
            status = os.stat(f"{dirs.data / HISTORY_FILE}{extra}")
        except FileNotFoundError:
            found.append((-1, -1))
        else:
            found.append((status.st_size, status.st_mtime_ns))
    return tuple(found)


@pytest.mark.slow
def test_sigkill_with_saves_queued_on_the_writer(tmp_path: Path) -> None:
    """Another program holds the database (``BEGIN EXCLUSIVE``) while the robot plays on: each action's save
    queues on the writer thread and nothing reaches the file. Then SIGKILL: in half the rounds while still
    held (the whole queue lost), in the other half once the other program has gone (the writer draining the
    queue, commit after commit). Every time the files hold a prefix of the night, whole (coups and resume row
    in step, chips conserved), and the next start offers exactly the night they hold."""
    home = tmp_path / "home"
    dirs = AppDirs(home / "config", home / "data")
    tally = Tally()
    rng = random.Random(2706)
    expected: night_store.SavedNight | None = None
    drained = 0
    with (tmp_path / "stderr.log").open("w") as stderr:
        zygote = Zygote(stderr)  # each round's game forked from it, as test_sigkill_at_random_moments's
        for round_ in range(HELD_ROUNDS):
            run = ForkedRun(zygote, home, rng.randrange(10**9), stderr)
            assert run.wait_for(lambda lines, r=run: r.ready is not None, READY_TIMEOUT), "no READY line"
            check_resume(run, expected, tally)
            path = dirs.data / HISTORY_FILE
            assert run.wait_for(lambda lines, p=path: p.exists() and len(lines) > 5, READY_TIMEOUT)
            with Holder(path) as holder:
                before, seen = written_state(dirs), len(run.lines)
                assert run.wait_for(
                    lambda lines, n=seen: sum(x.startswith("A ") for x in lines[n:]) >= ACTIONS_HELD, 60.0
                ), "the robot stopped: the table waited for the database"
                assert written_state(dirs) == before, "written while another program held the database"
                if round_ % 2:
                    holder.vanish()
                    # the point: a random moment while the queue drains (the writer sees the lock gone within
                    # its busy wait and retry, about a second; then one synced commit per save)
                    time.sleep(rng.uniform(0.0, 1.5))
                    drained += written_state(dirs) != before
                tally.kills[run.kill()] += 1
            expected = check_files(dirs, tally)
        zygote.close()
    assert sum(tally.kills.values()) == HELD_ROUNDS
    assert drained >= 1, "no kill came after the queued saves had begun to land"
