"""The table's sounds are decoded when the player sits down with sound on: never at the lobby (start-up)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import pytest
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.boundary.sound_output import State
from baccarat_qt.store.storage import app_dirs


class CountingOutput:
    """An output that plays nothing and counts what it was asked to do."""

    state = State.CLOSED

    def __init__(self, _report: Callable[[State], None]) -> None:
        self.prepared = 0
        self.played: list[str] = []

    def prepare(self) -> threading.Thread:
        self.prepared += 1
        done = threading.Thread(target=lambda: None)
        done.start()
        return done

    def play(self, name: str, gain: float, delay: float = 0.0) -> None:
        self.played.append(name)

    def stop_all(self) -> None:
        pass

    def retry(self) -> None:
        pass

    def close(self) -> None:
        pass


@pytest.fixture
def game(qtbot: QtBot) -> Iterator[Context]:
    """A game with no QML whose sound goes to a :class:`CountingOutput`."""
    ctx = Context(None, dirs=app_dirs(), sound_output=CountingOutput)
    yield ctx
    with qtbot.waitSignal(ctx.destroyed, timeout=5_000):
        ctx.deleteLater()


def output(game: Context) -> CountingOutput:
    player = game.sound.player
    assert isinstance(player, CountingOutput)
    return player


def test_the_lobby_decodes_nothing_and_sitting_down_decodes_once(game: Context) -> None:
    """Start-up leaves the sounds alone; the first sit-down decodes them, the next ones do not again."""
    assert game.night.screen == Screen.Lobby
    assert output(game).prepared == 0
    game.night.startNight()
    assert game.night.screen == Screen.Table
    assert output(game).prepared == 1
    game.table.placeChip("banker")
    assert output(game).played, "the first chip is heard"
    game.night.leave()
    game.night.backToLobby()
    game.night.startNight()
    assert game.night.screen == Screen.Table
    assert output(game).prepared == 1


def test_muted_at_the_table_decodes_when_the_sound_comes_back(game: Context) -> None:
    """Muted, nothing is decoded at the table; unmuting there decodes (once), ahead of the next sound."""
    game.sound.setMuted(True)
    game.night.startNight()
    assert output(game).prepared == 0
    game.sound.setMuted(False)
    assert output(game).prepared == 1
    game.sound.setVolume(40)
    assert output(game).prepared == 1


def test_the_volume_turned_up_at_the_lobby_decodes_nothing(game: Context) -> None:
    """The preferences' volume, changed at the lobby, waits for the table too."""
    game.sound.setVolume(0)
    game.sound.setVolume(60)
    assert output(game).prepared == 0
    game.night.startNight()
    assert output(game).prepared == 1
