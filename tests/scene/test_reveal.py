"""The reveal keeps its secret: nothing tells a card or the outcome before that card lies face up on screen.

Every frame the window draws is sampled (``afterAnimating``, on the GUI thread,
just before the scene is synced for drawing) with what the table publishes and
how far each card on screen has turned over; each way of opening a card is
played on a hand where both sides draw a third card.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.engine.session import Phase
from baccarat_qt.words.squeeze_steps import STEPS
from tests.support.gui import App

K = Qt.Key
THIRDS = "2S 4H 3D KC 4D 7C"  # player 5 draws 4 (9); banker 4 draws on a 4: 7 -> 1. Player wins 9-1.


def _value(code: str) -> int:
    return int(code[0]) if code[0].isdigit() else int(code[0] == "A")


@dataclass(frozen=True)
class Frame:
    """What one drawn frame showed."""

    turns: tuple[float, ...]
    """How far each card on screen has turned over (1 face up), in deal order."""
    sides: tuple[str, ...]
    codes: tuple[str, ...]
    engine_cards: int
    """Cards the engine has on the table (some may not be on screen yet)."""
    result: str
    player_total: int
    banker_total: int
    balance: int
    beads: int
    cards_left: int


class Recorder:
    """Samples every frame and every sentence said while a hand is opened."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.frames: list[Frame] = []
        self.said: list[str] = []
        app.window.afterAnimating.connect(self.sample)
        app.announcer.announcement.connect(self.said.append)

    def stop(self) -> None:
        """Stop sampling."""
        self.app.window.afterAnimating.disconnect(self.sample)
        self.app.announcer.announcement.disconnect(self.said.append)

    def cards_on_screen(self) -> dict[str, QQuickItem]:
        """The squeezable cards on screen, by name (``squeeze_<index>``): one walk of the scene a frame."""
        found: dict[str, QQuickItem] = {}
        for item in self.app.items():
            if item.objectName().startswith("squeeze_") and item.isVisible():
                found.setdefault(item.objectName(), item)  # the first in the walk's order, as before
        return found

    def sample(self) -> None:
        """Record what this frame shows."""
        rows = self.app.cards()
        on_screen = self.cards_on_screen()
        turns = []
        for index in range(len(rows)):
            item = on_screen.get(f"squeeze_{index}")
            turns.append(float(item.property("turn")) if item is not None else 0.0)
        session = self.app.context.seat.session
        assert session is not None
        hand, table = self.app.hand, self.app.table
        self.frames.append(
            Frame(
                turns=tuple(turns),
                sides=tuple(row["side"] for row in rows),
                codes=tuple(row["code"] for row in rows),
                engine_cards=len(session.table_cards),
                result=hand.resultText,
                player_total=hand.playerTotal,
                banker_total=hand.bankerTotal,
                balance=table.balance,
                beads=self.app.context.roads.beadPlate.rowCount(),
                cards_left=hand.cardsLeft,
            )
        )


def _total(frame: Frame, side: str) -> int:
    values = [
        _value(c)
        for t, s, c in zip(frame.turns, frame.sides, frame.codes, strict=True)
        if s == side and t >= 1
    ]
    return sum(values) % 10 if values else -1


def _check(recorder: Recorder, start_balance: int, start_left: int) -> None:
    """No frame tells more than its face-up cards do; the result is said after the last card."""
    frames = recorder.frames
    assert any(t < 1 for f in frames for t in f.turns), "the sampling saw no card turning"
    assert frames[-1].result and all(t >= 1 for t in frames[-1].turns) and len(frames[-1].turns) == 6
    for n, frame in enumerate(frames):
        every_card_up = len(frame.turns) == frame.engine_cards and all(t >= 1 for t in frame.turns)
        where = f"frame {n} of {len(frames)}: {frame}"
        if not every_card_up:
            assert frame.result == "", "the banner over a face-down card, " + where
            assert frame.beads == 0, "the roads' new mark over a face-down card, " + where
            assert frame.balance == start_balance, "the balance moved over a face-down card, " + where
        assert frame.player_total == _total(frame, "player"), (
            "the player's total ahead of the cards, " + where
        )
        assert frame.banker_total == _total(frame, "banker"), (
            "the banker's total ahead of the cards, " + where
        )
        assert frame.cards_left + len(frame.turns) == start_left + 4, "the shoe's count ahead, " + where
    said = recorder.said
    cards_said = [i for i, text in enumerate(said) if " suma " in text or " adds up to " in text]
    result_said = [i for i, text in enumerate(said) if "Saldo:" in text]
    assert len(cards_said) == 6 and len(result_said) == 1, said
    assert result_said[0] > max(cards_said), said


