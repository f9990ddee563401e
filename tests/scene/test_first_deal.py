"""The first deal after launch on the real scene: its cards fly in from the shoe like a later deal's.

What the first deal would pay for on the player's path (the card types, the squeeze's shader
pipelines) is paid in the lobby after its deck tiles (``DealWarmup.qml``), and the deck's back at
the cards' size is drawn as the table opens (``BackKeeper.qml``). Frames are read every time the
scene animates (``afterAnimating``), the first deal against a later one in the same game.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

import pytest
from PySide6.QtCore import QLoggingCategory, QObject, Qt
from PySide6.QtQuick import QQuickItem

from tests.support.gui import App

K = Qt.Key
HANDS = "2S 4H 3D KC 4D 7C " * 4  # the player and the banker draw: six cards a hand


@dataclass(frozen=True)
class Card:
    """One card view as one frame showed it."""

    arrived: bool
    off: float
    """How far it still is from its place, in pixels."""
    opacity: float


def _cards(area: QQuickItem) -> list[Card]:
    cards = []
    for item in area.childItems():
        if item.objectName().startswith("card_") and item.isVisible():
            off = abs(item.x() - item.property("targetX")) + abs(item.y() - item.property("targetY"))
            cards.append(Card(bool(item.property("arrived")), off, item.opacity()))
    return cards


@dataclass(frozen=True)
class Flight:
    """A deal's four cards in every frame from the key until the last one landed."""

    frames: list[list[Card]]
    seconds: float
    """From the first of those frames to the one where the last card lands."""


def _deal(app: App, area: QQuickItem) -> Flight:
    """D with a bet placed: the four cards of every frame from the key until the last one lands."""
    frames: list[list[Card]] = []
    times: list[float] = []

    def sample() -> None:
        cards = _cards(area)
        if len(cards) == 4 and not (frames and all(card.arrived for card in frames[-1])):
            frames.append(cards)
            times.append(time.monotonic())

    app.window.afterAnimating.connect(sample)
    app.key(K.Key_D, wait_cards=False)
    app.qtbot.waitUntil(lambda: bool(frames) and all(card.arrived for card in frames[-1]), timeout=10_000)
    app.window.afterAnimating.disconnect(sample)
    return Flight(frames, times[-1] - times[0])


def _open_all(app: App) -> None:
    """T until the hand is settled (the third cards come after the first four are seen)."""
    while app.hand.canOpen:
        app.key(K.Key_T)


def _hands_area(app: App) -> QQuickItem:
    area = app.find("handBox_player").parentItem()
    assert area is not None
    return area


def _wait_warmup_done(app: App) -> None:
    """The lobby's warm-up ran (it starts once the deck tiles are shown) and let itself go."""

    def done() -> bool:
        loader = app.window.findChild(QObject, "dealWarmupLoader")
        return loader is not None and bool(loader.property("started")) and not loader.property("active")

    app.qtbot.waitUntil(done, timeout=10_000)


def test_the_lobby_draws_a_dealt_cards_back_flying_and_lying(app: App) -> None:
    """The lobby's warm-up draws the deck's back as a dealt card's is drawn, half faded as in its flight
    and whole as it lies, each in frames the scene graph renders (under the felt): the renderer compiles
    both programs there. The first deal compiled the second (an opaque picture, merged in a batch) as its
    cards landed, and with reduced motion, where they only ever lie, before its first frame."""
    drawn: list[tuple[float, str]] = []

    def sample() -> None:
        card = app.window.findChild(QQuickItem, "warmupCard")
        back = app.window.findChild(QQuickItem, "warmupBack")
        if card is not None and back is not None and card.isVisible() and back.property("progress") == 1.0:
            drawn.append((card.opacity(), back.property("source").toString()))

    app.window.afterAnimating.connect(sample)
    _wait_warmup_done(app)
    app.window.afterAnimating.disconnect(sample)
    back = app.prefs.backSource
    assert any(0 < opacity < 1 and source == back for opacity, source in drawn), drawn
    assert any(opacity == 1 and source == back for opacity, source in drawn), drawn


