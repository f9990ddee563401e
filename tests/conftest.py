"""Shared fixtures: every test's app data lives in its own temporary folder."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.support.pulse import pulse, pulse_server
from tests.support.tmpfs import mount_tmpfs

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from baccarat_qt.boundary.context import Context
    from baccarat_qt.boundary.seat import Seat
    from tests.support.gui import App

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
# Until the player chooses, the game speaks the system's language: the tests' system is Spanish
# (a test of English chooses it, or starts the game with an English locale of its own).
os.environ["LANG"] = "es_ES.UTF-8"
for _name in ("LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LANGUAGE"):
    os.environ.pop(_name, None)


def _configure_as_the_game() -> None:
    """The application's names and its Qt Quick settings (``desktop/quick_settings.py``), as
    ``launch()`` sets them before its application exists: the tests' games are the game (without it their
    controls were Qt's platform style, not the Basic style the game restyles)."""
    from baccarat_qt.desktop.app import configure_application

    configure_application()


_configure_as_the_game()

__all__ = [
    "mount_tmpfs",
    "pulse",
    "pulse_server",
]  # the sound server (tests/support/pulse.py) and a tmpfs (tests/support/tmpfs.py), for every test


def pytest_addoption(parser: pytest.Parser, pluginmanager: pytest.PytestPluginManager) -> None:
    """With pytest-xdist left out (``-p no:xdist``), its options in pyproject.toml's addopts are accepted and ignored."""
    if not pluginmanager.has_plugin("xdist"):
        parser.addoption("--numprocesses", default=None, help="(pytest-xdist is not loaded: ignored)")
        parser.addoption("--dist", default="no", help="(pytest-xdist is not loaded: ignored)")


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hooks: known only with it loaded
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """How many workers ``-n auto`` (pyproject.toml's addopts) starts: two per CPU for the suite or a folder
    of it (4 on 2 CPUs), none (this one process) when only test files are named, as while working on one of
    them. Many tests wait on real time (Orca's voice, the sound server, the cards' motion at the pace the
    clock sets, a game's start in another process), and more workers fill those waits: with one per CPU the
    CPUs were busy 168 % of 200 %; one and a half per CPU took 303.5 s down to 248.7 s, and once the game's
    animations ran by the clock on this kind of screen, two per CPU took 242.8 s down to 213.5 s
    (docs/benchmarks.md).

    ``PYTEST_XDIST_AUTO_NUM_WORKERS``, or ``-n N`` on the command line, decides instead.
    """
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # pytest-xdist's own hook reads it
    if config.args_source == pytest.Config.ArgsSource.ARGS and all(
        Path(arg.split("::")[0]).is_file() for arg in config.args
    ):
        return 0
    cpus = len(os.sched_getaffinity(0))
    return 2 * cpus


@pytest.hookimpl(trylast=True)  # after pytest's faulthandler plugin has enabled its own
def pytest_configure(config: pytest.Config) -> None:
    """A crashed worker's fatal-error dump goes in its crash report (``tests/support/crashes.py``)."""
    from tests.support import crashes

    worker = getattr(config, "workerinput", None)
    if worker is not None:
        crashes.start_worker(str(worker["workerid"]))
    elif config.getoption("numprocesses", None):  # the controller of workers
        crashes.start_controller()


def pytest_unconfigure(config: pytest.Config) -> None:
    """The controller removes the folder of the workers' dumps."""
    if getattr(config, "workerinput", None) is None and config.getoption("numprocesses", None):
        from tests.support.crashes import finish_controller

        finish_controller()


@pytest.hookimpl(optionalhook=True)
def pytest_handlecrashitem(crashitem: str, report: pytest.TestReport, sched: object) -> None:
    """pytest-xdist's report of a crashed worker: with the worker's own dump of where it crashed."""
    from tests.support.crashes import add_dump

    add_dump(report)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object | None:
    """``--dist loadgroup`` (pyproject.toml's addopts): whole files to each worker, the groups of
    ``tests/support/groups.py`` each to one worker, first."""
    if config.getoption("dist") != "loadgroup":
        return None
    from tests.support.groups import GroupScheduling

    return GroupScheduling(config, log)


