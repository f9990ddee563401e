"""The edges of the shoe through the boundary objects: the cut card mid-hand, the last hand, the reshuffle said aloud.

SPEC §1: at 62 cards or fewer the shoe is reshuffled before the next hand; a
hand in progress always completes (it uses at most six cards).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from baccarat_qt.boundary.context import Context, ShoeFactory
from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.models import CardsModel
from baccarat_qt.engine import Card
from baccarat_qt.engine.cards import full_deck
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import CUT_CARD_AT, DECKS, SHOE_SIZE, Shoe, fisher_yates
from baccarat_qt.store import night_store
from baccarat_qt.store.storage import app_dirs
from tests.support.gui import at_instant_pace, start_app
from tests.support.stored import put_night, saved_night
from tests.support.written import SEATS, written

SIX_CARDS = "2S 4H 3D KC 4D 7C"  # player 5 draws a 4 (9); banker 4 draws on a 4: a 7 (1).

NewContext = Callable[..., Context]


def short_shoe(left: int, first: str = SIX_CARDS) -> Shoe:
    """A shoe with ``left`` cards, ``first`` on top; later shuffles are seeded."""
    wanted = [Card.parse(code) for code in first.split()]
    rest = full_deck() * DECKS
    for card in wanted:
        rest.remove(card)
    random.Random(5).shuffle(rest)
    return Shoe(shuffler=fisher_yates(random.Random(9)), cards=wanted + rest[: left - len(wanted)])


@pytest.fixture
def new_context() -> Iterator[NewContext]:
    """Build games on this test's app-data folder (no QML); each is deleted on this thread at the end."""
    built: list[Context] = []

    def build(new_shoe: ShoeFactory = Shoe) -> Context:
        context = Context(None, dirs=app_dirs(), new_shoe=new_shoe)
        built.append(context)
        SEATS.add(context.seat)  # what the files are read for (tests/support/stored.py) waits for its saves
        return context

    yield build
    for context in built:
        Shiboken.delete(context)
    built.clear()


@pytest.fixture
def game(new_context: NewContext) -> Context:
    """A game whose next night deals from a shoe just above the cut card."""
    return new_context(lambda: short_shoe(65))


def card_column(game: Context, role: CardsModel.Roles) -> list[Any]:
    """One role of every row of the card model, in deal order."""
    model = game.hand.cards
    assert isinstance(model, CardsModel)
    return [model.data(model.index(row), role) for row in range(model.rowCount())]


def open_until_settled(game: Context) -> None:
    """A until the hand is settled."""
    while game.table.phase == UiPhase.Revealing:
        game.hand.openNext()


def test_cut_card_mid_hand_hand_completes_then_reshuffle(qtbot: QtBot, game: Context) -> None:
    """65 left: the six-card hand passes the cut card, completes, and the shoe is reshuffled before the next."""
    hand = game.hand
    game.night.startNight()
    game.table.placeChip("player")
    hand.deal()
    assert hand.cardsLeft == 61
    shuffled: list[int] = []
    hand.shoeShuffled.connect(lambda: shuffled.append(hand.cardsLeft))
    left = []
    with qtbot.waitSignal(hand.coupSettled, timeout=1_000):
        for _ in range(6):
            assert not shuffled, "no reshuffle while the hand is on the table"
            hand.openNext()
            left.append(hand.cardsLeft)
    assert left[:5] == [61, 61, 61, 60, 59], "third cards leave the shoe when they reach the table"
    assert len(card_column(game, CardsModel.Roles.CODE)) == 6 and "con 9 (BANCA 1)" in hand.resultText
    assert shuffled == [SHOE_SIZE] and hand.shuffleCount == 1
    assert "barajan" in game.announcer.lastAnnouncement
    hand.deal()
    assert hand.cardsLeft == SHOE_SIZE - 4


