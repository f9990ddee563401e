"""The edges of the shoe through the controller: the cut card mid-hand, the last hand, the reshuffle said aloud.

SPEC §1: at 62 cards or fewer the shoe is reshuffled before the next hand; a
hand in progress always completes (it uses at most six cards).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from baccarat_qt import night_store
from baccarat_qt.controller import Game
from baccarat_qt.engine import Card
from baccarat_qt.engine.cards import full_deck
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import CUT_CARD_AT, DECKS, SHOE_SIZE, Shoe, fisher_yates
from baccarat_qt.storage import app_dirs
from tests.gui import start_app

SIX_CARDS = "2S 4H 3D KC 4D 7C"  # player 5 draws a 4 (9); banker 4 draws on a 4: a 7 (1).


def short_shoe(left: int, first: str = SIX_CARDS) -> Shoe:
    """A shoe with ``left`` cards, ``first`` on top; later shuffles are seeded."""
    wanted = [Card.parse(code) for code in first.split()]
    rest = full_deck() * DECKS
    for card in wanted:
        rest.remove(card)
    random.Random(5).shuffle(rest)
    return Shoe(shuffler=fisher_yates(random.Random(9)), cards=wanted + rest[: left - len(wanted)])


@pytest.fixture
def game(monkeypatch: pytest.MonkeyPatch) -> Iterator[Game]:
    """A controller whose next night deals from a shoe just above the cut card."""
    monkeypatch.setattr(Game, "shoe_factory", lambda: short_shoe(65))
    controller = Game()
    yield controller
    Game.instances.remove(controller)


def open_until_settled(game: Game) -> None:
    """A until the hand is settled."""
    while game.phase == "revealing":
        game.openNext()


def test_cut_card_mid_hand_hand_completes_then_reshuffle(qtbot: QtBot, game: Game) -> None:
    """65 left: the six-card hand passes the cut card, completes, and the shoe is reshuffled before the next."""
    game.startNight()
    game.placeChip("player")
    game.deal()
    assert game.cardsLeft == 61
    shuffled: list[int] = []
    game.shoeShuffled.connect(lambda: shuffled.append(game.cardsLeft))
    left = []
    with qtbot.waitSignal(game.coupSettled, timeout=1_000):
        for _ in range(6):
            assert not shuffled, "no reshuffle while the hand is on the table"
            game.openNext()
            left.append(game.cardsLeft)
    assert left[:5] == [61, 61, 61, 60, 59], "third cards leave the shoe when they reach the table"
    assert len(game._cards._rows) == 6 and "9 a 1" in game.resultText
    assert shuffled == [SHOE_SIZE] and game.shuffleCount == 1
    assert "barajan" in game.lastAnnouncement
    game.deal()
    assert game.cardsLeft == SHOE_SIZE - 4


def test_killed_past_the_cut_card_resumes_and_reshuffles(qtbot: QtBot, game: Game) -> None:
    """Killed with the hand half open and 61 cards left: the restarted game finishes it, then reshuffles."""
    game.startNight()
    game.placeChip("banker")
    game.deal()
    game.openNext()
    Game.instances.remove(game)
    again = Game()
    assert again.savedNightAvailable
    again.continueNight()
    assert again.cardsLeft == 61 and [row.face_up for row in again._cards._rows] == [
        True,
        False,
        False,
        False,
    ]
    with qtbot.waitSignal(again.shoeShuffled, timeout=1_000):
        open_until_settled(again)
    assert again.cardsLeft == SHOE_SIZE and "barajan" in again.lastAnnouncement
    night, _ = night_store.load_night(app_dirs().data)
    assert night is not None and len(night.session_data["shoe"]) == SHOE_SIZE
    Game.instances.append(game)  # the fixture removes it


def test_last_possible_hand_of_a_shoe(qtbot: QtBot) -> None:
    """A saved night with exactly 63 cards left deals a full six-card hand from them, then reshuffles."""
    session = Session(shoe=short_shoe(CUT_CARD_AT + 1))
    night_store.save_night(app_dirs().data, night_store.SavedNight.new(session, deck="clasica"))
    game = Game()
    assert game.savedNightAvailable
    game.continueNight()
    assert game.cardsLeft == 63
    shuffled: list[int] = []
    game.shoeShuffled.connect(lambda: shuffled.append(game.cardsLeft))
    game.placeChip("tie")
    game.deal()
    assert not shuffled and game.cardsLeft == 59, "63 is above the cut card: no reshuffle before this hand"
    open_until_settled(game)
    assert [row.code for row in game._cards._rows] == SIX_CARDS.split()
    assert shuffled == [SHOE_SIZE]
    Game.instances.remove(game)


def test_at_the_cut_card_the_reshuffle_comes_before_the_deal(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A shoe down to 62 is reshuffled when REPARTIR is pressed, and the player is told."""
    monkeypatch.setattr(Game, "shoe_factory", lambda: short_shoe(CUT_CARD_AT))
    game = Game()
    game.startNight()
    game.placeChip("player")
    spoken: list[str] = []
    game.announcement.connect(spoken.append)
    with qtbot.waitSignal(game.shoeShuffled, timeout=1_000):
        game.deal()
    assert game.cardsLeft == SHOE_SIZE - 4 and game.shuffleCount == 1
    assert any("barajan" in text for text in spoken)
    Game.instances.remove(game)


def test_reshuffle_shown_on_the_table(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """On the real scene the reshuffle shows its notice and is announced to the screen reader."""
    monkeypatch.setattr(Game, "shoe_factory", lambda: short_shoe(65))
    app = start_app(qtbot)
    app.click("startButton")
    qtbot.waitUntil(lambda: app.exists("dealButton"))
    app.click("spot_player")
    spoken: list[str] = []
    app.game.announcement.connect(spoken.append)
    app.key(Qt.Key.Key_D)
    with qtbot.waitSignal(app.game.shoeShuffled, timeout=2_000):
        app.key(Qt.Key.Key_T)
        for _ in range(3):
            app.key(Qt.Key.Key_A)
    qtbot.waitUntil(lambda: app.exists("shuffleNotice"))
    assert any("barajan" in text for text in spoken)
    assert app.game.cardsLeft == SHOE_SIZE
    app.close()
