"""A data folder that cannot be written: the game keeps running and says what was not saved.

The tests run as root, and root writes through ``chmod``: a read-only mode
bit proves nothing. So, where the machine allows mounting, the data folder is
a real read-only tmpfs (EROFS) or a real small tmpfs filled to the brim
(ENOSPC). Where it does not, those are skipped and a stand-in still runs
everywhere: the data "folder" is a regular file (no file can be created
under it).
"""

from __future__ import annotations

import errno
import subprocess
from collections.abc import Callable
from typing import cast

import pytest
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.boundary.seat import Seat
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import play_a_hand, start_app
from tests.support.stored import saved_night
from tests.support.tmpfs import Mount

SAVE_FAILED = "No se pudo guardar la noche en curso"


def assert_conserved(game: Context) -> None:
    """Balance, chips on the table and the house's result add up to the 500 chips the night began with."""
    session = game.seat.session
    assert session is not None
    assert session.balance + session.total_bet + session.house_net == 50_000


def session_data(game: Context) -> dict[str, object]:
    """The night at the table, as its file should hold it."""
    session = game.seat.session
    assert session is not None
    return session.to_dict()


def test_read_only_folder_real_mount(qtbot: QtBot, mount_tmpfs: Mount) -> None:
    """A read-only data folder (EROFS): one notice on the real scene, the night goes on, the score screen too."""
    mount_tmpfs(app_dirs().data, "ro,size=64k")
    with pytest.raises(OSError) as raised:
        (app_dirs().data / "probe").write_text("x")
    assert raised.value.errno == errno.EROFS
    app = start_app(qtbot)
    app.click("startButton")
    qtbot.waitUntil(lambda: app.night.screen == Screen.Table)
    qtbot.waitUntil(lambda: SAVE_FAILED in app.announcer.notice)  # the writer thread tried to make the file
    assert app.find("noticeBar").isVisible()
    for _ in range(3):
        play_a_hand(app.context)
    assert app.announcer.notice.count(SAVE_FAILED) == 1, "said once, not at every click"
    assert_conserved(app.context)
    app.night.leave()
    assert app.night.screen == Screen.Score
    app.night.submitScore("Ana")
    assert "la tabla de mejores puntajes" in app.announcer.notice
    app.night.backToLobby()
    assert app.night.screen == Screen.Lobby
    assert list(app_dirs().data.iterdir()) == []
    app.close()


def test_full_disk_real_mount(
    mount_tmpfs: Mount, new_game: Callable[[], Context], written: Callable[[Seat], None]
) -> None:
    """A full data folder (ENOSPC): told once, the saved night stays whole, saving resumes when space returns."""
    data = app_dirs().data
    mount_tmpfs(data, "size=256k")
    game = new_game()
    game.night.startNight()
    saved, _ = saved_night()
    assert saved is not None and saved.session_data["balance"] == 50_000
    filler = data / "filler"
    with pytest.raises(OSError) as raised, filler.open("wb") as handle:
        for _ in range(1024):
            handle.write(b"\0" * 1024)
            handle.flush()
    assert raised.value.errno == errno.ENOSPC
    for _ in range(3):
        play_a_hand(game)
    written(game.seat)
    assert game.announcer.notice.count(SAVE_FAILED) == 1
    assert_conserved(game)
    still, problem = saved_night()
    assert problem is None and still is not None, "the last good save is whole"
    assert still.session().hands_played < 3, "the full disk did take some saves"

    filler.unlink()
    game.table.placeChip("tie")  # the next action saves the whole state kept in memory
    now, problem = saved_night()
    assert problem is None and now is not None
    assert now.session_data == session_data(game)


def test_data_path_is_a_file(new_game: Callable[[], Context], written: Callable[[Seat], None]) -> None:
    """Where mounting is not allowed: the data "folder" is a file, so nothing can be created in it."""
    data = app_dirs().data
    data.parent.mkdir(parents=True)
    data.write_text("not a folder")
    game = new_game()
    game.night.startNight()
    play_a_hand(game)
    written(game.seat)  # the writer thread tried to make the file
    assert game.announcer.notice.count(SAVE_FAILED) == 1
    assert_conserved(game)
    game.night.leave()
    game.night.submitScore("Ana")
    assert "la tabla de mejores puntajes" in game.announcer.notice
    game.night.backToLobby()
    assert game.night.screen == Screen.Lobby and data.read_text() == "not a folder"


def test_a_read_only_folder_with_a_saved_night_shows_it_and_saves_nothing(
    mount_tmpfs: Mount, new_game: Callable[[], Context]
) -> None:
    """A database on a read-only mount: the night and the top five are offered, play goes on, nothing written."""
    data = app_dirs().data
    mount_tmpfs(data, "size=1m")
    first = new_game()
    first.night.startNight()
    play_a_hand(first)
    saved = session_data(first)
    first.seat.close()  # as the game leaves it when it quits: no file held open for writing
    subprocess.run(["mount", "-o", "remount,ro", str(data)], check=True)
    before = {p.name: p.read_bytes() for p in data.iterdir()}

    game = new_game()
    assert game.night.savedNightAvailable
    assert "no admiten escritura" in game.announcer.notice, game.announcer.notice
    game.night.continueNight()
    resumed = session_data(game)  # the cards not dealt yet are shuffled among themselves on load (issue 27)
    assert sorted(map(str, cast(list[str], resumed.pop("shoe")))) == sorted(
        map(str, cast(list[str], saved.pop("shoe")))
    )
    assert resumed == saved
    play_a_hand(game)
    assert_conserved(game)
    assert SAVE_FAILED not in game.announcer.notice, "told once, at start"
    assert {p.name: p.read_bytes() for p in data.iterdir()} == before