def test_killed_past_the_cut_card_resumes_and_reshuffles(
    qtbot: QtBot, game: Context, new_context: NewContext
) -> None:
    """Killed with the hand half open and 61 cards left: the restarted game finishes it, then reshuffles."""
    game.night.startNight()
    game.table.placeChip("banker")
    game.hand.deal()
    game.hand.openNext()
    written(game.seat)  # the saves are on the writer thread: the crash comes once they landed
    # The crash: the first game is left as it is (no shutdown step) and a second one starts from the files.
    again = new_context(lambda: short_shoe(65))
    assert again.night.savedNightAvailable
    again.night.continueNight()
    assert again.hand.cardsLeft == 61
    assert card_column(again, CardsModel.Roles.FACE_UP) == [True, False, False, False]
    with qtbot.waitSignal(again.hand.shoeShuffled, timeout=1_000):
        open_until_settled(again)
    assert again.hand.cardsLeft == SHOE_SIZE and "barajan" in again.announcer.lastAnnouncement
    night, _ = saved_night()
    assert night is not None and len(night.session_data["shoe"]) == SHOE_SIZE


def test_last_possible_hand_of_a_shoe(qtbot: QtBot, new_context: NewContext) -> None:
    """A saved night with exactly 63 cards left deals a full six-card hand from them, then reshuffles."""
    session = Session(shoe=short_shoe(CUT_CARD_AT + 1))
    left = Counter(map(str, session.shoe.remaining))
    put_night(night_store.SavedNight.new(session, deck="clasica"))
    game = new_context()
    assert game.night.savedNightAvailable
    game.night.continueNight()
    assert game.hand.cardsLeft == 63
    shuffled: list[int] = []
    game.hand.shoeShuffled.connect(lambda: shuffled.append(game.hand.cardsLeft))
    game.table.placeChip("tie")
    game.hand.deal()
    assert not shuffled and game.hand.cardsLeft == 59, (
        "63 is above the cut card: no reshuffle before this hand"
    )
    open_until_settled(game)
    dealt = card_column(
        game, CardsModel.Roles.CODE
    )  # the 63 are shuffled among themselves on load (issue 27)
    assert 4 <= len(dealt) <= 6 and not Counter(dealt) - left
    assert shuffled == [SHOE_SIZE]


def test_at_the_cut_card_the_reshuffle_comes_before_the_deal(qtbot: QtBot, new_context: NewContext) -> None:
    """A shoe down to 62 is reshuffled when REPARTIR is pressed, and the player is told."""
    game = new_context(lambda: short_shoe(CUT_CARD_AT))
    game.night.startNight()
    game.table.placeChip("player")
    spoken: list[str] = []
    game.announcer.announcement.connect(spoken.append)
    with qtbot.waitSignal(game.hand.shoeShuffled, timeout=1_000):
        game.hand.deal()
    assert game.hand.cardsLeft == SHOE_SIZE - 4 and game.hand.shuffleCount == 1
    assert any("barajan" in text for text in spoken)


def test_reshuffle_shown_on_the_table(qtbot: QtBot) -> None:
    """On the real scene the reshuffle shows its notice and is announced to the screen reader (at the instant pace:
    the notice and what is said, not the motion)."""
    app = at_instant_pace(start_app(qtbot, new_shoe=lambda: short_shoe(65)))
    app.click("startButton")
    qtbot.waitUntil(lambda: app.exists("dealButton"))
    app.click("spot_player")
    spoken: list[str] = []
    app.announcer.announcement.connect(spoken.append)
    app.key(Qt.Key.Key_D)
    with qtbot.waitSignal(app.hand.shoeShuffled, timeout=2_000):
        app.key(Qt.Key.Key_T)
        for _ in range(3):
            app.key(Qt.Key.Key_A)
    qtbot.waitUntil(lambda: app.prop("messageText", "text") == app.hand.shuffleNotice)
    assert any("barajan" in text for text in spoken)
    assert app.hand.cardsLeft == SHOE_SIZE
    app.close()