def _tap(app: App, index: int) -> None:
    item = app.find(f"card_{index}")
    point = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
    QTest.mouseClick(app.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def _squeeze(app: App, index: int) -> None:
    item = app.find(f"card_{index}")
    start = item.mapToScene(QPointF(item.width() - 3, item.height() / 2)).toPoint()
    end = item.mapToScene(QPointF(-item.width() * 0.4, item.height() / 2)).toPoint()  # past the reveal point
    QTest.mousePress(app.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 13):
        QTest.mouseMove(app.window, start + (end - start) * (i / 12))
        QTest.qWait(8)
    QTest.mouseRelease(app.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def _by_ear(app: App, index: int) -> None:
    card = app.find(f"squeeze_{index}")
    card.forceActiveFocus()
    app.qtbot.waitUntil(lambda: bool(card.property("activeFocus")))
    for _ in range(STEPS):
        app.key(K.Key_S, wait_cards=False)


OPENERS: dict[str, Callable[[App, int], None]] = {"tap": _tap, "squeeze": _squeeze, "by ear": _by_ear}


def _deal(app: App, scripted_shoe: Callable[[str], None]) -> tuple[Recorder, int, int]:
    scripted_shoe(THIRDS)
    app.sit_down()
    app.click("spot_banker")
    app.key(K.Key_D)
    app.wait_cards_dealt()
    return Recorder(app), app.table.balance, app.hand.cardsLeft


def _wait_settled(app: App) -> None:
    app.qtbot.waitUntil(
        lambda: app.table.phase == UiPhase.Betting and not app.context.reveal.cardsTurning, timeout=8_000
    )
    QTest.qWait(50)  # a few more frames of the settled hand


@pytest.mark.parametrize("keys", [[K.Key_T], [K.Key_A] * 6, [K.Key_A, K.Key_T]], ids=["T", "A", "A then T"])
def test_keys_show_nothing_before_the_cards(
    app: App, scripted_shoe: Callable[[str], None], keys: list[K]
) -> None:
    """T, A pressed quickly, and T while a card turns: every frame shows only what its face-up cards tell."""
    recorder, balance, left = _deal(app, scripted_shoe)
    for key in keys:
        app.key(key, wait_cards=False)
    _wait_settled(app)
    recorder.stop()
    _check(recorder, balance, left)


@pytest.mark.parametrize("way", OPENERS)
def test_each_card_opened_shows_nothing_before_it_lands(
    app: App, scripted_shoe: Callable[[str], None], way: str
) -> None:
    """A tap, a squeeze and S by ear, the first four cards one right after another, then each third card."""
    recorder, balance, left = _deal(app, scripted_shoe)
    opener = OPENERS[way]
    for index in range(4):
        opener(app, index)
    session = app.context.seat.session
    assert session is not None
    for _ in range(2):  # the third cards, one after the other
        app.wait_cards_shown()
        if session.phase is not Phase.REVEALING:
            break
        third = session.next_face_down()
        assert third is not None
        name = f"card_{third}"
        app.qtbot.waitUntil(lambda: app.exists(name) and bool(app.prop(name, "arrived")))  # noqa: B023
        opener(app, third)
    _wait_settled(app)
    recorder.stop()
    _check(recorder, balance, left)


def test_a_key_hurries_the_turning_cards(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """T, then T again while the cards turn: they lie face up at once, and the result with them."""
    recorder, balance, left = _deal(app, scripted_shoe)
    app.key(K.Key_T, wait_cards=False)
    assert app.context.reveal.cardsTurning and app.hand.resultText == ""
    app.qtbot.waitUntil(lambda: len(recorder.frames) > 2)
    app.key(K.Key_T, wait_cards=False)
    app.key(K.Key_T, wait_cards=False)
    app.qtbot.waitUntil(lambda: not app.context.reveal.cardsTurning, timeout=1_000)
    _wait_settled(app)
    recorder.stop()
    _check(recorder, balance, left)
