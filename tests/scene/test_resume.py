"""The saved night on the real QML scene: continue it, replace it, the score screen after a crash.

Every test closes the game without any shutdown step, the way a crash would:
the night's row in the database holds whatever the last change wrote, nothing
is written on exit.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.engine import TableKind
from baccarat_qt.store.leaderboard import Entry, Leaderboard, save_leaderboard
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import start_app
from tests.support.stored import has_night, night_document, put_night_document, saved_board, saved_night

K = Qt.Key
THIRDS = "2S 4H 3D KC 4D 7C"  # player 5 draws a 4 (9); banker 4 draws on a 4: a 7 (1). Player wins with 9 (banker 1).


def saved_session() -> dict[str, object]:
    """The session data of the night in progress, as the last change left it."""
    night, problem = saved_night()
    assert problem is None and night is not None
    return dict(night.session_data)


def test_mid_hand_continues_with_the_same_cards(qtbot: QtBot, scripted_shoe: Callable[[str], None]) -> None:
    """Closed mid-hand with two cards open: CONTINUAR LA NOCHE puts back the same table, then the same result."""
    scripted_shoe(THIRDS)
    first = start_app(qtbot)
    assert not first.exists("continueButton")
    first.sit_down()
    first.click("chip_25")
    first.click("spot_player")
    first.click("chip_5")
    first.click("spot_tie")
    first.key(K.Key_D)
    first.key(K.Key_A)
    first.wait_cards_dealt()
    first.click("card_3")
    before = first.cards()
    state = saved_session()
    assert state["phase"] == "revealing" and [row[3] for row in state["table_cards"]] == [  # type: ignore[attr-defined]
        True,
        False,
        False,
        True,
    ]
    first.close()

    second = start_app(qtbot)
    assert second.night.screen == Screen.Lobby and second.night.savedNightAvailable
    summary = second.find("savedNightSummary").property("text")
    assert "CLÁSICA" in summary and "470" in summary and "30 fichas apostadas" in summary
    assert second.prop("continueButton", "activeFocus")
    second.click("continueButton")
    qtbot.waitUntil(lambda: second.night.screen == Screen.Table)
    assert second.cards() == before
    assert (second.table.balance, second.table.totalBet, second.table.phase) == (
        47_000,
        3_000,
        UiPhase.Revealing,
    )
    assert "quedan cartas boca abajo" in second.announcer.lastAnnouncement
    with qtbot.waitSignal(second.hand.coupSettled, timeout=2_000):
        second.click("openAllButton")  # the rest of the hand, both third cards included
    assert "Gana el JUGADOR con 9 (BANCA 1)" in second.hand.resultText
    # 25 on the player won 25; 5 on the tie lost; rebet placed 30 again.
    assert second.table.balance + second.table.totalBet == 50_000 + 2_500 - 500
    assert saved_session()["balance"] == second.table.balance
    second.close()


def test_new_night_asks_before_replacing_the_saved_one(qtbot: QtBot) -> None:
    """EMPEZAR UNA NOCHE NUEVA warns first; VOLVER keeps the night, EMPEZAR DE NUEVO replaces it."""
    first = start_app(qtbot)
    first.sit_down()
    first.click("chip_100")
    first.click("spot_banker")
    first.close()
    old_document = night_document()
    assert old_document is not None
    old_night = old_document["data"]["night"]  # type: ignore[index]

    second = start_app(qtbot)
    assert second.prop("startButton", "text") == "EMPEZAR UNA NOCHE NUEVA"
    second.click("startButton")
    qtbot.waitUntil(lambda: second.exists("newNightWarning"))
    warning = second.find("newNightWarning").property("text")
    assert "se pierde" in warning and "RETIRARSE" in warning and "400" in warning
    second.click("keepNightButton")
    qtbot.waitUntil(lambda: not second.exists("newNightWarning"))
    assert second.night.screen == Screen.Lobby and second.night.savedNightAvailable
    second.click("startButton")
    qtbot.waitUntil(lambda: second.exists("confirmNewNightButton"))
    second.click("confirmNewNightButton")
    qtbot.waitUntil(lambda: second.night.screen == Screen.Table)
    assert (second.table.balance, second.table.totalBet) == (50_000, 0)
    assert not second.night.savedNightAvailable
    stored, _ = saved_night()
    assert stored is not None and stored.night_id != old_night and stored.session_data["balance"] == 50_000
    second.close()


def test_crash_on_the_score_screen_keeps_the_score(qtbot: QtBot) -> None:
    """Closed on the score screen before the name: the next run opens the score screen again, once."""
    first = start_app(qtbot)
    first.sit_down()
    first.click("chip_100")
    first.click("spot_banker")
    first.click("leaveButton")
    first.confirm_leave()
    qtbot.waitUntil(lambda: first.night.screen == Screen.Score)
    assert first.night.score == 50_000
    first.close()
    assert saved_session()["phase"] == "left"

    second = start_app(qtbot)
    assert second.night.screen == Screen.Score and second.night.score == 50_000 and second.night.scoreLeft
    assert "aún no se había anotado" in second.announcer.notice
    assert second.night.qualifies
    second.night.submitScore("Nora")
    assert not has_night()
    board = saved_board()
    assert [(e.name, e.score) for e in board.entries] == [("Nora", 50_000)]
    second.close()

    third = start_app(qtbot)
    assert third.night.screen == Screen.Lobby and not third.night.savedNightAvailable
    third.close()


def test_score_recorded_just_before_a_crash_enters_once(qtbot: QtBot) -> None:
    """A top five that already has the ended night's score (an old version's files, imported): not offered twice."""
    first = start_app(qtbot)
    first.sit_down()
    first.click("leaveButton")
    first.confirm_leave()
    qtbot.waitUntil(lambda: first.night.screen == Screen.Score)
    first.close()
    night, _ = saved_night()
    assert night is not None
    board = Leaderboard([Entry("Nora", 50_000, TableKind.CLASSIC, dt.date.today(), night.night_id)])
    save_leaderboard(app_dirs().data, board)  # as a version before the database left it

    second = start_app(qtbot)
    assert second.night.screen == Screen.Lobby
    assert not has_night()
    assert second.night.leaderboard.rowCount() == 1
    second.close()


def test_back_to_lobby_forgets_the_night(qtbot: QtBot) -> None:
    """VOLVER AL SALÓN without a name: the score is declined and the next run starts clean."""
    first = start_app(qtbot)
    first.sit_down()
    first.click("leaveButton")
    first.confirm_leave()
    qtbot.waitUntil(lambda: first.night.screen == Screen.Score)
    first.click("backToLobbyButton")
    assert not has_night()
    first.close()
    second = start_app(qtbot)
    assert second.night.screen == Screen.Lobby and not second.night.savedNightAvailable
    second.close()


def test_bad_night_file_is_set_aside_and_said(qtbot: QtBot) -> None:
    """A saved night edited to hold chips out of nowhere is set aside; the lobby says so and offers nothing."""
    first = start_app(qtbot)
    first.sit_down()
    first.close()
    document = night_document()
    assert document is not None
    document["data"]["session"]["balance"] = 5_000_000  # type: ignore[index]
    put_night_document(document)

    second = start_app(qtbot)
    assert "noche guardada" in second.announcer.notice and "sello" in second.announcer.notice  # its tag fails
    assert not second.night.savedNightAvailable and not has_night()
    kept = list(app_dirs().data.glob("night.descartado-*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["data"]["session"]["balance"] == 5_000_000
    assert second.find("noticeBar").isVisible()
    second.close()
