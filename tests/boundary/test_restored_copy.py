"""Issue 27, case 9: putting back a copy of the files does not replay the cards.

On every load the cards not yet dealt are shuffled among themselves (a CSPRNG): the hand in play, the
number of cards left and the cut card's place stay; the order the player could have seen does not.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable

import pytest

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import play_a_hand
from tests.support.written import all_written


@pytest.mark.parametrize("mid_hand", [False, True], ids=["betting", "revealing"])
def test_a_restored_copy_deals_other_cards(new_game: Callable[[], Context], mid_hand: bool) -> None:
    game = new_game()
    game.night.startNight()
    play_a_hand(game)
    game.table.placeChip("banker")
    if mid_hand:
        game.hand.deal()
        assert game.table.phase == UiPhase.Revealing
    all_written()  # the copy is taken of what the writer thread wrote
    data = app_dirs().data
    for name in ("history.sqlite3", "history.sqlite3-wal", "history.sqlite3-shm"):
        if (data / name).exists():
            shutil.copy(data / name, data.parent / name)
    seen = []
    for _ in range(2):
        for name in ("history.sqlite3", "history.sqlite3-wal", "history.sqlite3-shm"):
            (data / name).unlink(missing_ok=True)
            if (data.parent / name).exists():
                shutil.copy(data.parent / name, data / name)
        again = new_game()
        assert again.night.savedNightAvailable
        again.night.continueNight()
        session = again.seat.session
        assert session is not None
        seen.append(
            (session.shoe.remaining, [str(tc.card) for tc in session.table_cards], session.shoe.cards_left)
        )
        again.seat.close()
    (first, table_1, left_1), (second, table_2, left_2) = seen
    assert table_1 == table_2 and left_1 == left_2, "the hand in play and the cards left are kept"
    assert sorted(map(str, first)) == sorted(map(str, second))
    assert first != second, "the order the player could have seen is not the order dealt after a restore"
