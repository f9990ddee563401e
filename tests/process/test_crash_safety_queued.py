"""Kill the real game with SIGKILL while its saves wait on the writer thread: the files hold a prefix of the night.

Another program holds the database while the robot plays on, so each action's save queues and
nothing reaches the file; the game is then killed while the database is still held, or once the
other program has gone and the queue drains. The files must always be whole, and the next start
must offer exactly the night they hold (``tests/support/crash_checks.py``).
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest

from baccarat_qt.store import night_store
from baccarat_qt.store.history_store import FILE_NAME as HISTORY_FILE
from baccarat_qt.store.storage import AppDirs
from tests.support.crash_checks import Tally, check_files, check_resume
from tests.support.game_runs import READY_TIMEOUT, ForkedRun, Zygote
from tests.support.holder import Holder

HELD_ROUNDS = 12
ACTIONS_HELD = 25
"""The robot's actions while another program holds the database, before the kill (their saves queued)."""


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
