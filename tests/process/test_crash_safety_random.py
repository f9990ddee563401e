"""Kill the real game with SIGKILL again and again: no chip lost or created, no file left unreadable.

Each round starts the game in a process of its own, forked from a start-up server
(``tests/support/game_runs.py``: the real game and a robot player), lets it play, and kills it
with SIGKILL. Half the kills come after a random delay; the other half are
aimed at a stage of the night (betting, dealing, revealing, settlement,
leaving, start-up) by waiting for the robot to announce an action of that
stage and killing a few milliseconds later, while that action and its save
are under way. After every kill the files are read as the next start will
read them, and checked (``tests/support/crash_checks.py``); the next round's start-up must
then find exactly the night the files hold. A settled coup and the night's resume state are one
transaction, so the history must hold exactly the coups the saved night has
played: none lost, none twice.
"""

from __future__ import annotations

import collections
import random
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from baccarat_qt.store import night_store
from baccarat_qt.store.storage import AppDirs
from tests.support.crash_checks import Tally, check_files, check_resume
from tests.support.game_runs import READY_TIMEOUT, ForkedRun, Zygote

KILLS_PER_WORKER = 52
WORKERS = 2
RANDOM_PLAY_S = 0.3
"""The longest the robot plays before a kill at a random moment: up to about 50 of its actions (some 170 a second
as the scene draws), a hand or more dealt, opened and settled among them. The game runs flat out meanwhile: a
second of play is a second of CPU (the targeted half of the rounds wait for their stage however long it takes)."""
STAGES = ("betting", "dealing", "revealing", "settlement", "leaving", "startup")


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
            if target == "startup":  # the point: a random moment during start-up, before the fastest one seen
                time.sleep(rng.uniform(0.0, 0.9 * min(tally.startup_seconds, default=0.4)))
            else:
                assert run.wait_for(lambda lines, r=run: r.ready is not None, READY_TIMEOUT), "no READY line"
                tally.startup_seconds.append(time.perf_counter() - started)
                check_resume(run, expected, tally)
                if target is None:
                    time.sleep(rng.uniform(0.0, RANDOM_PLAY_S))  # the point: a random moment
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
