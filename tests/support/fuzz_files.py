"""The real files the fuzzers start from, and the loop that throws damaged files at a loader.

Real files: nights saved at every point of play, a full top five, settings away from their defaults.
:func:`run_cases` writes each damaged file where the loader looks, loads it and checks what it
accepts, and that what it refuses was moved aside byte for byte.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.events import CHIPS, ActionRefused, Phase
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import Shoe, fisher_yates
from baccarat_qt.problems import Problem
from baccarat_qt.store.leaderboard import Entry, Leaderboard
from baccarat_qt.store.settings import Settings


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