def test_the_first_deal_flies_in_like_a_later_one(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """Deals 1 and 3: the first frame shows every card at the start of its flight, none in its place
    yet, and they land frames later; the first deal's flight is no further along, and no shorter."""
    scripted_shoe(HANDS)
    _wait_warmup_done(app)
    app.sit_down()
    area = _hands_area(app)
    flights = []
    for _ in range(3):
        if not app.table.totalBet:  # the last bet is placed again by itself (rebet is on)
            app.click("spot_banker")
        flights.append(_deal(app, area))
        _open_all(app)
    for flight in flights:
        first = flight.frames[0]
        assert not any(card.arrived for card in first), "the cards are not simply there: they fly in"
        assert all(card.off > area.height() / 4 and card.opacity < 1 for card in first), first
        assert len(flight.frames) >= 3, "they land frames later, not in the first ones"
    first_deal, later = flights[0], flights[2]
    # Where the flight is in the first frame: the first deal starts no further along than a later one
    # (a stall after the cards were made would have them jump ahead, or land at once).
    assert min(c.off for c in first_deal.frames[0]) >= 0.6 * min(c.off for c in later.frames[0])
    # And it is seen flying as long as the later ones: the motion runs by the clock, so a machine too busy to
    # draw every frame shows fewer frames of a deal (11 against 23 were counted so), not a shorter flight. A busy
    # moment as the cards land stretches a flight (0.64 s against 0.36 s was seen); a stall before the first frame
    # shortens it, which is what this looks for: the first deal is held to the shorter of the later two.
    shortest = min(flight.seconds for flight in flights[1:])
    assert first_deal.seconds >= 0.6 * shortest, [flight.seconds for flight in flights]


def test_reduced_motion_deals_without_motion(app: App, scripted_shoe: Callable[[str], None]) -> None:
    """With reduced motion the first deal, and a later one, show the cards in their places at once,
    fully drawn, in every frame (the lobby's warm-up moves nothing the player sees)."""
    app.prefs.setReducedMotion(True)
    scripted_shoe(HANDS)
    _wait_warmup_done(app)
    app.sit_down()
    area = _hands_area(app)
    for _ in range(2):
        if not app.table.totalBet:
            app.click("spot_banker")
        frames = _deal(app, area).frames
        assert frames and all(
            card.arrived and card.off < 0.5 and card.opacity == 1 for frame in frames for card in frame
        ), frames
        _open_all(app)


class _Message(Protocol):
    @property
    def message(self) -> str: ...


class _QtLog(Protocol):
    """pytest-qt's ``qtlog``: the Qt messages this test emitted."""

    @property
    def records(self) -> Sequence[_Message]: ...


@pytest.fixture
def image_log() -> Iterator[None]:
    """Qt Quick's image cache says what it draws (its debug category), for this test only."""
    QLoggingCategory.setFilterRules("qt.quick.image.debug=true")
    yield
    QLoggingCategory.setFilterRules("")


def _backs_drawn(qtlog: _QtLog) -> int:
    """How many times the image cache drew a back's SVG (so far in this test)."""
    return sum("back.svg" in r.message and "QImageReader size" in r.message for r in qtlog.records)


def test_the_deal_draws_no_card_picture(
    app: App, scripted_shoe: Callable[[str], None], qtlog: _QtLog, image_log: None
) -> None:
    """The deck's back at the cards' size is drawn as the table opens, off the GUI thread; D, the
    first deal's as well as a later one's, draws no picture (it drew the back twice a card before)."""
    scripted_shoe(HANDS)
    # A window size no other test uses: Qt's image cache is the process's, and this card size in it is new.
    app.window.resize(1531, 967)
    app.sit_down()
    keeper = app.window.findChild(QObject, "backKeeper")
    assert keeper is not None
    app.qtbot.waitUntil(lambda: keeper.property("progress") == 1.0)  # drawn
    assert _backs_drawn(qtlog) >= 1, "the log shows the back drawn for the table"
    area = _hands_area(app)
    for _ in range(2):
        if not app.table.totalBet:
            app.click("spot_banker")
        before = _backs_drawn(qtlog)
        _deal(app, area)
        assert _backs_drawn(qtlog) == before
        _open_all(app)
