"""Nights played before a test looks: a hand on the boundary objects, a saved night, CONTINUAR LA NOCHE.

A scene that only needs a night late in a shoe is built once with the night restored
(:func:`save_a_played_night`), instead of building and removing every hand's cards.
``tests/support/gui.py`` hands these out with the rest of its helpers.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from shiboken6 import Shiboken

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.engine.shoe import Shoe, fisher_yates
from baccarat_qt.store.storage import app_dirs

if TYPE_CHECKING:
    from tests.support.gui import App


def play_a_hand(game: Context) -> None:
    """Bet 5 on BANCA, deal, open everything until the hand settles."""
    game.table.placeChip("banker")
    game.hand.deal()
    while game.table.phase == UiPhase.Revealing:
        game.hand.openAll()


def save_a_played_night(
    coups: int,
    seed: int,
    *,
    pace: str = "instant",
    table: str = "classic",
    until_cards_left: int | None = None,
) -> None:
    """Leave a night of ``coups`` hands already played in the app-data folder, for the next game to continue.

    The hands are played with 5 on BANCA, placed once and then again by the rebet, on a
    seeded shoe (``fisher_yates(random.Random(seed))``), on the boundary objects with no window: a scene that only needs a night late
    in a shoe (the roads, the odds) is then built once, with the night restored,
    instead of building and removing every hand's cards. The dealing pace chosen
    (instant by default) is kept for the game that continues the night, and so is
    the table (``classic``, ``no_commission`` or ``ez``). With ``until_cards_left``,
    hands are played until no more than that many cards are left (``coups`` then
    being the fewest played).
    """
    context = Context(None, dirs=app_dirs())
    try:
        context.preferences.setPace(pace)
        context.preferences.setTableKind(table)
        context.new_shoe = lambda: Shoe(shuffler=fisher_yates(random.Random(seed)))
        context.night.startNight()
        context.table.selectChip(5)
        context.table.placeChip("banker")
        session = context.seat.session
        assert session is not None and session.table.value == table
        while context.roads.coups < coups or (
            until_cards_left is not None and session.cards_left > until_cards_left
        ):
            played = context.roads.coups
            context.hand.deal()
            while context.table.phase == UiPhase.Revealing:
                context.hand.openAll()
            assert context.roads.coups == played + 1, f"no hand played after {played} (a new shoe?)"
        context.seat.close()  # as the game ends: its saves written, the file folded and closed
    finally:
        Shiboken.delete(context)


def continue_the_night(app: App) -> None:
    """CONTINUAR LA NOCHE in the lobby, as a player clicks it (the deck tiles in or not); wait until the
    table can deal."""
    app.click("continueButton", look=False)
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Table)
    app.qtbot.waitUntil(lambda: app.exists("dealButton"))
