"""One notice per problem, naming the folder that has it (issue 22, defect 5)."""

from __future__ import annotations

import shutil
from collections.abc import Callable

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.seat import Seat
from baccarat_qt.store.storage import app_dirs


def break_config_folder() -> None:
    """The configuration folder becomes a file: nothing can be written in it."""
    config = app_dirs().config
    shutil.rmtree(config, ignore_errors=True)
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text("not a folder")


def test_failed_settings_saves_give_one_notice_naming_the_config_folder(
    new_game: Callable[[], Context],
) -> None:
    """Six toggles that cannot be saved: one line, about the configuration folder (not the data folder)."""
    game = new_game()
    break_config_folder()
    for _ in range(3):
        game.preferences.setHighContrast(True)
        game.preferences.setHighContrast(False)
    lines = game.announcer.notice.splitlines()
    assert len(lines) == 1, lines
    assert "preferencias" in lines[0] and "carpeta de configuración" in lines[0]
    assert str(app_dirs().config) in lines[0] and "carpeta de datos" not in lines[0]


def test_the_notice_is_not_repeated_after_it_was_read(new_game: Callable[[], Context]) -> None:
    """Dismissed, the same problem does not come back with every toggle; once saving works, a new failure is told."""
    game = new_game()
    break_config_folder()
    game.preferences.setRebet(False)
    assert game.announcer.notice
    game.announcer.dismissNotice()
    for value in (True, False, True):
        game.preferences.setReducedMotion(value)
    assert game.announcer.notice == "", "the same problem, already told"

    app_dirs().config.unlink()  # the folder can be written again: the next change is saved
    game.preferences.setReducedMotion(False)
    assert game.announcer.notice == ""
    break_config_folder()  # and it breaks again: a new problem, told once more
    game.preferences.setReducedMotion(True)
    assert len(game.announcer.notice.splitlines()) == 1


def test_a_failed_top_five_save_names_the_data_folder(
    new_game: Callable[[], Context], written: Callable[[Seat], None]
) -> None:
    """The top five lives in the data folder: its notice says so (and the settings' would say configuration)."""
    game = new_game()
    game.night.startNight()
    written(game.seat)  # the first save made the file (on the writer thread)
    data = app_dirs().data
    shutil.rmtree(data)
    data.write_text("not a folder")
    game.night.leave()
    game.night.submitScore("Ana")
    written(game.seat)
    notice = game.announcer.notice
    assert "la tabla de mejores puntajes" in notice and f"carpeta de datos ({data})" in notice