@pytest.fixture(autouse=True)
def _isolated_app_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the game's settings and data folders at a temporary folder."""
    home = tmp_path / "app-home"
    monkeypatch.setenv("BACCARAT_QT_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def _no_sound_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test plays sound unless it asks for the sound server (``tests/support/pulse.py``): PulseAudio is
    pointed at a socket that does not exist, so the game finds no audio output and stays silent."""
    monkeypatch.setenv("PULSE_SERVER", f"unix:{tmp_path / 'no-sound-server'}")


@pytest.fixture(autouse=True)
def _fresh_shoes() -> None:
    """Every test's games start with CSPRNG-shuffled shoes until the test scripts the cards."""
    from tests.support.shoes import SHOES

    SHOES.cards = []


@pytest.fixture(autouse=True)
def _spanish_again() -> Iterator[None]:
    """A test that switched the game to English leaves the process's one translation (and the default
    locale) in Spanish again, the tests' system language: the next test, in whatever order, starts there."""
    yield
    language = sys.modules.get("baccarat_qt.words.language")
    if language is not None and language.TRANSLATION.language != "es":
        language.TRANSLATION.apply("es")


@pytest.fixture
def scripted_shoe() -> Callable[[str], None]:
    """Make the next nights deal the given cards first (codes in table order: P B P B, then thirds)."""
    from tests.support.shoes import SHOES

    return SHOES.use


@pytest.fixture
def app(qtbot: QtBot) -> Iterator[App]:
    """The game, started as a player starts it (closed again after the test)."""
    from tests.support.gui import start_app

    running = start_app(qtbot)
    yield running
    running.close()


@pytest.fixture(scope="session")
def _played_nights() -> dict[tuple[Any, ...], Path]:
    """The app-data folders ``played_night`` left, by its arguments: kept for this process (a worker)'s session."""
    return {}


def _copy_of_a_played_night(
    kept: dict[tuple[Any, ...], Path], tmp_path_factory: pytest.TempPathFactory, coups: int, **how: Any
) -> None:
    """``save_a_played_night(coups, **how)`` in this test's app-data folder, played once per process: the first
    test to ask plays it and keeps a copy of the folder it left; a later one with the same arguments gets its own
    copy of that (the same files: the same seeded shoe, the same bets, the seat closed as the game ends)."""
    import shutil

    from tests.support.gui import save_a_played_night

    home = Path(os.environ["BACCARAT_QT_HOME"])
    key = (coups, *sorted(how.items()))
    if home.exists() and any(home.iterdir()):  # the test wrote something first: played on it, not copied
        save_a_played_night(coups, **how)
    elif key in kept:
        shutil.copytree(kept[key], home, dirs_exist_ok=True, symlinks=True)
    else:
        save_a_played_night(coups, **how)
        kept[key] = tmp_path_factory.mktemp("played-night") / "app-home"
        shutil.copytree(home, kept[key], symlinks=True)


@pytest.fixture
def played_night(
    qtbot: QtBot, _played_nights: dict[tuple[Any, ...], Path], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Callable[..., App]]:
    """Start the game on a night of so many coups already played, and sit at its table (closed after the test).

    ``played_night(coups, seed=2047, language="es", show_odds=False, **more)``: the coups of a
    seeded shoe, 5 on BANCA each (``more``: the table, or until so many cards are left), are played on the boundary objects before the game
    starts, at the instant pace (``tests.support.gui.save_a_played_night``); the game
    starts, the language and the odds panel are chosen in the lobby, and CONTINUAR
    LA NOCHE takes it to the table.
    """
    from tests.support.gui import continue_the_night, start_app

    started: list[App] = []

    def start(
        coups: int, *, seed: int = 2047, language: str = "es", show_odds: bool = False, **more: Any
    ) -> App:
        _copy_of_a_played_night(_played_nights, tmp_path_factory, coups, seed=seed, **more)
        app = start_app(qtbot)
        started.append(app)
        app.prefs.setLanguage(language)
        app.prefs.setShowOdds(show_odds)
        continue_the_night(app)
        assert app.context.roads.coups >= coups
        return app

    yield start
    for app in started:
        app.close()


@pytest.fixture
def written(qapp: Any) -> Callable[[Seat], None]:
    """Wait until every save a seat made so far is in the database (``tests/support/written.py``: on its
    ``settled`` signal, no sleep): saves are written on the writer thread while the table goes on."""
    from tests.support.written import written

    return written


@pytest.fixture
def new_game(qapp: Any) -> Iterator[Callable[[], Context]]:
    """Build games (boundary objects, no QML) on this test's app-data folder when the test says; deleted at the end.

    They are deleted on this (the GUI) thread, never left to the garbage collector on another.
    """
    from shiboken6 import Shiboken

    from baccarat_qt.boundary.context import Context
    from baccarat_qt.store.storage import app_dirs
    from tests.support.written import SEATS

    built: list[Context] = []

    def build() -> Context:
        built.append(Context(None, dirs=app_dirs()))
        SEATS.add(built[-1].seat)
        return built[-1]

    yield build
    for context in built:
        context.seat.close()  # as the game's quit does: its database closed (a read-only one's copy removed)
        Shiboken.delete(context)
