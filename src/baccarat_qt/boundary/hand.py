"""The hand on the table: the deal, the cards as they open, and the result."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEnum, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.boundary import decks
from baccarat_qt.boundary.singletons import game_of
from baccarat_qt.engine.kinds import Phase, Side
from baccarat_qt.words import table_texts, texts

from . import enums
from .published import Published, constant, published

if TYPE_CHECKING:
    from baccarat_qt.boundary.models import CardsModel
    from baccarat_qt.engine.session import Event, HandResult, Session

    from .context import Context

__all__ = ["Hand"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
@QmlSingleton
class Hand(Published):
    """The cards of the coup in play and its result; REPARTIR and every way of opening a card."""

    Winner = QEnum(enums.Winner)

    cardsLeftChanged = Signal()
    canOpenChanged = Signal()
    playerTotalChanged = Signal()
    bankerTotalChanged = Signal()
    nextCardChanged = Signal()
    shuffleCountChanged = Signal()
    shuffleNoticeChanged = Signal()
    resultTextChanged = Signal()
    resultLinesChanged = Signal()
    resultWinnerChanged = Signal()
    resultNetChanged = Signal()
    resultNetTextChanged = Signal()
    resultSumChanged = Signal()
    lastTextChanged = Signal()
    lastLinesChanged = Signal()

    cardDealt = Signal(int, arguments=["index"])
    """A card was put on the table face down (its index)."""
    cardOpened = Signal(int, arguments=["index"])
    """A card was turned face up (its index)."""
    coupSettled = Signal()
    shoeShuffled = Signal()

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self._ctx = context
        from baccarat_qt.boundary.models import CardsModel  # the table's modules: built at the first sit-down

        self._cards = CardsModel(self)
        self._squeezing: set[int] = set()
        self._squeeze_step: dict[int, int] = {}
        """How many steps of the squeeze by ear each face-down card has been bent (S)."""
        self._shuffles = 0
        self.shuffle_notice = ""
        self.shown_result: HandResult | None = None
        """The settled hand whose result is on the felt (None once the bets change)."""
        self.last_result: HandResult | None = None
        """The last settled hand of this sitting (ÚLTIMA MANO): it stays until the next one settles."""
        self.deals = 0
        """Hands dealt at this sitting (the squeeze hint shows the first times)."""

    @staticmethod
    def create(engine: QObject) -> Hand:
        """QML singleton factory: the hand of the game loaded in ``engine``."""
        return game_of(engine).hand

    def _state(self) -> dict[str, object]:
        s, live = self._ctx.shown_session(), self._ctx.seat.session
        shown = self.shown_result
        net = shown.net if shown else 0
        totals = {side: s.open_total(side) if s else None for side in Side}
        next_card = live.next_face_down() if live and s and live.phase is Phase.REVEALING else None
        next_card = next_card if s and next_card is not None and next_card < len(s.table_cards) else None
        return {
            "cardsLeft": s.cards_left if s else 0,
            "canOpen": live is not None and live.phase is Phase.REVEALING,
            "playerTotal": -1 if totals[Side.PLAYER] is None else totals[Side.PLAYER],
            "bankerTotal": -1 if totals[Side.BANKER] is None else totals[Side.BANKER],
            "nextCard": -1 if next_card is None else next_card,
            "shuffleCount": self._shuffles,
            "shuffleNotice": self.shuffle_notice,
            "resultText": texts.hand_result(shown) if shown else "",
            "resultLines": self._lines(shown),
            "resultSum": table_texts.net_line(shown, s.total_bet, s.balance) if shown and s else "",
            "lastText": texts.hand_result(self.last_result) if self.last_result else "",
            "lastLines": self._lines(self.last_result),
            "resultWinner": enums.Winner.of(shown.coup.outcome if shown else None),
            "resultNet": net,
            "resultNetText": ("+" if net > 0 else "") + texts.chips(net),
        }

    @staticmethod
    def _lines(result: HandResult | None) -> list[str]:
        return [table_texts.settlement_line(result, spot) for spot in result.spots] if result else []

    def sync(self) -> list[str]:
        """Bring the cards up to date, then the properties."""
        s, live = self._ctx.shown_session(), self._ctx.seat.session
        deck = self._ctx.preferences.settings.deck

        def source(code: str | None) -> str:
            return decks.card_url(deck, code)

        turning = set(self._ctx.on_screen.turning(live))
        self._cards.update(s.table_cards if s else [], turning, self._squeezing, source)
        return super().sync()

    cardsLeft = published(int, "cardsLeft", cardsLeftChanged)
    """Cards left in the shoe, as the table shows them (the engine's count)."""
    canOpen = published(bool, "canOpen", canOpenChanged)
    """A card is face down on the table."""
    playerTotal = published(int, "playerTotal", playerTotalChanged)
    """The player's total of open cards, or -1 when none is open."""
    bankerTotal = published(int, "bankerTotal", bankerTotalChanged)
    """The banker's total of open cards, or -1 when none is open."""
    nextCard = published(int, "nextCard", nextCardChanged)
    """Index of the card A would open, or -1."""
    shuffleCount = published(int, "shuffleCount", shuffleCountChanged)
    """Reshuffles seen at this sitting."""
    shuffleNotice = published(str, "shuffleNotice", shuffleNoticeChanged)
    """What the last reshuffle's notice says: the cut card came out, with how many cards were left."""
    resultText = published(str, "resultText", resultTextChanged)
    """"Gana la BANCA, 7 a 5 · natural", or empty."""
    resultLines = published(list, "resultLines", resultLinesChanged)
    """One line per spot: what it won, lost or pushed."""
    resultWinner = published(int, "resultWinner", resultWinnerChanged)
    """A ``Hand.Winner``: NoWinner unless a result is shown."""
    resultNet = published(int, "resultNet", resultNetChanged)
    """What the shown hand won or lost the player, in hundredths."""
    resultNetText = published(str, "resultNetText", resultNetTextChanged)
    resultSum = published(str, "resultSum", resultSumChanged)
    """The hand's sum in order: won or lost, the balance, and what a repeated bet took from it."""
    lastText = published(str, "lastText", lastTextChanged)
    """ÚLTIMA MANO: the last settled hand's result, kept while the next bets are placed."""
    lastLines = published(list, "lastLines", lastLinesChanged)
    cards: CardsModel = constant(QObject, lambda self: self._cards)
    """The cards on the table in deal order (a ``CardsModel``)."""

    @Slot()
    def deal(self) -> None:
        """REPARTIR (D)."""

        def apply(events: list[Event]) -> None:
            self._squeezing.clear()
            self._cards.clear()  # fresh cards: each flies in from the shoe
            self.deals += 1
            self.clear_result()
            self._apply(events)

        def tell(events: list[Event]) -> None:
            self._ctx.announcer.announce(
                texts.tr("Cartas repartidas: dos para el jugador y dos para la banca, boca abajo.")
            )
            self._tell(events)

        self._ctx.perform("deal", lambda s: s.deal(), apply=apply, tell=tell)

    @Slot(int)
    def beginSqueeze(self, index: int) -> None:
        """The player started to lift card ``index``: hand QML its face."""
        s = self._ctx.seat.session
        if s is None or s.phase is not Phase.REVEALING:
            return
        cards = s.table_cards
        if 0 <= index < len(cards) and not cards[index].face_up and index not in self._squeezing:
            self._squeezing.add(index)
            self.sync()

    @Slot(int)
    def squeezeStep(self, index: int) -> None:
        """S on a face-down card: bend it one more step from the side and say what came into view.

        The steps come from the pip table (``squeeze_steps``); the last one opens the card, which then names
        itself when it lies face up (the reveal keeps its secret until the screen shows it).
        """
        s = self._ctx.seat.session
        if s is None or s.phase is not Phase.REVEALING:
            return
        cards = s.table_cards
        if not 0 <= index < len(cards) or cards[index].face_up:
            return
        from baccarat_qt.words import squeeze_steps

        self.beginSqueeze(index)
        step = self._squeeze_step.get(index, 0)
        self._squeeze_step[index] = step + 1
        if step >= squeeze_steps.STEPS - 1:
            self.openCard(index)  # named by its own sentence once it lies face up on screen, not before
            return
        self._ctx.announcer.announce(squeeze_steps.step_text(cards[index].card, step))

    @Slot(int)
    def openCard(self, index: int) -> None:
        """Turn card ``index`` face up (tap, finished squeeze, Enter)."""
        self._open(lambda s: s.open_card(index))

    @Slot()
    def openNext(self) -> None:
        """A: open the next face-down card in deal order."""
        self._open(lambda s: s.open_next())

    @Slot()
    def openAll(self) -> None:
        """VOLTEAR TODAS."""
        self._open(lambda s: s.open_all())

    def catch_up(self) -> None:
        """Every card the engine opened lands face up at once, and what they tell is shown and said."""
        self.show_events(self._ctx.on_screen.catch_up(self._ctx.seat.session))

    def _open(self, action: Callable[[Session], list[Event]]) -> None:
        """An opening: the engine opens at once; with cards turning, the screen follows their reports."""
        live, screen = self._ctx.seat.session, self._ctx.on_screen
        if live is not None and live.phase is not Phase.REVEALING and screen.behind:
            return self.catch_up()  # nothing more to open: the cards still turning land now
        if live is not None and live.phase is not Phase.REVEALING and self._ctx.reveal.landed_by_hurry:
            return  # the key already landed the cards that were turning: nothing more to open
        behind = screen.before_opening(live)
        if behind is None:
            return self._ctx.perform("cards", action, apply=self._apply, tell=self._tell)
        self._ctx.perform("cards", action, apply=lambda _: screen.keep(behind))  # told as cards land

    def show_events(self, events: list[Event]) -> None:
        """Cards landed face up on screen: show and say what their opening caused, in order."""
        if events:
            self._apply(events)
            self._ctx.sync()
            self._tell(events)

    def sit_down(self) -> None:
        """A night starts or resumes: nothing of an earlier sitting stays on the felt."""
        self._ctx.on_screen.reset()
        self._squeezing.clear()
        self._shuffles = 0
        self.shuffle_notice = ""
        self.shown_result = self.last_result = None
        self.deals = 0

    def clear_result(self) -> None:
        """The bets changed: the last result leaves the felt."""
        self.shown_result = None

    def _apply(self, events: list[Event]) -> None:
        """The boundary's own state after the engine's events (before anything is emitted)."""
        from baccarat_qt.engine.events import CardOpened, CoupSettled, NightOver, ShoeShuffled

        for event in events:
            if isinstance(event, CardOpened):
                self._squeezing.discard(event.index)
                self._squeeze_step.pop(event.index, None)
            elif isinstance(event, ShoeShuffled):
                from baccarat_qt.words import shoe_texts

                self._shuffles += 1
                self.shuffle_notice = shoe_texts.shuffle_notice(event.cards_at_cut)
            elif isinstance(event, CoupSettled):
                self.shown_result = self.last_result = event.result
            elif isinstance(event, NightOver):
                self._ctx.night.end(event)

    def _tell(self, events: list[Event]) -> None:
        """Signals and what the screen reader hears, event by event, in the order they happened."""
        from .telling import tell_events

        tell_events(self, self._ctx, events)
