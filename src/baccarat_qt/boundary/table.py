"""The felt: the phase of the night, the balance, the chip in hand and the bets on the spots."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEnum, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.boundary.singletons import game_of
from baccarat_qt.engine import BetSpot
from baccarat_qt.engine.kinds import CHIPS
from baccarat_qt.engine.kinds import Phase as EnginePhase
from baccarat_qt.words import table_texts, texts

from . import enums
from .published import Published, constant, published

if TYPE_CHECKING:
    from baccarat_qt.boundary.models import SpotsModel
    from baccarat_qt.engine.session import Session

    from .context import Context

__all__ = ["Table"]

SQUEEZE_HINTS = 3
"""The squeeze hint shows while the cards are down in the first hands of a sitting."""

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
@QmlSingleton
class Table(Published):
    """The bets of the coming hand and the actions on them (choose a chip, place, remove, clear)."""

    Phase = QEnum(enums.Phase)
    SpotOutcome = QEnum(enums.SpotOutcome)

    phaseChanged = Signal()
    bettingChanged = Signal()
    canClearChanged = Signal()
    balanceChanged = Signal()
    balanceTextChanged = Signal()
    totalBetChanged = Signal()
    totalBetTextChanged = Signal()
    balanceWordsChanged = Signal()
    totalBetWordsChanged = Signal()
    selectedChipChanged = Signal()
    affordableChipsChanged = Signal()
    hintChanged = Signal()
    limitsTextChanged = Signal()
    limitsShortTextChanged = Signal()

    chipPlaced = Signal(str, arguments=["spot"])
    """A chip went on a spot (its id), by the player's hand."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self._ctx = context
        self._chip = 25
        from baccarat_qt.boundary.models import SpotsModel  # the table's modules: built at the first sit-down

        self._spots = SpotsModel(self)

    @staticmethod
    def create(engine: QObject) -> Table:
        """QML singleton factory: the table of the game loaded in ``engine``."""
        return game_of(engine).table

    def _state(self) -> dict[str, object]:
        s = self._ctx.shown_session()
        return {
            "phase": enums.Phase.of(s.phase if s else None),
            "betting": s is not None and s.phase is EnginePhase.BETTING,
            # Chips lie on the table for the coming hand exactly when the engine would deal them.
            "canClear": s is not None and s.can_deal,
            "balance": s.balance if s else 0,
            "balanceText": texts.chips(s.balance if s else 0),
            "totalBet": s.total_bet if s else 0,
            "totalBetText": texts.chips(s.total_bet if s else 0),
            "balanceWords": texts.chip_amount(s.balance if s else 0),
            "totalBetWords": texts.chip_amount(s.total_bet if s else 0),
            "selectedChip": self._chip,
            "affordableChips": [c // 100 for c in CHIPS if s and c <= s.balance],
            "hint": self._hint(),
            "limitsText": table_texts.bet_limits(),  # a text: it follows the language
            "limitsShortText": table_texts.bet_limits_short(),
        }

    def _hint(self) -> str:
        """What the message area says when it has nothing else to say: how to bet, how to squeeze."""
        s, hand = self._ctx.shown_session(), self._ctx.hand
        if s is None:
            return ""
        if s.phase is EnginePhase.BETTING and not s.total_bet and hand.shown_result is None:
            return table_texts.start_hint()
        if s.phase is EnginePhase.REVEALING and hand.deals <= SQUEEZE_HINTS:
            return table_texts.squeeze_hint()
        return ""

    def sync(self) -> list[str]:
        """Bring the spots up to date, then the properties."""
        s = self._ctx.shown_session()
        shown = self._ctx.hand.shown_result
        results = {spot.spot: (spot.result, spot.net) for spot in shown.spots} if shown else {}
        announcer = self._ctx.announcer
        spot_ids = {spot.value for spot in BetSpot}
        messages = {}
        if announcer.message and announcer.messageTarget in spot_ids:
            messages = {BetSpot(announcer.messageTarget): announcer.message}
        table = s.table if s else self._ctx.preferences.settings.table
        self._spots.update(table, s.chips_on_table if s else [], results, messages)
        return super().sync()

    phase = published(int, "phase", phaseChanged)
    """A ``Table.Phase``: NoPhase in the lobby, Betting, Revealing, Over, Left."""
    betting = published(bool, "betting", bettingChanged)
    """Chips may be placed now (and REPARTIR deals them)."""
    canClear = published(bool, "canClear", canClearChanged)
    """LIMPIAR (and removing the last chip) would take chips back now."""
    balance = published(int, "balance", balanceChanged)
    """Chips in the player's stack, in hundredths, not counting those on the table."""
    balanceText = published(str, "balanceText", balanceTextChanged)
    totalBet = published(int, "totalBet", totalBetChanged)
    """All chips on the table, in hundredths."""
    totalBetText = published(str, "totalBetText", totalBetTextChanged)
    balanceWords = published(str, "balanceWords", balanceWordsChanged)
    """The balance with its noun, in its plural form: "1 ficha", "48,75 fichas"."""
    totalBetWords = published(str, "totalBetWords", totalBetWordsChanged)
    """The chips on the table with their noun."""
    selectedChip = published(int, "selectedChip", selectedChipChanged)
    """The chip in hand: 5, 25, 100 or 500."""
    affordableChips = published(list, "affordableChips", affordableChipsChanged)
    """The chips (whole chips) worth no more than the balance; the others are dimmed in the tray."""
    hint = published(str, "hint", hintChanged)
    """How to bet (on an empty table) or how to squeeze (the first hands), or empty."""
    limitsText = published(str, "limitsText", limitsTextChanged)
    """The bet limits per spot, in words (in the language in force)."""
    limitsShortText = published(str, "limitsShortText", limitsShortTextChanged)
    """The same, shorter: for a top bar too narrow for the whole line."""
    chipValues: list[int] = constant(list, lambda self: [c // 100 for c in CHIPS])
    spots: SpotsModel = constant(QObject, lambda self: self._spots)
    """The table's spots in felt order (a ``SpotsModel``): five, seven at EZ."""

    @Slot(int)
    def selectChip(self, chip: int) -> None:
        """Take a chip of 5, 25, 100 or 500 in hand."""
        if chip * 100 not in CHIPS:
            return
        self._ctx.announcer.clear_message()
        s = self._ctx.seat.session
        if chip != self._chip:
            self._chip = chip
            self.sync()
            self._ctx.announcer.announce(texts.tr("Ficha de {0}").format(chip))
        if s is not None and chip * 100 > s.balance:
            self._ctx.announcer.show("chips", table_texts.chip_over_balance(chip, s.balance))

    @Slot(str)
    def placeChip(self, spot_id: str) -> None:
        """Put the chip in hand on a spot."""
        self._place(spot_id, self._chip * 100)

    @Slot(str, int)
    def placeChipValue(self, spot_id: str, chip: int) -> None:
        """Put a chip of a given value (in whole chips) on a spot."""
        self._place(spot_id, chip * 100)

    def _place(self, spot_id: str, amount: int) -> None:
        try:
            spot = BetSpot(spot_id)
        except ValueError:
            self._ctx.announcer.refuse("", texts.tr("Esa casilla no existe."))
            return

        def tell(_: None) -> None:
            from baccarat_qt.words import speech_texts

            s = self._session()
            self.chipPlaced.emit(spot.value)
            bets = (s.bets[spot], s.total_bet, s.balance)
            full = self._ctx.preferences.settings.chip_speech
            self._ctx.announcer.announce(speech_texts.chip_placed(amount, spot, bets, full=full))

        self._ctx.perform(
            spot.value, lambda s: s.place_chip(spot, amount), spot=spot, apply=self._bets_changed, tell=tell
        )

    @Slot()
    def removeLastChip(self) -> None:
        """Take back the last chip placed."""

        def tell(removed: tuple[BetSpot, int]) -> None:
            spot, chip = removed
            self._ctx.announcer.announce(
                texts.tr("Quitada una ficha de {0} de {1}; en la mesa, {2}. Te quedan {3}.").format(
                    texts.chips(chip),
                    texts.spot_label(spot),
                    texts.chips(self._session().total_bet),
                    texts.chips(self._session().balance),
                )
            )

        self._ctx.perform("clear", lambda s: s.remove_last_chip(), apply=self._bets_changed, tell=tell)

    @Slot()
    def clearBets(self) -> None:
        """LIMPIAR."""

        def tell(amount: int) -> None:
            self._ctx.announcer.announce(
                texts.tr("Mesa limpia: vuelven {0}. Tienes {1}.").format(
                    texts.chip_amount(amount), texts.chips(self._session().balance)
                )
            )

        self._ctx.perform("clear", lambda s: s.clear_bets(), apply=self._bets_changed, tell=tell)

    def _bets_changed(self, _: object) -> None:
        """The bets changed: the last hand's result leaves the felt."""
        self._ctx.hand.clear_result()

    def apply_rebet(self, on: bool) -> None:
        """The rebet box changed: the night at the table follows it and is saved."""
        s = self._ctx.seat.session
        if s is None or s.rebet == on:
            return
        s.rebet = on
        self._ctx.seat.save()
        if self._ctx.night.screen == enums.Screen.Table:
            self._ctx.announcer.announce(texts.rebet_state(on))

    def _session(self) -> Session:
        s = self._ctx.seat.session
        assert s is not None  # called after the engine accepted an action
        return s
